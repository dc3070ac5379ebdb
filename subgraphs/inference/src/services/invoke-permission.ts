/**
 * Who may run a model. The specification requires permission `ai:invoke` or `ai:execute` on
 * each subscription; this platform's scope grammar names the same right `svc:llm:model:invoke`
 * (identity's DEVELOPER role grants it). Either form is accepted, the scope also through its
 * wildcards (`svc:llm:model:*`, `svc:llm:*`, `svc:*`).
 */
import { anyScopeCovers } from '@svc/core';

export const INVOKE_PERMISSIONS = ['ai:invoke', 'ai:execute'] as const;
export const INVOKE_SCOPE = 'svc:llm:model:invoke';

export function canInvoke(permissions: readonly string[] | null | undefined): boolean {
  if (!permissions || permissions.length === 0) return false;
  return (
    permissions.some((p) => (INVOKE_PERMISSIONS as readonly string[]).includes(p)) ||
    anyScopeCovers(permissions, INVOKE_SCOPE)
  );
}
