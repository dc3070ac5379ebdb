/**
 * A federated query that needs 100 users from iam makes ONE identity GetUsers call: the gateway
 * sends iam one `_entities` request with 100 User representations, and User.__resolveReference
 * batches them through a per-request DataLoader. Runs the real iam subgraph (startSubgraph)
 * against a fake identity gRPC server that counts calls.
 */
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { startSubgraph } from '@svc/subgraph-kit';
import { postGraphql, startFakeIdentity, userEntitiesRequest, type FakeIdentity } from '@svc/subgraph-kit/testing';
import { iamSubgraph } from '../../subgraphs/iam/src/subgraph.ts';

const CALLER = { userId: 'usr_0', orgId: 'org_a', workspaceId: 'ws_a' };

describe('iam entity batching', () => {
  let identity: FakeIdentity;
  let iam: Awaited<ReturnType<typeof startSubgraph>>;
  beforeAll(async () => {
    identity = await startFakeIdentity();
    iam = await startSubgraph(iamSubgraph, {
      IAM_PORT: '0',
      LOG_LEVEL: 'silent',
      IDENTITY_GRPC_TARGET: identity.target,
    });
  });
  afterAll(async () => {
    await iam?.stop();
    await identity?.stop();
  });

  it('resolves 100 User representations with exactly one GetUsers call carrying all 100 ids', async () => {
    identity.getUsersCalls.length = 0;
    const { query, variables } = userEntitiesRequest(100);
    const r = await postGraphql(iam.port, query, variables, CALLER);
    expect(r.errors).toBeUndefined();
    const users = r.data!._entities as { id: string; email: string }[];
    expect(users).toHaveLength(100);
    expect(users[42]).toEqual({ id: 'usr_42', email: 'usr_42@example.com' });
    expect(identity.getUsersCalls).toHaveLength(1);
    expect(identity.getUsersCalls[0].ids).toEqual(variables.r.map((u) => u.id));
    // The workspace comes from the caller, never from the representations.
    expect(identity.getUsersCalls[0].workspace_id).toBe('ws_a');
  });

  it('keeps the batch per request: two requests are two calls', async () => {
    identity.getUsersCalls.length = 0;
    const { query, variables } = userEntitiesRequest(3);
    await Promise.all([
      postGraphql(iam.port, query, variables, CALLER),
      postGraphql(iam.port, query, variables, { ...CALLER, workspaceId: 'ws_b' }),
    ]);
    expect(identity.getUsersCalls.map((c) => c.workspace_id).sort()).toEqual(['ws_a', 'ws_b']);
  });

  it('answers null for a user identity does not return, without failing the others', async () => {
    const r = await postGraphql(
      iam.port,
      'query($r: [_Any!]!) { _entities(representations: $r) { ... on User { id } } }',
      {
        r: [
          { __typename: 'User', id: 'usr_1' },
          { __typename: 'User', id: 'usr_gone' },
        ],
      },
      CALLER,
    );
    expect(r.data!._entities).toEqual([{ id: 'usr_1' }, null]);
  });

  it('IAM_USER_BATCH_MAX=1 turns batching off (the baseline bench/entity-batching.ts compares against)', async () => {
    const unbatched = await startSubgraph(iamSubgraph, {
      IAM_PORT: '0',
      LOG_LEVEL: 'silent',
      IDENTITY_GRPC_TARGET: identity.target,
      IAM_USER_BATCH_MAX: '1',
    });
    try {
      identity.getUsersCalls.length = 0;
      const { query, variables } = userEntitiesRequest(10);
      const r = await postGraphql(unbatched.port, query, variables, CALLER);
      expect(r.errors).toBeUndefined();
      expect(identity.getUsersCalls).toHaveLength(10);
    } finally {
      await unbatched.stop();
    }
  });
});
