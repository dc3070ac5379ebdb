import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { withChainTable } from './chain-doc.ts';
import { CHAIN_MATRIX } from './matrix.ts';
import { ENTRY_POINTS } from './entry-points.ts';

describe('the chain matrix', () => {
  it("README's chain table is generated from the matrix and current (npm run docs:chain)", () => {
    const readme = readFileSync(join(import.meta.dirname, '../../../README.md'), 'utf8');
    expect(readme).toBe(withChainTable(readme));
  });

  it('gives every row a cell per entry point and every entry point a credential, and the protected ones a policy', () => {
    for (const r of CHAIN_MATRIX) expect(r.cells, r.step).toHaveLength(ENTRY_POINTS.length);
    const column = (e: string) =>
      CHAIN_MATRIX.filter((r) => r.cells[ENTRY_POINTS.indexOf(e as never)]).map((r) => r.step);
    for (const e of ENTRY_POINTS)
      expect(column(e).filter((s) => s === 'verifyToken' || s === 'connectionExpiry').length, e).toBeGreaterThan(0);
    for (const e of ['graphql', 'native', 'scim', 'openai', 'wsSubscribe']) {
      const c = column(e);
      // A requirement row before policy, policy before the rate limit (the specification's order).
      expect(c.indexOf('policy'), e).toBeGreaterThan(
        Math.max(c.indexOf('documentScopes'), c.indexOf('scimScopes'), c.indexOf('modelScopes')),
      );
      expect(c.indexOf('rateLimit'), e).toBeGreaterThan(c.indexOf('policy'));
      expect(c.indexOf('policy'), e).toBeGreaterThan(c.indexOf('revocation'));
    }
  });
});
