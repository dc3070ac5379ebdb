/**
 * Fuzz of the data-subject request inputs (issue 13): createDsarRequest(input),
 * recordDsarVerification(dsarId, method, outcome), executeErasure(dsarId) and
 * exportSubjectAccessBundle(subjectRef), through the compliance and audit subgraphs into identity
 * over gRPC and PostgreSQL, with arbitrary subject references, instants, flags and ids. Every
 * answer is a record or a typed refusal (never SVC-SERVER-*, never an untyped error); exactly the
 * accepted requests are stored, each with its audit event; no erasure or export ever succeeds for
 * an unproofed request; the tenant's chain still verifies; identity stays up.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSubgraph } from '@svc/subgraph-kit';
import { postGraphql, type TestCaller } from '@svc/subgraph-kit/testing';
import { fc, nastyString, runs } from './fuzz-kit.ts';
import { auditSubgraph } from '../../subgraphs/audit/src/subgraph.ts';
import { complianceSubgraph } from '../../subgraphs/compliance/src/subgraph.ts';
import { AuditEventRepository } from '../../identity/src/audit/audit-event-repository.ts';
import { verifyLiveChain } from '../../identity/src/audit/live-chain-verification.ts';
import { startIamIdentity, tenant, type IamIdentity, type Tenant } from '../iam/helpers.ts';

const SEED = Number(process.env.FUZZ_SEED ?? 20261126);
let id: IamIdentity;
let compliance: Awaited<ReturnType<typeof startSubgraph>>;
let audit: Awaited<ReturnType<typeof startSubgraph>>;
let t: Tenant;
let caller: TestCaller;

beforeAll(async () => {
  id = await startIamIdentity({
    AUDIT_RETENTION_PURGE_INTERVAL_SECONDS: '0',
    AUDIT_EXPORT_DIR: mkdtempSync(join(tmpdir(), 'svc-dsar-fuzz-')),
  });
  const env = {
    LOG_LEVEL: 'silent',
    IDENTITY_GRPC_TARGET: id.grpcTarget,
    CURSOR_SIGNING_KEY: 'test-cursor-signing-key-0123456789abcdef',
  };
  compliance = await startSubgraph(complianceSubgraph, { ...env, COMPLIANCE_PORT: '0' });
  audit = await startSubgraph(auditSubgraph, { ...env, AUDIT_PORT: '0' });
  t = await tenant(id);
  caller = { userId: t.userId, orgId: t.orgId, workspaceId: t.workspaceId };
}, 120_000);
afterAll(async () => {
  await compliance?.stop();
  await audit?.stop();
  await id?.stop();
});

/** Refusals arbitrary input may get: validation (SVC-GQL-4101: an enum value the schema lacks), not found, no proofing. */
const TYPED = new Set([
  'SVC-VALID-4000',
  'SVC-VALID-4004',
  'SVC-VALID-4005',
  'SVC-VALID-4007',
  'SVC-VALID-4008',
  'SVC-VALID-4041',
  'SVC-DSAR-4020',
  'SVC-GQL-4101',
]);
const KINDS = ['ACCESS', 'ERASURE', 'RECTIFICATION', 'PORTABILITY', 'RESTRICTION', 'OBJECTION', 'OPT_OUT_OF_SALE'];

const instant = fc.oneof(
  fc.date({ min: new Date(1900, 0, 1), max: new Date(2200, 0, 1), noInvalidDate: true }).map((d) => d.toISOString()),
  fc.constantFrom(
    '2026-11-01T00:00:00Z',
    '2026-11-01T00:00:00+14:00',
    '2026-02-30T00:00:00Z',
    '0000-01-01T00:00:00Z',
    '2026-11-01',
    'now',
    '',
  ),
  nastyString(40),
);
const subjectRef = fc.oneof(fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9._:~-]{0,30}$/), nastyString(300));
const dsarId = fc.oneof(
  nastyString(80),
  fc.constant(`dsar_${'0'.repeat(32)}`),
  fc.stringMatching(/^dsar_[0-9a-f]{32}$/),
);

function expectTyped(
  r: { errors?: { extensions?: Record<string, unknown> }[] },
  field: string,
  data: Record<string, unknown> | null | undefined,
) {
  expect(data?.[field] ?? null).toBeNull();
  expect(TYPED, JSON.stringify(r.errors)).toContain(r.errors![0].extensions?.code);
}

describe('fuzz: data-subject request inputs', () => {
  it('every operation answers a record or a typed refusal; exactly the accepted requests are stored', async () => {
    const created: string[] = [];
    await fc.assert(
      fc.asyncProperty(
        subjectRef,
        fc.oneof(fc.constantFrom(...KINDS), nastyString(20)),
        fc.option(fc.oneof(fc.boolean(), fc.constant('yes' as unknown as boolean))),
        fc.option(instant),
        dsarId,
        fc.oneof(
          fc.constantFrom('ACCOUNT_LOGIN', 'EMAIL_CONFIRMATION', 'DOCUMENT_CHECK', 'AUTHORIZED_AGENT'),
          nastyString(20),
        ),
        fc.option(fc.oneof(fc.constantFrom('PASSED', 'PENDING', 'FAILED'), nastyString(20))),
        async (ref, kind, ccpa, receivedAt, someId, method, outcome) => {
          const input: Record<string, unknown> = { subjectRef: ref, kind };
          if (ccpa !== null) input.ccpaDoNotSell = ccpa;
          if (receivedAt !== null) input.receivedAt = receivedAt;
          const c = await postGraphql(
            compliance.port,
            'mutation($i: DsarRequestInput!) { createDsarRequest(input: $i) { dsarId subjectRef kind status dueAt receivedAt } }',
            { i: input },
            caller,
          );
          if (c.errors) expectTyped(c, 'createDsarRequest', c.data);
          else {
            const d = c.data!.createDsarRequest as Record<string, string>;
            expect(d).toMatchObject({ subjectRef: ref, kind, status: 'RECEIVED' });
            expect(Date.parse(d.dueAt) - Date.parse(d.receivedAt)).toBe(30 * 86_400_000);
            created.push(d.dsarId);
          }
          // An arbitrary id, or the one just created (unproofed): erasure never succeeds.
          const target = created.length && someId.length % 2 === 0 ? created[created.length - 1] : someId;
          const e = await postGraphql(
            compliance.port,
            'mutation($d: String!) { executeErasure(dsarId: $d) { dsarId } }',
            { d: target },
            caller,
          );
          expect(e.errors, JSON.stringify(e.data)).toBeDefined();
          expectTyped(e, 'executeErasure', e.data);
          const v = await postGraphql(
            compliance.port,
            'mutation($d: String!, $m: DsarVerificationMethod!) { recordDsarVerification(dsarId: $d, method: $m) { dsarId } }',
            { d: someId, m: method },
            caller,
          );
          expect(v.errors, JSON.stringify(v.data)).toBeDefined();
          expectTyped(v, 'recordDsarVerification', v.data);
          // Proofing outcomes (PENDING → VERIFYING, FAILED → REJECTED, PASSED → IN_PROGRESS) on the
          // request just created or an arbitrary id, with arbitrary values: a transition or a typed refusal.
          const o = await postGraphql(
            compliance.port,
            'mutation($d: String!, $m: DsarVerificationMethod!, $o: DsarVerificationOutcome) { recordDsarVerification(dsarId: $d, method: $m, outcome: $o) { dsarId status } }',
            { d: target, m: method, o: outcome },
            caller,
          );
          if (o.errors) expectTyped(o, 'recordDsarVerification', o.data);
          else
            expect((o.data!.recordDsarVerification as { status: string }).status).toBe(
              { PASSED: 'IN_PROGRESS', PENDING: 'VERIFYING', FAILED: 'REJECTED' }[
                (outcome as string | null) ?? 'PASSED'
              ],
            );
          const x = await postGraphql(
            audit.port,
            'mutation($s: String!) { exportSubjectAccessBundle(subjectRef: $s) { exportId } }',
            { s: ref },
            caller,
          );
          expect(x.errors, JSON.stringify(x.data)).toBeDefined();
          expectTyped(x, 'exportSubjectAccessBundle', x.data);
        },
      ),
      { numRuns: runs(120), seed: SEED },
    );

    expect(created.length).toBeGreaterThan(0); // the generators reach the accepting path, not only refusals
    const stored = await id.prisma.dsarRequest.findMany({
      where: { workspaceId: t.workspaceId },
      select: { dsarId: true, status: true },
    });
    expect(stored.map((d) => d.dsarId).sort()).toEqual([...created].sort());
    const chainKey = `${t.orgId}/${t.workspaceId}`;
    // Each status a request reached is backed by exactly its transition's event, and nothing was fulfilled.
    const byStatus = (x: string) => stored.filter((d) => d.status === x).length;
    expect(byStatus('FULFILLED')).toBe(0);
    expect(await id.prisma.auditEvent.count({ where: { chainKey, action: 'dsar.verification.recorded' } })).toBe(
      byStatus('IN_PROGRESS'),
    );
    expect(await id.prisma.auditEvent.count({ where: { chainKey, action: 'dsar.request.rejected' } })).toBe(
      byStatus('REJECTED'),
    );
    expect(byStatus('RECEIVED') + byStatus('VERIFYING') + byStatus('IN_PROGRESS') + byStatus('REJECTED')).toBe(
      stored.length,
    );
    expect(await id.prisma.auditEvent.count({ where: { chainKey, action: 'dsar.request.created' } })).toBe(
      created.length,
    );
    expect(
      await id.prisma.auditEvent.count({
        where: { chainKey, action: { in: ['dsar.erasure.executed', 'dsar.access_bundle.exported'] } },
      }),
    ).toBe(0);
    expect((await verifyLiveChain(new AuditEventRepository(id.prisma), chainKey)).ok).toBe(true);
    expect((await fetch(`${id.httpUrl}/healthz`)).status).toBe(200);
  });
});
