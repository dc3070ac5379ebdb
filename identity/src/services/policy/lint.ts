/**
 * Static findings for a policy source (GraphQL lintPolicy): the compiler's first error, located
 * where it can be, then warnings on a source that compiles. Codes are the catalogue's
 * SVC-POLICY-* family (iam-json.ts lists the errors); the warnings are ours:
 * - SVC-POLICY-BROAD-ALLOW: an Allow of every action on every resource (`svc:*` on `orn:svc:*`)
 *   for any principal — it grants the whole platform to whoever the roles already let in.
 * - SVC-POLICY-SHADOWED-ALLOW: an Allow whose actions and resources a Deny in the same policy
 *   covers literally (explicit Deny wins, so the Allow never applies).
 */
import { AppError } from '@svc/core';
import { compilePolicySource, type CompiledStatement } from './iam-json.ts';

export type FindingSeverity = 'INFO' | 'WARNING' | 'ERROR';
export interface LintFinding {
  code: string;
  message: string;
  severity: FindingSeverity;
  source_span: string;
}

/** `line:col-line:col` (1-based) of a character offset, as a one-character span. */
function spanAt(source: string, offset: number): string {
  const before = source.slice(0, Math.max(0, Math.min(offset, source.length)));
  const line = before.split('\n').length;
  const col = before.length - before.lastIndexOf('\n');
  return `${line}:${col}-${line}:${col}`;
}

/** JSON.parse reports `position N` for most errors (V8); the finding points there when it does, else it is not localized. */
function parseSpan(source: string): string {
  try {
    JSON.parse(source);
  } catch (e) {
    const m = /position (\d+)/.exec((e as Error).message);
    if (m) return spanAt(source, Number(m[1]));
  }
  return '';
}

const covers = (deny: string[], allow: string[]) => allow.every((a) => deny.includes(a) || deny.includes('svc:*'));

export function lintPolicySource(source: string, format: string): LintFinding[] {
  let compiled: CompiledStatement[];
  try {
    compiled = compilePolicySource(source, format, 'lint');
  } catch (e) {
    if (!(e instanceof AppError) || !e.code.startsWith('SVC-POLICY-')) throw e;
    return [
      {
        code: e.code,
        message: e.message,
        severity: 'ERROR',
        source_span: e.code === 'SVC-POLICY-PARSE' ? parseSpan(source) : '',
      },
    ];
  }
  const findings: LintFinding[] = [];
  const raw = (JSON.parse(source) as { Statement: unknown }).Statement;
  const statements = (Array.isArray(raw) ? raw : [raw]) as { Resource: string | string[] }[];
  const resourcesOf = (i: number) => [statements[i].Resource].flat();
  compiled.forEach((s, i) => {
    if (s.effect !== 'Allow') return;
    if (s.actions.includes('svc:*') && resourcesOf(i).includes('orn:svc:*') && !s.users && !s.roles) {
      findings.push({
        code: 'SVC-POLICY-BROAD-ALLOW',
        message: `${s.ref}: allows every action on every resource to any principal`,
        severity: 'WARNING',
        source_span: '',
      });
    }
    const shadow = compiled.findIndex(
      (d, j) =>
        d.effect === 'Deny' &&
        !d.users &&
        !d.roles &&
        covers(d.actions, s.actions) &&
        resourcesOf(i).every((r) => resourcesOf(j).includes(r) || resourcesOf(j).includes('orn:svc:*')),
    );
    if (shadow >= 0)
      findings.push({
        code: 'SVC-POLICY-SHADOWED-ALLOW',
        message: `${s.ref}: a Deny (${compiled[shadow].ref}) covers it, so it never applies`,
        severity: 'WARNING',
        source_span: '',
      });
  });
  return findings;
}
