/**
 * Scope arithmetic over the grammar's prefix wildcards. Narrowing never widens: a requested scope
 * is admitted only when a grant covers it, and the meet of two grant sets keeps each scope that
 * the other side covers (so `svc:iam:*` ∧ `svc:iam:user:read` is `svc:iam:user:read`).
 */
import { OAuthError, anyScopeCovers, isValidScope, parseScopeParam } from '@svc/core';

/**
 * The scopes a request asks for, each required to be covered by `granted`; absent or empty
 * `scope` means all of `granted`. Malformed or uncovered scopes are invalid_scope.
 */
export function requestedWithin(scopeParam: string | undefined, granted: readonly string[], what: string): string[] {
  if (scopeParam === undefined || scopeParam.trim() === '') return [...granted];
  const wanted = parseScopeParam(scopeParam);
  for (const s of wanted) {
    if (!isValidScope(s)) throw new OAuthError('invalid_scope', `malformed scope ${s}`);
    if (!anyScopeCovers(granted, s)) throw new OAuthError('invalid_scope', `scope ${s} exceeds ${what}`);
  }
  return wanted;
}

/** The scopes both sets grant (duplicates removed, `a`'s order first). */
export function intersectScopes(a: readonly string[], b: readonly string[]): string[] {
  const out = new Set<string>();
  for (const s of a) if (anyScopeCovers(b, s)) out.add(s);
  for (const s of b) if (anyScopeCovers(a, s)) out.add(s);
  return [...out];
}

/**
 * What a token may carry, whatever the grant: the user's (or, for client_credentials, the client
 * owner's) permissions met with the client's registered scopes, so a broad role never reaches
 * past what the client is registered for, nor a broad client past the user's roles.
 */
export function grantable(permissions: readonly string[], client: { scopes: readonly string[] }): string[] {
  return intersectScopes(permissions, client.scopes);
}

export const splitScope = (s: string): string[] => s.split(' ').filter(Boolean);
