/**
 * Login CSRF defence for the authorization endpoint's sign-in form (as Keycloak and
 * node-oidc-provider do): a post is accepted only when
 *   1. `Sec-Fetch-Site`, when sent, is `same-origin` (or `none`: typed by the user), and `Origin`,
 *      when sent and not opaque, is the public auth origin (the `{auth_url}` origin the gateway
 *      serves the form on, from AUTH_ISSUER) — a browser that posts cross-site says so;
 *   2. and always, whatever the headers: the form's hidden `form_token` is the HMAC of a random
 *      nonce, its expiry and the authorization request's query, and the nonce is the one in the
 *      `SameSite=Strict` cookie set with the form (double submit, bound to the request and to this
 *      browser). A cross-site post carries no such cookie, so a browser that sends neither header
 *      is still refused.
 * `Origin: null` is what a browser sends for the form's own post under `Referrer-Policy:
 * no-referrer`, so it counts as absent: the other checks decide. Comparison is constant-time.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { AppError, OAuthError } from '@svc/core';

export const FORM_TOKEN_FIELD = 'form_token';
const COOKIE = 'svc_sign_in';
const NONCE = /^[A-Za-z0-9_-]{22}$/;

/** Why a post was refused; the audit event's reason. */
export type FormRefusal = 'cross_site' | 'form_token';

export class SignInFormRefused extends OAuthError {
  constructor(readonly reason: FormRefusal) {
    super(
      'access_denied',
      'the sign-in form must be posted from its own page; reload it and sign in again',
      'SVC-AUTH-1015',
    );
  }
}

export interface SignInFormGuardOptions {
  /** HMAC under the key manager's key; null when there is none (then no form is served or accepted). */
  hmac: (data: string) => string | null;
  /** The origin the browser sees the form on: the `{auth_url}` origin. */
  publicOrigin: string;
  /** How long a served form can be posted back (s). */
  ttlSeconds: number;
}

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

export class SignInFormGuard {
  private secure: boolean;

  constructor(private opts: SignInFormGuardOptions) {
    this.secure = new URL(opts.publicOrigin).protocol === 'https:';
  }

  private mac(nonce: string, exp: number, query: string): string {
    const m = this.opts.hmac(`sign-in-form:${nonce}:${exp}:${query}`);
    if (m === null) throw new AppError('SVC-SERVER-9001', 'no HMAC key: the sign-in form cannot be protected');
    return m;
  }

  /** A token for a form of this authorization request, and the cookie that goes with it. */
  issue(query: string, now = Date.now()): { token: string; setCookie: string } {
    const nonce = randomBytes(16).toString('base64url');
    const exp = Math.floor(now / 1000) + this.opts.ttlSeconds;
    const attrs = `Path=/oauth/authorize; Max-Age=${this.opts.ttlSeconds}; HttpOnly; SameSite=Strict${this.secure ? '; Secure' : ''}`;
    return { token: `${exp}.${this.mac(nonce, exp, query)}`, setCookie: `${COOKIE}=${nonce}; ${attrs}` };
  }

  /** Throws SignInFormRefused unless the post is this request's form, from this browser, in time. */
  check(req: IncomingMessage, query: string, form: Map<string, string>, now = Date.now()): void {
    const site = req.headers['sec-fetch-site'];
    if (site !== undefined && site !== 'same-origin' && site !== 'none') throw new SignInFormRefused('cross_site');
    const origin = req.headers.origin;
    if (origin !== undefined && origin !== 'null' && origin !== this.opts.publicOrigin)
      throw new SignInFormRefused('cross_site');

    const nonce = cookieValue(req.headers.cookie, COOKIE);
    const m = /^(\d{1,12})\.([0-9a-f]{64})$/.exec(form.get(FORM_TOKEN_FIELD) ?? '');
    if (!nonce || !NONCE.test(nonce) || !m) throw new SignInFormRefused('form_token');
    const exp = Number(m[1]);
    if (exp <= Math.floor(now / 1000)) throw new SignInFormRefused('form_token');
    const expected = Buffer.from(this.mac(nonce, exp, query));
    const presented = Buffer.from(m[2]);
    if (expected.length !== presented.length || !timingSafeEqual(expected, presented))
      throw new SignInFormRefused('form_token');
  }
}
