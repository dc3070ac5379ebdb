/**
 * The SCIM 2.0 endpoints under /api/v1/iam/scim/v2, as a fallback router for identity's exact-
 * route HTTP server: it claims every path under the prefix (unknown ones answer a SCIM 404) and
 * returns false for anything else. Each endpoint is a pipeline of named steps: authenticate with
 * the method's scope, read and validate input, call the service, render.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { ScimError, type Logger } from '@svc/core';
import { SCIM_LIMITS, SCIM_PATH_PREFIX, SCIM_SCOPES, URN } from './scim-constants.ts';
import type { ScimAuthenticator } from './scim-auth.ts';
import type { ScimCaller, ScimUserService } from './scim-user-service.ts';
import { discoveryDocuments } from './discovery.ts';
import { parseUserNameFilter } from './filter.ts';
import { applyPatch } from './patch.ts';
import { parseUserInput } from './user-input.ts';
import { etagOf, toScimUser, type ScimUserRecord } from './user-resource.ts';
import { assertStorableScimText, ifMatchTags, readScimJson, sendScim, sendScimError } from './scim-http.ts';

export type ScimRouter = (req: IncomingMessage, res: ServerResponse, requestId: string) => Promise<boolean>;

export interface ScimRouterOptions {
  auth: ScimAuthenticator;
  users: ScimUserService;
  log: Logger;
  /** The gateway's {base_url} origin (API_AUDIENCE): `meta.location` is absolute on it. */
  apiBaseUrl: string;
  /** Request body limit in bytes; larger bodies answer 413. Default 64 KiB. */
  bodyLimitBytes?: number;
}

interface Request {
  req: IncomingMessage;
  res: ServerResponse;
  requestId: string;
  query: URLSearchParams;
  id?: string;
}
type Endpoint = (r: Request) => Promise<void>;

/** A non-negative integer query parameter, or invalidValue; absent → undefined. */
function intParam(q: URLSearchParams, name: string): number | undefined {
  const all = q.getAll(name);
  if (all.length === 0) return undefined;
  if (all.length > 1 || !/^\s*[+-]?\d{1,15}\s*$/.test(all[0]))
    throw new ScimError(400, 'invalidValue', `${name} must be an integer`);
  return Number(all[0]);
}

export function createScimRouter(opts: ScimRouterOptions): ScimRouter {
  const { auth, users, log } = opts;
  const bodyLimit = opts.bodyLimitBytes ?? SCIM_LIMITS.bodyBytes;
  const base = `${opts.apiBaseUrl.replace(/\/+$/, '')}${SCIM_PATH_PREFIX}`;
  const usersLocation = `${base}/Users`;
  const docs = discoveryDocuments(base, bodyLimit);

  const caller = async (r: Request, scope: string): Promise<ScimCaller> => {
    const c = await auth.authenticate(r.req.headers.authorization, scope);
    return {
      organizationId: c.org_id,
      workspaceId: c.workspace_id,
      userId: c.sub,
      clientId: c.client_id ?? null,
      tokenId: c.jti,
      requestId: r.requestId,
    };
  };
  const sendUser = (r: Request, status: number, u: ScimUserRecord, extra: Record<string, string> = {}) =>
    sendScim(r.res, status, toScimUser(u, usersLocation), { etag: etagOf(u.scimVersion), ...extra });

  // ---- endpoints ----

  const createUser: Endpoint = async (r) => {
    const who = await caller(r, SCIM_SCOPES.write); // 1. bearer token with scim:write
    const body = await readScimJson(r.req, bodyLimit); // 2. media type, size, JSON object
    const input = parseUserInput(body); // 3. schemas, userName, name, active, emails
    const u = await users.create(who, input); // 4. user + membership + audit, one transaction
    sendUser(r, 201, u, { location: `${usersLocation}/${encodeURIComponent(u.id)}` });
  };

  const listUsers: Endpoint = async (r) => {
    const who = await caller(r, SCIM_SCOPES.read); // 1. bearer token with scim:read
    const filters = r.query.getAll('filter'); // 2. the one supported filter, or none
    if (filters.length > 1) throw new ScimError(400, 'invalidFilter', 'one filter parameter at most');
    const userName = filters.length ? parseUserNameFilter(filters[0]) : undefined;
    // 3. paging (RFC 7644 §3.4.2.4): startIndex < 1 means 1; count < 0 means 0; capped at the max
    const startIndex = Math.min(Math.max(intParam(r.query, 'startIndex') ?? 1, 1), 2 ** 31 - 1);
    const count = Math.min(Math.max(intParam(r.query, 'count') ?? SCIM_LIMITS.defaultCount, 0), SCIM_LIMITS.maxCount);
    const page = await users.list(who, { startIndex, count, userName }); // 4. one page, workspace only
    sendScim(r.res, 200, {
      schemas: [URN.listResponse],
      totalResults: page.total,
      itemsPerPage: page.users.length,
      startIndex,
      Resources: page.users.map((u) => toScimUser(u, usersLocation)),
    });
  };

  const getUser: Endpoint = async (r) => {
    const who = await caller(r, SCIM_SCOPES.read); // 1. bearer token with scim:read
    const u = await users.get(who, r.id!); // 2. the user, in this workspace only
    const inm = r.req.headers['if-none-match']; // 3. conditional GET (RFC 7644 §3.14)
    if (inm && inm.split(',').some((t) => t.trim() === '*' || t.trim().replace(/^W\//, '') === `"${u.scimVersion}"`)) {
      return sendScim(r.res, 304, undefined, { etag: etagOf(u.scimVersion) });
    }
    sendUser(r, 200, u);
  };

  const replaceUser: Endpoint = async (r) => {
    const who = await caller(r, SCIM_SCOPES.write); // 1. bearer token with scim:write
    const body = await readScimJson(r.req, bodyLimit); // 2. media type, size, JSON object
    const input = parseUserInput(body); // 3. the full resource
    sendUser(r, 200, await users.replace(who, r.id!, input, ifMatchTags(r.req))); // 4. If-Match, replace, audit
  };

  const patchUser: Endpoint = async (r) => {
    const who = await caller(r, SCIM_SCOPES.write); // 1. bearer token with scim:write
    const body = await readScimJson(r.req, bodyLimit); // 2. media type, size, JSON object
    // 3–4. If-Match, every operation folded over the current state, one conditional write + audit
    sendUser(r, 200, await users.patch(who, r.id!, (s) => applyPatch(body, s), ifMatchTags(r.req)));
  };

  const deleteUser: Endpoint = async (r) => {
    const who = await caller(r, SCIM_SCOPES.delete); // 1. bearer token with scim:delete
    await users.remove(who, r.id!, ifMatchTags(r.req)); // 2. If-Match, suspend, audit
    sendScim(r.res, 204, undefined);
  };

  const discovery =
    (pick: (r: Request) => unknown): Endpoint =>
    async (r) => {
      await caller(r, SCIM_SCOPES.read); // discovery is protected like the rest (spec rule 5)
      const doc = pick(r);
      if (doc === undefined) throw new ScimError(404, undefined, `${r.id} not found`);
      sendScim(r.res, 200, doc);
    };

  // ---- routes: [path pattern under the prefix, { METHOD: endpoint }] ----

  const routes: [RegExp, Record<string, Endpoint>][] = [
    [/^\/Users$/, { GET: listUsers, POST: createUser }],
    [/^\/Users\/([^/]+)$/, { GET: getUser, PUT: replaceUser, PATCH: patchUser, DELETE: deleteUser }],
    [/^\/ServiceProviderConfig$/, { GET: discovery(() => docs.serviceProviderConfig) }],
    [/^\/ResourceTypes$/, { GET: discovery(() => docs.resourceTypes) }],
    [
      /^\/ResourceTypes\/([^/]+)$/,
      { GET: discovery((r) => (Object.hasOwn(docs.resourceType, r.id!) ? docs.resourceType[r.id!] : undefined)) },
    ],
    [/^\/Schemas$/, { GET: discovery(() => docs.schemas) }],
    [
      /^\/Schemas\/([^/]+)$/,
      { GET: discovery((r) => (Object.hasOwn(docs.schema, r.id!) ? docs.schema[r.id!] : undefined)) },
    ],
  ];

  return async function scimRouter(req, res, requestId) {
    const url = req.url ?? '/';
    const q = url.indexOf('?');
    const path = q < 0 ? url : url.slice(0, q);
    if (path !== SCIM_PATH_PREFIX && !path.startsWith(`${SCIM_PATH_PREFIX}/`)) return false;
    try {
      const sub = path.slice(SCIM_PATH_PREFIX.length).replace(/\/$/, '');
      let endpoint: Endpoint | undefined;
      let id: string | undefined;
      for (const [pattern, methods] of routes) {
        const m = pattern.exec(sub);
        if (!m) continue;
        endpoint = Object.hasOwn(methods, req.method ?? '') ? methods[req.method!] : undefined;
        if (!endpoint) {
          res.setHeader('allow', Object.keys(methods).join(', '));
          throw new ScimError(405, undefined, `${req.method} is not supported on ${path}`);
        }
        try {
          id = m[1] === undefined ? undefined : decodeURIComponent(m[1]);
        } catch {
          throw new ScimError(404, undefined, 'not found');
        }
        break;
      }
      if (!endpoint) throw new ScimError(404, undefined, `no SCIM endpoint at ${path}`);
      // Path and query reach queries (an id lookup, a userName filter): storable text only.
      if (id !== undefined) assertStorableScimText(id, 'the resource id');
      const query = new URLSearchParams(q < 0 ? '' : url.slice(q + 1));
      for (const [k, v] of query) {
        assertStorableScimText(k, 'a query parameter name');
        assertStorableScimText(v, 'a query parameter');
      }
      await endpoint({ req, res, requestId, query, id });
    } catch (e) {
      sendScimError(res, e, log, requestId);
    }
    return true;
  };
}
