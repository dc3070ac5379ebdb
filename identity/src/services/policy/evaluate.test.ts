import { describe, it, expect } from 'vitest';
import { compileIamJson, compilePolicySource } from './iam-json.ts';
import { evaluatePolicies } from './evaluate.ts';
import { compileOrnPattern, parseOrn } from './orn.ts';

const ORN = (m: string) => `orn:svc:llm:org_1:workspace:ws_1:model/${m}`;
const req = (m: string, extra: Partial<{ userId: string; roles: string[]; action: string }> = {}) => ({
  userId: 'usr_1',
  roles: ['DEVELOPER'],
  action: 'svc:llm:model:invoke',
  resource: ORN(m),
  ...extra,
});
const compile = (statements: unknown[]) => compileIamJson(JSON.stringify({ Statement: statements }), 'p@v1');

describe('ORNs', () => {
  it('parses the specification form and refuses others', () => {
    expect(parseOrn(ORN('gpt-4o'))).toEqual({
      service: 'llm',
      organizationId: 'org_1',
      workspaceId: 'ws_1',
      resourceType: 'model',
      resourceId: 'gpt-4o',
    });
    expect(parseOrn('orn:svc:llm:org_1:workspace:ws_1:model/org/with/slash')?.resourceId).toBe('org/with/slash');
    for (const bad of [
      'orn:svc:llm:org_1:ws_1:model/x',
      'orn:svc:LLM:o:workspace:w:model/x',
      'arn:svc:llm:o:workspace:w:model/x',
      'orn:svc:llm:o:workspace:w:model/*',
      'orn:svc:llm:o:workspace:w:model/',
    ])
      expect(parseOrn(bad), bad).toBeNull();
  });

  it('matches patterns with * and ? literally otherwise', () => {
    expect(compileOrnPattern(ORN('gpt-*')).test(ORN('gpt-4o'))).toBe(true);
    expect(compileOrnPattern(ORN('gpt-?o')).test(ORN('gpt-4o'))).toBe(true);
    expect(compileOrnPattern(ORN('gpt-?o')).test(ORN('gpt-40o'))).toBe(false);
    expect(compileOrnPattern(ORN('gpt.4')).test(ORN('gptx4'))).toBe(false);
    expect(compileOrnPattern('*').test(ORN('anything'))).toBe(true);
  });
});

describe('evaluatePolicies', () => {
  it('Deny wins over Allow; an Allow-list denies the rest implicitly; no Allow for the action leaves roles to decide', () => {
    const s = compile([
      { Sid: 'A', Effect: 'Allow', Action: 'svc:llm:model:invoke', Resource: ORN('gpt-*') },
      { Sid: 'D', Effect: 'Deny', Action: 'svc:llm:*', Resource: ORN('*-preview') },
    ]);
    expect(evaluatePolicies(s, req('gpt-4o'))).toEqual({ decision: 'ALLOW', matched: ['p@v1#A'] });
    expect(evaluatePolicies(s, req('gpt-5-preview'))).toEqual({ decision: 'DENY', matched: ['p@v1#D'] });
    expect(evaluatePolicies(s, req('claude'))).toEqual({ decision: 'IMPLICIT_DENY', matched: [] });
    expect(evaluatePolicies(s, req('claude', { action: 'svc:llm:model:read' }))).toEqual({
      decision: 'NOT_APPLICABLE',
      matched: [],
    });
    expect(evaluatePolicies(s, req('x-preview', { action: 'svc:llm:model:read' }))).toEqual({
      decision: 'DENY',
      matched: ['p@v1#D'],
    });
  });

  it('applies a statement only to its principals', () => {
    const s = compile([
      {
        Sid: 'D',
        Effect: 'Deny',
        Action: 'svc:llm:model:invoke',
        Resource: '*',
        Principal: { User: 'usr_2', Role: ['BILLING'] },
      },
    ]);
    expect(evaluatePolicies(s, req('m')).decision).toBe('NOT_APPLICABLE');
    expect(evaluatePolicies(s, req('m', { userId: 'usr_2' })).decision).toBe('NOT_APPLICABLE'); // both User and Role must match
    expect(evaluatePolicies(s, req('m', { userId: 'usr_2', roles: ['BILLING'] })).decision).toBe('DENY');
  });

  it('refuses Rego and malformed sources with their SVC-POLICY codes', () => {
    const code = (f: () => unknown) => {
      try {
        f();
        return 'none';
      } catch (e) {
        return (e as { code: string }).code;
      }
    };
    expect(code(() => compilePolicySource('package x', 'REGO', 'r'))).toBe('SVC-POLICY-REGO-UNSUPPORTED');
    expect(code(() => compilePolicySource('{}', 'CEDAR', 'r'))).toBe('SVC-VALID-4000');
    expect(
      code(() =>
        compile([
          { Effect: 'Allow', Action: 'svc:llm:model:invoke', Resource: '*', Sid: 'a' },
          { Effect: 'Allow', Action: 'svc:llm:model:invoke', Resource: '*', Sid: 'a' },
        ]),
      ),
    ).toBe('SVC-POLICY-SCHEMA');
    expect(code(() => compile([{ Effect: 'Allow', Action: [], Resource: '*' }]))).toBe('SVC-POLICY-ACTION');
    expect(code(() => compileIamJson('x'.repeat(70_000), 'r'))).toBe('SVC-POLICY-SCHEMA');
  });
});
