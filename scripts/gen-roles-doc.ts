// `npm run docs:roles`: writes docs/roles.md from the committed supergraph and the built-in roles.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderRolesDoc } from './lib/roles-doc.ts';
import { SUPERGRAPH_PATH } from './lib-supergraph.ts';

const path = join(import.meta.dirname, '..', 'docs', 'roles.md');
writeFileSync(path, renderRolesDoc(readFileSync(SUPERGRAPH_PATH, 'utf8')));
console.log(`wrote ${path}`);
