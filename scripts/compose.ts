// `npm run compose`: supergraph.yaml → supergraph.graphql and the API schema schema/api.graphql (no Rover binary needed).
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { apiSchemaFile, composeSupergraph, API_SCHEMA_PATH, SUPERGRAPH_PATH } from './lib-supergraph.ts';

const r = composeSupergraph();
if (r.errors) {
  console.error(`composition failed:\n${r.errors.map((e) => `  - ${e}`).join('\n')}`);
  process.exit(1);
}
writeFileSync(SUPERGRAPH_PATH, r.sdl);
console.log(`wrote ${SUPERGRAPH_PATH}`);
mkdirSync(dirname(API_SCHEMA_PATH), { recursive: true });
writeFileSync(API_SCHEMA_PATH, apiSchemaFile(r.sdl));
console.log(`wrote ${API_SCHEMA_PATH}`);
