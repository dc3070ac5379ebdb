/**
 * The add-a-subgraph and add-a-field workflows as README.md documents them, run step by step with
 * the same commands on a scratch subgraph, in a scratch copy of supergraph.yaml (so the
 * repository's files are untouched): check the candidate, register it, compose, and find the new
 * fields in the composed API schema codegen reads; then add a field and do it again. (That a
 * running gateway picks the new supergraph.graphql up without a restart is
 * test/gateway/supergraph-reload.test.ts.)
 */
import { describe, it, expect } from 'vitest';
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parse, stringify } from 'yaml';
import { ROOT } from '../scripts/platform.ts';

const run = (script: string, args: string[], env: NodeJS.ProcessEnv = {}) =>
  new Promise<{ status: number | null; out: string }>((done, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'scripts', script), ...args], {
      cwd: ROOT,
      env: { ...process.env, ...env },
      timeout: 120_000,
    });
    let out = '';
    child.stdout.on('data', (c) => (out += c));
    child.stderr.on('data', (c) => (out += c));
    child.on('error', reject);
    child.on('close', (status) => done({ status, out }));
  });

describe('documented subgraph workflows, on a scratch subgraph', () => {
  it('add a subgraph, then add a field to it', async () => {
    const repo = mkdtempSync(join(tmpdir(), 'workflow-'));
    // The scratch repository's supergraph.yaml: the real subgraphs (by absolute path) plus room for ours.
    const config = parse(readFileSync(join(ROOT, 'supergraph.yaml'), 'utf8'));
    for (const s of Object.values(config.subgraphs) as { schema: { file: string } }[])
      s.schema.file = resolve(ROOT, s.schema.file);
    const configPath = join(repo, 'supergraph.yaml');
    writeFileSync(configPath, stringify(config));

    // Step 1: the subgraph's SDL, every root field with @requiresScopes.
    mkdirSync(join(repo, 'subgraphs/scratch'), { recursive: true });
    const sdlPath = join(repo, 'subgraphs/scratch/schema.graphql');
    writeFileSync(
      sdlPath,
      `extend schema @link(url: "https://specs.apollo.dev/federation/v2.7", import: ["@requiresScopes"])

type Query {
  scratchNotes: [ScratchNote!]! @requiresScopes(scopes: [["svc:iam:user:read"]])
}

type ScratchNote {
  id: ID!
  text: String!
}
`,
    );
    // Step 2: check it against the supergraph.
    const check = await run('subgraph-check.ts', [
      'scratch',
      sdlPath,
      '--routing-url',
      'http://localhost:4299/graphql',
      '--config',
      configPath,
      '--supergraph',
      join(ROOT, 'supergraph.graphql'),
    ]);
    expect(check.status, check.out).toBe(0);
    expect(check.out).toMatch(/Query\.scratchNotes/);

    // Step 3: register it in supergraph.yaml and compose.
    config.subgraphs.scratch = {
      routing_url: 'http://localhost:4299/graphql',
      schema: { file: './subgraphs/scratch/schema.graphql' },
    };
    writeFileSync(configPath, stringify(config));
    const compose = await run('compose.ts', [], { SUPERGRAPH_CONFIG: configPath });
    expect(compose.status, compose.out).toBe(0);
    const supergraph = readFileSync(join(repo, 'supergraph.graphql'), 'utf8');
    expect(supergraph).toMatch(/SCRATCH @join__graph\(name: "scratch", url: "http:\/\/localhost:4299\/graphql"\)/);
    const api = readFileSync(join(repo, 'schema/api.graphql'), 'utf8');
    expect(api).toContain('scratchNotes: [ScratchNote!]!');
    expect(api).not.toMatch(/join__|link__/);

    // Add a field: edit the SDL, check (a safe change), compose again.
    writeFileSync(
      sdlPath,
      readFileSync(sdlPath, 'utf8').replace('  text: String!\n', '  text: String!\n  pinned: Boolean\n'),
    );
    const check2 = await run('subgraph-check.ts', [
      'scratch',
      sdlPath,
      '--config',
      configPath,
      '--supergraph',
      join(repo, 'supergraph.graphql'),
    ]);
    expect(check2.status, check2.out).toBe(0);
    expect(check2.out).toMatch(/ScratchNote\.pinned: Field 'pinned' was added/);
    expect((await run('compose.ts', [], { SUPERGRAPH_CONFIG: configPath })).status).toBe(0);
    expect(readFileSync(join(repo, 'schema/api.graphql'), 'utf8')).toMatch(/type ScratchNote \{[^}]*pinned: Boolean/);
  }, 300_000);
});
