import { describe, it, expect } from 'vitest';
import { createPublicKey, generateKeyPairSync, createSecretKey, sign as cryptoSign, type KeyObject } from 'node:crypto';
import { SignJWT, base64url } from 'jose';
import { AppError } from '../errors/app-error.ts';
import { AccessJwtVerifier, DEFAULT_CLOCK_SKEW_SECONDS, MAX_CLOCK_SKEW_SECONDS, decodeEs256Jws } from './access-jwt.ts';

const ISS = 'https://auth.test';
const AUD = 'https://api.test';
const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
const publicKey = createPublicKey(privateKey);
const other = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey;
const NOW = 1_800_000_000_000;
const nowS = NOW / 1000;

const claims = (over: Record<string, unknown> = {}) => ({
  iss: ISS,
  aud: AUD,
  sub: 'usr_1',
  jti: 'jti_1',
  iat: nowS,
  exp: nowS + 900,
  token_type: 'access',
  org_id: 'org_1',
  workspace_id: 'ws_1',
  roles: ['DEVELOPER'],
  permissions: ['svc:llm:model:invoke'],
  ...over,
});

function sign(
  payload: Record<string, unknown> = claims(),
  header: Record<string, unknown> = {},
  key: KeyObject = privateKey,
  alg = 'ES256',
) {
  return new SignJWT(payload).setProtectedHeader({ alg, typ: 'at+jwt', kid: 'k1', ...header } as never).sign(key);
}

function verifier(lookups: string[] = []) {
  return new AccessJwtVerifier({
    issuer: ISS,
    audience: AUD,
    key: async (kid) => {
      lookups.push(kid);
      return kid === 'k1' ? publicKey : null;
    },
  });
}

async function reason(token: string, now = NOW): Promise<string> {
  try {
    await verifier().verify(token, now);
    return 'passed';
  } catch (e) {
    expect(e).toBeInstanceOf(AppError);
    expect((e as AppError).code).toBe('SVC-AUTH-1006');
    return (e as AppError).message;
  }
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
/** The same bytes with a non-zero unused trailing bit: decoders accept it, canonical form does not. */
function withTrailingBit(segment: string): string {
  expect(segment.length % 4).not.toBe(0);
  const last = ALPHABET.indexOf(segment.at(-1)!);
  const out = segment.slice(0, -1) + ALPHABET[last ^ 1];
  expect(Buffer.from(out, 'base64url').equals(Buffer.from(segment, 'base64url'))).toBe(true);
  return out;
}

describe('AccessJwtVerifier', () => {
  it('reads an impersonation claim and refuses one it cannot read (its READ_ONLY bound would be lost)', async () => {
    expect((await verifier().verify(await sign(claims({ imp: { op: 'imp_1', mode: 'READ_ONLY' } })), NOW)).imp).toEqual(
      { op: 'imp_1', mode: 'READ_ONLY' },
    );
    for (const imp of [
      null,
      'READ_ONLY',
      { op: 'imp_1' },
      { op: 'imp_1', mode: 'read_only' },
      { op: 1, mode: 'READ_WRITE' },
      { mode: 'READ_ONLY' },
    ]) {
      expect(await reason(await sign(claims({ imp }))), JSON.stringify(imp)).toBe('malformed impersonation claim');
    }
  });

  it('accepts a valid ES256 access token and returns its claims', async () => {
    expect(await verifier().verify(await sign(), NOW)).toMatchObject({
      sub: 'usr_1',
      workspace_id: 'ws_1',
      token_type: 'access',
    });
    // typ as a full media type, any case (RFC 7515 §4.1.9)
    expect(await reason(await sign(claims(), { typ: 'application/AT+JWT' }))).toBe('passed');
  });

  it('rejects an unknown crit header (jose itself refuses to sign one, so it is signed by hand)', async () => {
    await expect(sign(claims(), { crit: ['urn:example:unknown'], 'urn:example:unknown': true })).rejects.toThrow();
    const rawSign = (header: Record<string, unknown>) => {
      const input = `${base64url.encode(JSON.stringify({ alg: 'ES256', typ: 'at+jwt', kid: 'k1', ...header }))}.${base64url.encode(JSON.stringify(claims()))}`;
      return `${input}.${base64url.encode(cryptoSign('sha256', Buffer.from(input), { key: privateKey, dsaEncoding: 'ieee-p1363' }))}`;
    };
    expect(await reason(rawSign({}))).toBe('passed'); // the hand-made signature itself is good
    expect(await reason(rawSign({ crit: ['urn:example:unknown'], 'urn:example:unknown': true }))).toBe(
      'unsupported critical header',
    );
    expect(await reason(rawSign({ crit: ['exp'], exp: 1 }))).toBe('unsupported critical header');
    expect(await reason(rawSign({ crit: [] }))).toBe('unsupported critical header');
    // An RFC 7797 unencoded payload is a crit extension too.
    expect(await reason(rawSign({ crit: ['b64'], b64: true }))).toBe('unsupported critical header');
  });

  it('rejects non-canonical base64url in any segment (trailing bits, padding, foreign characters)', async () => {
    // Lengths chosen so every segment has unused trailing bits.
    let token = '';
    for (let n = 0; n < 8; n++) {
      token = await sign(claims({ pad: 'x'.repeat(n) }), { kid: 'k1', x: 'y'.repeat(n % 3) });
      const [h, p] = token.split('.');
      if (h.length % 4 !== 0 && p.length % 4 !== 0) break;
    }
    const [h, p, s] = token.split('.');
    // (the header carries an extra member: check the token is otherwise accepted)
    expect(await reason(token)).toBe('passed');
    expect(await reason(`${withTrailingBit(h)}.${p}.${s}`)).toBe('non-canonical base64url');
    expect(await reason(`${h}.${withTrailingBit(p)}.${s}`)).toBe('non-canonical base64url');
    expect(await reason(`${h}.${p}.${withTrailingBit(s)}`)).toBe('non-canonical base64url');
    expect(await reason(`${h}.${p}.${s}==`)).toBe('malformed token');
    expect(await reason(`${h}.${p}.${s.slice(0, 10)}+${s.slice(11)}`)).toBe('malformed token');
  });

  it('rejects a wrong typ, alg none, HS256 and another key', async () => {
    expect(await reason(await sign(claims(), { typ: 'JWT' }))).toBe('wrong token type');
    expect(await reason(await sign(claims(), { typ: 'step-up+jwt' }))).toBe('wrong token type');
    const none = `${base64url.encode(JSON.stringify({ alg: 'none', typ: 'at+jwt', kid: 'k1' }))}.${base64url.encode(JSON.stringify(claims()))}.`;
    expect(await reason(none)).toBe('malformed token');
    const noneSigned = `${base64url.encode(JSON.stringify({ alg: 'none', typ: 'at+jwt', kid: 'k1' }))}.${base64url.encode(JSON.stringify(claims()))}.AAAA`;
    expect(await reason(noneSigned)).toBe('unsupported algorithm');
    expect(await reason(await sign(claims(), {}, createSecretKey(Buffer.alloc(32, 1)), 'HS256'))).toBe(
      'unsupported algorithm',
    );
    expect(await reason(await sign(claims(), {}, other))).toBe('bad signature');
    expect(await reason(await sign(claims(), { kid: 'k2' }))).toBe('unknown signing key');
  });

  it('checks expiry, nbf, issuer, audience, token_type and the required claims', async () => {
    expect(await reason(await sign(claims({ exp: nowS - 31 })))).toBe('token expired');
    expect(await reason(await sign(claims({ exp: nowS - 3 })))).toBe('passed'); // within the clock-skew leeway
    expect(await reason(await sign(claims({ nbf: nowS + 60 })))).toBe('token not yet valid');
    expect(await reason(await sign(claims({ iss: 'https://evil.test' })))).toBe('wrong issuer');
    expect(await reason(await sign(claims({ aud: 'https://other.test' })))).toBe('wrong audience');
    expect(await reason(await sign(claims({ token_type: 'refresh' })))).toBe('not an access token');
    expect(await reason(await sign(claims({ workspace_id: '' })))).toBe('missing workspace_id');
    expect(await reason(await sign(claims({ permissions: 'svc:*' })))).toBe('missing permissions');
    expect(await reason('a.b')).toBe('malformed token');
    expect(await reason('x'.repeat(9000))).toBe('malformed token');
  });

  it('remembers a verified token until it expires: no second key lookup, and expiry still applies', async () => {
    const lookups: string[] = [];
    const v = verifier(lookups);
    const token = await sign(claims({ exp: nowS + 60 }));
    await v.verify(token, NOW);
    await v.verify(token, NOW + 1000);
    expect(lookups).toEqual(['k1']);
    await expect(v.verify(token, NOW + 91_000)).rejects.toMatchObject({
      code: 'SVC-AUTH-1006',
      message: 'token expired',
    });
    // A rejected token is never remembered.
    const bad = await sign(claims(), { typ: 'JWT' });
    await expect(v.verify(bad, NOW)).rejects.toBeInstanceOf(AppError);
    await expect(v.verify(bad, NOW)).rejects.toBeInstanceOf(AppError);
  });

  it('decodeEs256Jws is the same header check for other token kinds', async () => {
    const token = await new SignJWT({ a: 1 })
      .setProtectedHeader({ alg: 'ES256', typ: 'step-up+jwt', kid: 'k1' })
      .sign(privateKey);
    expect(decodeEs256Jws(token, 'step-up+jwt').kid).toBe('k1');
    expect(() => decodeEs256Jws(token, 'at+jwt')).toThrow('wrong token type');
  });
});

describe('clock-skew leeway', () => {
  const imp = { op: 'imp_1', mode: 'READ_ONLY' };

  it('tolerates a few seconds of drift and refuses a token past exp by more than the leeway', async () => {
    expect(DEFAULT_CLOCK_SKEW_SECONDS).toBeLessThanOrEqual(MAX_CLOCK_SKEW_SECONDS);
    const exp = nowS - DEFAULT_CLOCK_SKEW_SECONDS - 1;
    expect(await reason(await sign(claims({ iat: exp - 60, exp })))).toBe('token expired');
    expect(await reason(await sign(claims({ iat: nowS - 60, exp: nowS - DEFAULT_CLOCK_SKEW_SECONDS + 1 })))).toBe(
      'passed',
    );
  });

  it('refuses a remembered token once it is past exp by more than the leeway', async () => {
    const v = verifier();
    const token = await sign(claims({ exp: nowS + 60 }));
    await v.verify(token, NOW);
    await expect(v.verify(token, NOW + (60 + DEFAULT_CLOCK_SKEW_SECONDS) * 1000)).rejects.toThrow('token expired');
  });

  it("gives an impersonation token no leeway: refused right after exp, which is at most its operation's expiry", async () => {
    const exp = nowS - 1;
    expect(await reason(await sign(claims({ iat: nowS - 60, exp })))).toBe('passed');
    expect(await reason(await sign(claims({ iat: nowS - 60, exp, imp })))).toBe('token expired');
    // Also when the verifier remembers the token from before its expiry.
    const v = verifier();
    const token = await sign(claims({ iat: nowS - 60, exp: nowS + 1, imp }));
    expect((await v.verify(token, NOW)).imp).toEqual(imp);
    await expect(v.verify(token, NOW + 1000)).rejects.toThrow('token expired');
  });

  it('takes a configured leeway within the bound and refuses one beyond it', async () => {
    const key = () => publicKey;
    const strict = new AccessJwtVerifier({ issuer: ISS, audience: AUD, key, clockSkewSeconds: 0 });
    await expect(strict.verify(await sign(claims({ iat: nowS - 60, exp: nowS })), NOW)).rejects.toThrow(
      'token expired',
    );
    for (const clockSkewSeconds of [MAX_CLOCK_SKEW_SECONDS + 1, 30, -1, 1.5, Number.NaN]) {
      expect(
        () => new AccessJwtVerifier({ issuer: ISS, audience: AUD, key, clockSkewSeconds }),
        String(clockSkewSeconds),
      ).toThrow(RangeError);
    }
  });
});
