/**
 * The expected-types fixture (test/fixtures/spec-object-types.json) must be exactly what the
 * extractor produces from the specification today. Regenerate with
 * `npx tsx scripts/extract-spec-types.ts <specDir>` when the specification changes. The check
 * against the specification itself runs only with SPEC_DIR set: the repository never reads
 * anything outside itself by default.
 */
import { describe, it, expect } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { extractSpecTypes, FIXTURE_PATH, renderFixture } from '../scripts/extract-spec-types.ts';
import { readSpec } from '../scripts/lib/spec-types.ts';

const specDir = process.env.SPEC_DIR ?? '';
const haveSpec = specDir !== '' && existsSync(join(specDir, 'object-types.txt'));

describe('spec object types fixture', () => {
  it('is committed and covers every object type with at least one field', () => {
    const fixture = JSON.parse(readFileSync(FIXTURE_PATH, 'utf8')) as Record<string, Record<string, string>>;
    expect(Object.keys(fixture).length).toBe(199);
    for (const [type, fields] of Object.entries(fixture)) {
      expect(Object.keys(fields).length, `${type} has no fields`).toBeGreaterThan(0);
    }
  });

  it.skipIf(!haveSpec)(`is current with the specification in ${specDir}`, async () => {
    const { docs, typeNames } = await readSpec(specDir);
    const extracted = extractSpecTypes(docs, typeNames);
    expect(Object.keys(extracted).sort()).toEqual([...typeNames].sort());
    expect(readFileSync(FIXTURE_PATH, 'utf8')).toBe(renderFixture(extracted));
  });
});
