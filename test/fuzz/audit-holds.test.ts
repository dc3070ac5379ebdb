/**
 * Fuzz of the litigation-hold inputs (issue 13, retention): placeLitigationHold(input) and
 * releaseLitigationHold(holdId) through the audit subgraph into identity over gRPC and PostgreSQL,
 * with arbitrary case references, sequence strings and hold ids. Every answer is a receipt or a
 * typed refusal (never SVC-SERVER-*, never an untyped error); exactly the accepted holds are
 * stored, each with its audit event; the tenant's chain still verifies; identity stays up.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSubgraph } from '@svc/subgraph-kit';
import { postGraphql, type TestCaller } from '@svc/subgraph-kit/testing';
import { fc, nastyString, runs } from './fuzz-kit.ts';
import { auditSubgraph } from '../../subgraphs/audit/src/subgraph.ts';
import { AuditEventRepository } from '../../identity/src/audit/audit-event-repository.ts';
import { verifyLiveChain } from '../../identity/src/audit/live-chain-verification.ts';
import { startIamIdentity, tenant, type IamIdentity, type Tenant } from '../iam/helpers.ts';

const SEED = Number(process.env.FUZZ_SEED ?? 20261125);
let id: IamIdentity;
let sg: Awaited<ReturnType<typeof startSubgraph>>;
let t: Tenant;
let caller: TestCaller;

beforeAll(async () => {
  id = await startIamIdentity({ AUDIT_RETENTION_PURGE_INTERVAL_SECONDS: '0' });
  sg = await startSubgraph(auditSubgraph, {
    AUDIT_PORT: '0',
    LOG_LEVEL: 'silent',
    IDENTITY_GRPC_TARGET: id.grpcTarget,
    CURSOR_SIGNING_KEY: 'test-cursor-signing-key-0123456789abcdef',
  });
  t = await tenant(id);
  caller = { userId: t.userId, orgId: t.orgId, workspaceId: t.workspaceId };
}, 120_000);
afterAll(async () => {
  await sg?.stop();
  await id?.stop();
});

/** Refusals arbitrary input may get: validation, not found, a released hold. */
const TYPED = new Set([
  'SVC-VALID-4000',
  'SVC-VALID-4005',
  'SVC-VALID-4007',
  'SVC-VALID-4008',
  'SVC-VALID-4041',
  'SVC-AUDIT-HOLD-RELEASED',
  'SVC-AUDIT-HOLD-PURGED',
]);

const seqString = fc.oneof(
  fc.bigInt({ min: 0n, max: 2n ** 64n }).map(String),
  fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map(String),
  fc.constantFrom(
    '0',
    '00',
    '-0',
    '+1',
    '1e3',
    ' 1',
    '9223372036854775807',
    '9223372036854775808',
    '18446744073709551615',
    '',
  ),
  nastyString(25),
);

describe('fuzz: litigation hold inputs', () => {
  it('placeLitigationHold and releaseLitigationHold answer a receipt or a typed refusal, and store exactly the accepted holds', async () => {
    const placed: string[] = [];
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(nastyString(300), fc.string({ minLength: 1, maxLength: 40 })),
        seqString,
        seqString,
        fc.oneof(nastyString(80), fc.constant('hold_' + '0'.repeat(32))),
        async (caseRef, fromSeq, toSeq, holdId) => {
          const p = await postGraphql(
            sg.port,
            'mutation($i: LitigationHoldInput!) { placeLitigationHold(input: $i) { holdId status fromSeq toSeq caseRef } }',
            { i: { caseRef, fromSeq, toSeq } },
            caller,
          );
          if (p.errors) {
            expect(p.data?.placeLitigationHold ?? null).toBeNull();
            expect(TYPED, JSON.stringify(p.errors)).toContain(p.errors[0].extensions?.code);
          } else {
            expect(p.data!.placeLitigationHold).toMatchObject({ status: 'ACTIVE', fromSeq, toSeq, caseRef });
            placed.push((p.data!.placeLitigationHold as { holdId: string }).holdId);
          }
          const r = await postGraphql(
            sg.port,
            'mutation($h: ID!) { releaseLitigationHold(holdId: $h) { holdId } }',
            { h: holdId },
            caller,
          );
          expect(r.errors, JSON.stringify(r.data)).toBeDefined();
          expect(TYPED, JSON.stringify(r.errors)).toContain(r.errors![0].extensions?.code);
        },
      ),
      { numRuns: runs(150), seed: SEED },
    );

    const stored = await id.prisma.auditLitigationHold.findMany({
      where: { organizationId: t.orgId },
      select: { holdId: true },
    });
    expect(stored.map((h) => h.holdId).sort()).toEqual([...placed].sort());
    expect(
      await id.prisma.auditEvent.count({
        where: { chainKey: `${t.orgId}/${t.workspaceId}`, action: 'audit.hold.placed' },
      }),
    ).toBe(placed.length);
    if (placed.length > 0)
      expect((await verifyLiveChain(new AuditEventRepository(id.prisma), `${t.orgId}/${t.workspaceId}`)).ok).toBe(true);
    expect((await fetch(`${id.httpUrl}/healthz`)).status).toBe(200);
  });
});
