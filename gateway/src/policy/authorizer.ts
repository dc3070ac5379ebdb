/**
 * Step 5 of the chain: policy. For each root field, its requirement from the supergraph's
 * `@requiresScopes` (scope-requirements.ts): alternatives, each a set of scopes.
 *  1. the token's own permissions must cover every scope of one alternative (directly or by the
 *     grammar's wildcards), else SVC-AUTH-1010 naming the required scopes: a token never does
 *     more than its scopes say, whatever the caller's roles allow;
 *  2. identity's RBAC must agree on an alternative the token covers: the caller's roles in the
 *     token's workspace grant each of its scopes (CheckPermission over gRPC, answers cached
 *     briefly), else SVC-AUTH-1008.
 * Identity unreachable fails closed (SVC-SERVER-9001). A field with no known requirement that is
 * not anonymous or introspection is refused.
 */
import { AppError, anyScopeCovers, isValidScope, boundedCache, type LRUCache } from '@svc/core';
import type { IdentityApi } from '@svc/grpc';
import type { AccessClaims } from '../auth/jwt-validator.ts';
import { ANONYMOUS_ROOT_FIELDS } from './anonymous-fields.ts';
import type { ScopeAlternatives, ScopeRequirements } from './scope-requirements.ts';

/** What one root field (or one native route) requires. */
export interface FieldScopeRequirement {
  field: string;
  anyOf: ScopeAlternatives;
}

/** A root field's requirement, or a single scope a route requires (the `/v1` routes). */
export type ScopeRequirement = FieldScopeRequirement | string;

const ANONYMOUS = new Set<string>(Object.values(ANONYMOUS_ROOT_FIELDS));
const CACHE_MAX = 100_000;

interface PermissionQuestion {
  user_id: string;
  workspace_id: string;
  permission: string;
}

export class Authorizer {
  /**
   * (user, workspace, scope) → whether the user's roles there grant it. Concurrent misses share one
   * CheckPermission; a failed one is not kept.
   */
  private grants: LRUCache<string, boolean, PermissionQuestion> | null;

  constructor(
    private identity: IdentityApi,
    private requirements: ScopeRequirements,
    cacheMs: number,
  ) {
    this.grants =
      cacheMs > 0
        ? boundedCache<string, boolean, PermissionQuestion>(CACHE_MAX, {
            ttl: cacheMs,
            fetchMethod: (_key, _stale, { context }) => this.ask(context),
          })
        : null;
  }

  /** A reloaded supergraph's @requiresScopes table (supergraph-reloader.ts). */
  setRequirements(requirements: ScopeRequirements): void {
    this.requirements = requirements;
  }

  /** The requirements of an operation's root fields (anonymous and introspection fields need none). */
  requiredScopes(rootFields: Iterable<string>): FieldScopeRequirement[] {
    const out = new Map<string, FieldScopeRequirement>();
    for (const field of rootFields) {
      if (out.has(field) || ANONYMOUS.has(field) || field.startsWith('__')) continue;
      // A field the supergraph declares nothing for cannot be met: no alternative, refused.
      out.set(field, { field, anyOf: this.requirements.get(field) ?? [] });
    }
    return [...out.values()];
  }

  /** Checks the token's scopes, then the caller's roles, against every requirement. */
  async authorize(claims: AccessClaims, required: readonly ScopeRequirement[]): Promise<void> {
    const reqs = required.map((r) => (typeof r === 'string' ? { field: null, anyOf: [[r]] } : r));
    const covered = reqs.map((r) => {
      const alts = r.anyOf.filter((alt) => alt.every((s) => anyScopeCovers(claims.permissions, s)));
      if (alts.length === 0) throw missingScope(r.field, r.anyOf);
      return alts;
    });
    await Promise.all(
      covered.map(async (alts, i) => {
        for (const alt of alts) if (await this.rolesGrantAll(claims, alt)) return;
        const scopes = alts.map((a) => a.join(' and ')).join(' or ');
        throw new AppError('SVC-AUTH-1008', `the caller's roles do not grant ${scopes}`, {
          ...fieldDetail(reqs[i].field),
          requiredScopes: alts,
        });
      }),
    );
  }

  private async rolesGrantAll(claims: AccessClaims, scopes: readonly string[]): Promise<boolean> {
    const answers = await Promise.all(scopes.map((s) => this.rolesGrant(claims, s)));
    return answers.every(Boolean);
  }

  private async rolesGrant(claims: AccessClaims, permission: string): Promise<boolean> {
    // Roles grant only scopes of the grammar; an alternative outside it (the spec's `ai:invoke`)
    // can be held by a token but never confirmed by roles, and identity would reject the question.
    if (!isValidScope(permission)) return false;
    const question = { user_id: claims.sub, workspace_id: claims.workspace_id, permission };
    if (!this.grants) return this.ask(question);
    const allowed = await this.grants.fetch(`${claims.sub}\u0000${claims.workspace_id}\u0000${permission}`, {
      context: question,
    });
    return allowed === true;
  }

  private async ask(question: PermissionQuestion): Promise<boolean> {
    try {
      return (await this.identity.checkPermission(question)).allowed;
    } catch {
      throw new AppError('SVC-SERVER-9001', 'the permission check is unavailable');
    }
  }
}

function fieldDetail(field: string | null) {
  return field === null ? {} : { field };
}

function missingScope(field: string | null, anyOf: ScopeAlternatives): AppError {
  if (anyOf.length === 0)
    return new AppError('SVC-AUTH-1010', `no scope grants ${field}`, { ...fieldDetail(field), requiredScopes: [] });
  const scopes = anyOf.map((a) => a.join(' and ')).join(' or ');
  return new AppError('SVC-AUTH-1010', `scope ${scopes} is required${field === null ? '' : ` for ${field}`}`, {
    ...fieldDetail(field),
    requiredScopes: anyOf,
  });
}
