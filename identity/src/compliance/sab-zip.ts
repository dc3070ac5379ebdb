/**
 * The subject access bundle (`.sab.zip`, format svc-subject-access-bundle-v1), built with fflate
 * and signed like the audit export (../audit/export/audit-zip.ts):
 *
 *   subject.json        what identity holds about the subject (subject-data-repository.ts), verification
 *                       material (password hash, key verifiers, token hashes, MFA secret) left out
 *   audit-events.jsonl  every audit event of the workspace and organization chains that references
 *                       the subject (`user/<id>` as actor or resource), every stored column, so each
 *                       event's content hash and Ed25519 signature can be checked on its own
 *   keys.json           { keyId: raw Ed25519 public key hex } for every key that signed one of them
 *   manifest.json       format, export id, dsar id, subject, chains, counts, SHA-256 of each member
 *                       above, signedBy and keyId
 *   manifest.sig        hex Ed25519 signature over the bytes of manifest.json
 */
import { strToU8, zipSync } from 'fflate';
import { sha256Hex } from '../audit/preimage.ts';

export const SAB_FORMAT = 'svc-subject-access-bundle-v1';
export const SAB_MEMBERS = ['subject.json', 'audit-events.jsonl', 'keys.json'] as const;

export interface SabManifest {
  format: typeof SAB_FORMAT;
  exportId: string;
  dsarId: string;
  subjectRef: string;
  chainKeys: string[];
  nAuditEvents: string;
  createdAt: string;
  members: Record<(typeof SAB_MEMBERS)[number], string>;
  signedBy: string;
  keyId: string;
}

/** JSON with bigint as decimal strings and dates as RFC 3339 (Date#toJSON). */
const json = (v: unknown) => JSON.stringify(v, (_k, x) => (typeof x === 'bigint' ? x.toString() : x), 2);

export function buildSabZip(
  files: { subject: unknown; auditEvents: string[]; keys: Record<string, string> },
  manifest: Omit<SabManifest, 'members'>,
  sign: (bytes: Buffer) => string,
) {
  const members: Record<string, Uint8Array> = {
    'subject.json': strToU8(json(files.subject)),
    'audit-events.jsonl': strToU8(files.auditEvents.length ? `${files.auditEvents.join('\n')}\n` : ''),
    'keys.json': strToU8(json(files.keys)),
  };
  const full: SabManifest = {
    ...manifest,
    members: Object.fromEntries(
      SAB_MEMBERS.map((m) => [m, sha256Hex(Buffer.from(members[m]))]),
    ) as SabManifest['members'],
  };
  const manifestBytes = Buffer.from(JSON.stringify(full, null, 2));
  const zip = zipSync(
    { ...members, 'manifest.json': manifestBytes, 'manifest.sig': strToU8(sign(manifestBytes)) },
    { level: 6 },
  );
  return { zip, manifestSha256: sha256Hex(manifestBytes), manifest: full };
}
