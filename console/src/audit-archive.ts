/**
 * Checks a downloaded `.audit.zip` (svc-audit-export-v2) in the browser against the receipt that
 * announced it: exactly the format's entries, the manifest's SHA-256 and signer as the receipt
 * states them, its Ed25519 signature (Web Crypto), every member's SHA-256 as the manifest lists it,
 * and the event count. It then reports the manifest's chain proof: what the platform verified
 * before it signed. Each event's own hash, signature and link are the offline verifier's
 * (`npm run audit:verify`), which also checks the signer against keys the reader trusts; here the
 * signer is the one the platform named.
 */
const ENTRIES = ['events.jsonl', 'checkpoints.json', 'keys.json', 'manifest.json', 'manifest.sig'];
const MEMBERS = ['events.jsonl', 'checkpoints.json', 'keys.json'] as const;

export interface ArchiveReceipt {
  manifestSha256: string;
  signedBy: string;
  nEvents: string;
}

export interface ArchiveCheck {
  ok: boolean;
  /** Why the archive was refused; null when it passed. */
  problem: string | null;
  chain: { chainKey: string; firstSeq: string; headSeq: string | null; fromCheckpoint: boolean } | null;
}

interface Manifest {
  format: string;
  nEvents: string;
  signedBy: string;
  members: Record<string, string>;
  chain: { chainKey: string; firstSeq: string; head: { seq: string } | null; checkpoint: unknown };
}

const hex = (b: ArrayBuffer) => [...new Uint8Array(b)].map((x) => x.toString(16).padStart(2, '0')).join('');
const fromHex = (s: string) => new Uint8Array((s.match(/../g) ?? []).map((h) => Number.parseInt(h, 16)));
const sha256 = async (b: Uint8Array<ArrayBuffer>) => hex(await crypto.subtle.digest('SHA-256', b));

async function inflateRaw(b: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer>> {
  const out = new Blob([b]).stream().pipeThrough(new DecompressionStream('deflate-raw'));
  return new Uint8Array(await new Response(out).arrayBuffer());
}

/** The entries of a zip from its central directory (stored or deflated; no zip64, no encryption). */
async function unzip(
  bytes: Uint8Array<ArrayBuffer>,
): Promise<{ names: string[]; files: Map<string, Uint8Array<ArrayBuffer>> }> {
  const v = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let end = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 0xffff); i--)
    if (v.getUint32(i, true) === 0x06054b50) {
      end = i;
      break;
    }
  if (end < 0) throw new Error('not a zip archive');
  const count = v.getUint16(end + 10, true);
  let at = v.getUint32(end + 16, true);
  const names: string[] = [];
  const files = new Map<string, Uint8Array<ArrayBuffer>>();
  const decoder = new TextDecoder('utf-8', { fatal: true });
  for (let n = 0; n < count; n++) {
    if (v.getUint32(at, true) !== 0x02014b50) throw new Error('a damaged central directory');
    const method = v.getUint16(at + 10, true);
    const size = v.getUint32(at + 20, true);
    const nameLength = v.getUint16(at + 28, true);
    const next = at + 46 + nameLength + v.getUint16(at + 30, true) + v.getUint16(at + 32, true);
    const name = decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength));
    const local = v.getUint32(at + 42, true);
    if (v.getUint32(local, true) !== 0x04034b50) throw new Error(`a damaged entry ${name}`);
    const start = local + 30 + v.getUint16(local + 26, true) + v.getUint16(local + 28, true);
    const raw = bytes.slice(start, start + size);
    if (method !== 0 && method !== 8) throw new Error(`entry ${name} uses compression method ${method}`);
    names.push(name);
    files.set(name, method === 0 ? raw : await inflateRaw(raw));
    at = next;
  }
  return { names, files };
}

async function signatureValid(publicKeyHex: string, signatureHex: string, data: Uint8Array<ArrayBuffer>) {
  if (!/^[0-9a-f]{64}$/.test(publicKeyHex) || !/^[0-9a-f]{128}$/.test(signatureHex)) return false;
  const key = await crypto.subtle.importKey('raw', fromHex(publicKeyHex), { name: 'Ed25519' }, false, ['verify']);
  return crypto.subtle.verify({ name: 'Ed25519' }, key, fromHex(signatureHex), data);
}

const refused = (problem: string): ArchiveCheck => ({ ok: false, problem, chain: null });

export async function checkArchive(bytes: Uint8Array<ArrayBuffer>, receipt: ArchiveReceipt): Promise<ArchiveCheck> {
  let zip: Awaited<ReturnType<typeof unzip>>;
  try {
    zip = await unzip(bytes);
  } catch (e) {
    return refused(`the archive cannot be read: ${(e as Error).message}`);
  }
  if (zip.names.length !== ENTRIES.length || ENTRIES.some((n) => !zip.names.includes(n)))
    return refused(`the archive holds ${zip.names.join(', ')}, not exactly ${ENTRIES.join(', ')}`);
  const manifestBytes = zip.files.get('manifest.json')!;
  if ((await sha256(manifestBytes)) !== receipt.manifestSha256)
    return refused("the manifest's SHA-256 is not the receipt's");
  let manifest: Manifest;
  try {
    manifest = JSON.parse(new TextDecoder().decode(manifestBytes)) as Manifest;
  } catch {
    return refused('the manifest is not JSON');
  }
  if (manifest.signedBy !== receipt.signedBy) return refused('the manifest names another signer than the receipt');
  const signature = new TextDecoder().decode(zip.files.get('manifest.sig')!).trim();
  if (!(await signatureValid(manifest.signedBy, signature, manifestBytes)))
    return refused('the manifest signature does not verify');
  for (const m of MEMBERS)
    if ((await sha256(zip.files.get(m)!)) !== manifest.members?.[m])
      return refused(`${m} does not match the SHA-256 the manifest lists`);
  const lines = new TextDecoder().decode(zip.files.get('events.jsonl')!).split('\n').filter(Boolean).length;
  if (String(lines) !== manifest.nEvents || manifest.nEvents !== receipt.nEvents)
    return refused(`the archive holds ${lines} events; the manifest says ${manifest.nEvents}`);
  const c = manifest.chain;
  return {
    ok: true,
    problem: null,
    chain: { chainKey: c.chainKey, firstSeq: c.firstSeq, headSeq: c.head?.seq ?? null, fromCheckpoint: !!c.checkpoint },
  };
}
