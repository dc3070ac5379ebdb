/**
 * Precompiles every process the platform spawns (identity, the nine subgraphs each alone and all in
 * one process for SUBGRAPHS_MODE=single, the gateway, the development model provider) into one
 * JavaScript file each under dist/, so a process starts with plain `node` instead of compiling its
 * TypeScript through the tsx loader at every start (issue 18: the loader and the compiled sources
 * were most of each process's start-up time and a good part of its memory).
 *
 *   npm run build              builds when a source is newer than dist/ (what npm start does first)
 *   npm run build -- --force   builds anyway
 *
 * What is bundled: the repository's own code, the workspace packages (@svc/*, whose package.json
 * exports point at .ts sources) and Prisma's generated client (TypeScript, so Node cannot load it
 * as it is). Everything from node_modules stays an import, loaded by Node as before (graphql stays
 * one copy; @prisma/* keeps its WASM compiler; OpenTelemetry and @prisma/instrumentation patch the
 * same modules). Source maps are linked, and each bundle installs source-map-support, so a stack
 * trace names the .ts file and line.
 *
 * `npm start` and the test harness call ensureBuilt() before spawning anything: dist/ is never
 * stale (a build records the files it read and when; any of them newer, or missing, builds again)
 * and is git-ignored.
 */
import type { Plugin } from 'esbuild';
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { dirname, join, relative, resolve } from 'node:path';
import {
  DIST_DIR,
  ONE_SHOT_ENTRIES,
  ROOT,
  START_ENTRY,
  SUBGRAPHS_MODES,
  builtEntry,
  defaultPorts,
  processSpecs,
} from './platform.ts';
import {
  CONSOLE_DIR,
  CONSOLE_DIST_DIR,
  CONSOLE_STAMP,
  buildInfoFile,
  changedSince,
  consoleStaleReason,
  readBuildInfo,
  type BuildInfo,
} from './build-current.mjs';

export { CONSOLE_DIST_DIR, consoleStaleReason };

/** The entry files spawnService and runOnce run, each bundled to builtEntry(entry). */
export function buildEntries(): string[] {
  const specs = SUBGRAPHS_MODES.flatMap((mode) => {
    const s = processSpecs(defaultPorts(), mode, { devProvider: true, registry: true, consolePort: 3000 });
    return [s.identity, ...s.rest];
  });
  return [...new Set(specs.map((s) => s.entry)), ...Object.values(ONE_SHOT_ENTRIES), START_ENTRY];
}

/**
 * Code that finds files next to itself (SDL files, the billing catalogue, proto files, migrations,
 * GraphiQL's boot script) does so through import.meta.url / import.meta.dirname. In a bundle those
 * would name dist/, so each module's own occurrences are rewritten to the location of its source
 * file, relative to the bundle (dist/ sits in the repository, so the result is the same file the
 * TypeScript would have read, wherever the repository is). Line numbers are unchanged.
 */
function sourceLocation(outdir: string): Plugin {
  return {
    name: 'svc-source-location',
    setup(b) {
      // The repository's plain-JavaScript modules too (scripts/build-current.mjs); node_modules stay external.
      b.onLoad({ filter: /\.(ts|mjs)$/ }, (args) => {
        const text = readFileSync(args.path, 'utf8');
        if (!text.includes('import.meta.')) return undefined;
        const rel = (p: string) => JSON.stringify(relative(outdir, p).split('\\').join('/'));
        const at = (p: string) => `new URL(${rel(p)}, import.meta.url)`;
        const contents = text
          .replace(/\bimport\.meta\.url\b/g, `${at(args.path)}.href`)
          .replace(/\bimport\.meta\.filename\b/g, `__svcFileURLToPath(${at(args.path)})`)
          .replace(/\bimport\.meta\.dirname\b/g, `__svcFileURLToPath(${at(dirname(args.path))})`);
        return { contents, loader: args.path.endsWith('.mjs') ? 'js' : 'ts' };
      });
    },
  };
}

/**
 * Bare imports stay imports, except the workspace's own packages (@svc/*), which are TypeScript
 * sources and are bundled. A bundle in dist/ resolves its imports from the root's node_modules,
 * but a workspace can have its own copy of a package (packages/core/node_modules/lru-cache,
 * identity's nodemailer, packages/db's PGlite: npm nests a version the root does not have). Such
 * an import becomes a relative path to the very file Node would have loaded from the source.
 */
function externalPackages(outdir: string): Plugin {
  return {
    name: 'svc-external-packages',
    setup(b) {
      b.onResolve({ filter: /^[^./]/ }, async (args) => {
        if (args.path.startsWith('@svc/') || args.pluginData === 'nested') return undefined;
        const name = args.path
          .split('/')
          .slice(0, args.path.startsWith('@') ? 2 : 1)
          .join('/');
        for (let dir = args.resolveDir; dir.startsWith(ROOT) && dir !== ROOT; dir = dirname(dir)) {
          if (!existsSync(join(dir, 'node_modules', name))) continue;
          const r = await b.resolve(args.path, {
            kind: args.kind,
            importer: args.importer,
            resolveDir: args.resolveDir,
            pluginData: 'nested',
          });
          if (r.errors.length) return { errors: r.errors };
          return {
            path: relative(outdir, r.path)
              .split('\\')
              .join('/')
              .replace(/^(?!\.)/, './'),
            external: true,
          };
        }
        return { path: args.path, external: true };
      });
    },
  };
}

/** Bundles every entry into `outdir` (default dist/), writing each file atomically. */
export async function buildAll(
  opts: { outdir?: string; entries?: string[] } = {},
): Promise<{ outputs: string[]; ms: number }> {
  const outdir = opts.outdir ?? DIST_DIR;
  const entries = opts.entries ?? buildEntries();
  const t0 = performance.now();
  const startedAt = Date.now();
  // Loaded on demand: the built `npm start` imports this module for ensureBuilt() and needs
  // esbuild only when a source changed under it.
  const { build, stop } = await import('esbuild');
  const result = await build({
    absWorkingDir: ROOT,
    entryPoints: Object.fromEntries(
      entries.map((e) => [relative(DIST_DIR, builtEntry(e)).replace(/\.mjs$/, ''), join(ROOT, e)]),
    ),
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    // The map points at the .ts files on disk; no need to copy them into it.
    sourcesContent: false,
    // Bundling renames clashing top-level names (two modules' `Foo` become Foo and Foo2); keep
    // each function's and class's own .name, which errors and logs print.
    keepNames: true,
    // Stack traces name the .ts file and line through source-map-support, which reads a bundle's map
    // when a stack is first formatted. Node's --enable-source-maps reads and decodes the map of every
    // module that names one, node_modules included, at load: start-up time and resident memory in
    // every process for maps most processes never use.
    banner: {
      js: [
        "import { fileURLToPath as __svcFileURLToPath } from 'node:url';",
        "import __svcSourceMaps from 'source-map-support';",
        "__svcSourceMaps.install({ environment: 'node', handleUncaughtExceptions: false });",
      ].join('\n'),
    },
    plugins: [externalPackages(outdir), sourceLocation(outdir)],
    metafile: true,
    write: false,
    logLevel: 'warning',
  }).finally(() =>
    // esbuild's API keeps its compiler running as a child process; `npm start` would carry it
    // (and its memory) for as long as the platform runs.
    stop(),
  );
  mkdirSync(outdir, { recursive: true });
  // Each file is written aside and renamed into place: a process starting meanwhile (another test
  // worker, say) reads the old file or the new one, never half of one.
  for (const f of result.outputFiles) {
    const tmp = `${f.path}.${process.pid}.tmp`;
    mkdirSync(dirname(f.path), { recursive: true });
    writeFileSync(tmp, f.contents);
    renameSync(tmp, f.path);
  }
  const inputs = Object.keys(result.metafile.inputs).map((p) => relative(ROOT, resolve(ROOT, p)));
  const outputs = result.outputFiles.map((f) => relative(ROOT, f.path));
  const info: BuildInfo = { startedAt, entries, inputs, outputs };
  writeFileSync(`${buildInfoFile(outdir)}.${process.pid}.tmp`, JSON.stringify(info));
  renameSync(`${buildInfoFile(outdir)}.${process.pid}.tmp`, buildInfoFile(outdir));
  return { outputs: result.outputFiles.map((f) => f.path), ms: performance.now() - t0 };
}

/** Why `outdir` needs a build, or null when every output is newer than everything it was built from. */
export function staleReason(opts: { outdir?: string; entries?: string[] } = {}): string | null {
  const outdir = opts.outdir ?? DIST_DIR;
  const entries = opts.entries ?? buildEntries();
  const info = readBuildInfo(outdir);
  if (!info) return 'no build yet';
  if (info.entries.join() !== entries.join()) return 'the entries changed';
  return changedSince(info);
}

/**
 * Builds when dist/ is stale; concurrent callers (test workers) wait for one build. Returns why it
 * built, or null when dist/ was current. Checking costs a stat per input (a few milliseconds).
 */
export async function ensureBuilt(
  opts: { outdir?: string; entries?: string[]; log?: (line: string) => void } = {},
): Promise<string | null> {
  const outdir = opts.outdir ?? DIST_DIR;
  if (staleReason(opts) === null) return null;
  mkdirSync(outdir, { recursive: true });
  const lock = join(outdir, '.build.lock');
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      // A holder that crashed leaves its lock; a build takes seconds, not a minute.
      try {
        if (Date.now() - statSync(lock).mtimeMs > 60_000) rmSync(lock, { recursive: true, force: true });
      } catch {
        // released meanwhile
      }
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  try {
    const reason = staleReason(opts);
    if (reason === null) return null;
    const { ms } = await buildAll(opts);
    opts.log?.(`built ${relative(ROOT, outdir)}/ in ${Math.round(ms)} ms (${reason})`);
    return reason;
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/**
 * Builds the console with Vite, then writes a .br and a .gz beside each text asset, which the
 * console server sends to browsers that accept them (compressed once here, never per request).
 */
export async function buildConsole(): Promise<{ ms: number; files: string[] }> {
  const t0 = performance.now();
  const startedAt = Date.now();
  const { build } = await import('vite');
  // Vite and the React plugin pick React's development build and JSX runtime from NODE_ENV, which a
  // caller may have set (vitest sets test): the console is always built for production.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ configFile: join(CONSOLE_DIR, 'vite.config.ts'), logLevel: 'warn', mode: 'production' });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
  const files: string[] = [];
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((n) => (statSync(join(dir, n)).isDirectory() ? walk(join(dir, n)) : [join(dir, n)]));
  for (const f of walk(CONSOLE_DIST_DIR)) {
    if (!/\.(js|css|html|svg|json|txt)$/.test(f)) continue;
    const body = readFileSync(f);
    writeFileSync(`${f}.gz`, gzipSync(body, { level: 9 }));
    writeFileSync(
      `${f}.br`,
      brotliCompressSync(body, {
        params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length },
      }),
    );
    files.push(relative(ROOT, f));
  }
  writeFileSync(CONSOLE_STAMP, String(startedAt));
  return { ms: performance.now() - t0, files };
}

/**
 * Builds the console when a source is newer than its build (what `npm start` and the console's
 * tests call); concurrent callers (test workers, two `npm start`s) wait for one build.
 */
export async function ensureConsoleBuilt(log?: (line: string) => void): Promise<string | null> {
  if (consoleStaleReason() === null) return null;
  mkdirSync(DIST_DIR, { recursive: true });
  const lock = join(DIST_DIR, '.console-build.lock');
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      // A holder that crashed leaves its lock; a build takes seconds, not minutes.
      try {
        if (Date.now() - statSync(lock).mtimeMs > 180_000) rmSync(lock, { recursive: true, force: true });
      } catch {
        // released meanwhile
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  try {
    const reason = consoleStaleReason();
    if (reason === null) return null;
    const { ms } = await buildConsole();
    log?.(`built console/dist in ${Math.round(ms)} ms (${reason})`);
    return reason;
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(ROOT, 'scripts/build.ts')) {
  const log = (line: string) => process.stdout.write(`[build] ${line}\n`);
  if (process.argv.includes('--force')) {
    const { outputs, ms } = await buildAll();
    log(`built ${outputs.filter((o) => o.endsWith('.mjs')).length} entries into dist/ in ${Math.round(ms)} ms`);
    const c = await buildConsole();
    log(`built console/dist in ${Math.round(c.ms)} ms`);
  } else {
    if ((await ensureBuilt({ log })) === null) log('dist/ is current');
    if ((await ensureConsoleBuilt(log)) === null) log('console/dist is current');
  }
}
