/**
 * Inference streaming through the inference subgraph, against the scripted upstream called
 * directly (the baseline), each in its own process:
 *
 *   npx tsx bench/inference-ttft.ts [requests=400] [concurrent=1000] [idleSockets=1000]
 *
 * 1. Time to first token: `requests` sequential streaming chat completions, alternating direct
 *    (mock upstream) and through the service (`POST /v1/chat/completions`, stream: true); time from
 *    sending the request to the first content chunk. Prints p50/p99 of both, the added ms and the
 *    ratio.
 * 2. Memory per idle WebSocket connection on the service: `idleSockets` graphql-transport-ws
 *    connections acknowledged, then the service's heap and RSS (after GC) against before. The heap
 *    figure is the one to trust; RSS grows in steps the allocator already reserved.
 * 3. `concurrent` streams at once, directly and through the service (20 chunks, 20 ms apart each,
 *    after one warm-up round each); every stream must deliver all 20 chunks in order and `[DONE]`
 *    (loss is counted, never tolerated silently). TTFT here is mostly queueing: three processes
 *    share the machine's cores. BENCH_CPU_PROF=<dir> writes CPU profiles of the two children.
 *
 * With BILLING_GRPC_TARGET and BILLING_API_SECRET set (a running billing, ADR 012) the service
 * queues each stream's usage record for billing, off the call's path; otherwise usage recording is
 * off (as the service runs without billing's API).
 */
import { fork, type ChildProcess } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import http from 'node:http';
import WebSocket from 'ws';

const SELF = fileURLToPath(import.meta.url);
const role = process.argv.find((a) => a.startsWith('--role='))?.slice(7);
const SLOW_CHUNKS = 20;
const SLOW_DELAY_MS = 20;

// ---- the bench -----------------------------------------------------------------------------

function start(roleName: string, env: NodeJS.ProcessEnv = {}): Promise<{ child: ChildProcess; port: number }> {
  // BENCH_CPU_PROF=<dir> writes a CPU profile of each child there (to find where time goes).
  const prof = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const child = fork(SELF, [`--role=${roleName}`], {
    execArgv: ['--import', 'tsx', '--expose-gc', ...prof],
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (m: { port: number }) => resolve({ child, port: m.port }));
    child.once('exit', (code) => reject(new Error(`${roleName} exited with ${code}`)));
  });
}

const ask = (child: ChildProcess) =>
  new Promise<{ heapUsed: number; rss: number; connections: number }>((resolve) => {
    child.once('message', (m: any) => resolve(m));
    child.send({ type: 'mem' });
  });

const HEADERS = {
  'content-type': 'application/json',
  'svc-user-id': 'usr_bench',
  'svc-org-id': 'org_bench',
  'svc-workspace-id': 'ws_bench',
};

/**
 * Milliseconds to response headers and to the first content chunk, and whether the stream then
 * completed with [DONE]. node:http with a keep-alive agent (not fetch): the client's own cost
 * must stay small next to what is measured.
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
function firstToken(
  url: string,
  model: string,
  user?: string,
): Promise<{ ttft: number; headersMs: number; chunks: string[]; done: boolean }> {
  const body = JSON.stringify({
    model,
    messages: [{ role: 'user', content: 'hi' }],
    stream: true,
    ...(user ? { user } : {}),
  });
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    const req = http.request(
      url,
      { method: 'POST', agent, headers: { ...HEADERS, 'content-length': Buffer.byteLength(body) } },
      (res) => {
        const headersMs = performance.now() - t0;
        let buf = '';
        let ttft = -1;
        const chunks: string[] = [];
        let done = false;
        if (res.statusCode !== 200) {
          res.resume();
          return reject(new Error(`HTTP ${res.statusCode}`));
        }
        res.setEncoding('utf8');
        res.on('data', (part: string) => {
          buf += part;
          let i: number;
          while ((i = buf.indexOf('\n\n')) !== -1) {
            const ev = buf.slice(0, i);
            buf = buf.slice(i + 2);
            if (!ev.startsWith('data: ')) continue;
            const data = ev.slice(6);
            if (data === '[DONE]') {
              done = true;
              continue;
            }
            const c = JSON.parse(data).choices?.[0]?.delta?.content;
            if (c) {
              if (ttft < 0) ttft = performance.now() - t0;
              chunks.push(c);
            }
          }
        });
        res.on('end', () => resolve({ ttft, headersMs, chunks, done }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};
const f = (n: number) => n.toFixed(2);

async function main() {
  const requests = Number(process.argv[2] ?? 400);
  const concurrent = Number(process.argv[3] ?? 1000);
  const idleSockets = Number(process.argv[4] ?? 1000);

  const mock = await start('mock');
  const providers = [
    {
      id: 'mock',
      baseUrl: `http://127.0.0.1:${mock.port}/v1`,
      timeoutMs: 30_000,
      models: [{ id: 'm1', inputPerMillion: '2.50', outputPerMillion: '10' }],
    },
  ];
  const service = await start('service', {
    INFERENCE_PORT: '0',
    INFERENCE_PROVIDERS: JSON.stringify(providers),
    LOG_LEVEL: 'error',
  });
  const direct = `http://127.0.0.1:${mock.port}/v1/chat/completions`;
  const via = `http://127.0.0.1:${service.port}/v1/chat/completions`;
  console.log(
    `inference TTFT bench: ${requests} sequential streams each way, ${concurrent} concurrent, ${idleSockets} idle WebSockets; usage recording ${process.env.BILLING_API_SECRET ? 'on (billing API)' : 'off'}`,
  );

  try {
    // 1. time to first token
    for (let i = 0; i < 50; i++) {
      await firstToken(direct, 'm1');
      await firstToken(via, 'm1');
    }
    const d: number[] = [];
    const v: number[] = [];
    for (let i = 0; i < requests; i++) {
      d.push((await firstToken(direct, 'm1')).ttft);
      v.push((await firstToken(via, 'm1')).ttft);
    }
    const [d50, d99, v50, v99] = [pct(d, 50), pct(d, 99), pct(v, 50), pct(v, 99)];
    console.log('\n1. time to first token (ms)        p50      p99');
    console.log(`   upstream directly          ${f(d50).padStart(8)} ${f(d99).padStart(8)}`);
    console.log(`   through the service        ${f(v50).padStart(8)} ${f(v99).padStart(8)}`);
    console.log(`   added by the service       ${f(v50 - d50).padStart(8)} ${f(v99 - d99).padStart(8)}`);
    console.log(
      `   ratio service/direct       ${(v50 / d50).toFixed(2).padStart(8)}x${(v99 / d99).toFixed(2).padStart(8)}x`,
    );

    // 2. memory per idle WebSocket connection (before the burst of 3., which grows RSS for good)
    await new Promise((r) => setTimeout(r, 500));
    const before = await ask(service.child);
    const sockets: WebSocket[] = [];
    const t0 = performance.now();
    for (let i = 0; i < idleSockets; i += 100) {
      await Promise.all(
        Array.from(
          { length: Math.min(100, idleSockets - i) },
          () =>
            new Promise<void>((resolve, reject) => {
              const s = new WebSocket(`ws://127.0.0.1:${service.port}/graphql`, 'graphql-transport-ws');
              s.on('open', () =>
                s.send(
                  JSON.stringify({
                    type: 'connection_init',
                    payload: {
                      headers: {
                        'svc-user-id': 'u',
                        'svc-org-id': 'o',
                        'svc-workspace-id': 'w',
                        'svc-permissions': 'ai:invoke',
                      },
                    },
                  }),
                ),
              );
              s.on('message', (m) =>
                JSON.parse(String(m)).type === 'connection_ack' ? resolve() : reject(new Error(String(m))),
              );
              s.on('error', reject);
              sockets.push(s);
            }),
        ),
      );
    }
    const connectMs = performance.now() - t0;
    await new Promise((r) => setTimeout(r, 500));
    const after = await ask(service.child);
    console.log(
      `\n2. ${after.connections} idle graphql-transport-ws connections (acknowledged in ${connectMs.toFixed(0)} ms)`,
    );
    console.log(
      `   service heap   ${(before.heapUsed / 1048576).toFixed(1)} → ${(after.heapUsed / 1048576).toFixed(1)} MiB: ${((after.heapUsed - before.heapUsed) / after.connections / 1024).toFixed(1)} KiB per connection`,
    );
    console.log(
      `   service RSS    ${(before.rss / 1048576).toFixed(1)} → ${(after.rss / 1048576).toFixed(1)} MiB: ${((after.rss - before.rss) / after.connections / 1024).toFixed(1)} KiB per connection`,
    );
    for (const s of sockets) s.terminate();

    // 3. concurrent streams, no loss
    const expected = Array.from({ length: SLOW_CHUNKS }, (_, i) => `c${i} `).join('');
    const runConcurrent = async (url: string) => {
      const t0 = performance.now();
      const results = await Promise.allSettled(Array.from({ length: concurrent }, () => firstToken(url, 'm1', 'slow')));
      const ms = performance.now() - t0;
      const ok = results.filter(
        (r) => r.status === 'fulfilled' && r.value.done && r.value.chunks.join('') === expected,
      ).length;
      const ttfts = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value.ttft] : []));
      const heads = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value.headersMs] : []));
      const firstError = results.find((r) => r.status === 'rejected') as PromiseRejectedResult | undefined;
      return {
        ms,
        ok,
        lost: concurrent - ok,
        p50: pct(ttfts, 50),
        p99: pct(ttfts, 99),
        h50: pct(heads, 50),
        firstError: firstError?.reason?.message,
      };
    };
    // One warm-up round each, so that both sides measure warm keep-alive connection pools.
    await runConcurrent(direct);
    const cd = await runConcurrent(direct);
    await runConcurrent(via);
    const cv = await runConcurrent(via);
    const ideal = SLOW_CHUNKS * SLOW_DELAY_MS;
    console.log(
      `\n3. ${concurrent} concurrent streams, ${SLOW_CHUNKS} chunks ${SLOW_DELAY_MS} ms apart (≥ ${ideal} ms each)`,
    );
    console.log(
      `   upstream directly     complete ${cd.ok}/${concurrent}, lost ${cd.lost}, wall ${cd.ms.toFixed(0)} ms, TTFT p50 ${f(cd.p50)} p99 ${f(cd.p99)} ms (headers p50 ${f(cd.h50)})`,
    );
    console.log(
      `   through the service   complete ${cv.ok}/${concurrent}, lost ${cv.lost}, wall ${cv.ms.toFixed(0)} ms, TTFT p50 ${f(cv.p50)} p99 ${f(cv.p99)} ms (headers p50 ${f(cv.h50)})${cv.firstError ? ` (first error: ${cv.firstError})` : ''}`,
    );
    console.log(
      `   wall-time ratio service/direct ${(cv.ms / cd.ms).toFixed(2)}x; ${((concurrent * SLOW_CHUNKS) / (cv.ms / 1000)).toFixed(0)} chunks/s through the service`,
    );
  } finally {
    service.child.kill('SIGTERM');
    mock.child.kill('SIGTERM');
  }
}

// ---- child roles ---------------------------------------------------------------------------

if (role === 'mock') {
  const { startMockOpenAI } = await import('../test/helpers/mock-openai.ts');
  const mock = await startMockOpenAI();
  // The request's `user` field picks the script: "slow" streams 20 chunks 20 ms apart.
  mock.setDefault((r) =>
    r.body?.user === 'slow'
      ? { kind: 'stream', chunks: Array.from({ length: SLOW_CHUNKS }, (_, i) => `c${i} `), delayMs: SLOW_DELAY_MS }
      : { kind: 'stream', chunks: ['Hello', ',', ' world', '!'] },
  );
  // Keep the recorded request list from growing without bound during the bench.
  setInterval(() => mock.requests.splice(0), 1000).unref();
  process.once('SIGTERM', () => void mock.close().then(() => process.exit(0)));
  process.send!({ port: mock.port });
} else if (role === 'service') {
  const { startInference } = await import('../subgraphs/inference/src/start-inference.ts');
  const { createLogger } = await import('@svc/core');
  const svc = await startInference({ log: createLogger('bench', { level: 'error' }) });
  process.on('message', (m: { type: string }) => {
    if (m.type !== 'mem') return;
    for (let i = 0; i < 3; i++) (globalThis as { gc?: () => void }).gc?.();
    const u = process.memoryUsage();
    process.send!({ type: 'mem', heapUsed: u.heapUsed, rss: u.rss, connections: svc.subscriptions.connections });
  });
  process.once('SIGTERM', () => void svc.stop().then(() => process.exit(0)));
  process.send!({ port: svc.port });
} else {
  await main();
}
