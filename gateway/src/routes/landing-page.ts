/**
 * `GET /` on {base_url}: where a newcomer who opens the API origin lands. A browser (`Accept:
 * text/html`) gets a small static page saying what this is, with links to GraphiQL (only while it
 * is enabled), the OpenID discovery document on {auth_url} (the configured issuer), /healthz and
 * /readyz, and the README sections to read next; any other client gets the same links as JSON.
 * It is a public document built once at start: no credential, no chain, nothing of the request
 * echoed back. Every other method or path is left to the listener (404 JSON, as before).
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

export interface LandingPageOptions {
  /** The configured issuer ({auth_url}, AUTH_ISSUER); its discovery document is linked. */
  authIssuer: string;
  /** Whether GraphiQL is served (INTROSPECTION); its link is shown only then. */
  graphiql: boolean;
}

export interface LandingPage {
  /** True when the request was `GET /` or `HEAD /` and has been answered. */
  serve(req: IncomingMessage, res: ServerResponse, path: string): boolean;
}

const NAME = 'svc platform API gateway';
/** README.md sections a newcomer reads next (the README is not served: named, not linked). */
const README_SECTIONS = [
  'Quick start',
  'The edge chain and its limits',
  'GraphiQL and client codegen',
  'OpenID Connect (authorization code)',
  'What works, and what fails closed on purpose',
];
const STYLE =
  'body{font-family:system-ui,sans-serif;max-width:44rem;margin:2rem auto;padding:0 1rem;line-height:1.5}code{font-size:.95em}';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ESCAPES[c]);

/** The discovery document of an issuer (OpenID Connect Discovery 1.0 §4: the issuer, then the well-known path). */
const discoveryUrl = (issuer: string) => `${issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`;

export function createLandingPage(o: LandingPageOptions): LandingPage {
  // Same-origin links are paths, so the page is right behind any proxy without trusting Host.
  const links = {
    name: NAME,
    graphql: '/graphql',
    ...(o.graphiql ? { graphiql: '/graphql' } : {}),
    openidConfiguration: discoveryUrl(o.authIssuer),
    health: '/healthz',
    ready: '/readyz',
  };
  const item = (href: string, text: string) => `<li><a href="${escapeHtml(href)}">${escapeHtml(text)}</a></li>`;
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(NAME)}</title>
<style>${STYLE}</style></head><body>
<h1>${escapeHtml(NAME)}</h1>
<p>This is the API origin of the platform: GraphQL at <code>POST /graphql</code>, native operations under <code>/api/v1/</code>, OpenAI-compatible routes under <code>/v1/</code>. Every API call needs a credential (an access token from the auth origin, or an API key); this page and the health endpoints do not.</p>
<ul>
${o.graphiql ? item(links.graphql, 'GraphiQL (explore the schema in the browser)') : ''}
${item(links.openidConfiguration, `OpenID discovery document (${links.openidConfiguration})`)}
${item(links.health, 'Health (/healthz)')}
${item(links.ready, 'Readiness (/readyz)')}
</ul>
<p>Read next, in the repository's README.md:</p>
<ul>
${README_SECTIONS.map((s) => `<li>${escapeHtml(s)}</li>`).join('\n')}
</ul>
</body></html>`;
  const bodies = { html: Buffer.from(html), json: Buffer.from(JSON.stringify(links)) };
  const common = { 'cache-control': 'no-cache', vary: 'Accept', 'x-content-type-options': 'nosniff' };
  const headers = {
    html: {
      ...common,
      'content-type': 'text/html; charset=utf-8',
      'content-length': bodies.html.length,
      'x-frame-options': 'DENY',
      // Nothing but the page's own inline style, pinned by its hash: no script, no external asset.
      'content-security-policy': `default-src 'none'; style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'`,
    },
    json: { ...common, 'content-type': 'application/json; charset=utf-8', 'content-length': bodies.json.length },
  };
  return {
    serve(req, res, path) {
      if (path !== '/' || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
      const kind = /\btext\/html\b/.test(req.headers.accept ?? '') ? 'html' : 'json';
      res.writeHead(200, headers[kind]);
      res.end(req.method === 'HEAD' ? undefined : bodies[kind]);
      return true;
    },
  };
}
