/**
 * The one contract for the SVC-* identity headers (spec: Authentication → JWT validation at the
 * edge, step 6). The gateway writes them from validated claims, and only from them, on every
 * path to a backend (proxied HTTP, subgraph fetches, upstream WebSocket connection_init); the
 * services read them with readIdentityHeaders. The spec's six headers plus three of ours:
 * `SVC-Api-Key-ID` (the credential was an API key), `SVC-Permissions` and `SVC-Roles` (space
 * separated; subgraphs that gate streams or act on roles read them).
 */

export const IDENTITY_HEADERS = {
  userId: 'svc-user-id',
  orgId: 'svc-org-id',
  workspaceId: 'svc-workspace-id',
  clientId: 'svc-client-id',
  tokenId: 'svc-token-id',
  actingUserId: 'svc-acting-user-id',
  apiKeyId: 'svc-api-key-id',
  permissions: 'svc-permissions',
  roles: 'svc-roles',
} as const;

/**
 * The client's address as the edge saw it (gateway/src/routes/client-address.ts), sent to a
 * subgraph only for an anonymous operation, whose limits have no caller to key on. Written by the
 * edge from the connection, never copied from the client.
 */
export const CLIENT_ADDRESS_HEADER = 'svc-client-address';

/** Every identity header name (lower case): the edge strips these from what a client sent. */
export const IDENTITY_HEADER_NAMES: readonly string[] = Object.values(IDENTITY_HEADERS);

/** The caller as the edge validated it. */
export interface EdgeIdentity {
  userId: string;
  orgId: string;
  workspaceId: string;
  clientId: string | null;
  tokenId: string | null;
  actingUserId: string | null;
  apiKeyId: string | null;
  permissions: string[];
  roles: string[];
}

/** The claims the headers are written from (an access token's, see the token verifier). */
export interface IdentityClaims {
  sub: string;
  org_id: string;
  workspace_id: string;
  jti: string;
  client_id?: string;
  act?: { sub: string };
  permissions: readonly string[];
  roles: readonly string[];
}

/** The headers for a validated caller; `apiKeyId` when the credential was an API key. */
export function writeIdentityHeaders(claims: IdentityClaims, apiKeyId: string | null = null): Record<string, string> {
  const h: Record<string, string> = {
    [IDENTITY_HEADERS.userId]: claims.sub,
    [IDENTITY_HEADERS.orgId]: claims.org_id,
    [IDENTITY_HEADERS.workspaceId]: claims.workspace_id,
    [IDENTITY_HEADERS.tokenId]: claims.jti,
    [IDENTITY_HEADERS.permissions]: claims.permissions.join(' '),
    [IDENTITY_HEADERS.roles]: claims.roles.join(' '),
  };
  if (claims.client_id) h[IDENTITY_HEADERS.clientId] = claims.client_id;
  if (claims.act?.sub) h[IDENTITY_HEADERS.actingUserId] = claims.act.sub;
  if (apiKeyId) h[IDENTITY_HEADERS.apiKeyId] = apiKeyId;
  return h;
}

/** A space- or comma-separated list, or a JSON array of strings (older upstream clients). */
function list(v: unknown): string[] {
  if (Array.isArray(v)) return v.filter((x): x is string => typeof x === 'string');
  if (typeof v !== 'string' || !v) return [];
  if (v.startsWith('[')) {
    try {
      return list(JSON.parse(v));
    } catch {
      return [];
    }
  }
  return v.split(/[\s,]+/).filter(Boolean);
}

/**
 * The caller from identity headers (an HTTP request's headers, or a WebSocket connection_init's
 * `headers` map); null without the three that make a caller (user, organization, workspace).
 */
export function readIdentityHeaders(headers: Record<string, unknown>): EdgeIdentity | null {
  // Ids are short; anything longer is not something the edge wrote.
  const one = (name: string): string | null => {
    const v = headers[name];
    return typeof v === 'string' && v.length > 0 && v.length <= 256 ? v : null;
  };
  const userId = one(IDENTITY_HEADERS.userId);
  const orgId = one(IDENTITY_HEADERS.orgId);
  const workspaceId = one(IDENTITY_HEADERS.workspaceId);
  if (!userId || !orgId || !workspaceId) return null;
  return {
    userId,
    orgId,
    workspaceId,
    clientId: one(IDENTITY_HEADERS.clientId),
    tokenId: one(IDENTITY_HEADERS.tokenId),
    actingUserId: one(IDENTITY_HEADERS.actingUserId),
    apiKeyId: one(IDENTITY_HEADERS.apiKeyId),
    permissions: list(headers[IDENTITY_HEADERS.permissions]),
    roles: list(headers[IDENTITY_HEADERS.roles]),
  };
}
