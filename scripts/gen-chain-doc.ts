// `npm run docs:chain`: writes the edge chain's table into README.md from gateway/src/chain/matrix.ts.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { withChainTable } from '../gateway/src/chain/chain-doc.ts';

const path = join(import.meta.dirname, '..', 'README.md');
writeFileSync(path, withChainTable(readFileSync(path, 'utf8')));
console.log(`wrote the chain table in ${path}`);
