/**
 * What the billing stage (budgets that hold, subgraphs/inference/src/services/budget-guard.ts)
 * adds to an inference call, side by side in one run:
 *
 *   DATABASE_URL=… REDIS_URL=… npx tsx bench/budget-stage.ts [calls=2000]
 *
 * 1. The stage alone: `calls` hold + settle pairs against Redis for a caller with two applicable
 *    budgets (a HARD organization budget and a SOFT workspace budget, ceilings far away), against
 *    the same for a caller whose organization has no budget (the cached lookup only: the stage's
 *    cost when nothing applies). p50/p99 of each and the difference.
 * 2. End to end: `calls` non-streaming `POST /v1/chat/completions` on one inference service against
 *    the scripted upstream on loopback, alternating a caller with those budgets and one without;
 *    p50/p99 of each, the added ms at p50 and the ratio. The target (issue 16): ≤ 0.3 ms at p50.
 *    Beside it, the guard's hold as the service itself pays it inside those calls (timed around
 *    BudgetGuard.hold in the service): where the added time goes.
 */
import http from 'node:http';
import { randomUUID } from 'node:crypto';
import { createLogger, RedisStore } from '@svc/core';
import { createPrismaClient } from '@svc/db';
import { startInference } from '../subgraphs/inference/src/start-inference.ts';
import { BudgetGuard } from '../subgraphs/inference/src/services/budget-guard.ts';
import { BudgetRepository } from '../subgraphs/inference/src/repositories/budget-repository.ts';
import { startMockOpenAI, mockProvider } from '../test/helpers/mock-openai.ts';

const calls = Number(process.argv[2] ?? 2000);
const databaseUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
if (!databaseUrl || !redisUrl) throw new Error('set DATABASE_URL and REDIS_URL (the stage needs both)');

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))];
const fmt = (ms: number) => `${ms.toFixed(3)} ms`;
const silent = createLogger('bench', { level: 'silent' });

const prisma = createPrismaClient({ url: databaseUrl, poolMax: 2 });
const tag = randomUUID().slice(0, 8);
const withBudgets = { orgId: `org_bb${tag}`, workspaceId: `ws_bb${tag}`, userId: `usr_bb${tag}`, apiKeyId: null, requestId: '' };
const without = { orgId: `org_bn${tag}`, workspaceId: `ws_bn${tag}`, userId: `usr_bn${tag}`, apiKeyId: null, requestId: '' };
for (const [scopeType, scopeId, mode] of [['ORGANIZATION', withBudgets.orgId, 'HARD'], ['WORKSPACE', withBudgets.workspaceId, 'SOFT']] as const) {
  await prisma.budget.create({ data: { id: `budget_${randomUUID()}`, organizationId: withBudgets.orgId, scopeType, scopeId, mode, ceilingCents: 1_000_000_000n, alertThresholdPcts: [99], createdBy: withBudgets.userId } });
}

// ---- 1. the stage alone ----------------------------------------------------------------------
const store = new RedisStore({ url: redisUrl }).connect();
await store.ready(2000);
const guard = new BudgetGuard({ store, source: new BudgetRepository(prisma), log: silent, holdTtlMs: 900_000, cacheMs: 2_000 });
async function stageOnce(caller: typeof withBudgets): Promise<number> {
  const t0 = performance.now();
  const hold = await guard.hold({ ...caller, requestId: randomUUID() }, ['p1'], 8_250n);
  await hold.settle(7_000n, 'p1');
  return performance.now() - t0;
}
for (let i = 0; i < 200; i++) await stageOnce(i % 2 ? withBudgets : without); // warm: accounts open, scripts loaded
const stage = { on: [] as number[], off: [] as number[] };
for (let i = 0; i < calls; i++) {
  stage.on.push(await stageOnce(withBudgets));
  stage.off.push(await stageOnce(without));
}

// ---- 2. end to end ---------------------------------------------------------------------------
const mock = await startMockOpenAI();
const svc = await startInference({ log: silent, env: { INFERENCE_PORT: '0', DATABASE_URL: databaseUrl, REDIS_URL: redisUrl, INFERENCE_PROVIDERS: JSON.stringify([mockProvider('p1', mock)]) } });
// The hold inside the service's calls, timed where it happens (the bench reaches into the service).
const inSitu = { on: [] as number[], off: [] as number[] };
const serviceGuard = (svc.service as unknown as { deps: { budgets: BudgetGuard } }).deps.budgets;
const realHold = serviceGuard.hold.bind(serviceGuard);
serviceGuard.hold = async (caller, providers, estimate) => {
  const t0 = performance.now();
  try {
    return await realHold(caller, providers, estimate);
  } finally {
    inSitu[caller.orgId === withBudgets.orgId ? 'on' : 'off'].push(performance.now() - t0);
  }
};
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
const body = JSON.stringify({ model: 'm1', messages: [{ role: 'user', content: 'x'.repeat(40) }], max_tokens: 4 });
function call(c: typeof withBudgets): Promise<number> {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    const req = http.request({ port: svc.port, path: '/v1/chat/completions', method: 'POST', agent, headers: { 'content-type': 'application/json', 'svc-user-id': c.userId, 'svc-org-id': c.orgId, 'svc-workspace-id': c.workspaceId } }, (res) => {
      res.resume();
      res.on('end', () => (res.statusCode === 200 ? resolve(performance.now() - t0) : reject(new Error(`HTTP ${res.statusCode}`))));
    });
    req.on('error', reject);
    req.end(body);
  });
}
for (let i = 0; i < 200; i++) await call(i % 2 ? withBudgets : without);
inSitu.on.length = 0;
inSitu.off.length = 0;
const e2e = { on: [] as number[], off: [] as number[] };
for (let i = 0; i < calls; i++) {
  e2e.on.push(await call(withBudgets));
  e2e.off.push(await call(without));
}

console.log(`billing stage, ${calls} calls each, alternating (Redis ${redisUrl.replace(/\/\/[^@]*@/, '//')})`);
console.log(`  stage alone   with 2 budgets: p50 ${fmt(pct(stage.on, 50))} p99 ${fmt(pct(stage.on, 99))} | no budget: p50 ${fmt(pct(stage.off, 50))} p99 ${fmt(pct(stage.off, 99))} | added at p50 ${fmt(pct(stage.on, 50) - pct(stage.off, 50))}`);
console.log(`  /v1 call      with 2 budgets: p50 ${fmt(pct(e2e.on, 50))} p99 ${fmt(pct(e2e.on, 99))} | no budget: p50 ${fmt(pct(e2e.off, 50))} p99 ${fmt(pct(e2e.off, 99))} | added at p50 ${fmt(pct(e2e.on, 50) - pct(e2e.off, 50))} (ratio ${(pct(e2e.on, 50) / pct(e2e.off, 50)).toFixed(3)}; target ≤ 0.3 ms)`);
console.log(`  hold inside the /v1 calls  with 2 budgets: p50 ${fmt(pct(inSitu.on, 50))} p99 ${fmt(pct(inSitu.on, 99))} | no budget: p50 ${fmt(pct(inSitu.off, 50))}`);

agent.destroy();
await svc.stop();
await mock.close();
await store.close();
await prisma.$disconnect();
