/**
 * Loads the .proto contracts at run time with proto-loader (no protoc binary, no generated JS).
 * Field names stay snake_case as written in the .proto files; int64 arrive as strings
 * (load-options.ts). The types of what it loads are generated from the same files into
 * src/generated (`npm run codegen`).
 */
import * as grpc from '@grpc/grpc-js';
import * as protoLoader from '@grpc/proto-loader';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOADER_OPTIONS } from './load-options.ts';

export const PROTO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'proto');

const cache = new Map<string, grpc.GrpcObject>();

/**
 * The loaded package of one contract. `T` is that file's generated `ProtoGrpcType`
 * (`import type { ProtoGrpcType } from './generated/identity.ts'`): proto-loader returns an
 * untyped object, and the generated description of the same file under the same options is the
 * one place the two meet.
 */
export function loadProto<T extends object = grpc.GrpcObject>(relPath: string): T {
  let pkg = cache.get(relPath);
  if (!pkg) {
    const def = protoLoader.loadSync(join(PROTO_ROOT, relPath), { ...LOADER_OPTIONS, includeDirs: [PROTO_ROOT] });
    pkg = grpc.loadPackageDefinition(def);
    cache.set(relPath, pkg);
  }
  return pkg as T;
}

/** Walks a dotted path (`identity.v1.IdentityService`) in a loaded package. */
export function serviceDef(pkg: grpc.GrpcObject, dotted: string): grpc.ServiceClientConstructor {
  let cur: unknown = pkg;
  for (const part of dotted.split('.')) cur = (cur as Record<string, unknown>)[part];
  if (!cur) throw new Error(`gRPC service ${dotted} not found`);
  return cur as grpc.ServiceClientConstructor;
}
