// `npm run compose`: supergraph.yaml → supergraph.graphql (no Rover binary needed).
import { writeFileSync } from 'node:fs';
import { composeSupergraph, SUPERGRAPH_PATH } from './lib-supergraph.ts';

const r = composeSupergraph();
if (r.errors) {
  console.error(`composition failed:\n${r.errors.map((e) => `  - ${e}`).join('\n')}`);
  process.exit(1);
}
writeFileSync(SUPERGRAPH_PATH, r.sdl);
console.log(`wrote ${SUPERGRAPH_PATH}`);
