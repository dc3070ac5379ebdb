/**
 * The scope grammar `svc:<service>:<resource>:<action>` with wildcards `svc:<service>:<resource>:*`,
 * `svc:<service>:*` and `svc:*`. Used by identity (grants) and the gateway (scope gates).
 */
export const SCOPE_ACTIONS = [
  'read',
  'write',
  'create',
  'delete',
  'list',
  'invoke',
  'export',
  'import',
  'register',
  'rotate',
  'revoke',
  'verify',
  'dispatch',
  'approve',
  'admin',
  'impersonate',
  'check',
  'publish',
  'report',
] as const;

const TOKEN = '[a-z][a-z0-9_-]{0,63}';
const SCOPE_RE = new RegExp(`^svc:(?:\\*|${TOKEN}:(?:\\*|${TOKEN}:(?:\\*|${SCOPE_ACTIONS.join('|')})))$`);

export function isValidScope(s: string): boolean {
  return SCOPE_RE.test(s);
}

/** Whether `granted` (possibly a wildcard) covers `wanted` (possibly a wildcard itself). */
export function scopeCovers(granted: string, wanted: string): boolean {
  if (granted === wanted) return true;
  if (!granted.endsWith(':*')) return false;
  const prefix = granted.slice(0, -1); // keeps the trailing ':'
  return wanted.startsWith(prefix);
}

export function anyScopeCovers(granted: readonly string[], wanted: string): boolean {
  return granted.some((g) => scopeCovers(g, wanted));
}

/** Splits a space-delimited OAuth scope parameter; duplicates removed, order kept. */
export function parseScopeParam(param: string): string[] {
  return [...new Set(param.split(' ').filter(Boolean))];
}
