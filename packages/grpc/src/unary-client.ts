/**
 * A promise client derived from a service's generated definition (src/generated/<pkg>/<v>/<Service>.ts):
 * one method per RPC, named in lowerCamelCase, taking the request message and resolving to the
 * reply as grpc-js decodes it. The request and reply types are the generated ones, so a wrong
 * field, a missing RPC or a changed message is a compile error in the caller; a new RPC needs no
 * edit here. Every call has a deadline and carries the trace context; failures become typed
 * AppErrors (fromGrpcError).
 */
import * as grpc from '@grpc/grpc-js';
import type { MethodDefinition } from '@grpc/proto-loader';
import { SpanKind, inSpanUntilDone, traceContextEntries, tracingEnabled, type SvcCode } from '@svc/core';
import { fromGrpcError } from './errors.ts';

/** `Req` as callers build it and `Res` as it arrives (the generated permissive and output types). */
type Rpc<M> = M extends MethodDefinition<infer Req, any, any, infer Res> ? (req: Req) => Promise<Res> : never;

/** One method per RPC of `D` (its declared methods, not the index signature grpc.ServiceDefinition adds). */
export type UnaryApi<D extends grpc.ServiceDefinition> = {
  [K in keyof D as string extends K ? never : K extends string ? Uncapitalize<K> : never]: Rpc<D[K]>;
} & { close(): void };

export interface UnaryClientOptions {
  deadlineMs: number;
  /** The SVC code a transport failure becomes (default SVC-SERVER-9001). */
  unavailableCode?: SvcCode;
  /** Who is unavailable, in a transport failure's message (default identity). */
  dependency?: string;
  /** Metadata sent on every call (a service credential). */
  metadata?: Readonly<Record<string, string>>;
  channelOptions?: grpc.ChannelOptions;
}

export function createUnaryClient<D extends grpc.ServiceDefinition>(
  def: D,
  target: string,
  opts: UnaryClientOptions,
): UnaryApi<D> {
  // Retries stay off: a retried mutation must be the caller's decision.
  const client = new grpc.Client(target, grpc.credentials.createInsecure(), {
    'grpc.enable_retries': 0,
    ...opts.channelOptions,
  });
  const invoke = <Req, Res>(name: string, m: grpc.MethodDefinition<Req, Res>, req: Req): Promise<Res> =>
    new Promise((resolve, reject) => {
      const metadata = new grpc.Metadata();
      for (const [k, v] of Object.entries(opts.metadata ?? {})) metadata.set(k, v);
      const send = (done?: (err: grpc.ServiceError | null) => void) =>
        client.makeUnaryRequest(
          m.path,
          m.requestSerialize,
          m.responseDeserialize,
          req,
          metadata,
          { deadline: Date.now() + opts.deadlineMs },
          (err, res) => {
            done?.(err);
            if (err) reject(fromGrpcError(err, opts.unavailableCode, opts.dependency));
            else resolve(res!);
          },
        );
      if (!tracingEnabled()) return void send();
      // A CLIENT span per call; its context travels to the server in the call's metadata.
      inSpanUntilDone(
        `grpc ${m.path.slice(1)}`,
        { kind: SpanKind.CLIENT, attributes: { 'rpc.system': 'grpc', 'rpc.method': name } },
        (done) => {
          for (const [k, v] of traceContextEntries()) metadata.set(k, v);
          send(done);
        },
      );
    });
  const api: Record<string, unknown> = { close: () => client.close() };
  for (const [name, m] of Object.entries(def))
    api[name[0].toLowerCase() + name.slice(1)] = (req: unknown) => invoke(name, m, req);
  // Built from the definition's own entries, so it has exactly the methods UnaryApi<D> names.
  return api as UnaryApi<D>;
}
