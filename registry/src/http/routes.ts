/**
 * The registry's HTTP JSON API (docs/adr/014-schema-registry.md, README "Schema registry"):
 *
 * | method and path | scope | what |
 * |---|---|---|
 * | POST /v1/variants/:v/subgraphs/:s/check `{sdl, routingUrl?}` | subgraph:check | composition problems and changes, nothing stored |
 * | POST /v1/variants/:v/subgraphs/:s/publish `{sdl, routingUrl}` | subgraph:publish | a new current supergraph version, or 422 |
 * | DELETE /v1/variants/:v/subgraphs/:s | subgraph:publish | a version without it |
 * | PUT /v1/variants/:v/subgraphs/:s/owner `{clientId}` | subgraph:publish + organization admin | names the owner |
 * | GET /v1/variants/:v/subgraphs[/:s] | supergraph:read | current SDL, routing URL, owner |
 * | GET /v1/variants/:v/supergraph | supergraph:read | the current supergraph SDL; ETag, If-None-Match → 304 |
 * | GET /v1/variants/:v/versions[?limit=] | supergraph:read | history, newest first |
 * | GET /v1/variants/:v/versions/:n | supergraph:read | one version with its SDL |
 * | GET /v1/variants/:v/diff?from=&to= | supergraph:read | changes between two versions |
 * | POST /v1/variants/:v/rollback `{version}` | subgraph:publish | a new version with that version's subgraphs |
 * | POST /v1/variants/:v/usage `{operations}` | usage:report | a gateway's usage report (registry/src/usage/) |
 * | GET /v1/variants/:v/usage/coordinates/:coordinate[?days=] | supergraph:read | who used a coordinate, how often, when last |
 * | POST /v1/variants/:v/documents `{client, clientVersion?, manifest}` | documents:publish | verifies and adds a client's trusted documents, or 422 naming each bad operation |
 * | GET /v1/variants/:v/documents?client=&limit= | documents:read | a client's documents (no bodies) |
 * | GET /v1/variants/:v/documents/:id | documents:read | one document, its coordinates and the clients that registered it |
 * | GET /v1/variants/:v/trusted-documents | documents:read | every client's documents for the gateway; ETag, If-None-Match → 304 |
 *
 * `check` takes `?days=` (or `usageDays` in the body): the usage window its breaking changes are
 * looked up in (default REGISTRY_USAGE_DAYS).
 *
 * Errors are `{ error: { code, message, request_id, … } }` from the one catalogue.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  AppError,
  BodyTooLargeError,
  logAccess,
  mediaType,
  parseClientJson,
  readBody,
  renderHttp,
  requestIdFrom,
  sendJson,
  type Logger,
  type ReadinessReport,
} from '@svc/core';
import { USAGE_REPORT_LIMITS } from '@svc/core/graphql';
import { coordinate, usageReport } from '../usage/usage-report-input.ts';
import type { OperationUsageStore } from '../usage/operation-usage-store.ts';
import { clientId, MAX_HISTORY, routingUrl, sdlText, subgraphName, variantName, versionNumber } from '../limits.ts';
import { REGISTRY_SCOPES, requireScope, type Caller, type TokenVerifier } from '../auth/token-verifier.ts';
import type { RegistryService } from '../registry-service.ts';
import type { DocumentService } from '../documents/document-service.ts';
import { clientName, clientVersion, documentId } from '../documents/manifest.ts';

export interface RouteDeps {
  service: RegistryService;
  tokens: TokenVerifier;
  log: Logger;
  maxSdlBytes: number;
  /** Where usage reports are recorded, and the default usage window (days). */
  usage: OperationUsageStore;
  usageDays: number;
  documents: DocumentService;
  maxManifestBytes: number;
  ready: () => Promise<ReadinessReport>;
}

type Params = Record<string, string>;
type Handler = (req: IncomingMessage, res: ServerResponse, p: Params, caller: Caller, url: URL) => Promise<void>;

const PREFIX = '/v1/variants/';

/** Whether an If-None-Match header names `etag` (weak or strong). */
const matches = (inm: string | string[] | undefined, etag: string) =>
  typeof inm === 'string' && inm.length <= 1024 && inm.split(',').some((t) => t.trim().replace(/^W\//, '') === etag);

/** A usage window in days: 1 to 90. */
function usageDays(v: unknown, argument: string): number {
  const n = typeof v === 'string' && /^\d{1,3}$/.test(v) ? Number(v) : v;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 1 || n > 90)
    throw new AppError('SVC-VALID-4000', `${argument} must be a whole number of days from 1 to 90`, { argument });
  return n;
}

async function jsonBody(req: IncomingMessage, maxBytes: number): Promise<Record<string, unknown>> {
  if (mediaType(req) !== 'application/json') throw new AppError('SVC-VALID-4002', 'send application/json');
  let raw: Buffer;
  try {
    raw = await readBody(req, maxBytes);
  } catch (e) {
    if (e instanceof BodyTooLargeError)
      throw new AppError('SVC-VALID-4001', `the request body is larger than ${maxBytes} bytes`);
    throw e;
  }
  const v = parseClientJson(raw.toString('utf8'), 'the request body', 8);
  if (v === null || typeof v !== 'object' || Array.isArray(v))
    throw new AppError('SVC-VALID-4000', 'the request body must be a JSON object');
  return v as Record<string, unknown>;
}

export function createRouter(deps: RouteDeps) {
  const { service, tokens, maxSdlBytes } = deps;
  const bodyLimit = maxSdlBytes + 16 * 1024;
  const v = (p: Params) => variantName(p.variant);
  const s = (p: Params) => subgraphName(p.subgraph);

  const routes: { method: string; pattern: RegExp; keys: string[]; scope: string; handler: Handler }[] = [];
  const route = (method: string, path: string, scope: string, handler: Handler) => {
    const keys: string[] = [];
    const pattern = new RegExp(`^${path.replace(/:(\w+)/g, (_m, k: string) => (keys.push(k), '([^/]{1,300})'))}$`);
    routes.push({ method, pattern, keys, scope, handler });
  };

  route(
    'POST',
    '/v1/variants/:variant/subgraphs/:subgraph/check',
    REGISTRY_SCOPES.check,
    async (req, res, p, _c, url) => {
      const variant = v(p),
        subgraph = s(p);
      const body = await jsonBody(req, bodyLimit);
      const routing = body.routingUrl === undefined ? undefined : routingUrl(body.routingUrl);
      const days = url.searchParams.has('days')
        ? usageDays(url.searchParams.get('days'), 'days')
        : body.usageDays === undefined
          ? deps.usageDays
          : usageDays(body.usageDays, 'usageDays');
      sendJson(res, 200, await service.check(variant, subgraph, sdlText(body.sdl, maxSdlBytes), routing, days));
    },
  );
  route(
    'POST',
    '/v1/variants/:variant/subgraphs/:subgraph/publish',
    REGISTRY_SCOPES.publish,
    async (req, res, p, caller) => {
      const variant = v(p),
        subgraph = s(p);
      const body = await jsonBody(req, bodyLimit);
      const sdl = sdlText(body.sdl, maxSdlBytes);
      sendJson(res, 200, await service.publish(caller, variant, subgraph, sdl, routingUrl(body.routingUrl)));
    },
  );
  route(
    'DELETE',
    '/v1/variants/:variant/subgraphs/:subgraph',
    REGISTRY_SCOPES.publish,
    async (_req, res, p, caller) => {
      sendJson(res, 200, await service.deleteSubgraph(caller, v(p), s(p)));
    },
  );
  route(
    'PUT',
    '/v1/variants/:variant/subgraphs/:subgraph/owner',
    REGISTRY_SCOPES.publish,
    async (req, res, p, caller) => {
      const variant = v(p),
        subgraph = s(p);
      const owner = clientId((await jsonBody(req, 4096)).clientId);
      await service.setOwner(caller, variant, subgraph, owner);
      sendJson(res, 200, { variant, subgraph, owner });
    },
  );
  route('GET', '/v1/variants/:variant/subgraphs', REGISTRY_SCOPES.read, async (_req, res, p) => {
    const list = await service.subgraphs(v(p));
    sendJson(res, 200, { subgraphs: list.map(({ sdl: _sdl, ...rest }) => rest) });
  });
  route('GET', '/v1/variants/:variant/subgraphs/:subgraph', REGISTRY_SCOPES.read, async (_req, res, p) => {
    const variant = v(p),
      subgraph = s(p);
    const one = (await service.subgraphs(variant)).find((x) => x.name === subgraph);
    if (!one) throw new AppError('SVC-REGISTRY-NOT-FOUND', `variant ${variant} has no subgraph ${subgraph}`);
    sendJson(res, 200, one);
  });
  route('GET', '/v1/variants/:variant/supergraph', REGISTRY_SCOPES.read, async (req, res, p) => {
    const cur = await service.current(v(p));
    const etag = `"${cur.sha256}"`;
    const headers = { etag, 'x-supergraph-version': String(cur.version), 'cache-control': 'no-cache' };
    if (matches(req.headers['if-none-match'], etag)) {
      res.writeHead(304, headers);
      res.end();
      return;
    }
    res.writeHead(200, {
      ...headers,
      'content-type': 'text/plain; charset=utf-8',
      'content-length': Buffer.byteLength(cur.supergraphSdl),
    });
    res.end(cur.supergraphSdl);
  });
  route('GET', '/v1/variants/:variant/versions', REGISTRY_SCOPES.read, async (_req, res, p, _c, url) => {
    const limit = url.searchParams.has('limit')
      ? Math.min(versionNumber(url.searchParams.get('limit'), 'limit'), MAX_HISTORY)
      : 50;
    sendJson(res, 200, { versions: await service.history(v(p), limit) });
  });
  route('GET', '/v1/variants/:variant/versions/:version', REGISTRY_SCOPES.read, async (_req, res, p) => {
    const row = await service.version(v(p), versionNumber(p.version, 'version'));
    sendJson(res, 200, { ...row, subgraphs: Object.keys(row.subgraphs) });
  });
  route('GET', '/v1/variants/:variant/diff', REGISTRY_SCOPES.read, async (_req, res, p, _c, url) => {
    const from = versionNumber(url.searchParams.get('from'), 'from'),
      to = versionNumber(url.searchParams.get('to'), 'to');
    sendJson(res, 200, { from, to, changes: await service.diff(v(p), from, to) });
  });
  route('POST', '/v1/variants/:variant/usage', REGISTRY_SCOPES.report, async (req, res, p) => {
    const variant = v(p);
    const report = usageReport(await jsonBody(req, USAGE_REPORT_LIMITS.bodyBytes));
    if (!(await deps.usage.variantExists(variant)))
      throw new AppError('SVC-REGISTRY-NOT-FOUND', `variant ${variant} does not exist`);
    await deps.usage.record(variant, report);
    sendJson(res, 202, { accepted: report.counts.length, operations: report.operations.length });
  });
  route(
    'GET',
    '/v1/variants/:variant/usage/coordinates/:coordinate',
    REGISTRY_SCOPES.read,
    async (_req, res, p, _c, url) => {
      const days = url.searchParams.has('days') ? usageDays(url.searchParams.get('days'), 'days') : deps.usageDays;
      sendJson(res, 200, await service.coordinateUsage(v(p), coordinate(p.coordinate), days));
    },
  );
  route('POST', '/v1/variants/:variant/rollback', REGISTRY_SCOPES.publish, async (req, res, p, caller) => {
    const variant = v(p);
    const target = versionNumber((await jsonBody(req, 4096)).version, 'version');
    sendJson(res, 200, await service.rollback(caller, variant, target));
  });

  route('POST', '/v1/variants/:variant/documents', REGISTRY_SCOPES.documentsPublish, async (req, res, p, caller) => {
    const variant = v(p);
    const body = await jsonBody(req, deps.maxManifestBytes);
    const client = clientName(body.client);
    const version = clientVersion(body.clientVersion);
    sendJson(res, 200, await deps.documents.publish(caller, variant, client, version, body.manifest));
  });
  route('GET', '/v1/variants/:variant/documents', REGISTRY_SCOPES.documentsRead, async (_req, res, p, _c, url) => {
    const variant = v(p);
    const client = clientName(url.searchParams.get('client') ?? undefined);
    const limit = url.searchParams.has('limit')
      ? Math.min(versionNumber(url.searchParams.get('limit'), 'limit'), 10_000)
      : 1_000;
    sendJson(res, 200, { variant, client, documents: await deps.documents.list(variant, client, limit) });
  });
  route('GET', '/v1/variants/:variant/documents/:id', REGISTRY_SCOPES.documentsRead, async (_req, res, p) => {
    const variant = v(p);
    const id = documentId(p.id);
    if (!id) throw new AppError('SVC-VALID-4000', 'id must be a SHA-256 hex digest', { argument: 'id' });
    sendJson(res, 200, await deps.documents.get(variant, id));
  });
  route('GET', '/v1/variants/:variant/trusted-documents', REGISTRY_SCOPES.documentsRead, async (req, res, p) => {
    const variant = v(p);
    const set = await deps.documents.all(variant);
    const etag = `"${set.revision}"`;
    const headers = { etag, 'cache-control': 'no-cache' };
    if (matches(req.headers['if-none-match'], etag)) {
      res.writeHead(304, headers);
      res.end();
      return;
    }
    sendJson(res, 200, { variant, revision: set.revision, clients: await set.load() }, headers);
  });

  return async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const requestId = requestIdFrom(req.headers['x-request-id']);
    const started = performance.now();
    let routeName = 'unmatched';
    let caller: Caller | null = null;
    res.setHeader('x-request-id', requestId);
    try {
      const url = new URL(req.url ?? '/', 'http://registry.invalid');
      if (url.pathname === '/healthz') return sendJson(res, 200, { status: 'ok' });
      if (url.pathname === '/readyz') {
        const r = await deps.ready();
        return sendJson(res, r.ready ? 200 : 503, r);
      }
      if (!url.pathname.startsWith(PREFIX) || url.pathname.length > 512) throw new AppError('SVC-VALID-4041');
      const candidates = routes.filter((r) => r.pattern.test(url.pathname));
      if (candidates.length === 0) throw new AppError('SVC-VALID-4041');
      const r = candidates.find((c) => c.method === req.method);
      if (!r) throw new AppError('SVC-VALID-4050');
      routeName = `${r.method} ${r.pattern.source}`;
      // Authentication and scope before anything in the request is read.
      caller = await tokens.caller(req.headers.authorization);
      requireScope(caller, r.scope);
      const m = r.pattern.exec(url.pathname)!;
      const params: Params = {};
      r.keys.forEach((k, i) => {
        let val: string;
        try {
          val = decodeURIComponent(m[i + 1]);
        } catch {
          throw new AppError('SVC-VALID-4000', `${k} is not valid percent-encoding`, { argument: k });
        }
        params[k] = val;
      });
      await r.handler(req, res, params, caller, url);
    } catch (e) {
      if (!(e instanceof AppError))
        deps.log.error({ err: (e as Error)?.message, requestId }, 'registry request failed');
      if (!res.headersSent) {
        const { status, body } = renderHttp(e, { requestId });
        sendJson(res, status, body, status === 401 ? { 'www-authenticate': 'Bearer' } : {});
      } else res.destroy();
    } finally {
      logAccess(deps.log, {
        listener: 'registry',
        method: req.method ?? '',
        route: routeName,
        status: res.statusCode,
        durationMs: performance.now() - started,
        requestId,
        principal: caller?.principal ?? null,
        workspace: caller?.workspaceId ?? null,
      });
    }
  };
}
