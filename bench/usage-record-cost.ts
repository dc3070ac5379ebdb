/**
 * The request-path cost of usage reporting, in process and without the machine's noise: what
 * `recordUsage` (gateway/src/usage/usage-recorder.ts) costs per executed request (client from the
 * headers, the aggregator's map update, the latency bucket), and what a window's `drain` costs
 * (coordinates once per operation, reports built), spread over the requests of the window.
 * Compare with the gateway's CPU per request in bench/gateway-throughput.ts (2 % of it is the
 * target).
 *
 *   npx tsx bench/usage-record-cost.ts [operations=200] [requests=2000000]
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { buildSchema, parse } from 'graphql';
import { newContext } from '../gateway/src/context.ts';
import { selectOperation } from '../gateway/src/graphql/prepared-operation.ts';
import { UsageAggregator } from '../gateway/src/usage/usage-aggregator.ts';
import { recordUsage } from '../gateway/src/usage/usage-recorder.ts';

const operations = Number(process.argv[2] ?? 200);
const requests = Number(process.argv[3] ?? 2_000_000);
const schema = buildSchema(`
  type Plan { code: String, name: String, priceCents: Int }
  type Model { id: ID, name: String }
  type Query { publicPlans: [Plan], models: [Model], plan(code: String): Plan }
`);
const docs = Array.from({ length: operations }, (_, i) => {
  const query = `query Op${i} { publicPlans { code name priceCents } models { id name } plan(code: "p${i}") { name } }`;
  const document = parse(query);
  const doc = { document, errors: null, hash: createHash('sha256').update(query).digest('hex'), operations: new Map() };
  return { query, doc, prepared: selectOperation(doc, undefined)! };
});
const clients = ['web-app', 'ios', 'android', 'partner-sync'];
const contexts = docs.map((d, i) => {
  const ctx = newContext('graphql', 'req', '127.0.0.1', {
    headers: { 'apollographql-client-name': clients[i % 4], 'apollographql-client-version': `1.${i % 3}.0` },
  } as unknown as IncomingMessage);
  ctx.gql = { method: 'POST', rawBody: null, payload: {}, query: d.query, document: d.doc, prepared: d.prepared };
  return ctx;
});

const agg = new UsageAggregator(5000);
// Warm-up: JIT, and each operation's description made once (as the first request of a cached document).
for (let i = 0; i < 100_000; i++) recordUsage(agg, contexts[i % operations], schema, false, 3);
agg.drain();

const t0 = process.cpuUsage();
for (let i = 0; i < requests; i++) recordUsage(agg, contexts[i % operations], schema, i % 97 === 0, (i % 50) + 1);
const record = process.cpuUsage(t0);
const t1 = process.cpuUsage();
const reports = agg.drain();
const drain = process.cpuUsage(t1);
const t2 = process.cpuUsage();
const bytes = reports.reduce((n, r) => n + JSON.stringify(r).length, 0);
const serialise = process.cpuUsage(t2);

const us = (c: NodeJS.CpuUsage) => c.user + c.system;
console.log(`${requests} requests over ${operations} operations × 4 clients, one window`);
console.log('| part | CPU |');
console.log('|---|---|');
console.log(`| recordUsage per request | ${((us(record) * 1000) / requests).toFixed(0)} ns |`);
console.log(
  `| drain of the window (${agg.size} left, ${reports.length} report(s)) | ${(us(drain) / 1000).toFixed(1)} ms |`,
);
console.log(`| JSON of the reports (${(bytes / 1024).toFixed(0)} KiB) | ${(us(serialise) / 1000).toFixed(1)} ms |`);
