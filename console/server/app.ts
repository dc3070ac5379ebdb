/**
 * The console's HTTP handler: the built app with a strict Content-Security-Policy, /config.json,
 * the SPA fallback (any page path answers index.html), /healthz and /readyz. GET and HEAD only; no
 * request body is read; every refusal is a typed error of the catalogue as JSON.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { AppError } from '../../packages/core/src/errors/app-error.ts';
import { renderHttp } from '../../packages/core/src/errors/render.ts';
import type { ConsoleServerConfig } from './config.ts';
import { pickEncoding, type StaticFile } from './static-files.ts';

const MAX_URL = 2048;

/** Scripts, styles and fonts from this origin only; connections to the platform's public origins only. */
export function contentSecurityPolicy(cfg: ConsoleServerConfig['browser']): string {
  const ws = (u: string) => u.replace(/^http/, 'ws');
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self' ${cfg.authUrl} ${cfg.apiUrl} ${ws(cfg.apiUrl)}`,
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
    "object-src 'none'",
  ].join('; ');
}

export function createConsoleHandler(cfg: ConsoleServerConfig, files: Map<string, StaticFile>) {
  const csp = contentSecurityPolicy(cfg.browser);
  const security = {
    'content-security-policy': csp,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'x-frame-options': 'DENY',
    'cross-origin-opener-policy': 'same-origin',
  };
  const configJson = Buffer.from(JSON.stringify(cfg.browser));
  const index = files.get('/index.html')!;

  const fail = (res: ServerResponse, code: ConstructorParameters<typeof AppError>[0], requestId: string) => {
    const { status, body } = renderHttp(new AppError(code), { requestId });
    const payload = JSON.stringify(body);
    res.writeHead(status, {
      ...security,
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(payload),
      'cache-control': 'no-store',
      'x-request-id': requestId,
      ...(status === 405 ? { allow: 'GET, HEAD' } : {}),
    });
    res.end(payload);
  };

  const send = (req: IncomingMessage, res: ServerResponse, f: StaticFile, cache: string) => {
    if (req.headers['if-none-match'] === f.etag) {
      res.writeHead(304, { ...security, etag: f.etag, 'cache-control': cache });
      res.end();
      return;
    }
    const enc = pickEncoding(f, req.headers['accept-encoding']);
    const body = enc === 'br' ? f.br! : enc === 'gzip' ? f.gzip! : f.body;
    res.writeHead(200, {
      ...security,
      'content-type': f.type,
      'content-length': body.length,
      'cache-control': cache,
      etag: f.etag,
      vary: 'Accept-Encoding',
      ...(enc ? { 'content-encoding': enc } : {}),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  };

  return function handle(req: IncomingMessage, res: ServerResponse) {
    const requestId = randomUUID();
    try {
      const url = req.url ?? '/';
      if (url.length > MAX_URL) return fail(res, 'SVC-VALID-4000', requestId);
      if (req.method !== 'GET' && req.method !== 'HEAD') return fail(res, 'SVC-VALID-4050', requestId);
      let path: string;
      try {
        path = decodeURIComponent(new URL(url, 'http://console').pathname);
      } catch {
        return fail(res, 'SVC-VALID-4000', requestId);
      }
      if (path === '/healthz' || path === '/readyz') {
        res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
        return res.end(req.method === 'HEAD' ? undefined : '{"status":"ok"}');
      }
      if (path === '/config.json') {
        res.writeHead(200, {
          ...security,
          'content-type': 'application/json; charset=utf-8',
          'content-length': configJson.length,
          'cache-control': 'no-store',
        });
        return res.end(req.method === 'HEAD' ? undefined : configJson);
      }
      const file = path !== '/index.html' ? files.get(path) : undefined;
      // Hashed file names never change content: cached for a year. The page itself is revalidated.
      if (file)
        return send(req, res, file, path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      // A path with an extension names a file that is not there; any other path is a page of the app.
      if (/\.[a-z0-9]+$/i.test(path)) return fail(res, 'SVC-VALID-4041', requestId);
      return send(req, res, index, 'no-cache');
    } catch {
      if (!res.headersSent) fail(res, 'SVC-SERVER-9000', requestId);
      else res.destroy();
    }
  };
}
