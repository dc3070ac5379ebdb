/**
 * Bearer access tokens from identity, verified with the shared verifier (@svc/core) against
 * identity's JWKS (fetched over HTTP, cached; an unknown `kid` refetches at most once every 10 s).
 * What the registry takes from a token: the client (the principal that owns subgraphs), its
 * scopes, its roles (an organization admin may name owners) and its tenant (for the audit chain).
 * Only the platform operator's organizations (REGISTRY_OPERATOR_ORGS) are callers at all: the
 * registry decides what every tenant's requests run through, and a tenant's admin role covers
 * svc:registry:* like every other service's scopes.
 */
import { createPublicKey, type KeyObject } from 'node:crypto';
import { AccessJwtVerifier, AppError, anyScopeCovers, type AccessClaims, type Logger } from '@svc/core';

export const REGISTRY_SCOPES = {
  check: 'svc:registry:subgraph:check',
  publish: 'svc:registry:subgraph:publish',
  read: 'svc:registry:supergraph:read',
  documentsPublish: 'svc:registry:documents:publish',
  documentsRead: 'svc:registry:documents:read',
  /** What a gateway holds to send usage reports (gateway/src/usage/). */
  report: 'svc:registry:usage:report',
} as const;

export interface Caller {
  clientId: string;
  orgId: string;
  workspaceId: string;
  scopes: string[];
  orgAdmin: boolean;
  principal: string;
}

class JwksKeys {
  private keys = new Map<string, KeyObject>();
  private fetchedAt = 0;
  private lastUnknown = 0;
  private inflight: Promise<void> | null = null;

  constructor(
    private url: string,
    private ttlMs: number,
    private log: Logger,
  ) {}

  private refresh(): Promise<void> {
    this.inflight ??= (async () => {
      try {
        const r = await fetch(this.url, { signal: AbortSignal.timeout(3000) });
        if (!r.ok) throw new Error(`JWKS answered ${r.status}`);
        const { keys } = (await r.json()) as { keys: (Record<string, unknown> & { kid?: string })[] };
        const next = new Map<string, KeyObject>();
        for (const jwk of keys ?? []) {
          if (jwk.kty !== 'EC' || jwk.crv !== 'P-256' || typeof jwk.kid !== 'string') continue;
          next.set(jwk.kid, createPublicKey({ key: jwk as import('node:crypto').JsonWebKey, format: 'jwk' }));
        }
        this.keys = next;
        this.fetchedAt = Date.now();
      } catch (e) {
        this.log.warn({ err: (e as Error).message }, 'JWKS fetch failed');
      } finally {
        this.inflight = null;
      }
    })();
    return this.inflight;
  }

  async get(kid: string): Promise<KeyObject | null> {
    if (Date.now() - this.fetchedAt > this.ttlMs) await this.refresh();
    const k = this.keys.get(kid);
    if (k) return k;
    if (Date.now() - this.lastUnknown >= 10_000) {
      this.lastUnknown = Date.now();
      await this.refresh();
    }
    return this.keys.get(kid) ?? null;
  }
}

export class TokenVerifier {
  private verifier: AccessJwtVerifier;
  private operatorOrgs: ReadonlySet<string>;

  constructor(opts: {
    jwksUrl: string;
    issuer: string;
    audience: string;
    ttlMs: number;
    operatorOrgs: ReadonlySet<string>;
    log: Logger;
  }) {
    this.operatorOrgs = opts.operatorOrgs;
    const keys = new JwksKeys(opts.jwksUrl, opts.ttlMs, opts.log);
    this.verifier = new AccessJwtVerifier({
      issuer: opts.issuer,
      audience: opts.audience,
      key: (kid) => keys.get(kid),
      maxCached: 10_000,
    });
  }

  /**
   * The caller of an `Authorization` header; SVC-AUTH-1000/1006 when there is none or it does not
   * verify, SVC-REGISTRY-OPERATOR-ONLY when it is another organization's.
   */
  async caller(authorization: string | undefined): Promise<Caller> {
    const m = /^Bearer ([A-Za-z0-9_.-]{1,8192})$/.exec(authorization ?? '');
    if (!m) throw new AppError('SVC-AUTH-1000', 'a bearer access token from identity is required');
    const c: AccessClaims = await this.verifier.verify(m[1]);
    // Subgraphs are owned by OAuth clients: a token that names none cannot own or publish.
    if (typeof c.client_id !== 'string' || !c.client_id)
      throw new AppError('SVC-AUTH-1011', 'the registry accepts OAuth client tokens only');
    if (!this.operatorOrgs.has(c.org_id)) throw new AppError('SVC-REGISTRY-OPERATOR-ONLY');
    const principal = c.sub && c.sub !== c.client_id ? `user/${c.sub}` : `client/${c.client_id}`;
    return {
      clientId: c.client_id,
      orgId: c.org_id,
      workspaceId: c.workspace_id,
      scopes: c.permissions,
      orgAdmin: c.roles.includes('ORG_ADMIN') || c.roles.includes('SUPER_ADMIN'),
      principal,
    };
  }
}

/** SVC-AUTH-1010 unless the caller holds `scope`. */
export function requireScope(caller: Caller, scope: string): void {
  if (!anyScopeCovers(caller.scopes, scope))
    throw new AppError('SVC-AUTH-1010', `this needs the scope ${scope}`, { requiredScope: scope });
}
