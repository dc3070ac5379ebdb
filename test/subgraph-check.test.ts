/**
 * `npm run subgraph:check -- <name> <sdl file | URL>`: a domain team's check of its subgraph
 * against the committed supergraph, run as its CI would (a child process, nothing else running).
 * Unchanged passes; a removed field fails naming `Type.field`; a schema that does not compose fails
 * listing the composition error; a running subgraph is read through `_service { sdl }`; the check
 * also works from a copy of the supergraph alone (no monorepo files); a new subgraph needs its
 * routing URL. supergraph.yaml's federation_version must name the composition in use.
 */
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../scripts/platform.ts';
import { COMPOSITION_VERSION, readSupergraphConfig } from '../scripts/lib-supergraph.ts';

const dir = mkdtempSync(join(tmpdir(), 'subgraph-check-'));
const billing = readFileSync(join(ROOT, 'subgraphs/billing/schema.graphql'), 'utf8');
const file = (name: string, sdl: string) => {
  const p = join(dir, name);
  writeFileSync(p, sdl);
  return p;
};
/** Runs the command as a subgraph's CI would; asynchronously, so this process can serve the subgraph it reads. */
const check = (...args: string[]) =>
  new Promise<{ status: number | null; out: string; err: string }>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'scripts/subgraph-check.ts'), ...args], {
      cwd: ROOT,
      timeout: 120_000,
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (c) => (out += c));
    child.stderr.on('data', (c) => (err += c));
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, out, err }));
  });

// A running billing subgraph, as far as `_service { sdl }` goes: the committed SDL plus one field.
let server: Server;
let url: string;
beforeAll(async () => {
  const sdl = billing.replace('  priceCents: Int!\n', '  priceCents: Int!\n  trialDays: Int\n');
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const ok = req.method === 'POST' && /_service\s*\{\s*sdl\s*\}/.test(JSON.parse(body || '{}').query ?? '');
      res.writeHead(ok ? 200 : 400, { 'content-type': 'application/json' });
      res.end(JSON.stringify(ok ? { data: { _service: { sdl } } } : { errors: [{ message: 'bad request' }] }));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  url = `http://127.0.0.1:${(server.address() as { port: number }).port}/graphql`;
});
afterAll(() => new Promise((r) => server.close(r)));

describe('subgraph:check', () => {
  it('passes the committed SDL unchanged', async () => {
    const r = await check('billing', join(ROOT, 'subgraphs/billing/schema.graphql'));
    expect(r.status, r.out + r.err).toBe(0);
    expect(r.out).toContain('✓ billing composes');
    expect(r.out).toContain('✓ no breaking changes');
  });

  it('fails on a removed field and names it', async () => {
    const r = await check(
      'billing',
      file('removed.graphql', billing.replace(/( {2}"[^"\n]*"\n)? {2}priceCents: Int!\n/, '')),
    );
    expect(r.status).toBe(1);
    expect(r.err).toMatch(/breaking change/);
    expect(r.err).toContain('PublicPlan.priceCents');
  });

  it('fails on a candidate that does not compose and lists the error', async () => {
    // PageInfo is shared with iam: a field of another type there cannot be merged.
    const r = await check(
      'billing',
      file(
        'conflict.graphql',
        billing.replace(/(type PageInfo @shareable \{[^}]*?)hasNextPage: Boolean!/, '$1hasNextPage: String!'),
      ),
    );
    expect(r.status).toBe(1);
    expect(r.err).toContain('billing does not compose');
    expect(r.err).toMatch(/PageInfo\.hasNextPage/);
  });

  it("reads a running subgraph's SDL and lists an added field as safe", async () => {
    const r = await check('billing', url);
    expect(r.status, r.out + r.err).toBe(0);
    expect(r.out).toMatch(/PublicPlan\.trialDays: Field 'trialDays' was added/);
  });

  it('works from a copy of the supergraph alone, as in a subgraph repository', async () => {
    const copy = join(dir, 'supergraph.graphql');
    copyFileSync(join(ROOT, 'supergraph.graphql'), copy);
    const same = await check('billing', join(ROOT, 'subgraphs/billing/schema.graphql'), '--supergraph', copy);
    expect(same.status, same.out + same.err).toBe(0);
    expect(same.out).toContain('✓ no breaking changes');
    const removed = await check(
      'billing',
      file('removed2.graphql', billing.replace(/( {2}"[^"\n]*"\n)? {2}priceCents: Int!\n/, '')),
      '--supergraph',
      copy,
    );
    expect(removed.status).toBe(1);
    expect(removed.err).toContain('PublicPlan.priceCents');
  });

  it('takes a new subgraph with its routing URL, and asks for one without', async () => {
    const scratch = file(
      'scratch.graphql',
      `extend schema @link(url: "https://specs.apollo.dev/federation/v2.7", import: ["@requiresScopes"])
type Query { scratchPing: String! @requiresScopes(scopes: [["svc:iam:user:read"]]) }
`,
    );
    expect((await check('scratch', scratch)).status).toBe(2);
    const r = await check('scratch', scratch, '--routing-url', 'http://127.0.0.1:4299/graphql');
    expect(r.status, r.out + r.err).toBe(0);
    expect(r.out).toContain('(new subgraph)');
    expect(r.out).toMatch(/Query\.scratchPing/);
  });
});

describe("supergraph.yaml's federation_version", () => {
  it('names the composition in use, and a stale one is refused', () => {
    expect(readSupergraphConfig().federation_version).toBe(`=${COMPOSITION_VERSION}`);
    const stale = file(
      'supergraph.yaml',
      readFileSync(join(ROOT, 'supergraph.yaml'), 'utf8').replace(
        /federation_version: .*/,
        'federation_version: =2.7.0',
      ),
    );
    expect(() => readSupergraphConfig(stale)).toThrow(
      new RegExp(`federation_version.*${COMPOSITION_VERSION.replaceAll('.', '\\.')}`),
    );
  });
});
