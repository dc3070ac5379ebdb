/**
 * Fuzzing the OCAR trust-configuration inputs (issue 14): arbitrary thresholds, receivers,
 * versions and step-up tokens, sent through the receipts subgraph (GraphQL, as the gateway sends
 * it) and straight to identity's receipts.v1.OcarConfigService (past the subgraph's checks). Every
 * answer is a typed refusal (validation, SVC-OCAR-772x) — never an untyped or server error —
 * identity stays up, and since no fuzz case holds a valid step-up, nothing is ever stored.
 */
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import * as grpc from '@grpc/grpc-js';
import { loadProto, serviceDef, fromGrpcError } from '@svc/grpc';
import { startSubgraph } from '@svc/subgraph-kit';
import { postGraphql } from '@svc/subgraph-kit/testing';
import { fc, nastyString, runs } from './fuzz-kit.ts';
import { startIamIdentity, tenant, type IamIdentity, type Tenant } from '../iam/helpers.ts';
import { receiptsSubgraph } from '../../subgraphs/receipts/src/subgraph.ts';

let id: IamIdentity;
let t: Tenant;
let sg: Awaited<ReturnType<typeof startSubgraph>>;
let client: grpc.Client & Record<string, (req: unknown, cb: (e: grpc.ServiceError | null, r: unknown) => void) => void>;
const SEED = Number(process.env.FUZZ_SEED ?? 20261126);

beforeAll(async () => {
  id = await startIamIdentity();
  t = await tenant(id);
  sg = await startSubgraph(receiptsSubgraph, {
    RECEIPTS_PORT: '0',
    LOG_LEVEL: 'silent',
    IDENTITY_GRPC_TARGET: id.grpcTarget,
  });
  const Ctor = serviceDef(loadProto('receipts/v1/receipts.proto'), 'receipts.v1.OcarConfigService');
  client = new Ctor(id.grpcTarget, grpc.credentials.createInsecure()) as typeof client;
});
afterAll(async () => {
  client?.close();
  await sg?.stop();
  await id?.stop();
});

/** Typed refusals arbitrary input may get (no valid step-up: a well-formed change stops at 7724 or 7723). */
const TYPED = /^(SVC-VALID-40\d\d|SVC-OCAR-772[0-7])$/;
const caller = () => ({ userId: t.userId, orgId: t.orgId, workspaceId: t.workspaceId });

const receiver = fc.record({
  receiverId: fc.oneof(nastyString(140), fc.constantFrom('r1', 'r2', 'a.b:c')),
  publicKeyHex: fc.oneof(
    nastyString(70),
    fc.uint8Array({ minLength: 32, maxLength: 32 }).map((b) => Buffer.from(b).toString('hex')),
    fc.constantFrom('ab'.repeat(32), 'AB'.repeat(32)),
  ),
});
const threshold = fc.oneof(fc.integer({ min: -3, max: 5 }), fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }));
const version = fc.option(fc.oneof(nastyString(30), fc.bigInt({ min: 0n, max: 2n ** 64n }).map(String)), { nil: null });
const token = fc.oneof(nastyString(200), fc.constant('stu_' + 'A'.repeat(43)), fc.constant('a.b.c'));

function rpc(method: string, req: unknown): Promise<string> {
  return new Promise((resolve) => client[method](req, (e) => resolve(e ? fromGrpcError(e).code : 'no error')));
}

describe('OCAR trust configuration input fuzzing', () => {
  it('GraphQL: any threshold, receivers, version and step-up token is a typed refusal; nothing stored', async () => {
    await fc.assert(
      fc.asyncProperty(
        threshold,
        fc.array(receiver, { maxLength: 6 }),
        version,
        token,
        fc.nat(2),
        async (th, receivers, v, stepUp, which) => {
          const [query, variables] =
            which === 0
              ? [
                  'mutation($i: OcarTrustConfigInput!) { setOcarTrustConfig(input: $i) { version } }',
                  { i: { threshold: th, receivers, expectedVersion: v } },
                ]
              : [
                  `mutation($v: String!) { ${which === 1 ? 'promote' : 'clear'}OcarTrustConfig(expectedVersion: $v) { version } }`,
                  { v: v ?? '' },
                ];
          const r = await postGraphql(sg.port, query as string, variables, caller(), {
            'x-step-up-token': stepUp.replace(/[^\x21-\x7e]/g, '') || 'x',
          });
          expect(
            r.data?.setOcarTrustConfig ?? r.data?.promoteOcarTrustConfig ?? r.data?.clearOcarTrustConfig ?? null,
          ).toBeNull();
          const c = r.errors?.[0]?.extensions?.code;
          // A threshold outside Int is refused by GraphQL's own coercion (no SVC code).
          if (c !== undefined || Math.abs(th) < 2 ** 31) expect(String(c)).toMatch(TYPED);
        },
      ),
      { numRuns: runs(150), seed: SEED },
    );
    expect(await id.prisma.ocarTrustConfig.findUnique({ where: { workspaceId: t.workspaceId } })).toBeNull();
  });

  it('gRPC straight to identity: arbitrary messages are typed refusals and identity stays up', async () => {
    const context = { user_id: t.userId, org_id: t.orgId, workspace_id: t.workspaceId };
    await fc.assert(
      fc.asyncProperty(
        threshold,
        fc.array(receiver, { maxLength: 120 }),
        version,
        token,
        async (th, receivers, v, stepUp) => {
          const outcomes = await Promise.all([
            rpc('SetTrustConfig', {
              context,
              step_up_token: stepUp,
              input: {
                threshold: th,
                receivers: receivers.map((x) => ({ receiver_id: x.receiverId, public_key_hex: x.publicKeyHex })),
                ...(v === null ? {} : { expected_version: v }),
              },
            }),
            rpc('PromoteTrustConfig', { context, step_up_token: stepUp, expected_version: v ?? '' }),
            rpc('ClearTrustConfig', { context, step_up_token: stepUp, expected_version: v ?? '' }),
          ]);
          for (const c of outcomes) expect(c).toMatch(TYPED);
        },
      ),
      { numRuns: runs(150), seed: SEED },
    );
    expect(await id.prisma.ocarTrustConfig.findUnique({ where: { workspaceId: t.workspaceId } })).toBeNull();
    // A request without a caller is refused as such, and identity still answers.
    expect(await rpc('GetTrustConfig', {})).toBe('SVC-AUTH-1000');
    expect((await fetch(`${id.httpUrl}/healthz`)).status).toBe(200);
  });
});
