import { describe, it, expect } from 'vitest';
import { createHmac } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { SignInFormGuard, SignInFormRefused } from './sign-in-form-guard.ts';

const ORIGIN = 'http://localhost:4001';
const NOW = 1_800_000_000_000;
const QUERY = 'client_id=c&state=s';
const guard = (hmac: (s: string) => string | null = (s) => createHmac('sha256', 'k').update(s).digest('hex')) =>
  new SignInFormGuard({ hmac, publicOrigin: ORIGIN, ttlSeconds: 600 });
const req = (headers: Record<string, string>) => ({ headers }) as unknown as IncomingMessage;

function refusal(fn: () => void): string {
  try {
    fn();
    return 'accepted';
  } catch (e) {
    expect(e).toBeInstanceOf(SignInFormRefused);
    expect((e as SignInFormRefused).svcCode).toBe('SVC-AUTH-1015');
    return (e as SignInFormRefused).reason;
  }
}

describe('SignInFormGuard', () => {
  it('accepts its own form until the token expires, then refuses it', () => {
    const g = guard();
    const { token, setCookie } = g.issue(QUERY, NOW);
    expect(setCookie).toMatch(
      /^svc_sign_in=[A-Za-z0-9_-]{22}; Path=\/oauth\/authorize; Max-Age=600; HttpOnly; SameSite=Strict$/,
    );
    const headers = { cookie: `other=1; ${setCookie.split(';')[0]}`, origin: ORIGIN, 'sec-fetch-site': 'same-origin' };
    const form = new Map([['form_token', token]]);
    expect(refusal(() => g.check(req(headers), QUERY, form, NOW + 599_000))).toBe('accepted');
    expect(refusal(() => g.check(req(headers), QUERY, form, NOW + 600_000))).toBe('form_token');
    expect(refusal(() => g.check(req(headers), `${QUERY}&scope=svc:*`, form, NOW))).toBe('form_token');
  });

  it('refuses a cross-site post before looking at the token, and fails closed without an HMAC key', () => {
    const g = guard();
    const { token, setCookie } = g.issue(QUERY, NOW);
    const form = new Map([['form_token', token]]);
    const cookie = setCookie.split(';')[0];
    const cases: Record<string, string>[] = [
      { origin: 'http://evil.test' },
      { origin: 'http://localhost:4000' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
    ];
    for (const h of cases) {
      expect(
        refusal(() => g.check(req({ cookie, ...h }), QUERY, form, NOW)),
        JSON.stringify(h),
      ).toBe('cross_site');
    }
    expect(() => guard(() => null).issue(QUERY, NOW)).toThrow(/HMAC/);
  });
});
