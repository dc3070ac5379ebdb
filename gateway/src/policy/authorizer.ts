/**
 * Step 5 of the chain: policy. Two checks for each root field that requires a scope:
 *  1. the token's own permissions cover the scope (directly or by wildcard), else SVC-AUTH-1010;
 *  2. identity's RBAC agrees: the caller's roles in the token's workspace grant it
 *     (CheckPermission over gRPC, answers cached briefly), else SVC-AUTH-1008.
 * Identity unreachable fails closed (SVC-SERVER-9001).
 */
import { AppError, anyScopeCovers } from '@svc/core';
import type { IdentityApi } from '@svc/grpc';
import type { AccessClaims } from '../auth/jwt-validator.ts';

export class Authorizer {
  private cache = new Map<string, { allowed: boolean; until: number }>();

  constructor(private identity: IdentityApi, private scopes: Record<string, string>, private cacheMs: number) {}

  requiredScopes(rootFields: Iterable<string>): string[] {
    const out = new Set<string>();
    for (const f of rootFields) {
      const s = this.scopes[f];
      if (s) out.add(s);
    }
    return [...out];
  }

  async authorize(claims: AccessClaims, required: string[]): Promise<void> {
    for (const scope of required) {
      if (!anyScopeCovers(claims.permissions, scope)) throw new AppError('SVC-AUTH-1010', `scope ${scope} is required`, { requiredScope: scope });
    }
    await Promise.all(required.map((scope) => this.rbac(claims, scope)));
  }

  private async rbac(claims: AccessClaims, permission: string) {
    const key = `${claims.sub}|${claims.workspace_id}|${permission}`;
    const hit = this.cache.get(key);
    let allowed: boolean;
    if (hit && hit.until > Date.now()) allowed = hit.allowed;
    else {
      try {
        allowed = (await this.identity.checkPermission({ user_id: claims.sub, workspace_id: claims.workspace_id, permission })).allowed;
      } catch {
        throw new AppError('SVC-SERVER-9001', 'the permission check is unavailable');
      }
      if (this.cache.size > 100_000) this.cache.clear();
      this.cache.set(key, { allowed, until: Date.now() + this.cacheMs });
    }
    if (!allowed) throw new AppError('SVC-AUTH-1008', `the caller's roles do not grant ${permission}`);
  }
}
