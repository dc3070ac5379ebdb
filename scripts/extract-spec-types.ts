/**
 * Writes test/fixtures/spec-object-types.json: for each of the specification's object types
 * (object-types.txt), its fields with exact GraphQL type strings, parsed from Documents 2 and 3.
 *
 *   npx tsx scripts/extract-spec-types.ts <specDir>     (or SPEC_DIR=<specDir>; the specification is not in the repository)
 *
 * The parsing lives in scripts/lib/spec-types.ts so the fixture test can re-run it in-process.
 */
import { writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { extractSpecTypes, readSpec } from './lib/spec-types.ts';

export { extractSpecTypes };

export const FIXTURE_PATH = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  'test',
  'fixtures',
  'spec-object-types.json',
);

/** The fixture's exact file text (deterministic: sorted keys, two-space indent, trailing newline). */
export function renderFixture(types: Record<string, Record<string, string>>): string {
  return `${JSON.stringify(types, null, 2)}\n`;
}

async function main() {
  const specDir = process.argv[2] ?? process.env.SPEC_DIR;
  if (!specDir) {
    process.stderr.write('usage: npx tsx scripts/extract-spec-types.ts <specDir> (or SPEC_DIR=<specDir>)\n');
    process.exit(2);
  }
  const { docs, typeNames } = await readSpec(specDir);
  const types = extractSpecTypes(docs, typeNames);
  const missing = typeNames.filter((n) => !types[n] || Object.keys(types[n]).length === 0);
  if (Object.keys(types).length !== typeNames.length || missing.length) {
    throw new Error(`expected ${typeNames.length} types with fields; missing or empty: ${missing.join(', ')}`);
  }
  mkdirSync(dirname(FIXTURE_PATH), { recursive: true });
  writeFileSync(FIXTURE_PATH, renderFixture(types));
  const fieldCount = Object.values(types).reduce((n, f) => n + Object.keys(f).length, 0);
  console.log(`wrote ${FIXTURE_PATH}: ${Object.keys(types).length} object types, ${fieldCount} fields`);
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop()!)) {
  main().catch((err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
