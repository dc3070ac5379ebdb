/**
 * Typed clients for a domain's backends (the gRPC contracts in proto/<domain>/v1/). Each service
 * of a contract has its own optional target; a service without one is simply absent, and its
 * operations keep failing closed with their NOT-WIRED code. Every call carries a deadline and the
 * request id; failures become catalogue errors, never data:
 *   the backend's own SVC code (trailing metadata `svc-code`, see @svc/grpc)   passed through
 *   UNIMPLEMENTED (the deployed backend does not serve this operation)          the NOT-WIRED code
 *   DEADLINE_EXCEEDED                                                            SVC-SERVER-9005
 *   anything else (refused, reset, unreachable)                                  SVC-SERVER-9001
 */
import * as grpc from '@grpc/grpc-js';
import { AppError, traceContextEntries, type SvcCode } from '@svc/core';
import { fromGrpcError, loadProto, serviceDef } from '@svc/grpc';

export type NotWiredCode = Extract<SvcCode, `SVC-${string}-NOT-WIRED`>;

export interface BackendServiceSpec {
  /** Fully qualified gRPC service, e.g. `audit.v1.AuditService`. */
  service: string;
  /** The fail-closed code of the operations this service backs. */
  notWired: NotWiredCode;
}

export interface BackendService {
  readonly service: string;
  readonly target: string;
  /** One unary call; resolves with the reply message, rejects with an AppError. */
  call(rpc: string, request: Record<string, unknown>, meta: { requestId: string }): Promise<Record<string, unknown>>;
}

export interface Backend {
  /** The client of a service, or undefined while no target is configured for it. */
  service(name: string): BackendService | undefined;
  /** Closes every channel. */
  close(): void;
}

/** Maps a failed call to a catalogue error (see the table in the module comment). */
export function backendError(err: grpc.ServiceError, spec: BackendServiceSpec): AppError {
  const carried = err.metadata?.get?.('svc-code')?.[0];
  if (typeof carried === 'string') {
    const app = fromGrpcError(err);
    if (app.code === carried) return app;
  }
  if (err.code === grpc.status.UNIMPLEMENTED) return new AppError(spec.notWired);
  if (err.code === grpc.status.DEADLINE_EXCEEDED)
    return new AppError('SVC-SERVER-9005', `${spec.service} did not answer in time.`);
  return new AppError('SVC-SERVER-9001', `${spec.service} is unavailable.`);
}

export interface GrpcBackendOptions {
  /** Contract path under proto/, e.g. `audit/v1/audit.proto`. */
  protoPath: string;
  services: readonly BackendServiceSpec[];
  /** Target (host:port) per service name; absent or undefined means not wired. */
  targets: Readonly<Record<string, string | undefined>>;
  /** Per-call deadline in milliseconds. */
  deadlineMs: number;
}

export function createGrpcBackend(opts: GrpcBackendOptions): Backend {
  const clients = new Map<string, BackendService>();
  const channels: grpc.Client[] = [];
  for (const spec of opts.services) {
    const target = opts.targets[spec.service];
    if (!target) continue;
    const methods = serviceDef(loadProto(opts.protoPath), spec.service).service;
    // Retries stay off: a retried mutation (an export, an erasure) must be the caller's decision.
    const client = new grpc.Client(target, grpc.credentials.createInsecure(), {
      'grpc.enable_retries': 0,
      'grpc.keepalive_time_ms': 30_000,
    });
    channels.push(client);
    clients.set(spec.service, {
      service: spec.service,
      target,
      call(rpc, request, meta) {
        const method: grpc.MethodDefinition<Record<string, unknown>, Record<string, unknown>> | undefined =
          Object.hasOwn(methods, rpc) ? methods[rpc] : undefined;
        if (!method) return Promise.reject(new Error(`${spec.service} has no method ${rpc} in ${opts.protoPath}`));
        const metadata = new grpc.Metadata();
        metadata.set('x-request-id', meta.requestId);
        for (const [k, v] of traceContextEntries()) metadata.set(k, v);
        return new Promise((resolve, reject) => {
          client.makeUnaryRequest(
            method.path,
            method.requestSerialize,
            method.responseDeserialize,
            request,
            metadata,
            { deadline: Date.now() + opts.deadlineMs },
            (err, reply) => (err ? reject(backendError(err, spec)) : resolve(reply ?? {})),
          );
        });
      },
    });
  }
  return {
    service: (name) => clients.get(name),
    close: () => channels.forEach((c) => c.close()),
  };
}
