/**
 * Usage records while billing is down (ADR 012): a chat call still answers (the organization's
 * budgets are cached from before billing went down); its record waits in
 * inference's memory, bounded by USAGE_BUFFER_MAX, and the oldest past the bound are dropped,
 * counted on inference's /metrics (svc_inference_usage_records_dropped_total) and logged at error
 * level with the whole record; once billing is up the waiting ones are written, each once.
 */
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { randomBytes } from 'node:crypto';
import OpenAI from 'openai';
import pino from 'pino';
import type { Logger } from '@svc/core';
import { createPrismaClient } from '@svc/db';
import { PrismaClient } from '../../subgraphs/billing/src/db.ts';
import { startInference, type RunningInference } from '../../subgraphs/inference/src/start-inference.ts';
import { startMockOpenAI, mockProvider, type MockOpenAI } from '../helpers/mock-openai.ts';
import { freePort, startBillingApi, type BillingApiUnderTest } from '../helpers/billing-api.ts';
import { databaseUrl } from '../helpers/env.ts';

const secret = randomBytes(32).toString('base64url');
const lines: string[] = [];
const log = pino(
  { level: 'warn', formatters: { level: (label) => ({ level: label }) } },
  { write: (l: string) => lines.push(l) },
) as unknown as Logger;
let mock: MockOpenAI;
let svc: RunningInference;
let billing: BillingApiUnderTest | null = null;
let prisma: PrismaClient;
let grpcPort: number;

beforeAll(async () => {
  mock = await startMockOpenAI();
  grpcPort = await freePort();
  billing = await startBillingApi({ databaseUrl: databaseUrl(), grpcPort, secret });
  svc = await startInference({
    log,
    env: {
      INFERENCE_PORT: '0',
      BILLING_GRPC_TARGET: `127.0.0.1:${grpcPort}`,
      BILLING_API_SECRET: secret,
      INFERENCE_PROVIDERS: JSON.stringify([mockProvider('p1', mock)]),
      USAGE_BUFFER_MAX: '2',
      BUDGET_CACHE_TTL_MS: '600000',
      USAGE_FLUSH_INTERVAL_MS: '50',
      USAGE_RETRY_BASE_MS: '50',
      USAGE_RETRY_MAX_MS: '200',
    },
  });
  prisma = createPrismaClient(PrismaClient, { url: databaseUrl(), poolMax: 1 });
}, 60_000);
afterAll(async () => {
  await svc?.stop();
  await billing?.stop();
  await mock?.close();
  await prisma?.$disconnect();
});

const metric = async (name: string) => {
  const text = await (await fetch(`http://127.0.0.1:${svc.port}/metrics`)).text();
  const line = text.split('\n').find((l) => l.startsWith(name));
  return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : 0;
};

describe('usage records while billing is down', () => {
  it('wait in bounded memory, the oldest past the bound dropped with a metric and an error log; the rest written once billing is up', async () => {
    const ws = `ws_down${randomBytes(5).toString('hex')}`;
    const openai = new OpenAI({
      baseURL: `http://127.0.0.1:${svc.port}/v1`,
      apiKey: 'unused',
      maxRetries: 0,
      defaultHeaders: { 'svc-user-id': 'usr_down', 'svc-org-id': 'org_down', 'svc-workspace-id': ws },
    });
    // Billing up: the organization's budgets (none) are read and cached, the record written.
    await openai.chat.completions.create({ model: 'm1', messages: [{ role: 'user', content: 'first' }] });
    await svc.usageRecords!.drained();
    expect(await prisma.usageRecord.count({ where: { workspaceId: ws } })).toBe(1);
    await billing!.stop();
    billing = null;
    const ids: string[] = [];
    for (let i = 0; i < 5; i++)
      ids.push(
        (await openai.chat.completions.create({ model: 'm1', messages: [{ role: 'user', content: `call ${i}` }] })).id,
      );
    // Five answered; two fit in the buffer, the three oldest were dropped.
    await expect
      .poll(() => metric('svc_inference_usage_records_dropped_total{reason="buffer_full"'), { timeout: 5_000 })
      .toBe(3);
    expect(await metric('svc_inference_usage_records_pending')).toBe(2);
    const dropped = lines.filter((l) => l.includes('usage record dropped')).map((l) => JSON.parse(l));
    expect(dropped).toHaveLength(3);
    expect(dropped[0]).toMatchObject({
      level: 'error',
      reason: 'buffer_full',
      usage: { workspaceId: ws, model: 'm1', provider: 'p1', costMicrocents: '7000' },
    });
    await expect
      .poll(() => lines.some((l) => l.includes('usage records not taken by billing')), { timeout: 5_000 })
      .toBe(true);

    billing = await startBillingApi({ databaseUrl: databaseUrl(), grpcPort, secret });
    await expect
      .poll(() => prisma.usageRecord.count({ where: { workspaceId: ws } }), { timeout: 30_000, interval: 200 })
      .toBe(3);
    const rows = (
      await prisma.usageRecord.findMany({ where: { workspaceId: ws }, orderBy: { occurredAt: 'asc' } })
    ).slice(1);
    // The two newest were kept: none of them is among the dropped, and the five are all accounted for.
    expect(rows.every((r) => !dropped.some((d) => d.usage.id === r.id))).toBe(true);
    expect(new Set([...rows.map((r) => r.id), ...dropped.map((d) => d.usage.id)]).size).toBe(ids.length);
    expect(Math.max(...dropped.map((d) => Date.parse(d.usage.occurredAt)))).toBeLessThanOrEqual(
      Math.min(...rows.map((r) => r.occurredAt.getTime())),
    );
    expect(await metric('svc_inference_usage_records_pending')).toBe(0);
  }, 60_000);
});
