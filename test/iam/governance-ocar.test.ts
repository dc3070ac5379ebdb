/**
 * The OCAR trust configuration (issue 14; Document 1 "OCAR trust configuration"): identity's
 * state machine behind the receipts subgraph (GraphQL as the gateway sends it: SVC-* caller
 * headers and X-Step-Up-Token). One test per transition and per refusal, each refusal proving
 * nothing changed (row, audit events, the step-up left unspent), and parallel writers proving the
 * version exact. test/iam/governance-ocar.gateway.test.ts runs the same path through the gateway.
 */
import { createHash } from 'node:crypto';
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { startSubgraph } from '@svc/subgraph-kit';
import { postGraphql } from '@svc/subgraph-kit/testing';
import type { ProtoCaller } from '@svc/grpc';
import { lookupSvc } from '@svc/core';
import { receiptsSubgraph } from '../../subgraphs/receipts/src/subgraph.ts';
import { hotp, base32Decode, timeStep } from '../../identity/src/services/totp.ts';
import { configCid, normalizeConfig } from '../../identity/src/services/ocar/trust-config-change.ts';
import { addUser, auditOf, tenant, type IamIdentity, startIamIdentity, type Tenant } from './helpers.ts';

let id: IamIdentity;
let sg: Awaited<ReturnType<typeof startSubgraph>>;

beforeAll(async () => {
  id = await startIamIdentity();
  sg = await startSubgraph(receiptsSubgraph, {
    RECEIPTS_PORT: '0',
    LOG_LEVEL: 'silent',
    IDENTITY_GRPC_TARGET: id.grpcTarget,
  });
});
afterAll(async () => {
  await sg?.stop();
  await id?.stop();
});

const FIELDS = 'configCid pending receivers { receiverId publicKeyHex } threshold updatedAt updatedBy version';
const key = (n: number) => n.toString(16).padStart(2, '0').repeat(32);
const recv = (...ns: number[]) => ns.map((n) => ({ receiverId: `r${n}`, publicKeyHex: key(n) }));
const asCaller = (c: ProtoCaller) => ({ userId: c.user_id, orgId: c.org_id, workspaceId: c.workspace_id });

/** An admin with MFA enrolled, and a step-up for a binding. */
interface Admin {
  caller: ProtoCaller;
  stepUp(binding: string, scope?: string): Promise<string>;
}
async function admin(caller: ProtoCaller): Promise<Admin> {
  const e = await id.rpc.enrollMfa({ caller });
  const secret = base32Decode(e.secret);
  // Codes of the previous, current and next steps are accepted: not within seconds of a step's
  // end, or the previous step's code may be two steps old by the time identity checks it.
  while (timeStep(Date.now()) !== timeStep(Date.now() + 5_000)) await new Promise((r) => setTimeout(r, 250));
  const step = timeStep(Date.now()) - 1;
  expect((await id.rpc.confirmMfa({ caller, code: hotp(secret, step) })).confirmed).toBe(true);
  const codes = [hotp(secret, step + 1), hotp(secret, step + 2), ...e.backup_codes];
  return {
    caller,
    stepUp: async (binding, scope = 'CONFIGURE_OCAR_TRUST_MODE') =>
      (await id.rpc.requestStepUp({ caller, scope, code: codes.shift()!, operation_binding: binding })).jti,
  };
}

const setBinding = (v: string | null, threshold: number, receivers: { receiverId: string; publicKeyHex: string }[]) =>
  `setOcarTrustConfig:${v ?? 'none'}:${configCid(normalizeConfig({ threshold, receivers }))}`;

type Result = { data?: Record<string, any> | null; errors?: { extensions?: { code?: string } }[] };
const errCode = (r: Result) => r.errors?.[0]?.extensions?.code ?? 'no error';

async function set(
  a: Admin,
  threshold: number,
  receivers: { receiverId: string; publicKeyHex: string }[],
  expectedVersion: string | null,
  token?: string | null,
): Promise<Result> {
  const t = token === undefined ? await a.stepUp(setBinding(expectedVersion, threshold, receivers)) : token;
  const r = await postGraphql(
    sg.port,
    `mutation($i: OcarTrustConfigInput!) { setOcarTrustConfig(input: $i) { ${FIELDS} } }`,
    { i: { threshold, receivers, expectedVersion } },
    asCaller(a.caller),
    t ? { 'x-step-up-token': t } : {},
  );
  return r as Result;
}
async function promote(a: Admin, v: string, token?: string | null): Promise<Result> {
  const t = token === undefined ? await a.stepUp(`promoteOcarTrustConfig:${v}`) : token;
  return (await postGraphql(
    sg.port,
    `mutation($v: String!) { promoteOcarTrustConfig(expectedVersion: $v) { ${FIELDS} } }`,
    { v },
    asCaller(a.caller),
    t ? { 'x-step-up-token': t } : {},
  )) as Result;
}
async function clear(a: Admin, v: string, token?: string | null): Promise<Result> {
  const t = token === undefined ? await a.stepUp(`clearOcarTrustConfig:${v}`) : token;
  return (await postGraphql(
    sg.port,
    `mutation($v: String!) { clearOcarTrustConfig(expectedVersion: $v) { ${FIELDS} } }`,
    { v },
    asCaller(a.caller),
    t ? { 'x-step-up-token': t } : {},
  )) as Result;
}
const read = async (c: ProtoCaller) =>
  (await postGraphql(sg.port, `{ ocarTrustConfig { ${FIELDS} } }`, {}, asCaller(c))) as Result;
const row = (t: Tenant) => id.prisma.ocarTrustConfig.findUnique({ where: { workspaceId: t.workspaceId } });
const events = (t: Tenant) => auditOf(id.prisma, `ocar-trust-config/${t.workspaceId}`);
const grant = (handle: string) =>
  id.prisma.stepUpGrant.findUniqueOrThrow({ where: { id: createHash('sha256').update(handle).digest('hex') } });

/** A tenant with two workspace admins (maker and checker), MFA enrolled, and a config at version 1 (threshold 2 of r1, r2). */
async function configured() {
  const t = await tenant(id);
  const maker = await admin(t.admin);
  const checker = await admin(await addUser(id.prisma, t, 'WORKSPACE_ADMIN'));
  const r = await set(maker, 2, recv(1, 2), null);
  expect(r.errors).toBeUndefined();
  return { t, maker, checker, first: r.data!.setOcarTrustConfig };
}

describe('OCAR trust configuration: transitions', () => {
  it('none ever set: the query answers null; the first set is applied at version 1 and audited', async () => {
    const t = await tenant(id);
    expect((await read(t.admin)).data).toEqual({ ocarTrustConfig: null });
    const maker = await admin(t.admin);
    const r = await set(maker, 2, recv(2, 1), null);
    expect(r.errors).toBeUndefined();
    const c = r.data!.setOcarTrustConfig;
    expect(c).toMatchObject({ pending: false, threshold: 2, receivers: recv(1, 2), updatedBy: t.userId, version: '1' });
    expect(c.configCid).toBe(configCid(normalizeConfig({ threshold: 2, receivers: recv(1, 2) })));
    expect(Number(c.updatedAt)).toBeGreaterThan(1_700_000_000);
    expect((await read(t.admin)).data!.ocarTrustConfig).toEqual(c);
    expect(await events(t)).toEqual([
      {
        action: 'governance.ocar_trust_config.applied',
        actor: `user/${t.userId}`,
        details: { change: 'set', version: '1', configCid: c.configCid, threshold: 2 },
      },
    ]);
  });

  it('raising the threshold and adding a receiver are applied by one admin; the version rises by one each', async () => {
    const { t, maker } = await configured();
    const add = await set(maker, 2, recv(1, 2, 3), '1');
    expect(add.data!.setOcarTrustConfig).toMatchObject({
      pending: false,
      threshold: 2,
      receivers: recv(1, 2, 3),
      version: '2',
    });
    const raise = await set(maker, 3, recv(1, 2, 3), '2');
    expect(raise.data!.setOcarTrustConfig).toMatchObject({ pending: false, threshold: 3, version: '3' });
    expect((await events(t)).map((e) => [e.action, (e.details as { change: string }).change])).toEqual([
      ['governance.ocar_trust_config.applied', 'set'],
      ['governance.ocar_trust_config.applied', 'strengthened'],
      ['governance.ocar_trust_config.applied', 'strengthened'],
    ]);
  });

  it('lowering the threshold is pending until a distinct admin promotes it with their own step-up', async () => {
    const { t, maker, checker, first } = await configured();
    const lower = await set(maker, 1, recv(1, 2), '1');
    expect(lower.errors).toBeUndefined();
    // Pending: the applied configuration is unchanged, the version moved on.
    expect(lower.data!.setOcarTrustConfig).toEqual({
      ...first,
      pending: true,
      version: '2',
      updatedAt: lower.data!.setOcarTrustConfig.updatedAt,
    });
    expect((await read(t.admin)).data!.ocarTrustConfig).toMatchObject({ pending: true, threshold: 2, version: '2' });
    const p = await promote(checker, '2');
    expect(p.errors).toBeUndefined();
    expect(p.data!.promoteOcarTrustConfig).toMatchObject({
      pending: false,
      threshold: 1,
      receivers: recv(1, 2),
      version: '3',
      updatedBy: checker.caller.user_id,
    });
    expect(p.data!.promoteOcarTrustConfig.configCid).toBe(
      configCid(normalizeConfig({ threshold: 1, receivers: recv(1, 2) })),
    );
    expect((await events(t)).map((e) => [e.action, e.actor])).toEqual([
      ['governance.ocar_trust_config.applied', `user/${t.userId}`],
      ['governance.ocar_trust_config.change_pending', `user/${t.userId}`],
      ['governance.ocar_trust_config.promoted', `user/${checker.caller.user_id}`],
    ]);
  });

  it('removing a receiver is pending; an ORG_ADMIN may promote it', async () => {
    const { t, maker } = await configured();
    const orgAdmin = await admin(await addUser(id.prisma, t, 'ORG_ADMIN'));
    expect((await set(maker, 1, recv(1), '1')).data!.setOcarTrustConfig).toMatchObject({
      pending: true,
      receivers: recv(1, 2),
      version: '2',
    });
    expect((await promote(orgAdmin, '2')).data!.promoteOcarTrustConfig).toMatchObject({
      pending: false,
      threshold: 1,
      receivers: recv(1),
      version: '3',
    });
  });

  it('clear is pending; once promoted the query answers the empty configuration, not null', async () => {
    const { t, maker, checker } = await configured();
    expect((await clear(maker, '1')).data!.clearOcarTrustConfig).toMatchObject({
      pending: true,
      threshold: 2,
      version: '2',
    });
    expect((await promote(checker, '2')).data!.promoteOcarTrustConfig).toMatchObject({
      pending: false,
      threshold: 0,
      receivers: [],
      version: '3',
    });
    expect((await read(t.admin)).data!.ocarTrustConfig).toMatchObject({
      threshold: 0,
      receivers: [],
      pending: false,
      version: '3',
    });
    expect((await events(t)).map((e) => (e.details as { change: string }).change)).toEqual([
      'set',
      'cleared',
      'promoted',
    ]);
  });

  it('while pending: a weakening change replaces it, a strengthening one is applied and discards it', async () => {
    const { t, maker, checker } = await configured();
    await set(maker, 1, recv(1, 2), '1');
    expect((await set(checker, 1, recv(1), '2')).data!.setOcarTrustConfig).toMatchObject({
      pending: true,
      version: '3',
    });
    const pendingRow = (await row(t))!;
    expect(pendingRow.pendingMakerUserId).toBe(checker.caller.user_id);
    expect(pendingRow.pendingReceivers).toEqual(recv(1));
    expect((await set(maker, 2, recv(1, 2, 3), '3')).data!.setOcarTrustConfig).toMatchObject({
      pending: false,
      threshold: 2,
      receivers: recv(1, 2, 3),
      version: '4',
    });
    expect(errCode(await promote(checker, '4'))).toBe('SVC-OCAR-7725');
  });
});

describe('OCAR trust configuration: refusals change nothing', () => {
  it('the maker cannot promote their own change (SVC-OCAR-7727)', async () => {
    const { t, maker } = await configured();
    await set(maker, 1, recv(1, 2), '1');
    const before = await row(t);
    expect(errCode(await promote(maker, '2'))).toBe('SVC-OCAR-7727');
    expect(await row(t)).toEqual(before);
    expect(await events(t)).toHaveLength(2);
  });

  it("the approver cannot reuse the maker's step-up session (SVC-OCAR-7726)", async () => {
    const { t, maker, checker } = await configured();
    const makerToken = await maker.stepUp(setBinding('1', 1, recv(1, 2)));
    expect((await set(maker, 1, recv(1, 2), '1', makerToken)).errors).toBeUndefined();
    const before = await row(t);
    expect(errCode(await promote(checker, '2', makerToken))).toBe('SVC-OCAR-7726');
    expect(await row(t)).toEqual(before);
  });

  it('a step-up that is missing, of another scope, for another input, or for another version is SVC-OCAR-7724', async () => {
    const { t, maker, checker } = await configured();
    const before = await row(t);
    expect(errCode(await set(maker, 3, recv(1, 2, 3), '1', null))).toBe('SVC-OCAR-7724');
    const otherInput = await maker.stepUp(setBinding('1', 2, recv(1, 2, 4)));
    expect(errCode(await set(maker, 3, recv(1, 2, 3), '1', otherInput))).toBe('SVC-OCAR-7724');
    expect((await grant(otherInput)).usedAt).toBeNull();
    const otherScope = await maker.stepUp(setBinding('1', 3, recv(1, 2, 3)), 'MANAGE_API_KEYS');
    expect(errCode(await set(maker, 3, recv(1, 2, 3), '1', otherScope))).toBe('SVC-OCAR-7724');
    // Another admin's step-up for exactly this input is not the caller's.
    const checkers = await checker.stepUp(setBinding('1', 3, recv(1, 2, 3)));
    expect(errCode(await set(maker, 3, recv(1, 2, 3), '1', checkers))).toBe('SVC-OCAR-7724');
    expect(errCode(await set(maker, 3, recv(1, 2, 3), '1', 'not-a-step-up'))).toBe('SVC-OCAR-7724');
    expect(await row(t)).toEqual(before);
    await set(maker, 1, recv(1, 2), '1');
    expect(errCode(await promote(checker, '2', await checker.stepUp('promoteOcarTrustConfig:1')))).toBe(
      'SVC-OCAR-7724',
    );
    expect(errCode(await clear(maker, '2', await maker.stepUp('clearOcarTrustConfig:1')))).toBe('SVC-OCAR-7724');
    expect((await row(t))!.version).toBe(2n);
    expect(await events(t)).toHaveLength(2);
  });

  it('a stale expectedVersion is retryable SVC-OCAR-7723 on every mutation, and leaves the step-up unspent', async () => {
    const { t, maker, checker } = await configured();
    await set(maker, 3, recv(1, 2, 3), '1');
    const before = await row(t);
    const token = await maker.stepUp(setBinding('1', 3, recv(1, 2, 3, 4)));
    const r = await set(maker, 3, recv(1, 2, 3, 4), '1', token);
    expect(errCode(r)).toBe('SVC-OCAR-7723');
    expect(lookupSvc('SVC-OCAR-7723')).toMatchObject({ retryable: true });
    expect((await grant(token)).usedAt).toBeNull();
    expect(errCode(await set(maker, 3, recv(1, 2, 3, 4), null))).toBe('SVC-OCAR-7723');
    expect(errCode(await set(maker, 3, recv(1, 2, 3, 4), '9'))).toBe('SVC-OCAR-7723');
    expect(errCode(await clear(maker, '1'))).toBe('SVC-OCAR-7723');
    await set(maker, 1, recv(1, 2, 3), '2');
    expect(errCode(await promote(checker, '2'))).toBe('SVC-OCAR-7723');
    expect((await row(t))!.version).toBe(3n);
    expect({
      ...(await row(t)),
      version: before!.version,
      pendingThreshold: null,
      pendingReceivers: null,
      pendingConfigCid: null,
      pendingMakerUserId: null,
      pendingStepUpId: null,
      updatedAt: before!.updatedAt,
    }).toEqual(before);
    // No configuration yet: promote and clear name a version that is not current.
    const fresh = await tenant(id);
    const a = await admin(fresh.admin);
    expect(errCode(await clear(a, '1'))).toBe('SVC-OCAR-7723');
    expect(errCode(await promote(a, '1'))).toBe('SVC-OCAR-7723');
    expect(await row(fresh)).toBeNull();
  });

  it('promoting with nothing pending is SVC-OCAR-7725', async () => {
    const { t, checker } = await configured();
    expect(errCode(await promote(checker, '1'))).toBe('SVC-OCAR-7725');
    expect((await row(t))!.version).toBe(1n);
  });

  it('a threshold or receivers it cannot enforce are SVC-OCAR-7722 / 7721; malformed input is a validation error', async () => {
    const { t, maker } = await configured();
    const before = await row(t);
    expect(errCode(await set(maker, 3, recv(1, 2), '1', 'stu_x'))).toBe('SVC-OCAR-7722');
    expect(errCode(await set(maker, 0, recv(1, 2), '1', 'stu_x'))).toBe('SVC-OCAR-7722');
    expect(errCode(await set(maker, 1, [...recv(1), { receiverId: 'r1', publicKeyHex: key(9) }], '1', 'stu_x'))).toBe(
      'SVC-OCAR-7721',
    );
    expect(errCode(await set(maker, 1, [...recv(1), { receiverId: 'r9', publicKeyHex: key(1) }], '1', 'stu_x'))).toBe(
      'SVC-OCAR-7721',
    );
    expect(errCode(await set(maker, 1, [{ receiverId: 'r1', publicKeyHex: 'AB'.repeat(32) }], '1', 'stu_x'))).toBe(
      'SVC-VALID-4000',
    );
    expect(errCode(await set(maker, 1, recv(1), '-1', 'stu_x'))).toBe('SVC-VALID-4000');
    expect(errCode(await set(maker, -1, [], '1', 'stu_x'))).toBe('SVC-VALID-4000');
    expect(await row(t)).toEqual(before);
    expect(await events(t)).toHaveLength(1);
  });

  it('roles: a DEVELOPER or BILLING user cannot change or read it (SVC-AUTH-1008), another workspace sees none', async () => {
    const { t } = await configured();
    for (const role of ['DEVELOPER', 'BILLING', 'WORKSPACE_VIEWER']) {
      const u = await addUser(id.prisma, t, role);
      const a: Admin = { caller: u, stepUp: async () => 'stu_none' };
      expect(errCode(await set(a, 3, recv(1, 2, 3), '1', 'stu_none')), role).toBe('SVC-AUTH-1008');
      expect(errCode(await promote(a, '1', 'stu_none')), role).toBe('SVC-AUTH-1008');
      expect(errCode(await clear(a, '1', 'stu_none')), role).toBe('SVC-AUTH-1008');
      expect(errCode(await read(u)), role).toBe('SVC-AUTH-1008');
    }
    expect((await row(t))!.version).toBe(1n);
    const other = await tenant(id);
    expect((await read(other.admin)).data).toEqual({ ocarTrustConfig: null });
  });
});

describe('OCAR trust configuration: parallel writers', () => {
  it('eight admins changing version 1 at once: exactly one wins, the rest are SVC-OCAR-7723, the version is 2', async () => {
    const { t, maker } = await configured();
    const admins = [maker];
    for (let i = 0; i < 7; i++) admins.push(await admin(await addUser(id.prisma, t, 'WORKSPACE_ADMIN')));
    const tokens = await Promise.all(admins.map((a, i) => a.stepUp(setBinding('1', 2, recv(1, 2, 10 + i)))));
    const results = await Promise.all(admins.map((a, i) => set(a, 2, recv(1, 2, 10 + i), '1', tokens[i])));
    expect(results.filter((r) => !r.errors)).toHaveLength(1);
    expect(results.filter((r) => errCode(r) === 'SVC-OCAR-7723')).toHaveLength(7);
    expect((await row(t))!.version).toBe(2n);
    expect(await events(t)).toHaveLength(2);
    // The losers' step-ups were not spent.
    const spent = await Promise.all(tokens.map(async (x) => (await grant(x)).usedAt !== null));
    expect(spent.filter(Boolean)).toHaveLength(1);
  });

  it('six first sets at once: one is version 1, the rest SVC-OCAR-7723', async () => {
    const t = await tenant(id);
    const admins = [await admin(t.admin)];
    for (let i = 0; i < 5; i++) admins.push(await admin(await addUser(id.prisma, t, 'WORKSPACE_ADMIN')));
    const tokens = await Promise.all(admins.map((a, i) => a.stepUp(setBinding(null, 1, recv(20 + i)))));
    const results = await Promise.all(admins.map((a, i) => set(a, 1, recv(20 + i), null, tokens[i])));
    expect(results.filter((r) => !r.errors)).toHaveLength(1);
    expect(results.filter((r) => errCode(r) === 'SVC-OCAR-7723')).toHaveLength(5);
    expect((await row(t))!.version).toBe(1n);
    expect(await events(t)).toHaveLength(1);
  });

  it('a sequence of parallel rounds keeps the version strictly monotone with no gaps', async () => {
    const { t, maker, checker } = await configured();
    let v = 1;
    for (let round = 0; round < 3; round++) {
      const as = [maker, checker];
      const tokens = await Promise.all(
        as.map((a, i) => a.stepUp(setBinding(String(v), 2, recv(1, 2, 30 + round * 2 + i)))),
      );
      const rs = await Promise.all(as.map((a, i) => set(a, 2, recv(1, 2, 30 + round * 2 + i), String(v), tokens[i])));
      const won = rs.filter((r) => !r.errors);
      expect(won).toHaveLength(1);
      expect(won[0].data!.setOcarTrustConfig.version).toBe(String(v + 1));
      v++;
    }
    expect((await events(t)).map((e) => (e.details as { version: string }).version)).toEqual(['1', '2', '3', '4']);
  });
});
