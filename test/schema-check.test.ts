/**
 * `npm run schema:check` is CI's gate on the supergraph: it must fail, listing each change, when
 * the composed API schema breaks the baseline, and pass on the committed state.
 */
import { describe, it, expect } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../scripts/platform.ts';

const run = (env: NodeJS.ProcessEnv) =>
  spawnSync(process.execPath, ['--import', 'tsx', join(ROOT, 'scripts/schema-check.ts')], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    encoding: 'utf8',
    timeout: 120_000,
  });

describe('schema:check', () => {
  it('passes against the committed supergraph', () => {
    const r = run({ SCHEMA_BASELINE_FILE: join(ROOT, 'supergraph.graphql') });
    expect(r.status, r.stdout + r.stderr).toBe(0);
    expect(r.stdout).toContain('no breaking changes');
  });

  it('fails and lists each breaking change against a baseline that had more', () => {
    // A baseline where PublicPlan had an extra field and publicPlans an extra argument: the
    // current schema removes both, which breaks clients of that baseline.
    const current = readFileSync(join(ROOT, 'supergraph.graphql'), 'utf8');
    const baseline = current
      .replace(/(type PublicPlan\b[^{]*\{)/, '$1\n  legacyTier: String @join__field(graph: BILLING)')
      .replace(/publicPlans: \[PublicPlan!\]!/, 'publicPlans(region: String): [PublicPlan!]!');
    expect(baseline).not.toBe(current);
    const file = join(mkdtempSync(join(tmpdir(), 'baseline-')), 'supergraph.graphql');
    writeFileSync(file, baseline);
    const r = run({ SCHEMA_BASELINE_FILE: file });
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/breaking change/);
    expect(r.stderr).toContain("Field 'legacyTier' was removed from object type 'PublicPlan'");
    expect(r.stderr).toMatch(/region/);
  });
});
