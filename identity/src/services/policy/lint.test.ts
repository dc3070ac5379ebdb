import { describe, it, expect } from 'vitest';
import { lintPolicySource } from './lint.ts';

const ORN = 'orn:svc:llm:org_1:workspace:ws_1:model/gpt-4o';
const doc = (...statements: object[]) => JSON.stringify({ Statement: statements });

describe('policy lint', () => {
  it('a clean policy has no findings', () => {
    expect(
      lintPolicySource(doc({ Effect: 'Allow', Action: 'svc:llm:model:invoke', Resource: ORN }), 'IAM_JSON'),
    ).toEqual([]);
  });

  it('a parse error is located at its line and column', () => {
    expect(lintPolicySource('{\n  "Statement": [\n    {,}\n  ]\n}', 'IAM_JSON')).toEqual([
      {
        code: 'SVC-POLICY-PARSE',
        message: 'the policy source is not valid JSON',
        severity: 'ERROR',
        source_span: '3:6-3:6',
      },
    ]);
  });

  it('schema, action, resource and principal errors carry their codes; Rego is refused', () => {
    expect(lintPolicySource('{"Statement":[]}', 'IAM_JSON')[0].code).toBe('SVC-POLICY-SCHEMA');
    expect(lintPolicySource(doc({ Effect: 'Allow', Action: 'invoke', Resource: ORN }), 'IAM_JSON')[0].code).toBe(
      'SVC-POLICY-ACTION',
    );
    expect(
      lintPolicySource(
        doc({ Effect: 'Allow', Action: 'svc:llm:model:invoke', Resource: 'arn:aws:s3:::x' }),
        'IAM_JSON',
      )[0].code,
    ).toBe('SVC-POLICY-RESOURCE');
    expect(
      lintPolicySource(
        doc({ Effect: 'Allow', Action: 'svc:llm:model:invoke', Resource: ORN, Principal: { Role: 'ROOT' } }),
        'IAM_JSON',
      )[0].code,
    ).toBe('SVC-POLICY-PRINCIPAL');
    expect(lintPolicySource('package svc', 'REGO')).toEqual([
      expect.objectContaining({ code: 'SVC-POLICY-REGO-UNSUPPORTED', severity: 'ERROR', source_span: '' }),
    ]);
  });

  it('warns on an allow-everything statement and on an Allow a Deny shadows', () => {
    const f = lintPolicySource(
      doc(
        { Sid: 'All', Effect: 'Allow', Action: 'svc:*', Resource: 'orn:svc:*' },
        { Sid: 'Block', Effect: 'Deny', Action: 'svc:*', Resource: 'orn:svc:*' },
      ),
      'IAM_JSON',
    );
    expect(f.map((x) => [x.code, x.severity])).toEqual([
      ['SVC-POLICY-BROAD-ALLOW', 'WARNING'],
      ['SVC-POLICY-SHADOWED-ALLOW', 'WARNING'],
    ]);
    expect(
      lintPolicySource(
        doc(
          { Effect: 'Allow', Action: 'svc:llm:model:invoke', Resource: ORN },
          { Effect: 'Deny', Action: 'svc:llm:model:invoke', Resource: ORN, Principal: { Role: 'DEVELOPER' } },
        ),
        'IAM_JSON',
      ),
    ).toEqual([]);
  });
});
