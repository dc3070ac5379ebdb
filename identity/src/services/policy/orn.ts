/**
 * Resource names (spec "Resource name (ORN)"):
 * `orn:svc:<service>:<organization id>:workspace:<workspace id>:<resource type>/<resource id>`,
 * e.g. `orn:svc:llm:org_1:workspace:ws_1:model/gpt-4o`. Policy statements name resources with
 * patterns where `*` matches any run of characters (including `:` and `/`) and `?` one character.
 */
export interface Orn {
  service: string;
  organizationId: string;
  workspaceId: string;
  resourceType: string;
  resourceId: string;
}

const ORN_RE =
  /^orn:svc:([a-z][a-z0-9_-]{0,63}):([^:\s*?]{1,128}):workspace:([^:\s*?]{1,128}):([a-z][a-z0-9_-]{0,63})\/([^\s*?]{1,256})$/;

export function parseOrn(s: string): Orn | null {
  const m = ORN_RE.exec(s);
  return m ? { service: m[1], organizationId: m[2], workspaceId: m[3], resourceType: m[4], resourceId: m[5] } : null;
}

/** Whether `p` is an acceptable resource pattern (an ORN with optional wildcards, or `*`). */
export function isOrnPattern(p: string): boolean {
  return p === '*' || (p.length <= 512 && p.startsWith('orn:svc:') && !/\s/.test(p));
}

/** Compiles a resource pattern to an anchored regular expression. */
export function compileOrnPattern(p: string): RegExp {
  const body = p
    .split('')
    .map((c) => (c === '*' ? '.*' : c === '?' ? '.' : c.replace(/[.+^${}()|[\]\\/]/g, '\\$&')))
    .join('');
  return new RegExp(`^${body}$`);
}
