/**
 * scripts/build.ts: a bundle is rebuilt when a file it was built from changes, finds files next to
 * its sources (import.meta is rewritten to the source's location), and the processes that get the
 * Prisma-specific V8 flags are exactly those whose bundles load the Prisma client, and what every
 * start loads stays what it uses.
 */
import { describe, it, expect, afterAll } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { buildAll, ensureBuilt, ensureConsoleBuilt, staleReason } from '../scripts/build.ts';
import { changedSince, readBuildInfo } from '../scripts/build-current.mjs';
import {
  DIST_DIR,
  ONE_SHOT_ENTRIES,
  PRISMA_PROCESSES,
  REGISTRY_ENTRY,
  ROOT,
  START_ENTRY,
  builtEntry,
  defaultPorts,
  processSpecs,
} from '../scripts/platform.ts';

// A scratch entry and output folder inside the git-ignored dist/, so nothing else is touched.
const scratch = join(DIST_DIR, `.test-build-${process.pid}`);
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('scripts/build.ts', () => {
  it('rebuilds when a source changes, and only then', async () => {
    const src = join(scratch, 'src');
    mkdirSync(src, { recursive: true });
    writeFileSync(
      join(src, 'dep.ts'),
      "export const word: string = 'first';\nexport const here = import.meta.dirname;\nexport function fail(): never { throw new Error('boom'); }\n",
    );
    writeFileSync(
      join(src, 'main.ts'),
      "import { word, here, fail } from './dep.ts';\nimport { jsHere } from './plain.mjs';\nlet stack = '';\ntry { fail(); } catch (e) { stack = (e as Error).stack ?? ''; }\nconsole.log(JSON.stringify({ word, here, jsHere, stack }));\n",
    );
    writeFileSync(join(src, 'plain.mjs'), 'export const jsHere = import.meta.dirname;\n');
    const entry = relative(ROOT, join(src, 'main.ts'));
    const opts = { outdir: join(scratch, 'out'), entries: [entry] };
    const bundle = join(opts.outdir, relative(DIST_DIR, builtEntry(entry)));
    const run = () =>
      JSON.parse(execFileSync(process.execPath, [bundle], { encoding: 'utf8' })) as {
        word: string;
        here: string;
        jsHere: string;
        stack: string;
      };

    expect(staleReason(opts)).toBe('no build yet');
    await buildAll(opts);
    expect(staleReason(opts)).toBeNull();
    expect(await ensureBuilt(opts)).toBeNull();
    // import.meta.dirname names the source's folder, not the bundle's; a stack trace names the .ts line
    const first = run();
    expect(first).toMatchObject({ word: 'first', here: src, jsHere: src });
    expect(first.stack).toContain(`${join(src, 'dep.ts')}:3:`);

    // an edit (mtime after the build started) makes it stale; ensureBuilt builds again
    await new Promise((r) => setTimeout(r, 20));
    writeFileSync(
      join(src, 'dep.ts'),
      "export const word: string = 'second';\nexport const here = import.meta.dirname;\nexport function fail(): never { throw new Error('boom'); }\n",
    );
    expect(staleReason(opts)).toBe(`${relative(ROOT, join(src, 'dep.ts'))} changed`);
    expect(await ensureBuilt(opts)).toMatch(/dep\.ts changed$/);
    expect(run().word).toBe('second');
    expect(await ensureBuilt(opts)).toBeNull();

    // a deleted output is noticed too
    rmSync(bundle);
    expect(staleReason(opts)).toMatch(/is missing$/);
  });

  it("npm start's first step says whether anything needs building without loading TypeScript", async () => {
    await ensureBuilt();
    await ensureConsoleBuilt();
    // `node scripts/build-current.mjs || <build>`: exit 0 skips the build.
    const out = execFileSync(process.execPath, [join(ROOT, 'scripts/build-current.mjs')], { encoding: 'utf8' });
    expect(out).toBe('[build] dist/ and console/dist are current\n');
    expect(readFileSync(join(ROOT, 'package.json'), 'utf8')).toContain(
      '"start": "node scripts/build-current.mjs || node --import tsx scripts/build.ts && ',
    );
    // What it reads: the outputs and inputs dist/build-info.json records, each checked.
    const info = readBuildInfo(DIST_DIR)!;
    expect(info.outputs).toContain(relative(ROOT, builtEntry(START_ENTRY)));
    expect(changedSince(info)).toBeNull();
    expect(changedSince({ ...info, outputs: [...info.outputs!, 'dist/not-there.mjs'] })).toBe(
      'dist/not-there.mjs is missing',
    );
    expect(changedSince({ ...info, startedAt: 0 })).toBe('scripts/build.ts changed');
  });

  it('gives the Prisma flags to exactly the processes whose bundles load the Prisma client', () => {
    const specs = processSpecs(defaultPorts(), 'separate', { devProvider: true, registry: true });
    for (const s of [specs.identity, ...specs.rest]) {
      const loadsPrisma = readFileSync(builtEntry(s.entry), 'utf8').includes('from "@prisma/client/runtime/client"');
      expect(loadsPrisma, s.name).toBe(PRISMA_PROCESSES.has(s.name));
    }
  });

  it('loads the Redis client, the S3 SDK and composition only in a process that uses them', () => {
    // Static imports are loaded at every start; these are loaded on first use (a dynamic import or a require).
    const imports = (entry: string) =>
      [...readFileSync(builtEntry(entry), 'utf8').matchAll(/^import .* from "([^"]+)";$/gm)].map((m) => m[1]);
    const specs = processSpecs(defaultPorts(), 'single', { devProvider: true, registry: true, consolePort: 3000 });
    for (const s of [specs.identity, ...specs.rest, ...processSpecs(defaultPorts(), 'separate').rest])
      expect(imports(s.entry), s.name).not.toContain('redis');
    // Identity's S3 export store, only when AUDIT_OBJECT_STORE=s3.
    expect(imports(specs.identity.entry).filter((i) => i.startsWith('@aws-sdk/'))).toEqual([]);
    const registry = readFileSync(builtEntry(REGISTRY_ENTRY), 'utf8');
    expect(imports(REGISTRY_ENTRY)).not.toContain('@apollo/composition');
    expect(imports(REGISTRY_ENTRY)).not.toContain('@graphql-inspector/core');
    // Still there, loaded when a publish or a check composes.
    expect(registry).toContain('await import("@apollo/composition")');
    expect(registry).toContain('await import("@graphql-inspector/core")');
  });

  it("keeps npm start's seeds to what they use: no service's app, no embedded PGlite, no composition", () => {
    // Both run on every `npm start` before the platform is ready; what they import is loaded each time.
    const imports = (entry: string) =>
      [...readFileSync(builtEntry(entry), 'utf8').matchAll(/^import .* from "([^"]+)";$/gm)].map((m) => m[1]);
    const seed = imports(ONE_SHOT_ENTRIES.seed);
    expect(seed).toContain('@prisma/client/runtime/client');
    for (const heavy of ['@grpc/grpc-js', '@aws-sdk/client-s3', 'nodemailer', 'pglite'])
      expect(
        seed.filter((i) => i.includes(heavy)),
        heavy,
      ).toEqual([]);
    // The registry seed runs in the supervisor (scripts/start.ts), which stays up: it reads
    // supergraph.yaml and calls the registry, and loads no composition. It hosts the development
    // provider and the console's server, which log as the services do (pino), and nothing of the
    // services' runtime besides: no metrics, tracing or shared store.
    const supervisor = imports(START_ENTRY);
    expect(supervisor).toContain('yaml');
    for (const heavy of [
      '@apollo/composition',
      '@apollo/federation-internals',
      'graphql',
      'prom-client',
      '@opentelemetry',
      'redis',
    ])
      expect(
        supervisor.filter((i) => i.startsWith(heavy)),
        heavy,
      ).toEqual([]);
  });
});
