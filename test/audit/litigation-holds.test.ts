/**
 * Litigation holds end to end: the audit subgraph (GraphQL, caller from the SVC-* headers) →
 * audit.v1.AuditService on identity's gRPC port → PostgreSQL. Place, list and release; each
 * change appended to the tenant's chain; another tenant can neither see nor release the hold;
 * bad input gets its typed code and stores nothing; a retention purge (run as of eight years
 * later) keeps the held range, and a hold over the purged prefix is refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSubgraph } from '@svc/subgraph-kit';
import { postGraphql, type TestCaller } from '@svc/subgraph-kit/testing';
import { auditSubgraph } from '../../subgraphs/audit/src/subgraph.ts';
import { AuditEventRepository } from '../../identity/src/audit/audit-event-repository.ts';
import { FileAuditKeyProvider } from '../../identity/src/audit/audit-keys.ts';
import { verifyLiveChain } from '../../identity/src/audit/live-chain-verification.ts';
import { purgeExpiredAuditEvents } from '../../identity/src/audit/retention-purge.ts';
import { addUser, startIamIdentity, tenant, type IamIdentity, type Tenant } from '../iam/helpers.ts';

let id: IamIdentity;
let sg: Awaited<ReturnType<typeof startSubgraph>>;
let t: Tenant;
let other: Tenant;
let alice: TestCaller;
let mallory: TestCaller;

beforeAll(async () => {
  id = await startIamIdentity({ AUDIT_RETENTION_PURGE_INTERVAL_SECONDS: '0' });
  sg = await startSubgraph(auditSubgraph, {
    AUDIT_PORT: '0',
    LOG_LEVEL: 'silent',
    IDENTITY_GRPC_TARGET: id.grpcTarget,
    CURSOR_SIGNING_KEY: 'test-cursor-signing-key-0123456789abcdef',
  });
  t = await tenant(id);
  other = await tenant(id);
  alice = { userId: t.userId, orgId: t.orgId, workspaceId: t.workspaceId };
  mallory = { userId: other.userId, orgId: other.orgId, workspaceId: other.workspaceId };
}, 120_000);
afterAll(async () => {
  await sg?.stop();
  await id?.stop();
});

const RECEIPT = 'holdId caseRef chainKey fromSeq toSeq placedAt placedBy status';
const place = (caller: TestCaller, input: Record<string, unknown>) =>
  postGraphql(
    sg.port,
    `mutation($i: LitigationHoldInput!) { placeLitigationHold(input: $i) { ${RECEIPT} } }`,
    { i: input },
    caller,
  );
const release = (caller: TestCaller, holdId: string) =>
  postGraphql(sg.port, `mutation($h: ID!) { releaseLitigationHold(holdId: $h) { ${RECEIPT} } }`, { h: holdId }, caller);
const list = (caller: TestCaller) => postGraphql(sg.port, `{ litigationHolds { ${RECEIPT} } }`, {}, caller);
const errorCode = (r: { errors?: { extensions?: Record<string, unknown> }[] }) => r.errors?.[0]?.extensions?.code;
const chainOf = (x: Tenant) => `${x.orgId}/${x.workspaceId}`;

describe('litigation holds through the audit subgraph', () => {
  let holdId: string;

  it("places a hold on the caller's chain, lists it, and records it in the same chain", async () => {
    expect((await list(alice)).data?.litigationHolds).toEqual([]);
    const r = await place(alice, { caseRef: 'Case 24-cv-0117', fromSeq: '0', toSeq: '1000' });
    expect(r.errors).toBeUndefined();
    const receipt = r.data!.placeLitigationHold as Record<string, string>;
    expect(receipt).toMatchObject({
      caseRef: 'Case 24-cv-0117',
      chainKey: chainOf(t),
      fromSeq: '0',
      toSeq: '1000',
      placedBy: `user/${t.userId}`,
      status: 'ACTIVE',
    });
    expect(receipt.holdId).toMatch(/^hold_[0-9a-f]{32}$/);
    expect(Date.parse(receipt.placedAt)).not.toBeNaN();
    holdId = receipt.holdId;
    expect((await list(alice)).data?.litigationHolds).toEqual([receipt]);
    const events = await id.prisma.auditEvent.findMany({
      where: { chainKey: chainOf(t), resourceOrn: `litigation-hold/${holdId}` },
    });
    expect(events.map((e) => [e.action, e.category, e.actorPrincipal])).toEqual([
      ['audit.hold.placed', 'COMPLIANCE', `user/${t.userId}`],
    ]);
    expect(JSON.stringify(events[0].details)).not.toContain('Case 24'); // free text stays out of the signed event
    expect((await verifyLiveChain(new AuditEventRepository(id.prisma), chainOf(t))).ok).toBe(true);
  });

  it('another tenant sees none of it and cannot release it', async () => {
    expect((await list(mallory)).data?.litigationHolds).toEqual([]);
    expect(errorCode(await release(mallory, holdId))).toBe('SVC-VALID-4041');
    // Same organization, another workspace: still not found.
    const ws2 = await id.prisma.workspace.create({
      data: { id: `ws_h${Date.now().toString(36)}`, organizationId: t.orgId, name: 'Second' },
    });
    const colleague = await addUser(id.prisma, t, 'WORKSPACE_ADMIN', { workspaceId: ws2.id });
    expect(errorCode(await release({ userId: colleague.user_id, orgId: t.orgId, workspaceId: ws2.id }, holdId))).toBe(
      'SVC-VALID-4041',
    );
    expect(errorCode(await release(alice, `hold_${'0'.repeat(32)}`))).toBe('SVC-VALID-4041');
    expect((((await list(alice)).data?.litigationHolds ?? []) as { status: string }[]).map((h) => h.status)).toEqual([
      'ACTIVE',
    ]);
    expect(
      await id.prisma.auditEvent.count({ where: { chainKey: chainOf(other), action: { startsWith: 'audit.hold.' } } }),
    ).toBe(0);
  });

  it('refuses bad input with typed codes and stores nothing', async () => {
    const before = await id.prisma.auditLitigationHold.count({ where: { organizationId: t.orgId } });
    const cases: [Record<string, unknown>, string][] = [
      [{ caseRef: 'c', fromSeq: '9', toSeq: '3' }, 'SVC-VALID-4000'],
      [{ caseRef: 'c', fromSeq: '0', toSeq: '9223372036854775808' }, 'SVC-VALID-4000'],
      [{ caseRef: 'c', fromSeq: 'x', toSeq: '3' }, 'SVC-VALID-4000'],
      [{ caseRef: '   ', fromSeq: '0', toSeq: '3' }, 'SVC-VALID-4000'],
      [{ caseRef: 'c'.repeat(257), fromSeq: '0', toSeq: '3' }, 'SVC-VALID-4000'],
      [{ caseRef: 'nul\u0000byte', fromSeq: '0', toSeq: '3' }, 'SVC-VALID-4007'],
    ];
    for (const [input, code] of cases) expect(errorCode(await place(alice, input)), JSON.stringify(input)).toBe(code);
    expect(errorCode(await release(alice, 'not a hold id'))).toBe('SVC-VALID-4005');
    expect(errorCode(await place(null as unknown as TestCaller, { caseRef: 'c', fromSeq: '0', toSeq: '1' }))).toBe(
      'SVC-AUTH-1000',
    );
    expect(await id.prisma.auditLitigationHold.count({ where: { organizationId: t.orgId } })).toBe(before);
  });

  it('a purge years later keeps the held range; released, the hold cannot be released again', async () => {
    const chainKey = chainOf(t);
    const head = await id.prisma.auditChainHead.findUniqueOrThrow({ where: { chainKey } });
    // A second hold from seq 1; the first one (0..1000) is then released: only seq 0 is unheld.
    const second = (await place(alice, { caseRef: 'Case B', fromSeq: '1', toSeq: String(head.nextSeq) })).data!
      .placeLitigationHold as { holdId: string };
    const released = await release(alice, holdId);
    expect(released.data?.releaseLitigationHold).toMatchObject({ holdId, status: 'RELEASED' });
    expect(errorCode(await release(alice, holdId))).toBe('SVC-AUDIT-HOLD-RELEASED');

    const keys = new FileAuditKeyProvider(id.cfg.AUDIT_KEYS_DIR || id.cfg.KEYS_DIR);
    const eightYearsOn = new Date(Date.now() + 8 * 365 * 86_400_000);
    const r = await purgeExpiredAuditEvents(id.prisma, {
      keys,
      retentionDays: 2557,
      now: eightYearsOn,
      chainKeys: [chainKey],
    });
    expect(r.chains[0]).toMatchObject({
      purged: 1,
      fromSeq: 0n,
      toSeq: 0n,
      keptFrom: 1n,
      stoppedBy: 'hold',
      problem: null,
    });
    expect(await verifyLiveChain(new AuditEventRepository(id.prisma), chainKey)).toMatchObject({
      ok: true,
      problem: null,
    });
    // A hold reaching into the purged prefix is refused; the list still shows both holds.
    expect(errorCode(await place(alice, { caseRef: 'Case C', fromSeq: '0', toSeq: '5' }))).toBe(
      'SVC-AUDIT-HOLD-PURGED',
    );
    const holds = (await list(alice)).data?.litigationHolds as { holdId: string; status: string }[];
    expect(holds.map((h) => [h.holdId, h.status])).toEqual([
      [second.holdId, 'ACTIVE'],
      [holdId, 'RELEASED'],
    ]);
  });
});
