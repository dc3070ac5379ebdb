/**
 * What routing a call to a workspace's private endpoint costs over a configured provider (issue 15):
 *
 *   DATABASE_URL=… npx tsx bench/private-endpoint-chat.ts [requests=400]
 *
 * One inference service (in this process, with the database for the endpoint registry; usage is
 * not recorded: that needs billing's API, ADR 012, and is off the call's path anyway) and the
 * scripted upstream on loopback, which serves both as the configured provider `p1` (pooled
 * keep-alive connections) and as an ACTIVE private endpoint of one workspace (reached through the
 * egress guard: the endpoint lookup in PostgreSQL, the secret-store read and a fresh, checked
 * connection per call). `requests` sequential non-streamed chat completions, alternating the two;
 * prints p50/p95 of each, the added ms at p50, and that against the target (≤ 5 ms added at p50).
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import http from 'node:http';
import { createLogger, prefixedId } from '@svc/core';
import { createPrismaClient, migrate, MIGRATIONS_DIR } from '@svc/db';
import { startInference } from '../subgraphs/inference/src/start-inference.ts';
import { startMockOpenAI, mockProvider } from '../test/helpers/mock-openai.ts';
import { PrismaClient } from '../subgraphs/agents/src/db.ts';

const TARGET_ADDED_MS = 5;
const requests = Number(process.argv[2] ?? 400);
const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL is required (the endpoint registry and usage live there)');

await migrate({ url, dir: MIGRATIONS_DIR });
const tag = randomBytes(5).toString('hex');
const who = { 'svc-user-id': `usr_b${tag}`, 'svc-org-id': `org_b${tag}`, 'svc-workspace-id': `ws_b${tag}` };
const secrets = mkdtempSync(join(tmpdir(), 'pe-bench-'));
mkdirSync(join(secrets, who['svc-workspace-id']));
writeFileSync(join(secrets, who['svc-workspace-id'], 'key'), 'sk-bench');

const mock = await startMockOpenAI();
const prisma = createPrismaClient(PrismaClient, { url, poolMax: 1 });
const now = new Date();
await prisma.privateEndpoint.create({
  data: {
    id: prefixedId('pe'),
    orgId: who['svc-org-id'],
    workspaceId: who['svc-workspace-id'],
    displayName: 'bench',
    baseUrl: `http://127.0.0.1:${mock.port}`,
    kind: 'SELF_HOSTED',
    protocol: 'OPENAI_COMPATIBLE',
    authKind: 'BEARER_TOKEN',
    authSecretRef: 'file:key',
    modelIds: ['own-model'],
    networkBindingRef: 'nb',
    residencyRegion: 'eu',
    status: 'ACTIVE',
    createdBy: 'usr_a',
    approvedBy: 'usr_b',
    createdAt: now,
    updatedAt: now,
  },
});
const svc = await startInference({
  log: createLogger('bench', { level: 'silent' }),
  env: {
    INFERENCE_PORT: '0',
    DATABASE_URL: url,
    EGRESS_ALLOW_LOOPBACK_FOR_TESTS: 'true',
    PRIVATE_ENDPOINT_SECRETS_DIR: secrets,
    INFERENCE_PROVIDERS: JSON.stringify([mockProvider('p1', mock, { maxRetries: 0 })]),
  },
});

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
function chat(model: string): Promise<number> {
  const body = JSON.stringify({ model, messages: [{ role: 'user', content: 'Hi' }] });
  const t0 = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: svc.port,
        path: '/v1/chat/completions',
        method: 'POST',
        agent,
        headers: { ...who, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        res.resume();
        res.on('end', () =>
          res.statusCode === 200
            ? resolve(performance.now() - t0)
            : reject(new Error(`${model}: HTTP ${res.statusCode}`)),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;
for (let i = 0; i < 20; i++) await chat(i % 2 ? 'm1' : 'own-model'); // warm-up
const shared: number[] = [];
const own: number[] = [];
for (let i = 0; i < requests; i++) {
  if (i % 2) shared.push(await chat('m1'));
  else own.push(await chat('own-model'));
}
const f = (n: number) => n.toFixed(2);
const added = pct(own, 50) - pct(shared, 50);
console.log(
  `configured provider  p50 ${f(pct(shared, 50))} ms  p95 ${f(pct(shared, 95))} ms  (${shared.length} calls)`,
);
console.log(`private endpoint     p50 ${f(pct(own, 50))} ms  p95 ${f(pct(own, 95))} ms  (${own.length} calls)`);
console.log(
  `added at p50: ${f(added)} ms; target ≤ ${TARGET_ADDED_MS} ms: ratio ${(added / TARGET_ADDED_MS).toFixed(2)} (${added <= TARGET_ADDED_MS ? 'met' : 'NOT met'})`,
);

agent.destroy();
await svc.stop();
await mock.close();
await prisma.$disconnect();
