/**
 * Fuzzing the policy-authoring inputs (issue 14) through the prompts subgraph against identity:
 * arbitrary sources for lintPolicy and savePolicy (mostly JSON-shaped, so the compiler's deeper
 * paths are reached), arbitrary actions and resources for previewPolicyDecision, arbitrary policy
 * ids. Every answer is a finding list, a saved policy, or a typed refusal — never an untyped or
 * server error — and identity stays up. A saved policy must lint clean of errors (the same compiler).
 */
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { startSubgraph } from '@svc/subgraph-kit';
import { postGraphql } from '@svc/subgraph-kit/testing';
import { fc, nastyString, runs } from './fuzz-kit.ts';
import { startIamIdentity, tenant, type IamIdentity, type Tenant } from '../iam/helpers.ts';
import { promptsSubgraph } from '../../subgraphs/prompts/src/subgraph.ts';

let id: IamIdentity;
let t: Tenant;
let sg: Awaited<ReturnType<typeof startSubgraph>>;
const SEED = Number(process.env.FUZZ_SEED ?? 20261126);

beforeAll(async () => {
  id = await startIamIdentity();
  t = await tenant(id);
  sg = await startSubgraph(promptsSubgraph, {
    PROMPTS_PORT: '0',
    LOG_LEVEL: 'silent',
    IDENTITY_GRPC_TARGET: id.grpcTarget,
  });
});
afterAll(async () => {
  await sg?.stop();
  await id?.stop();
});

const TYPED = /^(SVC-VALID-40\d\d|SVC-POLICY-[A-Z0-9-]+|SVC-AUTH-1008)$/;
const caller = () => ({ userId: t.userId, orgId: t.orgId, workspaceId: t.workspaceId });
const gql = async (query: string, variables: Record<string, unknown>) =>
  postGraphql(sg.port, query, variables, caller());

const statement = fc.record(
  {
    Sid: fc.option(fc.oneof(nastyString(70), fc.constantFrom('A', 'B_1')), { nil: undefined }),
    Effect: fc.oneof(fc.constantFrom('Allow', 'Deny'), nastyString(8)),
    Action: fc.oneof(
      fc.constantFrom('svc:llm:model:invoke', 'svc:*', 'svc:llm:*'),
      nastyString(40),
      fc.array(nastyString(20), { maxLength: 3 }),
    ),
    Resource: fc.oneof(
      fc.constantFrom('orn:svc:*', 'orn:svc:llm:o:workspace:w:model/*'),
      nastyString(60),
      fc.array(nastyString(30), { maxLength: 3 }),
    ),
    Principal: fc.option(
      fc.oneof(
        fc.constant('*'),
        fc.record({ Role: fc.oneof(fc.constantFrom('DEVELOPER', 'ROOT'), nastyString(10)) }),
        fc.anything(),
      ),
      { nil: undefined },
    ),
  },
  { requiredKeys: [] },
);
const source = fc.oneof(
  nastyString(300),
  fc.array(statement, { maxLength: 4 }).map((s) => JSON.stringify({ Statement: s })),
  fc.jsonValue().map((v) => JSON.stringify(v)),
);

describe('policy authoring input fuzzing', () => {
  it('lintPolicy and savePolicy answer findings, a policy, or a typed refusal for any source', async () => {
    await fc.assert(
      fc.asyncProperty(source, fc.constantFrom('IAM_JSON', 'REGO'), async (s, format) => {
        const lint = await gql(
          'query($s: String!, $f: PolicySourceFormat!) { lintPolicy(source: $s, sourceFormat: $f) { code severity sourceSpan } }',
          { s, f: format },
        );
        const save = await gql(
          'mutation($s: String!, $f: PolicySourceFormat!) { savePolicy(input: { level: WORKSPACE, source: $s, sourceFormat: $f }) { policyId version } }',
          { s, f: format },
        );
        for (const r of [lint, save]) if (r.errors) expect(String(r.errors[0]?.extensions?.code)).toMatch(TYPED);
        for (const f of (lint.data?.lintPolicy ?? []) as { code: string; sourceSpan: string }[]) {
          expect(f.code).toMatch(/^SVC-POLICY-[A-Z0-9-]+$/);
          expect(f.sourceSpan).toMatch(/^(\d+:\d+-\d+:\d+)?$/);
        }
        // The same compiler decides both: a saved source has no ERROR finding.
        if (save.data?.savePolicy)
          expect(
            ((lint.data?.lintPolicy ?? []) as { severity: string }[]).filter((f) => f.severity === 'ERROR'),
          ).toEqual([]);
      }),
      { numRuns: runs(120), seed: SEED },
    );
    expect((await fetch(`${id.httpUrl}/healthz`)).status).toBe(200);
  });

  it('previewPolicyDecision and policy(policyId) refuse arbitrary text with typed codes', async () => {
    await fc.assert(
      fc.asyncProperty(nastyString(80), nastyString(120), async (a, r) => {
        const preview = await gql(
          'query($a: String!, $r: String!) { previewPolicyDecision(input: { action: $a, resource: $r }) { decision } }',
          { a, r },
        );
        const get = await gql('query($p: String!) { policy(policyId: $p) { version } }', { p: a });
        for (const x of [preview, get]) if (x.errors) expect(String(x.errors[0]?.extensions?.code)).toMatch(TYPED);
        expect(['ALLOW', 'DENY', 'IMPLICIT_DENY', undefined]).toContain(
          (preview.data?.previewPolicyDecision as { decision?: string } | undefined)?.decision,
        );
      }),
      { numRuns: runs(120), seed: SEED },
    );
    expect((await fetch(`${id.httpUrl}/healthz`)).status).toBe(200);
  });
});
