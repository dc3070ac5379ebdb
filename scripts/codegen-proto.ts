/** `npm run codegen` (second half): TypeScript types for every .proto under proto/ (scripts/lib-proto-types.ts). */
import { relative } from 'node:path';
import { generateProtoTypes, PROTO_TYPES_DIR, ROOT } from './lib-proto-types.ts';

const files = generateProtoTypes();
console.log(`✓ ${files.length} gRPC type files in ${relative(ROOT, PROTO_TYPES_DIR)}`);
