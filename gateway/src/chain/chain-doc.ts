/** Renders README's chain table from the matrix (`npm run docs:chain`); a test keeps README current. */
import { ENTRY_POINTS, type EntryPoint } from './entry-points.ts';
import { CHAIN_MATRIX } from './matrix.ts';

const HEADERS: Record<EntryPoint, string> = {
  graphql: '`/graphql`',
  native: '`/api/v1/<op>`',
  scim: 'SCIM',
  openai: '`/v1`',
  wsInit: 'WS init',
  wsSubscribe: 'WS subscribe',
};

export const CHAIN_DOC_BEGIN =
  '<!-- chain table: generated from gateway/src/chain/matrix.ts by `npm run docs:chain` -->';
export const CHAIN_DOC_END = '<!-- end of chain table -->';

export function renderChainTable(): string {
  const lines = [
    `| step | ${ENTRY_POINTS.map((e) => HEADERS[e]).join(' | ')} |`,
    `|---|${ENTRY_POINTS.map(() => '---').join('|')}|`,
    ...CHAIN_MATRIX.map(
      (r) => `| \`${r.step}\`: ${r.doc.replaceAll('|', '\\|')} | ${r.cells.map((c) => (c ? '✓' : '')).join(' | ')} |`,
    ),
  ];
  return lines.join('\n');
}

/** `readme` with the text between the markers replaced by the current table. */
export function withChainTable(readme: string): string {
  const begin = readme.indexOf(CHAIN_DOC_BEGIN);
  const end = readme.indexOf(CHAIN_DOC_END);
  if (begin < 0 || end < begin) throw new Error('README.md has no chain table markers');
  return `${readme.slice(0, begin + CHAIN_DOC_BEGIN.length)}\n${renderChainTable()}\n${readme.slice(end)}`;
}
