/** docs/roles.md is generated (npm run docs:roles) from the committed supergraph and the built-in roles, and current. */
import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderRolesDoc } from '../../scripts/lib/roles-doc.ts';
import { ROOT, SUPERGRAPH_PATH } from '../../scripts/lib-supergraph.ts';

describe('docs/roles.md', () => {
  it('is generated from the supergraph and the role table and current (npm run docs:roles)', () => {
    expect(readFileSync(join(ROOT, 'docs', 'roles.md'), 'utf8')).toBe(
      renderRolesDoc(readFileSync(SUPERGRAPH_PATH, 'utf8')),
    );
  });

  it('answers from the declarations: the organization owner reaches every operation, a viewer not signUp', () => {
    const doc = renderRolesDoc(readFileSync(SUPERGRAPH_PATH, 'utf8'));
    const row = (field: string) =>
      doc
        .split('\n')
        .find((l) => l.startsWith(`| \`${field}\` |`))
        ?.split(' | ')
        .slice(2)
        .map((c) => c.replace(/ \|$/, ''));
    expect(row('Mutation.signUp')).toEqual(['yes', '—', '—', '—', '—']);
    expect(row('Query.me')).toEqual(['yes', 'yes', 'yes', 'yes', 'yes']);
    expect(
      doc
        .split('\n')
        .filter((l) => /^\| `(Query|Mutation|Subscription)\./.test(l))
        .every((l) => l.split(' | ')[2] === 'yes'),
    ).toBe(true);
  });
});
