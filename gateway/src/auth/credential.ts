/**
 * Step 1 of the chain: exactly one credential. X-Api-Key, or Authorization: Bearer. Both, a
 * repeated header, or a comma-coalesced value is ambiguous (SVC-AUTH-1003). An `svc_` key as a
 * bearer value is accepted only on the four OpenAI-compatible method+path pairs. SCIM accepts only
 * an OAuth bearer access JWT (spec): an API key there, however sent, is SVC-AUTH-1011.
 */
import type { IncomingMessage } from 'node:http';
import { AppError } from '@svc/core';

export type Credential = { kind: 'jwt'; token: string } | { kind: 'api_key'; key: string; via: 'header' | 'bearer' };

export const OPENAI_BEARER_KEY_ROUTES = new Set([
  'GET /v1/models',
  'POST /v1/chat/completions',
  'POST /v1/chat/completions/stream',
  'POST /v1/embeddings',
]);

const SCIM_PREFIX = '/api/v1/iam/scim/v2';

/** Whether `routeKey` (`METHOD /path`) is a SCIM route. */
function isScimRoute(routeKey: string): boolean {
  const path = routeKey.slice(routeKey.indexOf(' ') + 1);
  return path === SCIM_PREFIX || path.startsWith(`${SCIM_PREFIX}/`);
}

function single(req: IncomingMessage, name: string): string | undefined {
  // rawHeaders keeps repeats that Node would otherwise fold.
  let found: string | undefined;
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    if (req.rawHeaders[i].toLowerCase() !== name) continue;
    if (found !== undefined) throw new AppError('SVC-AUTH-1003', `repeated ${name} header`);
    found = req.rawHeaders[i + 1];
  }
  if (found !== undefined && found.includes(',')) throw new AppError('SVC-AUTH-1003', `comma-separated ${name} value`);
  return found;
}

export function extractCredential(req: IncomingMessage, routeKey: string): Credential | null {
  const apiKey = single(req, 'x-api-key');
  const authorization = single(req, 'authorization');
  if (apiKey !== undefined && authorization !== undefined)
    throw new AppError('SVC-AUTH-1003', 'send either X-Api-Key or Authorization, not both');
  if (apiKey !== undefined) {
    if (isScimRoute(routeKey))
      throw new AppError('SVC-AUTH-1011', 'SCIM accepts only an OAuth bearer access token, not an API key');
    const key = apiKey.trim();
    if (!key) throw new AppError('SVC-AUTH-1004');
    return { kind: 'api_key', key, via: 'header' };
  }
  if (authorization === undefined) return null;
  const m = /^Bearer[ ]+(\S+)\s*$/i.exec(authorization);
  if (!m) throw new AppError('SVC-AUTH-1006', 'Authorization must be a Bearer token');
  const token = m[1];
  if (token.startsWith('svc_')) {
    if (isScimRoute(routeKey))
      throw new AppError('SVC-AUTH-1011', 'SCIM accepts only an OAuth bearer access token, not an API key');
    if (!OPENAI_BEARER_KEY_ROUTES.has(routeKey))
      throw new AppError('SVC-AUTH-1011', 'API keys are not accepted as bearer tokens here; use X-Api-Key');
    return { kind: 'api_key', key: token, via: 'bearer' };
  }
  return { kind: 'jwt', token };
}
