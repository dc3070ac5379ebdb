/**
 * No Docker engine runs here, so this reads the Dockerfile instead: one target per deployable,
 * each copying its own bundle and exactly the files that bundle reads at run time (found in the
 * bundle itself: scripts/build.ts rewrites a module's import.meta to its source file's location,
 * and a workspace's nested node_modules becomes a relative import), and compose.yaml and
 * deploy/k8s running each target's image with its bundle.
 */
import { describe, it, expect, beforeAll } from 'vitest';
import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { parse, parseAllDocuments } from 'yaml';
import { SUBGRAPH_NAMES } from '@svc/core';
import { ensureBuilt } from '../scripts/build.ts';
import { ROOT } from '../scripts/platform.ts';
import { K8S_FILE } from '../scripts/k8s.ts';

interface Stage {
  name: string;
  base: string;
  /** Repository-relative paths copied from the build stage. */
  copies: string[];
  env: Record<string, string>;
  lines: string[];
}

/** The Dockerfile's stages; a continued line (`\`) is not used in it and would fail the parse. */
function stages(text: string): Stage[] {
  const out: Stage[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    expect(line.endsWith('\\'), line).toBe(false);
    const from = /^FROM (\S+) AS (\S+)$/.exec(line);
    if (from) {
      out.push({ name: from[2]!, base: from[1]!, copies: [], env: {}, lines: [] });
      continue;
    }
    const stage = out.at(-1)!;
    stage.lines.push(line);
    const copy = /^COPY --from=build (.+) (\S+)$/.exec(line);
    if (copy) {
      const dest = copy[2]!;
      for (const src of copy[1]!.split(' ')) {
        expect(src, line).toMatch(/^\/app\//);
        const path = src.slice('/app/'.length);
        // each file lands where it sits in the repository: the bundle finds it relative to dist/
        expect(dest.endsWith('/') ? `${dest}${basename(path)}` : dest, line).toBe(`./${path}`);
        stage.copies.push(path);
      }
    }
    const env = /^ENV (\w+)=(\S+)$/.exec(line);
    if (env) stage.env[env[1]!] = env[2]!;
  }
  return out;
}

/**
 * What a module whose import.meta a bundle carries reads at run time, by the module's
 * repository-relative location (the file, or the folder for import.meta.dirname). A new one fails
 * the test until it is added here and its files to the Dockerfile's targets.
 */
const READS: Record<string, (bundle: string) => string[]> = {
  // SUPERGRAPH_PATH's default, read with SUPERGRAPH_SOURCE=file
  'gateway/src/config.ts': () => ['supergraph.graphql'],
  'gateway/src/graphql': () => ['gateway/src/graphql/graphiql/boot.js'],
  // GraphiQL's, React's and ReactDOM's UMD builds, resolved from the gateway's own node_modules
  'gateway/src/graphql/graphiql.ts': () => ['gateway/node_modules'],
  'packages/grpc/src/load.ts': () => ['proto'],
  // the console server's default CONSOLE_DIST_DIR: the built single-page app
  'console/server': () => ['console/dist'],
  // the repository root: only a bundle that uses MIGRATIONS_DIR (besides defining it) reads the migrations
  'packages/db/src/paths.ts': (b) => (b.split('MIGRATIONS_DIR').length > 2 ? ['prisma/migrations'] : []),
  // requires graphql, from the root node_modules
  'packages/subgraph-kit/src/document-depth.ts': () => [],
  // require the Redis client and the S3 SDK on first use, from the root node_modules
  'packages/core/src/store/redis-store.ts': () => [],
  'identity/src/audit/export/s3-object-store.ts': () => [],
  // requires libsodium's binding on first use, from the root node_modules (its prebuilt binaries inside)
  'identity/src/audit/ed25519-signer.ts': () => [],
  'subgraphs/inference/src/start-inference.ts': () => ['subgraphs/inference/schema.graphql'],
  'subgraphs/billing/src/subgraph.ts': () => [
    'subgraphs/billing/schema.graphql',
    'subgraphs/billing/catalogue/plans.json',
  ],
  ...Object.fromEntries(
    SUBGRAPH_NAMES.filter((n) => n !== 'billing').map((n) => [
      `subgraphs/${n}/src/subgraph.ts`,
      () => [`subgraphs/${n}/schema.graphql`],
    ]),
  ),
};
/** Prisma's generated clients set __dirname from import.meta and read nothing (the query compiler is @prisma/client's). */
const PRISMA_CLIENT = /^(identity|registry|subgraphs\/[a-z]+)\/src\/generated\/prisma\/client\.ts$/;

/** The source folder of each service; a target may copy from its owner's folder only. */
const SERVICE_FOLDERS: Record<string, string> = {
  identity: 'identity',
  gateway: 'gateway',
  registry: 'registry',
  console: 'console',
  ...Object.fromEntries(SUBGRAPH_NAMES.map((n) => [n, `subgraphs/${n}`])),
};
/** The one-shots: the migrations belong to no service, the development tenant to identity. */
const OWNER: Record<string, string | null> = { migrate: null, seed: 'identity' };

const dockerfile = readFileSync(join(ROOT, 'Dockerfile'), 'utf8');
const all = stages(dockerfile);
const targets = all.filter((s) => s.base === 'runtime');
const target = (name: string) => targets.find((t) => t.name === name);
const compose = parse(readFileSync(join(ROOT, 'compose.yaml'), 'utf8'), { merge: true }) as {
  services: Record<string, any>;
};
const bundleOf = (t: Stage) => t.copies.filter((c) => c.endsWith('.mjs'));

describe('Dockerfile', () => {
  beforeAll(async () => {
    await ensureBuilt();
  });

  it('builds every bundle once, drops the dev dependencies, and gives every target the same runtime', () => {
    const build = all.find((s) => s.name === 'build')!;
    expect(build.lines.join('\n')).toMatch(
      /RUN npm ci --include=dev && npm run build -- --force && npm prune --omit=dev --ignore-scripts/,
    );
    const runtime = all.find((s) => s.name === 'runtime')!;
    expect(runtime.base).toBe(build.base);
    expect(runtime.copies).toEqual(['node_modules']);
    expect(runtime.lines).toContain('USER node');
    expect(runtime.lines).toContain('CMD ["sh", "-c", "exec node \\"$SERVICE\\""]');
    // every other stage is a target on that runtime, and none changes the user or the command
    expect(all.map((s) => s.name)).toEqual(['build', 'runtime', ...targets.map((t) => t.name)]);
    for (const t of targets)
      expect(
        t.lines.filter((l) => /^(USER|CMD|ENTRYPOINT|RUN|FROM) /.test(l)),
        t.name,
      ).toEqual([]);
  });

  it('has a target per deployable, each copying exactly one bundle (and its map): the one its SERVICE runs', () => {
    expect(targets.map((t) => t.name).sort()).toEqual(
      ['migrate', 'seed', 'identity', 'gateway', 'registry', 'console', ...SUBGRAPH_NAMES].sort(),
    );
    for (const t of targets) {
      expect(bundleOf(t), t.name).toEqual([t.env.SERVICE]);
      expect(t.copies.filter((c) => c.startsWith('dist/')).sort(), t.name).toEqual(
        [t.env.SERVICE, `${t.env.SERVICE}.map`].sort(),
      );
    }
  });

  it('copies exactly the files each bundle reads at run time, and the nested node_modules it imports', () => {
    for (const t of targets) {
      const bundle = readFileSync(join(ROOT, t.env.SERVICE!), 'utf8');
      const expected = new Set([t.env.SERVICE!, `${t.env.SERVICE}.map`]);
      for (const m of bundle.matchAll(/new URL\("\.\.\/([^"]+)", import\.meta\.url\)/g)) {
        const at = m[1]!;
        if (PRISMA_CLIENT.test(at)) continue;
        expect(READS[at], `${t.name}: what does ${at} read at run time?`).toBeDefined();
        for (const p of READS[at]!(bundle)) expected.add(p);
      }
      // a workspace's own copy of a package (scripts/build.ts externalPackages)
      for (const m of bundle.matchAll(/"\.\.\/((?:[a-z-]+\/)+?node_modules)\//g)) expected.add(m[1]!);
      expect([...t.copies].sort(), t.name).toEqual([...expected].sort());
    }
    // the check reads what it should: the gateway's bundle finds GraphiQL, billing its plan catalogue
    expect(target('gateway')!.copies).toContain('gateway/node_modules');
    expect(target('billing')!.copies).toContain('subgraphs/billing/catalogue/plans.json');
    expect(target('migrate')!.copies).toContain('prisma/migrations');
  });

  it("copies no other service's source folder", () => {
    for (const t of targets) {
      const owner = t.name in OWNER ? OWNER[t.name] : t.name;
      for (const [svc, folder] of Object.entries(SERVICE_FOLDERS)) {
        if (svc === owner) continue;
        expect(
          t.copies.filter((c) => c === folder || c.startsWith(`${folder}/`)),
          `${t.name} copies ${svc}'s folder`,
        ).toEqual([]);
      }
    }
  });
});

describe('compose.yaml and deploy/k8s run the targets', () => {
  it('builds each compose service from the target of its name and runs that target’s bundle', () => {
    const built = Object.entries(compose.services).filter(([, s]) => s.build);
    expect(built.map(([n]) => n).sort()).toEqual(targets.map((t) => t.name).sort());
    for (const [name, svc] of built) {
      expect(svc.build, name).toEqual({ context: '.', target: name });
      expect(svc.image, name).toBe(`svc-${name}:latest`);
      const t = target(name)!;
      // a command, where given, runs the same bundle as the image's SERVICE
      if (svc.command) expect(svc.command.at(-1), name).toBe(t.env.SERVICE);
      expect(svc.environment?.SERVICE, name).toBeUndefined();
    }
  });

  it('runs one image per deployable in Kubernetes, named for its target, with that target’s bundle', () => {
    const objects = parseAllDocuments(readFileSync(K8S_FILE, 'utf8'))
      .map((d) => d.toJS())
      .filter(Boolean) as Array<{ kind: string; metadata: { name: string }; spec: any }>;
    const containers = objects
      .filter((o) => o.kind === 'Deployment' || o.kind === 'Job')
      .flatMap((o) => o.spec.template.spec.containers as Array<{ name: string; image: string; command: string[] }>);
    expect(containers.length).toBe(targets.length - 1); // the seed is development only
    for (const c of containers) {
      const name = /^svc-([a-z]+):latest$/.exec(c.image)?.[1];
      expect(name, c.image).toBe(c.name);
      const t = target(name!);
      expect(t, c.image).toBeDefined();
      expect(c.command.at(-1), c.name).toBe(t!.env.SERVICE);
    }
  });
});
