/**
 * Opaque page cursors that a client can neither forge nor carry into another workspace.
 *
 * Wire form: `base64url(payload) "." base64url(HMAC-SHA256(key, payload))`, where payload is the
 * JSON `{"v":1,"w":<workspace id>,"s":<scope>,"p":<position>}`: the caller's workspace (from the
 * credential, never from an argument), the operation the cursor belongs to, and the position
 * (for a backend-served list, the backend's own page token, which therefore never reaches a
 * client unsigned). Anything that does not verify, or verifies for another workspace or
 * operation, is SVC-VALID-4003 before any backend call.
 *
 * Key: `CURSOR_SIGNING_KEY` (at least 32 characters; give every replica the same one). When it is
 * unset each process draws a random key at start-up: cursors then stop working across a restart
 * or when a page request lands on another replica (the client gets SVC-VALID-4003 and must start
 * from the first page again), which is acceptable for one process in development only.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { AppError, ConfigError } from '@svc/core';

/** Shortest `CURSOR_SIGNING_KEY` accepted (characters); shorter keys are guessable. */
export const MIN_CURSOR_KEY_LENGTH = 32;
/** Longest cursor accepted; a longer string is refused without decoding it. */
export const MAX_CURSOR_LENGTH = 2048;

export interface CursorCodec {
  /** Signs `position` for this workspace and scope (the operation, e.g. `Query.auditEvents`). */
  mint(workspaceId: string, scope: string, position: string): string;
  /** The position a cursor carries, or SVC-VALID-4003 when it is not one this codec minted for this workspace and scope. */
  open(workspaceId: string, scope: string, cursor: string, argument?: string): string;
  /** False when the key was drawn at random (cursors do not survive a restart or another replica). */
  readonly durable: boolean;
}

const b64url = (b: Buffer | string) => Buffer.from(b).toString('base64url');
const B64URL = /^[A-Za-z0-9_-]+$/;

export function createCursorCodec(opts: { key?: string | Buffer } = {}): CursorCodec {
  const durable = opts.key !== undefined;
  const key = opts.key === undefined ? randomBytes(32) : Buffer.from(opts.key);
  if (key.length < MIN_CURSOR_KEY_LENGTH)
    throw new Error(`cursor signing key must be at least ${MIN_CURSOR_KEY_LENGTH} bytes`);
  const sign = (payload: Buffer) => createHmac('sha256', key).update(payload).digest();
  const bad = (argument: string) => new AppError('SVC-VALID-4003', undefined, { argument });

  return {
    durable,
    mint(workspaceId, scope, position) {
      const payload = Buffer.from(JSON.stringify({ v: 1, w: workspaceId, s: scope, p: position }));
      return `${b64url(payload)}.${b64url(sign(payload))}`;
    },
    open(workspaceId, scope, cursor, argument = 'cursor') {
      if (cursor.length > MAX_CURSOR_LENGTH) throw bad(argument);
      const parts = cursor.split('.');
      if (parts.length !== 2 || !B64URL.test(parts[0]) || !B64URL.test(parts[1])) throw bad(argument);
      const payload = Buffer.from(parts[0], 'base64url');
      const mac = Buffer.from(parts[1], 'base64url');
      // Only the canonical encoding: base64url decoding ignores trailing bits, so without this
      // check several strings would be "the same" cursor.
      if (b64url(payload) !== parts[0] || b64url(mac) !== parts[1]) throw bad(argument);
      const expected = sign(payload);
      // Verify before parsing: an unsigned payload is never interpreted.
      if (mac.length !== expected.length || !timingSafeEqual(mac, expected)) throw bad(argument);
      let body: { v?: unknown; w?: unknown; s?: unknown; p?: unknown };
      try {
        body = JSON.parse(payload.toString('utf8'));
      } catch {
        throw bad(argument);
      }
      if (body.v !== 1 || body.w !== workspaceId || body.s !== scope || typeof body.p !== 'string') throw bad(argument);
      return body.p;
    },
  };
}

/**
 * The codec from `CURSOR_SIGNING_KEY`; a random per-process key when it is unset (see the module
 * comment). A key shorter than MIN_CURSOR_KEY_LENGTH is a configuration error (fail fast).
 */
export function cursorCodecFromEnv(env: NodeJS.ProcessEnv): CursorCodec {
  const raw = env.CURSOR_SIGNING_KEY;
  if (raw === undefined || raw === '') return createCursorCodec();
  if (raw.length < MIN_CURSOR_KEY_LENGTH)
    throw new ConfigError('CURSOR_SIGNING_KEY', `must be at least ${MIN_CURSOR_KEY_LENGTH} characters`);
  return createCursorCodec({ key: raw });
}
