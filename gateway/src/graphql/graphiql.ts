/**
 * The GraphiQL IDE at `GET /graphql` for a browser (`Accept: text/html`), served only while
 * introspection is enabled (INTROSPECTION=true: `npm start`, never the production default). Its
 * assets come from npm packages (graphiql's UMD build, React 18's UMD builds), read once at start
 * and served from this origin under /graphiql/; no CDN. The page signs in with a public OAuth
 * client (GRAPHIQL_CLIENT_ID: authorization code with PKCE S256 through {auth_url}'s sign-in form,
 * returning to this page), or takes a pasted access token or API key (sent as `Authorization:
 * Bearer`). Without a credential it sends nothing: no introspection is attempted until there is
 * one. Its CSP allows scripts from this origin only and connections to this origin and {auth_url}
 * (the token endpoint). Nothing here runs the credential chain: the page is public, every query
 * it sends is an ordinary POST /graphql that does.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';

const require = createRequire(import.meta.url);
/** A file of an installed package (its exports map does not list the UMD builds). */
const packageFile = (pkg: string, file: string) => join(dirname(require.resolve(`${pkg}/package.json`)), file);

const ASSETS: Record<string, { file: () => string; type: string }> = {
  'react.js': {
    file: () => packageFile('react', 'umd/react.production.min.js'),
    type: 'text/javascript; charset=utf-8',
  },
  'react-dom.js': {
    file: () => packageFile('react-dom', 'umd/react-dom.production.min.js'),
    type: 'text/javascript; charset=utf-8',
  },
  'graphiql.js': { file: () => packageFile('graphiql', 'graphiql.min.js'), type: 'text/javascript; charset=utf-8' },
  'graphiql.css': { file: () => packageFile('graphiql', 'graphiql.min.css'), type: 'text/css; charset=utf-8' },
  'boot.js': { file: () => join(import.meta.dirname, 'graphiql', 'boot.js'), type: 'text/javascript; charset=utf-8' },
};

/** Sign-in settings the page reads from its own markup (the CSP allows no inline script). */
export interface GraphiQLSignIn {
  /** {auth_url}: the authorize and token endpoints are under it. */
  authUrl: string;
  /** The public client's id; empty: no Sign in button. */
  clientId: string;
  /** The scope the page asks for. */
  scope: string;
}

const attr = (v: string) =>
  v.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function page(s: GraphiQLSignIn): string {
  const signIn = s.clientId ? '<button type="button" id="sign-in">Sign in</button>' : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>GraphiQL · svc</title>
<link rel="stylesheet" href="/graphiql/graphiql.css">
<style>html,body{height:100%;margin:0}body{display:flex;flex-direction:column;font-family:system-ui,sans-serif}#bar{display:flex;gap:.5rem;align-items:center;padding:.4rem .6rem;border-bottom:1px solid #ddd}#bar input{flex:1;font-family:monospace}#status{padding:.4rem .6rem}#status:empty{display:none}#graphiql{flex:1;min-height:0}</style>
</head><body data-auth-url="${attr(s.authUrl)}" data-client-id="${attr(s.clientId)}" data-scope="${attr(s.scope)}">
<form id="token-form"><div id="bar">${signIn}<label for="token">or an access token or API key</label><input id="token" name="token" type="password" autocomplete="off" placeholder="paste a token from ${attr(s.authUrl)}/oauth/token, or an API key"><button type="submit">Use</button></div></form>
<div id="status" role="status"></div>
<div id="graphiql"></div>
<script src="/graphiql/react.js"></script><script src="/graphiql/react-dom.js"></script><script src="/graphiql/graphiql.js"></script><script src="/graphiql/boot.js"></script>
</body></html>`;
}

function pageHeaders(authUrl: string) {
  return {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'x-frame-options': 'DENY',
    // The sign-in redirect leaves by navigation (not governed here); only the code exchange connects to {auth_url}.
    'content-security-policy': `default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; connect-src 'self' ${new URL(authUrl).origin}; frame-ancestors 'none'; base-uri 'none'; form-action 'none'`,
  };
}

export interface GraphiQLRoutes {
  /** True when the request was an IDE page or asset and has been answered. */
  serve(req: IncomingMessage, res: ServerResponse, path: string): boolean;
}

const wantsHtml = (req: IncomingMessage) => /\btext\/html\b/.test(req.headers.accept ?? '');

/** Reads the assets now (a missing package fails the start, not the first page view). */
export function createGraphiQL(signIn: GraphiQLSignIn): GraphiQLRoutes {
  const html = page(signIn);
  const headers = pageHeaders(signIn.authUrl);
  const assets = new Map(
    Object.entries(ASSETS).map(([name, a]) => [name, { body: readFileSync(a.file()), type: a.type }]),
  );
  return {
    serve(req, res, path) {
      if (req.method !== 'GET' && req.method !== 'HEAD') return false;
      if (path === '/graphql' && wantsHtml(req)) {
        res.writeHead(200, headers);
        res.end(req.method === 'HEAD' ? undefined : html);
        return true;
      }
      if (!path.startsWith('/graphiql/')) return false;
      const asset = assets.get(path.slice('/graphiql/'.length));
      if (!asset) return false;
      res.writeHead(200, {
        'content-type': asset.type,
        'content-length': asset.body.length,
        'cache-control': 'public, max-age=3600',
        'x-content-type-options': 'nosniff',
      });
      res.end(req.method === 'HEAD' ? undefined : asset.body);
      return true;
    },
  };
}
