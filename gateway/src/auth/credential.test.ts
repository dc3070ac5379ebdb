import { describe, it, expect } from 'vitest';
import type { IncomingMessage } from 'node:http';
import { extractCredential } from './credential.ts';

const req = (...raw: string[]) => ({ rawHeaders: raw, headers: {} }) as unknown as IncomingMessage;
const code = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    return (e as { code: string }).code;
  }
  return 'passed';
};
const KEY = `svc_live_${'A'.repeat(43)}`;

describe('exactly one credential', () => {
  it('accepts a bearer JWT and an X-Api-Key', () => {
    expect(extractCredential(req('Authorization', 'Bearer abc.def.ghi'), 'POST /graphql')).toEqual({
      kind: 'jwt',
      token: 'abc.def.ghi',
    });
    expect(extractCredential(req('authorization', 'bearer abc.def.ghi'), 'POST /graphql')).toEqual({
      kind: 'jwt',
      token: 'abc.def.ghi',
    });
    expect(extractCredential(req('X-Api-Key', KEY), 'POST /graphql')).toEqual({
      kind: 'api_key',
      key: KEY,
      via: 'header',
    });
    expect(extractCredential(req(), 'POST /graphql')).toBeNull();
  });

  it('rejects both headers, repeats and comma-coalesced values as ambiguous', () => {
    expect(code(() => extractCredential(req('Authorization', 'Bearer a.b.c', 'X-Api-Key', KEY), 'POST /graphql'))).toBe(
      'SVC-AUTH-1003',
    );
    expect(
      code(() =>
        extractCredential(req('Authorization', 'Bearer a.b.c', 'Authorization', 'Bearer d.e.f'), 'POST /graphql'),
      ),
    ).toBe('SVC-AUTH-1003');
    expect(code(() => extractCredential(req('X-Api-Key', KEY, 'x-api-key', KEY), 'POST /graphql'))).toBe(
      'SVC-AUTH-1003',
    );
    expect(code(() => extractCredential(req('Authorization', 'Bearer a.b.c, Bearer d.e.f'), 'POST /graphql'))).toBe(
      'SVC-AUTH-1003',
    );
    expect(code(() => extractCredential(req('X-Api-Key', `${KEY},${KEY}`), 'POST /graphql'))).toBe('SVC-AUTH-1003');
  });

  it('accepts an API key as a bearer value only on the four OpenAI-compatible routes', () => {
    for (const route of [
      'GET /v1/models',
      'POST /v1/chat/completions',
      'POST /v1/chat/completions/stream',
      'POST /v1/embeddings',
    ]) {
      expect(extractCredential(req('Authorization', `Bearer ${KEY}`), route)).toEqual({
        kind: 'api_key',
        key: KEY,
        via: 'bearer',
      });
    }
    for (const route of [
      'POST /graphql',
      'GET /graphql',
      'POST /v1/models',
      'GET /v1/chat/completions',
      'POST /api/v1/me',
    ]) {
      expect(
        code(() => extractCredential(req('Authorization', `Bearer ${KEY}`), route)),
        route,
      ).toBe('SVC-AUTH-1011');
    }
  });

  it('rejects other schemes and empty keys', () => {
    expect(code(() => extractCredential(req('Authorization', 'Basic YTpi'), 'POST /graphql'))).toBe('SVC-AUTH-1006');
    expect(code(() => extractCredential(req('Authorization', 'Bearer'), 'POST /graphql'))).toBe('SVC-AUTH-1006');
    expect(code(() => extractCredential(req('X-Api-Key', '  '), 'POST /graphql'))).toBe('SVC-AUTH-1004');
  });
});
