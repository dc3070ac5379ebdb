/**
 * IAM-JSON policy sources: the one policy language identity evaluates. Rego sources are refused
 * with SVC-POLICY-REGO-UNSUPPORTED (no Rego engine is deployed; a source is never half-evaluated).
 *
 *   { "Version": "2026-01-01",              (optional)
 *     "Statement": [ {
 *       "Sid": "DenyPreview",                (optional; [A-Za-z0-9_-]{1,64}, unique in the policy)
 *       "Effect": "Allow" | "Deny",
 *       "Action": "svc:llm:model:invoke" | [ … ],          scopes, wildcards as in the scope grammar
 *       "Resource": "orn:svc:llm:org_1:workspace:ws_1:model/gpt-*" | [ … ],   `*` and `?` wildcards
 *       "Principal": "*" | { "User": "usr_…" | [ … ], "Role": "DEVELOPER" | [ … ] }   (optional, default "*")
 *     } ] }
 *
 * Findings are SVC-POLICY-* codes (the catalogue's SVC-POLICY-* family): PARSE (not JSON),
 * SCHEMA (shape, unknown keys), ACTION (not a scope), RESOURCE (not an ORN pattern), PRINCIPAL.
 */
import { AppError, isValidScope } from '@svc/core';
import { compileOrnPattern, isOrnPattern } from './orn.ts';
import { isBuiltInRole } from '../roles.ts';

export const POLICY_SOURCE_FORMATS = ['IAM_JSON', 'REGO'] as const;
export const MAX_POLICY_BYTES = 64 * 1024;
export const MAX_STATEMENTS = 100;

export interface CompiledStatement {
  /** `<policy id>@v<version>#<Sid or index>`, reported in DecisionPreview.matched. */
  ref: string;
  effect: 'Allow' | 'Deny';
  actions: string[];
  resources: RegExp[];
  /** null means any principal. */
  users: Set<string> | null;
  roles: Set<string> | null;
}

export interface PolicyFinding {
  code: string;
  message: string;
}

const fail = (code: string, message: string): never => {
  throw new AppError(`SVC-POLICY-${code}`, message);
};

const STATEMENT_KEYS = new Set(['Sid', 'Effect', 'Action', 'Resource', 'Principal']);

function strings(v: unknown, what: string, code: string): string[] {
  const list = Array.isArray(v) ? v : [v];
  if (list.length === 0 || list.length > 100 || list.some((x) => typeof x !== 'string' || x.length === 0))
    fail(code, `${what} must be a non-empty string or list of strings`);
  return list as string[];
}

/** Validates and compiles an IAM-JSON source; throws the first finding as an AppError. */
export function compileIamJson(source: string, ref: string): CompiledStatement[] {
  if (Buffer.byteLength(source, 'utf8') > MAX_POLICY_BYTES)
    fail('SCHEMA', `a policy source is at most ${MAX_POLICY_BYTES} bytes`);
  let doc: unknown;
  try {
    doc = JSON.parse(source);
  } catch {
    return fail('PARSE', 'the policy source is not valid JSON');
  }
  if (typeof doc !== 'object' || doc === null || Array.isArray(doc))
    return fail('SCHEMA', 'a policy is a JSON object with a Statement list');
  const d = doc as Record<string, unknown>;
  for (const k of Object.keys(d)) if (k !== 'Version' && k !== 'Statement') fail('SCHEMA', `unknown policy key ${k}`);
  if (d.Version !== undefined && typeof d.Version !== 'string') fail('SCHEMA', 'Version must be a string');
  const list = Array.isArray(d.Statement)
    ? d.Statement
    : d.Statement && typeof d.Statement === 'object'
      ? [d.Statement]
      : null;
  if (!list || list.length === 0 || list.length > MAX_STATEMENTS)
    return fail('SCHEMA', `Statement must hold 1 to ${MAX_STATEMENTS} statements`);
  const sids = new Set<string>();
  return list.map((raw, i) => {
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
      return fail('SCHEMA', `statement ${i} is not an object`);
    const s = raw as Record<string, unknown>;
    for (const k of Object.keys(s))
      if (!STATEMENT_KEYS.has(k)) fail('SCHEMA', `statement ${i}: unsupported key ${k} (conditions are not supported)`);
    if (s.Sid !== undefined && (typeof s.Sid !== 'string' || !/^[A-Za-z0-9_-]{1,64}$/.test(s.Sid) || sids.has(s.Sid)))
      fail('SCHEMA', `statement ${i}: Sid must be unique, [A-Za-z0-9_-]{1,64}`);
    if (typeof s.Sid === 'string') sids.add(s.Sid);
    if (s.Effect !== 'Allow' && s.Effect !== 'Deny') fail('SCHEMA', `statement ${i}: Effect must be Allow or Deny`);
    const actions = strings(s.Action, `statement ${i}: Action`, 'ACTION');
    for (const a of actions)
      if (!isValidScope(a))
        fail('ACTION', `statement ${i}: ${a} is not a scope (svc:<service>:<resource>:<action>, wildcards allowed)`);
    const resources = strings(s.Resource, `statement ${i}: Resource`, 'RESOURCE');
    for (const r of resources)
      if (!isOrnPattern(r)) fail('RESOURCE', `statement ${i}: ${r} is not an ORN pattern (orn:svc:…)`);
    let users: Set<string> | null = null,
      roles: Set<string> | null = null;
    if (s.Principal !== undefined && s.Principal !== '*') {
      const p = s.Principal as Record<string, unknown>;
      if (
        typeof p !== 'object' ||
        p === null ||
        Array.isArray(p) ||
        Object.keys(p).some((k) => k !== 'User' && k !== 'Role') ||
        Object.keys(p).length === 0
      ) {
        fail('PRINCIPAL', `statement ${i}: Principal must be "*" or an object with User and/or Role`);
      }
      if (p.User !== undefined) users = new Set(strings(p.User, `statement ${i}: Principal.User`, 'PRINCIPAL'));
      if (p.Role !== undefined) {
        const r = strings(p.Role, `statement ${i}: Principal.Role`, 'PRINCIPAL');
        for (const x of r) if (!isBuiltInRole(x)) fail('PRINCIPAL', `statement ${i}: ${x} is not a built-in role`);
        roles = new Set(r);
      }
    }
    return {
      ref: `${ref}#${typeof s.Sid === 'string' ? s.Sid : i}`,
      effect: s.Effect as 'Allow' | 'Deny',
      actions,
      resources: resources.map(compileOrnPattern),
      users,
      roles,
    };
  });
}

/** Validates a source in a declared format; Rego is refused. */
export function compilePolicySource(source: string, format: string, ref: string): CompiledStatement[] {
  if (format === 'REGO')
    fail('REGO-UNSUPPORTED', 'Rego policies are not supported by this deployment; write the policy in IAM-JSON');
  if (format !== 'IAM_JSON')
    throw new AppError('SVC-VALID-4000', 'source_format must be IAM_JSON or REGO', { argument: 'source_format' });
  return compileIamJson(source, ref);
}
