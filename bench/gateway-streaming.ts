/**
 * Streaming through the gateway (issue 7's targets):
 *   npx tsx bench/gateway-streaming.ts [requests=300] [concurrent=1000] [idleSockets=1000]
 * 1. Time to first token added by the gateway: sequential streaming chat completions alternating
 *    the upstream called directly and the gateway's POST /v1/chat/completions (OAuth token, whole
 *    chain on) → p50/p99 of both and the added ms (target ≤ 2 ms p50 over the upstream).
 * 2. `concurrent` SSE streams at once through one gateway process (20 chunks each): every chunk and
 *    [DONE] must arrive; loss is counted.
 * 3. Memory per idle WebSocket connection on the gateway: `idleSockets` acknowledged
 *    graphql-transport-ws connections, gateway RSS before and after (goal < 50 KiB each).
 * The upstream is the scripted OpenAI-compatible mock on loopback.
 */
import http from 'node:http';
import WebSocket from 'ws';
import { rssBytes } from '../scripts/platform.ts';
import { startMockOpenAI, mockProvider } from '../test/helpers/mock-openai.ts';
import { startBenchPlatform } from './gateway-setup.ts';

const requests = Number(process.argv[2] ?? 300);
const concurrent = Number(process.argv[3] ?? 1000);
const idleSockets = Number(process.argv[4] ?? 1000);
const agent = new http.Agent({ keepAlive: true, maxSockets: 2000 });

/** POSTs a streaming chat completion; resolves with ms to the first content chunk and the chunk count. */
function stream(
  url: string,
  headers: Record<string, string>,
): Promise<{ ttft: number; chunks: number; done: boolean }> {
  const body = JSON.stringify({ model: 'm1', stream: true, messages: [{ role: 'user', content: 'Hi' }] });
  const t0 = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), ...headers },
      },
      (res) => {
        let ttft = -1,
          chunks = 0,
          done = false,
          buf = '';
        res.setEncoding('utf8');
        res.on('data', (d: string) => {
          buf += d;
          let i;
          while ((i = buf.indexOf('\n\n')) >= 0) {
            const ev = buf.slice(0, i);
            buf = buf.slice(i + 2);
            if (!ev.startsWith('data: ')) continue;
            const payload = ev.slice(6);
            if (payload === '[DONE]') {
              done = true;
              continue;
            }
            const j = JSON.parse(payload);
            if (j.choices?.[0]?.delta?.content) {
              if (ttft < 0) ttft = performance.now() - t0;
              chunks++;
            }
          }
        });
        res.on('end', () => resolve({ ttft, chunks, done }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];

const mock = await startMockOpenAI();
const platform = await startBenchPlatform(
  { INFERENCE_PROVIDERS: JSON.stringify([mockProvider('p1', mock)]) },
  { subgraphs: ['inference'] },
);
try {
  const gateway = await platform.startGateway();
  const { token } = platform;
  const api = `http://127.0.0.1:${platform.ports.gatewayApi}`;
  const direct = `${mock.url}/chat/completions`;
  const through = `${api}/v1/chat/completions`;
  const auth = { authorization: `Bearer ${token}` };
  for (let i = 0; i < 30; i++) {
    await stream(direct, {});
    await stream(through, auth);
  } // warm-up
  const d: number[] = [],
    g: number[] = [];
  for (let i = 0; i < requests; i++) {
    d.push((await stream(direct, {})).ttft);
    g.push((await stream(through, auth)).ttft);
  }
  console.log(`time to first token over ${requests} sequential streams:`);
  console.log(`  upstream direct   p50 ${pct(d, 50).toFixed(2)} ms  p99 ${pct(d, 99).toFixed(2)} ms`);
  console.log(`  through gateway   p50 ${pct(g, 50).toFixed(2)} ms  p99 ${pct(g, 99).toFixed(2)} ms`);
  console.log(
    `  added by the edge p50 ${(pct(g, 50) - pct(d, 50)).toFixed(2)} ms (target ≤ 2 ms)  p99 ${(pct(g, 99) - pct(d, 99)).toFixed(2)} ms`,
  );

  mock.setDefault(() => ({ kind: 'stream', delayMs: 20, chunks: Array.from({ length: 20 }, (_, i) => `c${i} `) }));
  const gw = gateway.child.pid;
  const t0 = performance.now();
  let peak = 0;
  const sampler = setInterval(() => (peak = Math.max(peak, rssBytes(gw) ?? 0)), 100);
  const results = await Promise.all(
    Array.from({ length: concurrent }, () => stream(through, auth).catch(() => ({ ttft: -1, chunks: 0, done: false }))),
  );
  clearInterval(sampler);
  const lost = results.filter((r) => r.chunks !== 20 || !r.done).length;
  console.log(
    `${concurrent} concurrent streams through one gateway: ${(performance.now() - t0).toFixed(0)} ms wall, ${lost} incomplete, gateway peak RSS ${(peak / 1048576).toFixed(0)} MiB`,
  );
  mock.setDefault(null);

  const before = rssBytes(gw) ?? 0;
  const sockets: WebSocket[] = [];
  const wsUrl = `${api.replace('http', 'ws')}/graphql`;
  for (let i = 0; i < idleSockets; i++) {
    const ws = new WebSocket(wsUrl, 'graphql-transport-ws');
    await new Promise((r, j) => {
      ws.once('open', r);
      ws.once('error', j);
    });
    ws.send(JSON.stringify({ type: 'connection_init', payload: { token } }));
    await new Promise((r) => ws.once('message', r));
    sockets.push(ws);
  }
  await new Promise((r) => setTimeout(r, 2000));
  const after = rssBytes(gw) ?? 0;
  console.log(
    `${idleSockets} idle acknowledged WebSocket connections: gateway RSS +${((after - before) / 1048576).toFixed(1)} MiB, ${((after - before) / idleSockets / 1024).toFixed(1)} KiB each (goal < 50 KiB)`,
  );
  for (const s of sockets) s.close();
} finally {
  await platform.stop();
  await mock.close();
  agent.destroy();
}
