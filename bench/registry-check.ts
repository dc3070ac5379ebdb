/**
 * A usage-aware schema check over 7 days of recorded usage (registry/src/usage/):
 *
 *   DATABASE_URL=postgresql://postgres@127.0.0.1:5432/postgres npx tsx bench/registry-check.ts [--rows=1000000] [--operations=5000] [--iterations=5]
 *
 * Creates a scratch database on that server, applies the migrations, publishes this repository's
 * nine subgraphs as variant `bench`, then records `--operations` distinct operations, each touching
 * 5 to 40 real coordinates of the API schema, and about `--rows` operation-hours over the last 168
 * hours (every operation every hour, by one or two of 20 clients with three versions each). Then
 * it times the check of a prompts change that removes three fields operations used and three
 * nobody used: the usage lookup alone (the per-coordinate query) and the whole check (composition,
 * diff and lookup), which must name the used ones only. The scratch database is dropped at the end.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { migrate, MIGRATIONS_DIR } from '@svc/db';
import { isObjectType, isInterfaceType } from 'graphql';
import { ROOT } from '../scripts/platform.ts';
import { readSupergraphConfig } from '../scripts/lib-supergraph.ts';
import { apiSchemaOf, composeSet, type SubgraphSet } from '../registry/src/compose/composition.ts';
import { createRegistryPrisma } from '../registry/src/store/prisma.ts';
import { RegistryRepository } from '../registry/src/store/registry-repository.ts';
import { RegistryService } from '../registry/src/registry-service.ts';
import { OperationUsageStore } from '../registry/src/usage/operation-usage-store.ts';

const arg = (name: string, def: number) => {
  const hit = process.argv.find((a) => a.startsWith(`--${name}=`));
  return hit ? Number(hit.split('=')[1]) : def;
};
const targetRows = arg('rows', 1_000_000);
const operations = arg('operations', 5000);
const iterations = arg('iterations', 5);
const server = process.env.DATABASE_URL;
if (!server)
  throw new Error('DATABASE_URL (any database on the server; a scratch one is created next to it) is required');

const USED = ['abiVersion', 'compilerToolchain', 'wasmSha256'];
const UNUSED = ['dsTag', 'signerPub', 'parentLayerSha256'];

const name = `svc_bench_registry_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: server });
await admin.connect();
await admin.query(`CREATE DATABASE ${name}`);
const url = new URL(server);
url.pathname = `/${name}`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const time = async <T>(fn: () => Promise<T>) => {
  const t0 = performance.now();
  const value = await fn();
  return { value, ms: performance.now() - t0 };
};

try {
  await migrate({ url: url.toString(), dir: MIGRATIONS_DIR });
  const prisma = createRegistryPrisma(url.toString());
  const repo = new RegistryRepository(prisma);
  const store = new OperationUsageStore(prisma);
  const service = new RegistryService(repo, { retries: 3, usageDays: 7 }, [store]);

  // The variant: this repository's nine subgraphs, composed once.
  const config = readSupergraphConfig();
  const set: SubgraphSet = {};
  for (const [n, s] of Object.entries(config.subgraphs))
    set[n] = { sdl: readFileSync(join(ROOT, s.schema.file), 'utf8'), routingUrl: `http://127.0.0.1:9/${n}` };
  const composed = await composeSet(set);
  if (!composed.ok) throw new Error(`the committed subgraphs do not compose: ${composed.problems[0].message}`);
  await repo.commit('bench', 0, {
    supergraphSdl: composed.supergraphSdl,
    sha256: composed.sha256,
    subgraphs: set,
    action: 'publish',
    subgraph: null,
    actorClientId: 'bench',
    mustOwn: [],
    audit: (version) => ({
      action: 'registry.subgraph.published',
      organizationId: 'org_bench',
      workspaceId: 'ws_bench',
      actorPrincipal: 'client/bench',
      resourceOrn: 'orn:svc:registry:bench:supergraph',
      details: { version },
    }),
  });

  // Every field and argument coordinate of the API schema but the unused ones.
  const schema = apiSchemaOf(composed.supergraphSdl);
  const unused = new Set(UNUSED.map((f) => `BundleManifest.${f}`));
  const coords: string[] = [];
  for (const t of Object.values(schema.getTypeMap())) {
    if (t.name.startsWith('__') || !(isObjectType(t) || isInterfaceType(t))) continue;
    for (const f of Object.values(t.getFields())) {
      coords.push(`${t.name}.${f.name}`);
      for (const a of f.args) coords.push(`${t.name}.${f.name}(${a.name}:)`);
    }
  }
  const pool = coords.filter((c) => !unused.has(c));
  let seed = 42;
  const rand = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const ops = Array.from({ length: operations }, (_, i) => {
    const n = 5 + Math.floor(rand() * 36);
    const picked = new Set<string>();
    // Skewed towards the front of the list, as real traffic is towards a few popular fields.
    while (picked.size < n) picked.add(pool[Math.floor(rand() ** 2 * pool.length)]);
    if (i % 50 === 0) for (const f of USED) picked.add(`BundleManifest.${f}`);
    return {
      hash: randomBytes(32).toString('hex'),
      name: `Op${i}`,
      type: 'query',
      coordinates: [...picked].sort(),
    };
  });
  const db = new pg.Client({ connectionString: url.toString() });
  await db.connect();
  const seeded = await time(async () => {
    for (let i = 0; i < ops.length; i += 1000)
      await db.query(
        `INSERT INTO "registry"."usage_operations" ("hash", "name", "type", "coordinates")
         SELECT x->>'hash', x->>'name', x->>'type', ARRAY(SELECT jsonb_array_elements_text(x->'coordinates'))
         FROM jsonb_array_elements($1::jsonb) x`,
        [JSON.stringify(ops.slice(i, i + 1000))],
      );
    // Every operation every hour by one client, and by a second one for a share of operations
    // chosen so the total comes to about --rows.
    const hours = 168;
    const secondEvery = Math.max(1, Math.round(1 / Math.max(0.0001, targetRows / (operations * hours) - 1)));
    await db.query(
      `INSERT INTO "registry"."usage_hourly"
         ("variant", "operation_hash", "client_name", "client_version", "hour", "count", "errors", "latency", "last_seen")
       SELECT 'bench', o.hash, 'client-' || c.c, 'v' || (o.i % 3), h.hour, 1 + (o.i * 7 + c.c) % 500, (o.i % 11 = 0)::int,
              array_fill(0::bigint, ARRAY[11]), h.hour
       FROM (SELECT "hash" AS hash, row_number() OVER (ORDER BY "name") AS i FROM "registry"."usage_operations") o
       CROSS JOIN generate_series(date_trunc('hour', now()) - interval '${hours - 1} hours', date_trunc('hour', now()), interval '1 hour') AS h(hour)
       CROSS JOIN LATERAL (SELECT (o.i % 20)::int AS c UNION ALL SELECT ((o.i + 7) % 20)::int WHERE o.i % $1 = 0) c`,
      [secondEvery],
    );
    // What autovacuum does to an insert-mostly table: statistics and the visibility map (which
    // lets the lookup's index-only scan skip the heap).
    await db.query('VACUUM ANALYZE "registry"."usage_hourly"');
    await db.query('VACUUM ANALYZE "registry"."usage_operations"');
  });
  const rows = Number((await db.query('SELECT count(*) AS n FROM "registry"."usage_hourly"')).rows[0].n);
  await db.end();

  // The change: three used and three unused fields of BundleManifest removed from prompts.
  let prompts = set.prompts.sdl;
  for (const f of [...USED, ...UNUSED])
    prompts = prompts.replace(new RegExp(`(\\n  "[^"\\n]*")?\\n  ${f}: [^\\n]*`), '');
  const wanted = [...USED, ...UNUSED].map((f) => `BundleManifest.${f}`);
  const since = new Date(Date.now() - 7 * 86_400_000);

  if (process.argv.includes('--explain')) {
    // The lookup's plan, with the query text the store runs (captured from its first call).
    const captured: { sql: string; params: unknown[] }[] = [];
    const spy = new OperationUsageStore({
      $queryRawUnsafe: async (sql: string, ...params: unknown[]) => (captured.push({ sql, params }), []),
      $executeRawUnsafe: async () => 0,
      $transaction: async (ps: Promise<unknown>[]) => Promise.all(ps),
    } as never);
    await spy.usesOf('bench', wanted, since);
    const c = new pg.Client({ connectionString: url.toString() });
    await c.connect();
    await c.query("SET work_mem = '64MB'");
    const plan = await c.query(`EXPLAIN (ANALYZE, BUFFERS) ${captured[0].sql}`, captured[0].params as unknown[]);
    console.log(plan.rows.map((r) => r['QUERY PLAN']).join('\n'));
    await c.end();
  }
  await store.usesOf('bench', wanted, since); // warm-up
  const lookups: number[] = [];
  const checks: number[] = [];
  let last: Awaited<ReturnType<typeof service.check>> | null = null;
  for (let i = 0; i < iterations; i++) {
    lookups.push((await time(() => store.usesOf('bench', wanted, since))).ms);
    const c = await time(() => service.check('bench', 'prompts', prompts));
    checks.push(c.ms);
    last = c.value;
  }
  const breaking = last!.changes.filter((c) => c.criticality === 'BREAKING');
  const blocking = breaking.filter((c) => c.usage?.uses.length).map((c) => c.coordinate);
  const passing = breaking.filter((c) => !c.usage?.uses.length).map((c) => c.coordinate);
  console.log(
    `seeded ${ops.length} operations and ${rows} operation-hours (168 hours, 20 clients × 3 versions) in ${(seeded.ms / 1000).toFixed(1)} s`,
  );
  console.log(`check of prompts removing ${wanted.join(', ')}; ${iterations} runs, medians:`);
  console.log(`| part | median ms | min ms | max ms |`);
  console.log('|---|---|---|---|');
  console.log(
    `| usage lookup (6 coordinates, 7 days) | ${median(lookups).toFixed(0)} | ${Math.min(...lookups).toFixed(0)} | ${Math.max(...lookups).toFixed(0)} |`,
  );
  console.log(
    `| whole check (composition + diff + usage) | ${median(checks).toFixed(0)} | ${Math.min(...checks).toFixed(0)} | ${Math.max(...checks).toFixed(0)} |`,
  );
  console.log(`blocking (used): ${blocking.join(', ')}; passing (unused): ${passing.join(', ')}; ok=${last!.ok}`);
  const top = breaking.find((c) => c.usage?.uses.length)?.usage;
  if (top) console.log(`e.g. ${top.coordinates[0]}: ${top.uses.length} uses listed, ${top.total} requests in all`);
  await prisma.$disconnect();
} finally {
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
}
