/**
 * The one verifier of identity's access tokens (RFC 9068 profile), shared by the gateway (keys
 * from its JWKS cache) and identity (keys from its KeyManager): the key lookup is passed in.
 *
 * A token passes only when every one of these holds:
 * - three segments of canonical base64url (re-encoding a segment gives it back: no padding, no
 *   stray characters, no non-zero trailing bits), at most MAX_JWT_LENGTH characters;
 * - header: `alg` ES256 (nothing else, never `none` or HMAC), `typ` at+jwt, a string `kid`
 *   naming a known key, and no `crit` (RFC 7515 §4.1.11: we understand no extension, so any
 *   critical one makes the token unusable);
 * - an ECDSA P-256 signature (IEEE P1363, 64 bytes) verified by node:crypto with a KeyObject;
 * - claims: `iss`, `aud`, `exp` (and `nbf` when present), `token_type: access` and the claims
 *   every access token carries. The clock-skew leeway (default DEFAULT_CLOCK_SKEW_SECONDS, at most
 *   MAX_CLOCK_SKEW_SECONDS) tolerates drift between issuer and verifier; it must not extend a token
 *   much past what its issuer allowed, and an impersonation token (`imp`) gets none on `exp`: its
 *   `exp` is at most its operation's expiry, which nothing may outlive.
 * A verified token's claims are remembered until it expires (an LRU bounded by `maxCached`), so a
 * repeated token costs a map lookup instead of an ECDSA verify. Revocation is not checked here:
 * callers check it on every request.
 */
import { boundedCache, type LRUCache } from '../cache/bounded-cache.ts';
import { verify, type KeyObject } from 'node:crypto';
import { AppError } from '../errors/app-error.ts';

export const ACCESS_TOKEN_TYP = 'at+jwt';
export const MAX_JWT_LENGTH = 8192;
/** Leeway on `exp`/`nbf` for clock drift between issuer and verifier (s), unless a service configures another. */
export const DEFAULT_CLOCK_SKEW_SECONDS = 5;
/** The largest leeway a service may configure (s): beyond it the leeway would extend tokens, not absorb drift. */
export const MAX_CLOCK_SKEW_SECONDS = 10;

export interface AccessClaims {
  iss: string;
  sub: string;
  aud: string;
  exp: number;
  iat: number;
  nbf?: number;
  jti: string;
  token_type: 'access';
  org_id: string;
  workspace_id: string;
  roles: string[];
  permissions: string[];
  scope?: string;
  client_id?: string;
  act?: { sub: string; client_id?: string };
  session_type?: string;
  fid?: string;
  /** Present on an impersonation token: the operation and its access mode. */
  imp?: { op: string; mode: 'READ_ONLY' | 'READ_WRITE' };
}

/** The public key for a `kid`, or null when there is none (synchronous or not). */
export type SigningKeyLookup = (kid: string) => KeyObject | null | undefined | Promise<KeyObject | null | undefined>;

const invalid = (reason: string) => new AppError('SVC-AUTH-1006', reason);

const BASE64URL = /^[A-Za-z0-9_-]+$/;

/** A segment's bytes, only when it is canonical base64url (it re-encodes to exactly itself). */
function decodeSegment(segment: string): Buffer {
  if (!BASE64URL.test(segment)) throw invalid('malformed token');
  const bytes = Buffer.from(segment, 'base64url');
  if (bytes.toString('base64url') !== segment) throw invalid('non-canonical base64url');
  return bytes;
}

function jsonObject(bytes: Buffer): Record<string, unknown> {
  let v: unknown;
  try {
    v = JSON.parse(bytes.toString('utf8'));
  } catch {
    throw invalid('malformed token');
  }
  if (v === null || typeof v !== 'object' || Array.isArray(v)) throw invalid('malformed token');
  return v as Record<string, unknown>;
}

/** `typ` compares as a media type: case-insensitive, `application/` optional (RFC 7515 §4.1.9). */
function typMatches(typ: unknown, expected: string): boolean {
  if (typeof typ !== 'string') return false;
  const t = typ.toLowerCase();
  return t === expected || t === `application/${expected}`;
}

export interface DecodedJws {
  header: Record<string, unknown>;
  payload: Record<string, unknown>;
  kid: string;
  signingInput: Buffer;
  signature: Buffer;
}

/** Decodes a compact ES256 JWS of type `typ` and checks its header; the signature is not checked yet. */
export function decodeEs256Jws(token: string, typ: string): DecodedJws {
  if (typeof token !== 'string' || token.length > MAX_JWT_LENGTH) throw invalid('malformed token');
  const parts = token.split('.');
  if (parts.length !== 3) throw invalid('malformed token');
  const header = jsonObject(decodeSegment(parts[0]));
  const payload = jsonObject(decodeSegment(parts[1]));
  const signature = decodeSegment(parts[2]);
  if (header.alg !== 'ES256') throw invalid('unsupported algorithm');
  if (!typMatches(header.typ, typ)) throw invalid('wrong token type');
  if (Object.hasOwn(header, 'crit')) throw invalid('unsupported critical header');
  if (typeof header.kid !== 'string' || !header.kid) throw invalid('missing kid');
  return { header, payload, kid: header.kid, signingInput: Buffer.from(`${parts[0]}.${parts[1]}`), signature };
}

/** The ES256 signature check (P1363 r||s, 64 bytes). */
export function es256SignatureValid(jws: DecodedJws, key: KeyObject): boolean {
  return (
    jws.signature.length === 64 && verify('sha256', jws.signingInput, { key, dsaEncoding: 'ieee-p1363' }, jws.signature)
  );
}

/** A configured leeway, refused (a start-up error) when it is not a whole number within the bound. */
export function clockSkewSeconds(configured: number | undefined): number {
  const skew = configured ?? DEFAULT_CLOCK_SKEW_SECONDS;
  if (!Number.isInteger(skew) || skew < 0 || skew > MAX_CLOCK_SKEW_SECONDS)
    throw new RangeError(`clock skew must be 0 to ${MAX_CLOCK_SKEW_SECONDS} s, got ${skew}`);
  return skew;
}

/** Whether a token is expired at `nowS`: no leeway for an impersonation token (see above). */
function expired(c: { exp?: unknown; imp?: unknown }, nowS: number, skew: number): boolean {
  return typeof c.exp !== 'number' || c.exp + (c.imp === undefined ? skew : 0) <= nowS;
}

/** `iss`, `exp`, `nbf` (with skew) and, when given, `aud`. */
export function checkTimeAndParties(
  c: Record<string, unknown>,
  o: { issuer: string; audience?: string; nowMs: number; clockSkewSeconds?: number },
): void {
  const skew = clockSkewSeconds(o.clockSkewSeconds);
  const nowS = Math.floor(o.nowMs / 1000);
  if (c.iss !== o.issuer) throw invalid('wrong issuer');
  if (o.audience !== undefined && c.aud !== o.audience) throw invalid('wrong audience');
  if (expired(c, nowS, skew)) throw invalid('token expired');
  if (c.nbf !== undefined && (typeof c.nbf !== 'number' || c.nbf - skew > nowS)) throw invalid('token not yet valid');
}

function checkAccessClaims(c: Record<string, unknown>): AccessClaims {
  if (c.token_type !== 'access') throw invalid('not an access token');
  for (const f of ['sub', 'jti', 'org_id', 'workspace_id'] as const) {
    if (typeof c[f] !== 'string' || !c[f]) throw invalid(`missing ${f}`);
  }
  if (typeof c.iat !== 'number') throw invalid('missing iat');
  if (!Array.isArray(c.permissions) || !Array.isArray(c.roles)) throw invalid('missing permissions');
  // An impersonation claim the edge cannot read would drop its READ_ONLY bound: refuse the token.
  if (c.imp !== undefined) {
    const imp = c.imp as Record<string, unknown> | null;
    if (
      typeof imp !== 'object' ||
      imp === null ||
      typeof imp.op !== 'string' ||
      (imp.mode !== 'READ_ONLY' && imp.mode !== 'READ_WRITE')
    )
      throw invalid('malformed impersonation claim');
  }
  return c as unknown as AccessClaims;
}

export interface AccessJwtVerifierOptions {
  issuer: string;
  audience: string;
  key: SigningKeyLookup;
  /** Verified tokens remembered (LRU). Default 50,000. */
  maxCached?: number;
  /** Leeway on `exp`/`nbf` (s). Default DEFAULT_CLOCK_SKEW_SECONDS; at most MAX_CLOCK_SKEW_SECONDS. */
  clockSkewSeconds?: number;
}

export class AccessJwtVerifier {
  private verified: LRUCache<string, AccessClaims>;
  private skew: number;

  constructor(private opts: AccessJwtVerifierOptions) {
    this.verified = boundedCache(opts.maxCached ?? 50_000);
    this.skew = clockSkewSeconds(opts.clockSkewSeconds);
  }

  /** The claims of a valid access token; SVC-AUTH-1006 (with the reason as message) otherwise. */
  async verify(token: string, nowMs = Date.now()): Promise<AccessClaims> {
    const hit = this.verified.get(token);
    if (hit) {
      if (!expired(hit, Math.floor(nowMs / 1000), this.skew)) return hit;
      this.verified.delete(token);
      throw invalid('token expired');
    }
    const jws = decodeEs256Jws(token, ACCESS_TOKEN_TYP);
    const key = await this.opts.key(jws.kid);
    if (!key) throw invalid('unknown signing key');
    if (!es256SignatureValid(jws, key)) throw invalid('bad signature');
    checkTimeAndParties(jws.payload, {
      issuer: this.opts.issuer,
      audience: this.opts.audience,
      nowMs,
      clockSkewSeconds: this.skew,
    });
    const claims = checkAccessClaims(jws.payload);
    this.verified.set(token, claims);
    return claims;
  }
}
