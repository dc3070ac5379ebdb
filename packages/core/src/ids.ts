import { randomBytes } from 'node:crypto';

/**
 * Time-ordered UUIDv7 (RFC 9562): 48-bit Unix milliseconds, then random bits. Sorting ids sorts
 * records by creation time, which keeps audit and activity tables append-friendly.
 */
export function uuidv7(now = Date.now()): string {
  const b = randomBytes(16);
  b.writeUIntBE(now, 0, 6);
  b[6] = (b[6] & 0x0f) | 0x70;
  b[8] = (b[8] & 0x3f) | 0x80;
  const h = b.toString('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** Prefixed opaque id, e.g. `org_…`, `ws_…`, `usr_…`: readable in logs, unguessable. */
export function prefixedId(prefix: string, bytes = 12): string {
  return `${prefix}_${randomBytes(bytes).toString('base64url')}`;
}
