/**
 * README.md's "The first ten minutes" is a path a newcomer follows: this runs exactly its command
 * blocks (fenced as `sh first-ten-minutes`), in order, in one bash, against a platform started the
 * way `npm start` starts it (the built scripts/start.ts with no INFERENCE_PROVIDERS, the subgraphs
 * in one process, the development provider, the seed), and checks that each step shows what the
 * README says it shows. The commands are run as written; only their defaults differ, through the
 * variables they read: API (the README's {base_url}), DEV_DIR (npm start's folder), and
 * GATEWAY_AUTH_PORT and KEYS_DIR, which `dev:token` and `audit:public-keys` read, because the
 * platform runs on free ports in a folder of its own. It runs on a database of its own (the
 * development tenant's audit chain then holds only this platform's events, signed by its keys)
 * with the in-process store, as `npm start` does without REDIS_URL.
 */
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { ROOT, START_ENTRY, builtCommand, topologyEnv, type Ports } from '../scripts/platform.ts';
import { freePort, freePorts } from './helpers/platform-harness.ts';
import { freshDatabase } from './helpers/fresh-database.ts';

const FENCE = /^```sh first-ten-minutes\n([\s\S]*?)^```$/gm;
/** What each block is for, in the README's order: the test fails when one disappears or moves. */
const STEPS = [
  ['token', 'dev:token'],
  ['me', '{ me'],
  ['stream', '/v1/chat/completions'],
  ['budget', 'createBudget'],
  ['usage', 'usageReport'],
  ['audit', 'auditEvents'],
  ['export', 'audit:verify'],
] as const;
const ECHO = '[local-dev/echo-1, a development provider, not a model] You said: Hello, platform';
/** Values the environment of `process` may carry that would point the platform or the commands elsewhere. */
const INHERITED = [
  'DATABASE_URL',
  'KEYS_DIR',
  'AUDIT_KEYS_DIR',
  'AUDIT_EXPORT_DIR',
  'REDIS_URL',
  'INFERENCE_PROVIDERS',
  'DEV_DIR',
  'API',
  'MAIL_DIR',
];

function readmeBlocks(): string[] {
  return [...readFileSync(join(ROOT, 'README.md'), 'utf8').matchAll(FENCE)].map((m) => m[1]);
}

const baseEnv = () => {
  const env = { ...process.env };
  for (const k of INHERITED) delete env[k];
  return env;
};

let start: ChildProcess | undefined;
let startOutput = '';
let db: Awaited<ReturnType<typeof freshDatabase>> | undefined;
let dir: string;
let ports: Ports;

/** The built `npm start` on free ports; again on new ports if another test took one of them first. */
async function startLikeNpmStart(): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    ports = await freePorts();
    startOutput = '';
    start = spawn(process.execPath, builtCommand(START_ENTRY), {
      cwd: ROOT,
      env: {
        ...baseEnv(),
        ...topologyEnv(ports),
        DATABASE_URL: db!.url,
        DEV_DIR: dir,
        AUDIT_EXPORT_DIR: join(dir, 'audit-exports'),
        SUBGRAPHS_MODE: 'single',
        LOG_LEVEL: 'warn',
        // the console on a free port too (its default, 3000, may be another run's)
        CONSOLE_PORT: String(await freePort()),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    start.stdout!.on('data', (d) => (startOutput += d));
    start.stderr!.on('data', (d) => (startOutput += d));
    const deadline = Date.now() + 420_000;
    while (!startOutput.includes('Platform ready in') && start.exitCode === null && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 500));
    if (startOutput.includes('Platform ready in')) return;
    if (start.exitCode === null) start.kill('SIGKILL');
    if (attempt < 3 && /already in use/.test(startOutput)) continue;
    throw new Error(`npm start did not get ready:\n${startOutput.slice(-4000)}`);
  }
}

beforeAll(async () => {
  db = await freshDatabase();
  dir = mkdtempSync(join(tmpdir(), 'svc-readme-path-'));
  await startLikeNpmStart();
}, 480_000);

afterAll(async () => {
  if (start && start.exitCode === null) {
    const closed = new Promise((r) => start!.once('close', r));
    start.kill('SIGINT');
    await Promise.race([closed, new Promise((r) => setTimeout(r, 30_000))]);
    if (start.exitCode === null) start.kill('SIGKILL');
  }
  await db?.drop();
}, 60_000);

describe('README: the first ten minutes', () => {
  it('has its command blocks, one per step, in order', () => {
    const blocks = readmeBlocks();
    expect(blocks).toHaveLength(STEPS.length);
    STEPS.forEach(([, marker], i) => expect(blocks[i]).toContain(marker));
  });

  it('runs every block in one bash, and each step shows what the README says', async () => {
    const blocks = readmeBlocks();
    expect(blocks).toHaveLength(STEPS.length);
    // The blocks as written; a marker line before each splits the output by step, and the token is
    // printed at the end so that it can be verified here.
    const script = [
      'set -e -o pipefail',
      ...blocks.flatMap((b, i) => [`echo '@@step ${i}@@'`, b]),
      `echo '@@end@@'`,
      'echo "$TOKEN"',
    ].join('\n');
    const bash = spawn('bash', ['-c', script], {
      cwd: ROOT,
      env: {
        ...baseEnv(),
        API: `http://localhost:${ports.gatewayApi}`,
        DEV_DIR: dir,
        GATEWAY_AUTH_PORT: String(ports.gatewayAuth),
        KEYS_DIR: join(dir, 'keys'),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    bash.stdout!.on('data', (d) => (out += d));
    bash.stderr!.on('data', (d) => (err += d));
    const code = await new Promise<number | null>((r) => bash.once('close', r));
    const why = `bash exited ${code}\n--- stdout\n${out.slice(-6000)}\n--- stderr\n${err.slice(-3000)}`;
    expect(code, why).toBe(0);
    expect(out, why).toContain('@@end@@');
    const [stepsOut, tail] = out.split('@@end@@\n');
    const step = Object.fromEntries(
      STEPS.map(([name], i) => [name, stepsOut.split(`@@step ${i}@@\n`)[1].split(`@@step ${i + 1}@@`)[0]]),
    ) as Record<(typeof STEPS)[number][0], string>;

    // 2. a JWT from the platform's token endpoint for the organization owner's client, its claims shown
    const token = tail.trim();
    const jwks = createRemoteJWKSet(new URL(`http://localhost:${ports.gatewayAuth}/.well-known/jwks.json`));
    const { payload } = await jwtVerify(token, jwks, { issuer: `http://localhost:${ports.gatewayAuth}` });
    expect(payload).toMatchObject({ client_id: 'cli_dev_org_admin', org_id: 'org_dev', workspace_id: 'ws_dev' });
    expect(step.token).toContain("client_id: 'cli_dev_org_admin'");
    expect(step.token).toContain("org_id: 'org_dev'");

    // 3. who am I: the client's owner
    const me = JSON.parse(step.me);
    expect(me.errors).toBeUndefined();
    expect(me.data.me).toMatchObject({ email: 'owner@dev.local', organization: { id: 'org_dev' } });

    // 4. server-sent events, one word at a time, that together echo the message, then usage and [DONE]
    const events = step.stream
      .split('\n')
      .filter((l) => l.startsWith('data: '))
      .map((l) => l.slice(6));
    expect(events.at(-1)).toBe('[DONE]');
    const chunks = events.slice(0, -1).map((e) => JSON.parse(e));
    const pieces = chunks
      .map((c) => c.choices?.[0]?.delta?.content)
      .filter((c): c is string => typeof c === 'string' && c.length > 0);
    expect(pieces.length).toBeGreaterThan(5);
    expect(pieces.join('')).toBe(ECHO);
    expect(chunks.find((c) => c.usage)?.usage).toMatchObject({
      prompt_tokens: expect.any(Number),
      completion_tokens: pieces.length,
    });

    // 5. the budget, stored
    const budget = JSON.parse(step.budget);
    expect(budget.errors).toBeUndefined();
    expect(budget.data.createBudget).toMatchObject({
      id: expect.stringMatching(/\S/),
      scopeType: 'ORGANIZATION',
      scopeId: 'org_dev',
      mode: 'SOFT',
      usdCeilingCents: '5000',
    });

    // 6. the streamed chat, counted once with its tokens and a cost (the database is this test's own)
    const usage = JSON.parse(step.usage);
    expect(usage.errors).toBeUndefined();
    const row = usage.data.usageReport.byModel.find(
      (m: { provider: string; model: string }) => m.provider === 'local-dev' && m.model === 'local-dev/echo-1',
    );
    expect(row).toMatchObject({ requests: '1' });
    expect(BigInt(row.costMicrocentsExact)).toBeGreaterThan(0n);
    expect(Number(usage.data.usageReport.totals.totalRequests)).toBe(1);

    // 7. the audit trail lists the token issued in step 2
    const audit = JSON.parse(step.audit);
    expect(audit.errors).toBeUndefined();
    expect(Number(audit.data.auditEvents.totalCount)).toBeGreaterThan(0);
    expect(audit.data.auditEvents.nodes.map((n: { action: string }) => n.action)).toContain('token.issued');

    // 8. the receipt, the trusted keys written, and the offline verdict: ok
    const [receiptLine, wroteLine, verdictLine] = step.export.trim().split('\n');
    const receipt = JSON.parse(receiptLine);
    expect(receipt.errors).toBeUndefined();
    expect(Number(receipt.data.exportAuditEvents.nEvents)).toBeGreaterThan(0);
    expect(existsSync(join(dir, 'audit-export.zip'))).toBe(true);
    expect(JSON.parse(wroteLine)).toMatchObject({ wrote: join(dir, 'audit-keys.json'), keys: [expect.any(String)] });
    expect(JSON.parse(verdictLine)).toMatchObject({ ok: true, chainKey: 'org_dev/ws_dev' });
  }, 300_000);
});
