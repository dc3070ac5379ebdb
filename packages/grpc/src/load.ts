/**
 * Loads the .proto contracts at run time with proto-loader (no protoc binary, no generated JS).
 * Field names stay snake_case as written in the .proto files; int64 arrive as strings.
 */
import * as grpc from '@grpc/grpc-js';
import * as protoLoader from '@grpc/proto-loader';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

export const PROTO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'proto');

const cache = new Map<string, grpc.GrpcObject>();

export function loadProto(relPath: string): grpc.GrpcObject {
  let pkg = cache.get(relPath);
  if (!pkg) {
    const def = protoLoader.loadSync(join(PROTO_ROOT, relPath), {
      keepCase: true,
      longs: String,
      enums: String,
      defaults: true,
      oneofs: true,
      includeDirs: [PROTO_ROOT],
    });
    pkg = grpc.loadPackageDefinition(def);
    cache.set(relPath, pkg);
  }
  return pkg;
}

/** Walks a dotted path (`identity.v1.IdentityService`) in a loaded package. */
export function serviceDef(pkg: grpc.GrpcObject, dotted: string): grpc.ServiceClientConstructor {
  let cur: unknown = pkg;
  for (const part of dotted.split('.')) cur = (cur as Record<string, unknown>)[part];
  if (!cur) throw new Error(`gRPC service ${dotted} not found`);
  return cur as grpc.ServiceClientConstructor;
}
