/**
 * Equal work in a side-by-side gateway bench: every target must send the subgraphs the same
 * identity context and return the same answer, and no target may be throttled while timed.
 *
 * - captureIdentityHeaders: the SVC-* headers this gateway forwards for a credential, read off the
 *   wire by a pass-through in front of each subgraph (a short-lived extra gateway is pointed at it),
 *   so the peers can be given exactly what the subgraphs see from this gateway.
 * - compareAnswers: each target's answer to the bench query, compared byte for byte with the
 *   reference target's; when only key order differs, compared again after canonical JSON (keys
 *   sorted at every level) and reported as such; any other difference aborts with a diff.
 * - assertNoFailures: a timed run with a non-2xx answer, a socket error or a body that differs
 *   from the expected one (autocannon's `expectBody`) aborts the bench.
 */
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { freePort } from '../../test/helpers/platform-harness.ts';
import type { BenchPlatform } from '../gateway-setup.ts';

/** The identity context's headers (the SVC-* contract of packages/core/src/identity-headers.ts). */
const isIdentityHeader = (name: string) => name.startsWith('svc-');

function identityHeadersOf(h: IncomingHttpHeaders): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(h)) if (isIdentityHeader(k) && typeof v === 'string') out[k] = v;
  return out;
}

/**
 * A pass-through to `upstream` that keeps the identity headers of every request it forwards whose
 * body `wanted` picks (the bench query's fetches, not the gateway's readiness probes).
 */
async function recordingProxy(
  upstream: string,
  wanted: (body: string) => boolean,
): Promise<{ url: string; seen: Record<string, string>[]; server: Server }> {
  const target = new URL(upstream);
  const seen: Record<string, string>[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      if (wanted(body.toString('utf8'))) seen.push(identityHeadersOf(req.headers));
      const up = request(
        { hostname: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers },
        (ur) => {
          res.writeHead(ur.statusCode ?? 502, ur.headers);
          ur.pipe(res);
        },
      );
      up.on('error', () => {
        res.writeHead(502);
        res.end();
      });
      up.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}${target.pathname}`, seen, server };
}

/**
 * The SVC-* headers this gateway sends the subgraphs for `credential` (e.g. `{ authorization }`):
 * an extra gateway, on its own ports, routes `subgraphs` through recording pass-throughs and
 * answers `body` once. Every subgraph fetch naming one of `rootFields` must carry the same set; it
 * is returned.
 */
export async function captureIdentityHeaders(
  platform: BenchPlatform,
  subgraphs: string[],
  rootFields: string[],
  credential: Record<string, string>,
  body: string,
): Promise<Record<string, string>> {
  const wanted = (b: string) => rootFields.some((f) => b.includes(f));
  const proxies = await Promise.all(
    subgraphs.map((name) => recordingProxy(`http://127.0.0.1:${platform.ports.subgraphs[name]}/graphql`, wanted)),
  );
  const apiPort = await freePort();
  const env: NodeJS.ProcessEnv = {
    GATEWAY_API_PORT: String(apiPort),
    GATEWAY_AUTH_PORT: String(await freePort()),
    GATEWAY_METRICS_PORT: String(await freePort()),
  };
  subgraphs.forEach((name, i) => (env[`SUBGRAPH_${name.toUpperCase()}_URL`] = proxies[i].url));
  const gateway = await platform.startGateway([], env);
  try {
    const r = await fetch(`http://127.0.0.1:${apiPort}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...credential },
      body,
    });
    const text = await r.text();
    if (r.status !== 200 || text.includes('"errors"'))
      throw new Error(`capturing the forwarded identity headers: the gateway answered ${r.status} ${text}`);
  } finally {
    await platform.stopGateway(gateway);
    for (const p of proxies) p.server.close();
  }
  const sets = proxies.flatMap((p) => p.seen);
  if (sets.length !== subgraphs.length)
    throw new Error(`the bench query reached the subgraphs in ${sets.length} fetches, not ${subgraphs.length}`);
  const first = JSON.stringify(canonical(sets[0]));
  if (sets.some((s) => JSON.stringify(canonical(s)) !== first))
    throw new Error(`the subgraphs saw different identity headers: ${JSON.stringify(sets)}`);
  if (!sets[0]['svc-user-id']) throw new Error(`no identity forwarded: ${first}`);
  return sets[0];
}

/** JSON with object keys sorted at every level (arrays keep their order). */
export function canonical(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(canonical);
  if (v && typeof v === 'object')
    return Object.fromEntries(
      Object.keys(v)
        .sort()
        .map((k) => [k, canonical((v as Record<string, unknown>)[k])]),
    );
  return v;
}

/** The differing lines of two values pretty-printed canonically, with line numbers. */
export function jsonDiff(a: unknown, b: unknown, names: [string, string]): string {
  const la = JSON.stringify(canonical(a), null, 2).split('\n');
  const lb = JSON.stringify(canonical(b), null, 2).split('\n');
  const out: string[] = [];
  for (let i = 0; i < Math.max(la.length, lb.length) && out.length < 40; i++)
    if (la[i] !== lb[i])
      out.push(`  line ${i + 1}\n    ${names[0]}: ${la[i] ?? '(end)'}\n    ${names[1]}: ${lb[i] ?? '(end)'}`);
  return out.join('\n');
}

export interface AnswerTarget {
  key: string;
  url: string;
  headers: Record<string, string>;
}

export interface Answer {
  status: number;
  body: string;
  headers: Headers;
  /** How it compared with the reference: identical bytes, or identical after canonical JSON. */
  match: 'reference' | 'bytes' | 'canonical JSON';
}

/**
 * Each target's answer to `body`; the first target is the reference. A target that does not
 * answer 200 with data and no errors, or whose answer differs from the reference's other than
 * in key order, throws (with a diff).
 */
export async function compareAnswers(targets: AnswerTarget[], body: string): Promise<Map<string, Answer>> {
  const answers = new Map<string, Answer>();
  let ref: { key: string; body: string; json: unknown } | null = null;
  for (const t of targets) {
    const r = await fetch(t.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...t.headers },
      body,
    });
    const text = await r.text();
    let json: { data?: unknown; errors?: unknown };
    try {
      json = JSON.parse(text);
    } catch {
      throw new Error(`${t.key} answered ${r.status} with a body that is not JSON: ${text.slice(0, 500)}`);
    }
    if (r.status !== 200 || json.errors || !json.data)
      throw new Error(`${t.key} answered ${r.status} ${text.slice(0, 1000)}`);
    if (!ref) {
      ref = { key: t.key, body: text, json };
      answers.set(t.key, { status: r.status, body: text, headers: r.headers, match: 'reference' });
      continue;
    }
    if (text === ref.body) {
      answers.set(t.key, { status: r.status, body: text, headers: r.headers, match: 'bytes' });
    } else if (JSON.stringify(canonical(json)) === JSON.stringify(canonical(ref.json))) {
      answers.set(t.key, { status: r.status, body: text, headers: r.headers, match: 'canonical JSON' });
    } else {
      throw new Error(
        `${t.key}'s answer differs from ${ref.key}'s:\n${jsonDiff(ref.json, json, [ref.key, t.key])}\n${ref.key}: ${ref.body}\n${t.key}: ${text}`,
      );
    }
  }
  return answers;
}

/** The counts of a timed autocannon run that must all be zero for its figure to stand. */
export function assertNoFailures(
  name: string,
  r: { non2xx: number; errors: number; timeouts?: number; mismatches?: number; statusCodeStats?: object },
): void {
  const bad = r.non2xx + r.errors + (r.timeouts ?? 0) + (r.mismatches ?? 0);
  if (bad > 0)
    throw new Error(
      `${name}: ${r.non2xx} non-2xx answers, ${r.errors} errors, ${r.timeouts ?? 0} timeouts, ${r.mismatches ?? 0} bodies different from its checked answer (status codes ${JSON.stringify(r.statusCodeStats ?? {})}): the run does not measure equal work, aborting`,
    );
}
