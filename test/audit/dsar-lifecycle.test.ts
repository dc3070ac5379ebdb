/**
 * The data-subject request lifecycle end to end below the gateway (compliance and audit subgraphs →
 * identity's gRPC → PostgreSQL): recordDsarVerification's `outcome` moves RECEIVED to VERIFYING
 * (PENDING), IN_PROGRESS (PASSED) or REJECTED (FAILED, final); each transition is one audit event
 * appended in its transaction; a REJECTED request is never fulfilled (export and erasure answer
 * SVC-DSAR-4020, nothing changes); and under concurrency a request ends either fulfilled or
 * rejected, never both (the row lock serializes the transitions).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as grpc from '@grpc/grpc-js';
import { loadProto, serviceDef } from '@svc/grpc';
import { startSubgraph } from '@svc/subgraph-kit';
import { postGraphql, type TestCaller } from '@svc/subgraph-kit/testing';
import { auditSubgraph } from '../../subgraphs/audit/src/subgraph.ts';
import { complianceSubgraph } from '../../subgraphs/compliance/src/subgraph.ts';
import { addUser, startIamIdentity, tenant, type IamIdentity, type Tenant } from '../iam/helpers.ts';

let id: IamIdentity;
let compliance: Awaited<ReturnType<typeof startSubgraph>>;
let audit: Awaited<ReturnType<typeof startSubgraph>>;
let t: Tenant;
let alice: TestCaller;

const SUBGRAPH_ENV = { LOG_LEVEL: 'silent', CURSOR_SIGNING_KEY: 'test-cursor-signing-key-0123456789abcdef' };

beforeAll(async () => {
  id = await startIamIdentity({
    AUDIT_RETENTION_PURGE_INTERVAL_SECONDS: '0',
    AUDIT_EXPORT_DIR: mkdtempSync(join(tmpdir(), 'svc-dsar-life-')),
  });
  compliance = await startSubgraph(complianceSubgraph, {
    ...SUBGRAPH_ENV,
    COMPLIANCE_PORT: '0',
    IDENTITY_GRPC_TARGET: id.grpcTarget,
  });
  audit = await startSubgraph(auditSubgraph, { ...SUBGRAPH_ENV, AUDIT_PORT: '0', IDENTITY_GRPC_TARGET: id.grpcTarget });
  t = await tenant(id);
  alice = { userId: t.userId, orgId: t.orgId, workspaceId: t.workspaceId };
}, 120_000);
afterAll(async () => {
  await compliance?.stop();
  await audit?.stop();
  await id?.stop();
});

type Gql = {
  data?: Record<string, Record<string, unknown> | null> | null;
  errors?: { extensions?: Record<string, unknown> }[];
};
const DSAR = 'dsarId status verificationMethod verifiedAt fulfilledAt';
const create = async (subjectRef: string, kind: string) => {
  const r = (await postGraphql(
    compliance.port,
    `mutation($i: DsarRequestInput!) { createDsarRequest(input: $i) { ${DSAR} } }`,
    { i: { subjectRef, kind } },
    alice,
  )) as Gql;
  return r.data!.createDsarRequest!.dsarId as string;
};
const verify = (dsarId: string, outcome?: string, method = 'DOCUMENT_CHECK') =>
  postGraphql(
    compliance.port,
    `mutation($d: String!, $m: DsarVerificationMethod!${outcome ? ', $o: DsarVerificationOutcome' : ''}) { recordDsarVerification(dsarId: $d, method: $m${outcome ? ', outcome: $o' : ''}) { ${DSAR} } }`,
    { d: dsarId, m: method, ...(outcome ? { o: outcome } : {}) },
    alice,
  ) as Promise<Gql>;
const erase = (dsarId: string) =>
  postGraphql(
    compliance.port,
    'mutation($d: String!) { executeErasure(dsarId: $d) { dsarId efrCid } }',
    { d: dsarId },
    alice,
  ) as Promise<Gql>;
const exportBundle = (subjectRef: string) =>
  postGraphql(
    audit.port,
    'mutation($s: String!) { exportSubjectAccessBundle(subjectRef: $s) { exportId } }',
    { s: subjectRef },
    alice,
  ) as Promise<Gql>;
const errorCode = (r: Gql) => r.errors?.[0]?.extensions?.code;
const chain = () => `${t.orgId}/${t.workspaceId}`;
const eventsOf = (dsarId: string) =>
  id.prisma.auditEvent.findMany({
    where: { chainKey: chain(), resourceOrn: `dsar/${dsarId}` },
    orderBy: { seq: 'asc' },
  });
const statusOf = async (dsarId: string) =>
  (await id.prisma.dsarRequest.findUniqueOrThrow({ where: { dsarId } })).status;

describe('DSAR lifecycle: VERIFYING and REJECTED', () => {
  it('PENDING → VERIFYING (method stays null until proofed), repeated PENDING is a no-op, PASSED → IN_PROGRESS; then FAILED is refused', async () => {
    const bob = await addUser(id.prisma, t, 'DEVELOPER');
    const dsarId = await create(bob.user_id, 'ACCESS');
    const pending = await verify(dsarId, 'PENDING');
    expect(pending.data!.recordDsarVerification).toMatchObject({
      status: 'VERIFYING',
      verificationMethod: null,
      verifiedAt: null,
    });
    expect((await verify(dsarId, 'PENDING')).data!.recordDsarVerification).toMatchObject({ status: 'VERIFYING' });
    // VERIFYING is not proofed: the bundle is refused.
    expect(errorCode(await exportBundle(bob.user_id))).toBe('SVC-DSAR-4020');
    const passed = await verify(dsarId); // outcome defaults to PASSED
    expect(passed.data!.recordDsarVerification).toMatchObject({
      status: 'IN_PROGRESS',
      verificationMethod: 'DOCUMENT_CHECK',
    });
    expect(passed.data!.recordDsarVerification!.verifiedAt).toEqual(expect.any(String));
    const failed = await verify(dsarId, 'FAILED');
    expect(errorCode(failed)).toBe('SVC-VALID-4000');
    expect(await statusOf(dsarId)).toBe('IN_PROGRESS');
    const events = await eventsOf(dsarId);
    // (The refused bundle's event names no request: `dsar/unverified`.)
    expect(events.map((e) => e.action)).toEqual([
      'dsar.request.created',
      'dsar.verification.pending',
      'dsar.verification.recorded',
    ]);
    expect(events[1].details).toEqual({ method: 'DOCUMENT_CHECK', from: 'RECEIVED', to: 'VERIFYING' });
    expect(events[2].details).toEqual({ method: 'DOCUMENT_CHECK', from: 'VERIFYING', to: 'IN_PROGRESS' });
    expect((await exportBundle(bob.user_id)).data!.exportSubjectAccessBundle).toMatchObject({
      exportId: expect.any(String),
    });
    expect(await statusOf(dsarId)).toBe('FULFILLED');
    expect(errorCode(await verify(dsarId, 'FAILED'))).toBe('SVC-VALID-4000');
  });

  it('FAILED → REJECTED, final: erasure and export answer SVC-DSAR-4020 and change nothing; proofing afterwards is refused', async () => {
    const carol = await addUser(id.prisma, t, 'DEVELOPER');
    const erasureId = await create(carol.user_id, 'ERASURE');
    const accessId = await create(carol.user_id, 'ACCESS');
    expect((await verify(erasureId, 'PENDING')).data!.recordDsarVerification).toMatchObject({ status: 'VERIFYING' });
    expect((await verify(erasureId, 'FAILED')).data!.recordDsarVerification).toMatchObject({
      status: 'REJECTED',
      verificationMethod: null,
      verifiedAt: null,
      fulfilledAt: null,
    });
    expect((await verify(accessId, 'FAILED')).data!.recordDsarVerification).toMatchObject({ status: 'REJECTED' });
    // FAILED again answers the request unchanged; anything else is refused.
    expect((await verify(erasureId, 'FAILED')).data!.recordDsarVerification).toMatchObject({ status: 'REJECTED' });
    expect(errorCode(await verify(erasureId))).toBe('SVC-VALID-4000');
    expect(errorCode(await verify(erasureId, 'PENDING'))).toBe('SVC-VALID-4000');

    const erased = await erase(erasureId);
    expect(errorCode(erased)).toBe('SVC-DSAR-4020');
    expect(errorCode(await exportBundle(carol.user_id))).toBe('SVC-DSAR-4020');
    expect(await id.prisma.user.findUniqueOrThrow({ where: { id: carol.user_id } })).toMatchObject({
      email: carol.email,
      status: 'ACTIVE',
    });
    expect(await id.prisma.dsarRequest.findUniqueOrThrow({ where: { dsarId: erasureId } })).toMatchObject({
      status: 'REJECTED',
      fulfilledAt: null,
      artifactCid: null,
      verifiedAt: null,
    });

    const events = await eventsOf(erasureId);
    expect(events.map((e) => [e.action, e.outcome])).toEqual([
      ['dsar.request.created', 'SUCCESS'],
      ['dsar.verification.pending', 'SUCCESS'],
      ['dsar.request.rejected', 'SUCCESS'],
      ['dsar.erasure.refused', 'DENIED'],
    ]);
    expect(events[2].details).toEqual({ method: 'DOCUMENT_CHECK', from: 'VERIFYING', to: 'REJECTED' });
    expect(events[3].details).toEqual({ reason: 'rejected' });
  });

  it('an unknown outcome is a typed validation error and changes nothing', async () => {
    const dsarId = await create('subject-x', 'ACCESS');
    const r = (await postGraphql(
      compliance.port,
      'mutation($d: String!) { recordDsarVerification(dsarId: $d, method: EMAIL_CONFIRMATION, outcome: MAYBE) { status } }',
      { d: dsarId },
      alice,
    )) as Gql;
    expect(r.errors?.length).toBeGreaterThan(0);
    expect(r.data ?? null).toBeNull();
    // Over gRPC a caller can send any enum number: refused with a typed error, never read as PASSED.
    const Ctor = serviceDef(loadProto('compliance/v1/compliance.proto'), 'compliance.v1.ComplianceService');
    const client = new Ctor(id.grpcTarget, grpc.credentials.createInsecure());
    const call = (outcome: unknown) =>
      new Promise<{ code?: number; svc?: unknown; status?: string }>((resolve) => {
        (
          client as unknown as Record<
            string,
            (req: unknown, cb: (e: grpc.ServiceError | null, r?: { result?: { status?: string } }) => void) => void
          >
        ).RecordDsarVerification(
          {
            context: { org_id: t.orgId, workspace_id: t.workspaceId, user_id: t.userId, request_id: 'req-grpc' },
            dsar_id: dsarId,
            method: 'DSAR_VERIFICATION_METHOD_EMAIL_CONFIRMATION',
            outcome,
          },
          (e, r) => resolve(e ? { code: e.code, svc: e.metadata.get('svc-code')[0] } : { status: r?.result?.status }),
        );
      });
    try {
      for (const bad of [7, 99])
        expect(await call(bad)).toEqual({ code: grpc.status.INVALID_ARGUMENT, svc: 'SVC-VALID-4000' });
    } finally {
      client.close();
    }
    expect(await statusOf(dsarId)).toBe('RECEIVED');
    expect((await eventsOf(dsarId)).map((e) => e.action)).toEqual(['dsar.request.created']);
  });

  it('concurrent PASSED and FAILED on one request: exactly one wins, one event; the request ends fulfilled or rejected, never both', async () => {
    const outcomes = { fulfilled: 0, rejected: 0 };
    for (let round = 0; round < 6; round++) {
      const dave = await addUser(id.prisma, t, 'DEVELOPER');
      const dsarId = await create(dave.user_id, 'ERASURE');
      if (round % 2) await verify(dsarId, 'PENDING');
      const calls = [...Array(8)].map((_, i) => (i % 2 ? verify(dsarId, 'FAILED') : verify(dsarId, 'PASSED')));
      const results = await Promise.all(calls);
      const transitions = (await eventsOf(dsarId)).filter(
        (e) => e.action === 'dsar.verification.recorded' || e.action === 'dsar.request.rejected',
      );
      expect(transitions).toHaveLength(1);
      const won = transitions[0].action === 'dsar.request.rejected' ? 'FAILED' : 'PASSED';
      // Every call of the winning outcome answers the same request; every other one is refused.
      results.forEach((r, i) => {
        const asked = i % 2 ? 'FAILED' : 'PASSED';
        if (asked === won)
          expect(r.data!.recordDsarVerification).toMatchObject({
            status: won === 'FAILED' ? 'REJECTED' : 'IN_PROGRESS',
          });
        else expect(errorCode(r)).toBe('SVC-VALID-4000');
      });
      // Erasure and a late FAILED race too: fulfilled (and the FAILED refused) or refused as rejected.
      const [erased, lateFail] = await Promise.all([erase(dsarId), verify(dsarId, 'FAILED')]);
      const row = await id.prisma.dsarRequest.findUniqueOrThrow({ where: { dsarId } });
      if (won === 'PASSED') {
        expect(erased.data!.executeErasure).toMatchObject({ dsarId });
        expect(errorCode(lateFail)).toBe('SVC-VALID-4000');
        expect(row.status).toBe('FULFILLED');
        outcomes.fulfilled++;
      } else {
        expect(errorCode(erased)).toBe('SVC-DSAR-4020');
        expect(lateFail.data!.recordDsarVerification).toMatchObject({ status: 'REJECTED' });
        expect(row).toMatchObject({ status: 'REJECTED', fulfilledAt: null, fulfilment: null });
        expect((await id.prisma.user.findUniqueOrThrow({ where: { id: dave.user_id } })).status).toBe('ACTIVE');
        outcomes.rejected++;
      }
      const actions = (await eventsOf(dsarId)).map((e) => e.action);
      expect(actions.includes('dsar.erasure.executed') && actions.includes('dsar.request.rejected')).toBe(false);
    }
    expect(outcomes.fulfilled + outcomes.rejected).toBe(6);
  });
});
