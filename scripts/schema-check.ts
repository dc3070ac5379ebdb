/**
 * `npm run schema:check` (CI): fails on
 *   1. a composition error (each error listed),
 *   2. a stale supergraph.graphql or schema/api.graphql (composed output differs from the committed files),
 *   3. stale codegen output (resolver types differ from what codegen.ts generates now, the gRPC
 *      types in packages/grpc/src/generated differ from what every proto under proto/ generates,
 *      or a generated Prisma client differs from what prisma/clients.mjs generates now, ADR 013),
 *   4. a breaking change of the API schema against the baseline supergraph, each change listed.
 * The baseline is supergraph.graphql at git ref SCHEMA_BASELINE_REF (default HEAD; use the
 * target branch in a pull request), or the file SCHEMA_BASELINE_FILE. SCHEMA_ALLOW_BREAKING=1
 * reports breaking changes without failing (a deliberate, reviewed break).
 */
import { readFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execFileSync, spawnSync } from 'node:child_process';
import { relative } from 'node:path';
import { diff, CriticalityLevel } from '@graphql-inspector/core';
import { generate } from '@graphql-codegen/cli';
import {
  apiSchema,
  apiSchemaFile,
  composeSupergraph,
  API_SCHEMA_PATH,
  ROOT,
  SUPERGRAPH_PATH,
} from './lib-supergraph.ts';
import { diffTrees, generateProtoTypes, PROTO_TYPES_DIR } from './lib-proto-types.ts';
import codegenConfig from '../codegen.ts';

const failures: string[] = [];

// 1. composition
const composed = composeSupergraph();
if (composed.errors) {
  console.error(`✗ composition failed:\n${composed.errors.map((e) => `  - ${e}`).join('\n')}`);
  process.exit(1);
}
console.log('✓ subgraphs compose');

// 2. committed supergraph current
const committed = existsSync(SUPERGRAPH_PATH) ? readFileSync(SUPERGRAPH_PATH, 'utf8') : '';
if (committed !== composed.sdl) failures.push('supergraph.graphql is stale: run `npm run compose` and commit it');
else console.log('✓ supergraph.graphql is current');
const committedApi = existsSync(API_SCHEMA_PATH) ? readFileSync(API_SCHEMA_PATH, 'utf8') : '';
if (committedApi !== apiSchemaFile(composed.sdl))
  failures.push('schema/api.graphql is stale: run `npm run compose` and commit it');
else console.log('✓ schema/api.graphql is current');

// 3. codegen output current
const outputs = (await generate({ ...codegenConfig, cwd: ROOT }, false)) as { filename: string; content: string }[];
const stale = outputs
  .filter((o) => !existsSync(o.filename) || readFileSync(o.filename, 'utf8') !== o.content)
  .map((o) => relative(ROOT, o.filename));
if (stale.length)
  failures.push(
    `generated resolver types are stale (run \`npm run codegen\`):\n${stale.map((s) => `  - ${s}`).join('\n')}`,
  );
else console.log(`✓ codegen output is current (${outputs.length} files)`);
const protoTmp = mkdtempSync(join(tmpdir(), 'proto-types-'));
try {
  const protoFiles = generateProtoTypes(protoTmp);
  const staleProto = diffTrees(protoTmp, PROTO_TYPES_DIR);
  if (staleProto.length)
    failures.push(
      `generated gRPC types are stale (run \`npm run codegen\`):\n${staleProto.map((s) => `  - packages/grpc/src/generated/${s}`).join('\n')}`,
    );
  else console.log(`✓ gRPC types are current (${protoFiles.length} files from proto/)`);
} finally {
  rmSync(protoTmp, { recursive: true, force: true });
}

// 3b. every service's Prisma client current (regenerated into a temporary folder and compared)
const prismaCheck = spawnSync(process.execPath, ['scripts/prisma-generate.mjs', '--check'], {
  cwd: ROOT,
  encoding: 'utf8',
});
if (prismaCheck.status !== 0)
  failures.push(
    prismaCheck.stderr
      .split('\n')
      .filter((l) => !/^(Loaded Prisma config|Prisma schema loaded|\s*$)/.test(l))
      .join('\n') || 'Prisma clients are stale (run `npm run prisma:generate`)',
  );
else console.log(prismaCheck.stdout.trim());

// 4. breaking changes against the baseline
let baseline: string | null = null;
if (process.env.SCHEMA_BASELINE_FILE) baseline = readFileSync(process.env.SCHEMA_BASELINE_FILE, 'utf8');
else {
  const ref = process.env.SCHEMA_BASELINE_REF ?? 'HEAD';
  try {
    baseline = execFileSync('git', ['show', `${ref}:supergraph.graphql`], {
      cwd: ROOT,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  } catch {
    console.log(`• no baseline supergraph at ${ref}; skipping the breaking-change check`);
  }
}
if (baseline !== null) {
  const changes = await diff(apiSchema(baseline), apiSchema(composed.sdl));
  const breaking = changes.filter((c) => c.criticality.level === CriticalityLevel.Breaking);
  const dangerous = changes.filter((c) => c.criticality.level === CriticalityLevel.Dangerous);
  for (const c of dangerous) console.log(`  ! dangerous: ${c.message}`);
  if (breaking.length) {
    const list = breaking.map((c) => `  - ${c.message}`).join('\n');
    if (process.env.SCHEMA_ALLOW_BREAKING === '1')
      console.log(`! ${breaking.length} breaking change(s) allowed by SCHEMA_ALLOW_BREAKING:\n${list}`);
    else failures.push(`${breaking.length} breaking change(s) against the baseline supergraph:\n${list}`);
  } else console.log(`✓ no breaking changes (${changes.length} change(s) in all)`);
}

if (failures.length) {
  console.error(failures.map((f) => `✗ ${f}`).join('\n'));
  process.exit(1);
}
