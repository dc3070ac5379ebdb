/**
 * Sign-in as the platform's public client: OpenID Connect authorization code with PKCE S256, the
 * platform's own sign-in form, no client secret (oauth4webapi: discovery, the authorization
 * response's state and iss, the token response and the id_token's claims and nonce). The platform
 * issues no refresh token to a public client until tokens are sender-constrained, so when the
 * access token expires the console signs in again. Sign-out revokes the access token (RFC 7009).
 * The token lives in sessionStorage: this tab only, gone when it closes.
 */
import * as oauth from 'oauth4webapi';
import type { ConsoleConfig } from './config';

export interface Session {
  accessToken: string;
  expiresAt: number;
  scope: string;
  name: string;
  email: string;
  sub: string;
}

const SESSION_KEY = 'console.session';
const FLOW_KEY = 'console.flow';
export const CALLBACK_PATH = '/callback';

/** Plain http is allowed for loopback issuers only (the local platform); anything else must be https. */
const insecureOk = (u: URL) =>
  u.protocol === 'http:' && (u.hostname === 'localhost' || u.hostname === '127.0.0.1' || u.hostname === '[::1]');

export class Auth {
  private as: oauth.AuthorizationServer | null = null;
  private readonly client: oauth.Client;
  private readonly issuer: URL;
  private readonly opts: { [oauth.allowInsecureRequests]?: boolean };

  constructor(private readonly cfg: ConsoleConfig) {
    this.issuer = new URL(cfg.authUrl);
    this.client = { client_id: cfg.clientId };
    this.opts = insecureOk(this.issuer) ? { [oauth.allowInsecureRequests]: true } : {};
  }

  private get redirectUri() {
    return `${location.origin}${CALLBACK_PATH}`;
  }

  private async server(): Promise<oauth.AuthorizationServer> {
    if (!this.as) {
      const r = await oauth.discoveryRequest(this.issuer, { ...this.opts, algorithm: 'oidc' });
      this.as = await oauth.processDiscoveryResponse(this.issuer, r);
    }
    return this.as;
  }

  session(): Session | null {
    try {
      const s = JSON.parse(sessionStorage.getItem(SESSION_KEY) ?? 'null') as Session | null;
      if (s && s.expiresAt > Date.now() + 5_000) return s;
    } catch {
      // unreadable: treated as signed out
    }
    sessionStorage.removeItem(SESSION_KEY);
    return null;
  }

  /** Navigates to the platform's sign-in form; `returnTo` is where the console goes afterwards. */
  async signIn(returnTo = '/'): Promise<void> {
    const as = await this.server();
    const verifier = oauth.generateRandomCodeVerifier();
    const state = oauth.generateRandomState();
    const nonce = oauth.generateRandomNonce();
    sessionStorage.setItem(FLOW_KEY, JSON.stringify({ verifier, state, nonce, returnTo }));
    const u = new URL(as.authorization_endpoint!);
    u.searchParams.set('response_type', 'code');
    u.searchParams.set('client_id', this.cfg.clientId);
    u.searchParams.set('redirect_uri', this.redirectUri);
    u.searchParams.set('scope', this.cfg.scope);
    u.searchParams.set('state', state);
    u.searchParams.set('nonce', nonce);
    u.searchParams.set('code_challenge', await oauth.calculatePKCECodeChallenge(verifier));
    u.searchParams.set('code_challenge_method', 'S256');
    location.assign(u.href);
  }

  /** Completes the sign-in on /callback; returns where to go next. */
  async completeSignIn(current: URL): Promise<string> {
    const flow = JSON.parse(sessionStorage.getItem(FLOW_KEY) ?? 'null') as {
      verifier: string;
      state: string;
      nonce: string;
      returnTo: string;
    } | null;
    sessionStorage.removeItem(FLOW_KEY);
    if (!flow) throw new Error('No sign-in in progress in this tab: start again.');
    const as = await this.server();
    const params = oauth.validateAuthResponse(as, this.client, current, flow.state);
    const response = await oauth.authorizationCodeGrantRequest(
      as,
      this.client,
      oauth.None(),
      params,
      this.redirectUri,
      flow.verifier,
      this.opts,
    );
    const result = await oauth.processAuthorizationCodeResponse(as, this.client, response, {
      expectedNonce: flow.nonce,
      requireIdToken: true,
    });
    const claims = oauth.getValidatedIdTokenClaims(result)!;
    const session: Session = {
      accessToken: result.access_token,
      expiresAt: Date.now() + (result.expires_in ?? 300) * 1000,
      scope: result.scope ?? '',
      sub: claims.sub,
      name: typeof claims.name === 'string' ? claims.name : '',
      email: typeof claims.email === 'string' ? claims.email : '',
    };
    sessionStorage.setItem(SESSION_KEY, JSON.stringify(session));
    return flow.returnTo.startsWith('/') && !flow.returnTo.startsWith('//') ? flow.returnTo : '/';
  }

  /** Revokes the access token at the platform, then forgets it (forgotten even if revocation fails). */
  async signOut(): Promise<void> {
    const s = this.session();
    sessionStorage.removeItem(SESSION_KEY);
    if (!s) return;
    const as = await this.server();
    const r = await oauth.revocationRequest(as, this.client, oauth.None(), s.accessToken, this.opts);
    await oauth.processRevocationResponse(r);
  }
}
