/**
 * A single-page app for the browser tests, served from its own loopback origin (not the gateway's):
 * it discovers the issuer, signs in with authorization code + PKCE + nonce (WebCrypto, a public
 * client, the authorize endpoint's sign-in form), redeems the code at the token endpoint, calls
 * userinfo, and queries /graphql with the access token, all cross-origin. It writes what it saw
 * into `window.result` for the test to read. Plain script, no library: what is tested is the
 * platform's CORS and OAuth answers to a real browser.
 */
import { createServer, type Server } from 'node:http';

/** What the app is told: where the platform is, its client id, and optionally its redirect path and scope. */
export interface SpaConfig {
  auth: string;
  api: string;
  clientId: string;
  redirectPath?: string;
  scope?: string;
}

export const spaPage = (cfg: SpaConfig) => `<!doctype html>
<html><head><meta charset="utf-8"><title>spa</title></head><body><pre id="out">starting</pre>
<script type="module">
const cfg = ${JSON.stringify(cfg)};
const out = (v) => { window.result = v; document.getElementById('out').textContent = JSON.stringify(v); };
const b64url = (bytes) => btoa(String.fromCharCode(...new Uint8Array(bytes))).replace(/\\+/g, '-').replace(/\\//g, '_').replace(/=+$/, '');
const random = () => b64url(crypto.getRandomValues(new Uint8Array(32)));
try {
  const discovery = await (await fetch(cfg.auth + '/.well-known/openid-configuration')).json();
  const redirectUri = location.origin + (cfg.redirectPath || '/cb');
  if (location.pathname === '/') {
    const verifier = random(), state = random(), nonce = random();
    sessionStorage.setItem('flow', JSON.stringify({ verifier, state, nonce }));
    const challenge = b64url(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier)));
    const u = new URL(discovery.authorization_endpoint);
    for (const [k, v] of Object.entries({ response_type: 'code', client_id: cfg.clientId, redirect_uri: redirectUri, scope: cfg.scope || 'openid email svc:iam:user:read', state, nonce, code_challenge: challenge, code_challenge_method: 'S256' })) u.searchParams.set(k, v);
    location.assign(u);
  } else {
    const flow = JSON.parse(sessionStorage.getItem('flow'));
    const q = new URLSearchParams(location.search);
    if (q.get('state') !== flow.state) throw new Error('state mismatch');
    const tokenRes = await fetch(discovery.token_endpoint, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'authorization_code', code: q.get('code'), redirect_uri: redirectUri, client_id: cfg.clientId, code_verifier: flow.verifier }) });
    const tokens = await tokenRes.json();
    if (!tokens.access_token) throw new Error('token endpoint: ' + JSON.stringify(tokens));
    const idClaims = JSON.parse(atob(tokens.id_token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/')));
    const userinfo = await (await fetch(discovery.userinfo_endpoint, { headers: { authorization: 'Bearer ' + tokens.access_token } })).json();
    const gql = await fetch(cfg.api + '/graphql', { method: 'POST', headers: { 'content-type': 'application/json', authorization: 'Bearer ' + tokens.access_token },
      body: JSON.stringify({ query: '{ me { id email } }' }) });
    out({ ok: true, nonceMatches: idClaims.nonce === flow.nonce, idTokenAud: idClaims.aud, idClaims, tokenScope: tokens.scope, refreshToken: tokens.refresh_token ?? null, userinfo, graphql: await gql.json(),
      requestId: gql.headers.get('x-request-id'), rateLimitRemaining: gql.headers.get('x-ratelimit-remaining') });
  }
} catch (e) { out({ ok: false, error: String(e && e.message || e) }); }
</script></body></html>`;

/** A page that only tries to call the API, for origins that are not allowed. */
const PROBE = (api: string) => `<!doctype html><html><body><script type="module">
try { await fetch(${JSON.stringify(api)} + '/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query":"{ publicPlans { code } }"}' }); window.result = { ok: true }; }
catch (e) { window.result = { ok: false, error: String(e.message) }; }
</script></body></html>`;

export interface PageServer {
  origin: string;
  server: Server;
  configure(cfg: SpaConfig): void;
  close(): Promise<void>;
}

export async function startPageServer(): Promise<PageServer> {
  let cfg: SpaConfig | null = null;
  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (!cfg || (path !== '/' && path !== '/cb' && path !== '/probe')) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    res.end(path === '/probe' ? PROBE(cfg.api) : spaPage(cfg));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  return {
    origin,
    server,
    configure: (c) => {
      cfg = c;
    },
    close: () => new Promise((r) => server.close(() => r())),
  };
}
