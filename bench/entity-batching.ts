/**
 * Entity batching in the iam subgraph: one federation `_entities` request for N users, batched
 * (one identity GetUsers call per request, the default) against batching off
 * (IAM_USER_BATCH_MAX=1: one GetUsers call per user, all in flight at once).
 *   npx tsx bench/entity-batching.ts [--users=100] [--requests=300] [--delay-ms=1]
 * Both iam servers run in this process against one fake identity gRPC server on loopback whose
 * GetUsers waits --delay-ms per call (standing in for identity's database read, about 1.5 ms per
 * Prisma query here). Requests alternate between the two variants, one at a time, after a
 * warm-up; prints p50/p99 latency per request, GetUsers calls per request and the ratios.
 */
import { startSubgraph } from '@svc/subgraph-kit';
import { postGraphql, startFakeIdentity, userEntitiesRequest } from '@svc/subgraph-kit/testing';
import { iamSubgraph } from '../subgraphs/iam/src/subgraph.ts';

const arg = (name: string, def: number) => {
  const hit = process.argv.find((a) => a.startsWith(`--${name}=`));
  return hit ? Number(hit.split('=')[1]) : def;
};
const users = arg('users', 100),
  requests = arg('requests', 300),
  delayMs = arg('delay-ms', 1),
  warmup = 30;
const CALLER = { userId: 'usr_0', orgId: 'org_a', workspaceId: 'ws_a' };

const identity = await startFakeIdentity({ delayMs });
const base = { IAM_PORT: '0', LOG_LEVEL: 'silent', IDENTITY_GRPC_TARGET: identity.target };
const variants = [
  { name: 'batched (default)', server: await startSubgraph(iamSubgraph, base), ms: [] as number[], calls: 0 },
  {
    name: 'unbatched (IAM_USER_BATCH_MAX=1)',
    server: await startSubgraph(iamSubgraph, { ...base, IAM_USER_BATCH_MAX: '1' }),
    ms: [] as number[],
    calls: 0,
  },
];
const { query, variables } = userEntitiesRequest(users);

for (let i = 0; i < warmup + requests; i++) {
  for (const v of variants) {
    const before = identity.getUsersCalls.length;
    const t0 = performance.now();
    const r = await postGraphql(v.server.port, query, variables, CALLER);
    const ms = performance.now() - t0;
    if (r.errors || ((r.data?._entities as unknown[] | undefined) ?? []).length !== users)
      throw new Error(`${v.name}: ${JSON.stringify(r.errors)}`);
    if (i >= warmup) {
      v.ms.push(ms);
      v.calls += identity.getUsersCalls.length - before;
    }
  }
}

const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];
console.log(
  `_entities with ${users} User representations, ${requests} requests per variant, identity GetUsers delay ${delayMs} ms`,
);
for (const v of variants) {
  console.log(
    `${v.name.padEnd(34)} p50 ${pct(v.ms, 50).toFixed(2).padStart(7)} ms   p99 ${pct(v.ms, 99).toFixed(2).padStart(7)} ms   GetUsers calls/request ${(v.calls / requests).toFixed(1)}`,
  );
}
const [b, u] = variants;
console.log(
  `ratio unbatched/batched: p50 ${(pct(u.ms, 50) / pct(b.ms, 50)).toFixed(1)}x, p99 ${(pct(u.ms, 99) / pct(b.ms, 99)).toFixed(1)}x`,
);

for (const v of variants) await v.server.stop();
await identity.stop();
