import { randomFillSync } from 'node:crypto';

/**
 * Random bytes are drawn from the CSPRNG in 4 KiB blocks and handed out in slices: one
 * `randomBytes(16)` call costs ~25 µs of fixed overhead, paid on every audited request before this
 * pool (docs/benchmarks.md). The bytes are the same CSPRNG output either way; each is used once.
 */
const POOL_SIZE = 4096;
const pool = Buffer.allocUnsafe(POOL_SIZE);
let offset = POOL_SIZE;

function takeRandom(n: number): Buffer {
  if (n > POOL_SIZE) return randomFillSync(Buffer.allocUnsafe(n));
  if (offset + n > POOL_SIZE) {
    randomFillSync(pool);
    offset = 0;
  }
  // Copy out so the caller may modify its bytes without touching the pool.
  const out = Buffer.from(pool.subarray(offset, offset + n));
  pool.fill(0, offset, offset + n);
  offset += n;
  return out;
}

/**
 * Time-ordered UUIDv7 (RFC 9562): 48-bit Unix milliseconds, then random bits. Sorting ids sorts
 * records by creation time, which keeps audit and activity tables append-friendly.
 */
export function uuidv7(now = Date.now()): string {
  const b = takeRandom(16);
  b.writeUIntBE(now, 0, 6);
  b[6] = (b[6] & 0x0f) | 0x70;
  b[8] = (b[8] & 0x3f) | 0x80;
  const h = b.toString('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** Prefixed opaque id, e.g. `org_…`, `ws_…`, `usr_…`: readable in logs, unguessable. */
export function prefixedId(prefix: string, bytes = 12): string {
  return `${prefix}_${takeRandom(bytes).toString('base64url')}`;
}
