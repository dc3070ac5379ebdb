/**
 * The GraphiQL IDE at `GET /graphql` for a browser (`Accept: text/html`), served only while
 * introspection is enabled (INTROSPECTION=true: `npm start`, never the production default). Its
 * assets come from npm packages (graphiql's UMD build, React 18's UMD builds), read once at start
 * and served from this origin under /graphiql/; no CDN. The page has a field to paste an access
 * token or API key (sent as `Authorization: Bearer`). Its CSP allows scripts and connections to
 * this origin only. Nothing here runs the credential chain: the page is public, every query it
 * sends is an ordinary POST /graphql that does.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';

const require = createRequire(import.meta.url);
/** A file of an installed package (its exports map does not list the UMD builds). */
const packageFile = (pkg: string, file: string) => join(dirname(require.resolve(`${pkg}/package.json`)), file);

const ASSETS: Record<string, { file: () => string; type: string }> = {
  'react.js': { file: () => packageFile('react', 'umd/react.production.min.js'), type: 'text/javascript; charset=utf-8' },
  'react-dom.js': { file: () => packageFile('react-dom', 'umd/react-dom.production.min.js'), type: 'text/javascript; charset=utf-8' },
  'graphiql.js': { file: () => packageFile('graphiql', 'graphiql.min.js'), type: 'text/javascript; charset=utf-8' },
  'graphiql.css': { file: () => packageFile('graphiql', 'graphiql.min.css'), type: 'text/css; charset=utf-8' },
  'boot.js': { file: () => join(import.meta.dirname, 'graphiql', 'boot.js'), type: 'text/javascript; charset=utf-8' },
};

const PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>GraphiQL · svc</title>
<link rel="stylesheet" href="/graphiql/graphiql.css">
<style>html,body{height:100%;margin:0}body{display:flex;flex-direction:column;font-family:system-ui,sans-serif}#bar{display:flex;gap:.5rem;align-items:center;padding:.4rem .6rem;border-bottom:1px solid #ddd}#bar input{flex:1;font-family:monospace}#graphiql{flex:1;min-height:0}</style>
</head><body>
<form id="token-form"><div id="bar"><label for="token">Access token or API key</label><input id="token" name="token" type="password" autocomplete="off" placeholder="paste a token from {auth_url}/oauth/token, or an API key"><button type="submit">Use</button></div></form>
<div id="graphiql"></div>
<script src="/graphiql/react.js"></script><script src="/graphiql/react-dom.js"></script><script src="/graphiql/graphiql.js"></script><script src="/graphiql/boot.js"></script>
</body></html>`;

const PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'x-frame-options': 'DENY',
  'content-security-policy': "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
};

export interface GraphiQLRoutes {
  /** True when the request was an IDE page or asset and has been answered. */
  serve(req: IncomingMessage, res: ServerResponse, path: string): boolean;
}

const wantsHtml = (req: IncomingMessage) => /\btext\/html\b/.test(req.headers.accept ?? '');

/** Reads the assets now (a missing package fails the start, not the first page view). */
export function createGraphiQL(): GraphiQLRoutes {
  const assets = new Map(Object.entries(ASSETS).map(([name, a]) => [name, { body: readFileSync(a.file()), type: a.type }]));
  return {
    serve(req, res, path) {
      if (req.method !== 'GET' && req.method !== 'HEAD') return false;
      if (path === '/graphql' && wantsHtml(req)) {
        res.writeHead(200, PAGE_HEADERS);
        res.end(req.method === 'HEAD' ? undefined : PAGE);
        return true;
      }
      if (!path.startsWith('/graphiql/')) return false;
      const asset = assets.get(path.slice('/graphiql/'.length));
      if (!asset) return false;
      res.writeHead(200, { 'content-type': asset.type, 'content-length': asset.body.length, 'cache-control': 'public, max-age=3600', 'x-content-type-options': 'nosniff' });
      res.end(req.method === 'HEAD' ? undefined : asset.body);
      return true;
    },
  };
}
