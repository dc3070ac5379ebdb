/**
 * OpenTelemetry across processes: with OTEL_EXPORTER_OTLP_ENDPOINT pointing at an OTLP/HTTP
 * receiver on loopback (this test's own, reading the JSON encoding the exporter sends), one GraphQL
 * request produces one trace whose spans come from the gateway (its server span, chain steps and the
 * subgraph fetch), the iam subgraph and identity (reached over gRPC from both), all parented through
 * the W3C traceparent the client sent. Without the variables no process exports anything (the
 * other test files run that way).
 */
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { createServer, type Server } from 'node:http';
import { randomBytes } from 'node:crypto';
import { clientToken, startPlatform, type Platform } from '../helpers/platform-harness.ts';

interface ReceivedSpan {
  service: string;
  traceId: string;
  spanId: string;
  parentSpanId: string;
  name: string;
  kind: number;
}

const spans: ReceivedSpan[] = [];
let receiver: Server;
let p: Platform;

beforeAll(async () => {
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      try {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
        for (const rs of body.resourceSpans ?? []) {
          const service =
            rs.resource?.attributes?.find((a: { key: string }) => a.key === 'service.name')?.value?.stringValue ?? '?';
          for (const ss of rs.scopeSpans ?? [])
            for (const s of ss.spans ?? [])
              spans.push({
                service,
                traceId: s.traceId,
                spanId: s.spanId,
                parentSpanId: s.parentSpanId ?? '',
                name: s.name,
                kind: s.kind,
              });
        }
      } catch {
        // not JSON: ignored (the assertions below would fail for want of spans)
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', () => r()));
  const endpoint = `http://127.0.0.1:${(receiver.address() as { port: number }).port}`;
  // One process per subgraph: each names itself in its spans (`subgraph-iam`); the nine in one
  // process share one tracer provider and one service name.
  p = await startPlatform({
    SUBGRAPHS_MODE: 'separate',
    OTEL_EXPORTER_OTLP_ENDPOINT: endpoint,
    OTEL_BSP_SCHEDULE_DELAY: '100',
  });
}, 240_000);

afterAll(async () => {
  await p?.stop();
  await new Promise((r) => receiver?.close(r));
});

describe('tracing', () => {
  it('one request is one trace across the gateway, a subgraph and identity, parented by the client traceparent', async () => {
    const token = await clientToken(p);
    const traceId = randomBytes(16).toString('hex');
    const clientSpan = randomBytes(8).toString('hex');
    const r = await fetch(`${p.api}/graphql`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        traceparent: `00-${traceId}-${clientSpan}-01`,
      },
      body: JSON.stringify({ query: '{ me { id email } }' }),
    });
    expect(r.status).toBe(200);
    expect((await r.json()).errors).toBeUndefined();
    const inTrace = () => spans.filter((s) => s.traceId === traceId);
    await expect
      .poll(() => new Set(inTrace().map((s) => s.service)), { timeout: 15_000 })
      .toEqual(new Set(['gateway', 'subgraph-iam', 'identity']));
    // Server spans end when their response finishes, after their children: wait for the root too.
    await expect
      .poll(() => inTrace().some((s) => s.service === 'gateway' && s.name === 'POST /graphql'), { timeout: 15_000 })
      .toBe(true);
    const t = inTrace();
    // The gateway's server span is the child of the client's span; every other span has its parent in the trace.
    const root = t.find((s) => s.service === 'gateway' && s.name === 'POST /graphql')!;
    expect(root.parentSpanId).toBe(clientSpan);
    const ids = new Set([clientSpan, ...t.map((s) => s.spanId)]);
    for (const s of t) expect(ids.has(s.parentSpanId), `${s.service} ${s.name} has its parent in the trace`).toBe(true);
    // The chain's steps, the plan's fetch to iam, iam's server span, and identity's gRPC server span.
    const names = t.map((s) => `${s.service} ${s.name}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'gateway chain.verifyToken',
        'gateway chain.policy',
        'gateway fetch iam',
        'subgraph-iam POST /graphql',
      ]),
    );
    expect(names.some((n) => /^identity grpc identity\.v1\.IdentityService\//.test(n))).toBe(true);
    const fetchIam = t.find((s) => s.name === 'fetch iam')!;
    expect(t.find((s) => s.service === 'subgraph-iam' && s.name === 'POST /graphql')!.parentSpanId).toBe(
      fetchIam.spanId,
    );
  });

  it('traces database calls through Prisma', async () => {
    // The token grant reads the client and writes nothing secret; identity's queries are spans.
    await clientToken(p);
    await expect
      .poll(() => spans.filter((s) => s.service === 'identity' && s.name.startsWith('prisma:')).length, {
        timeout: 15_000,
      })
      .toBeGreaterThan(0);
  });
});
