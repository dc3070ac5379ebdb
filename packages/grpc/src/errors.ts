/**
 * gRPC transport rendering for the error catalogue: the status code comes from the catalogue and
 * the SVC code travels in trailing metadata `svc-code`, so a client can rebuild the AppError.
 */
import * as grpc from '@grpc/grpc-js';
import { AppError, renderGrpc, isAppErrorCode, type Logger, type SvcCode } from '@svc/core';

/** Lone UTF-16 surrogates (a message quoting client input can carry one). */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

export function toGrpcError(e: unknown): Partial<grpc.StatusObject> {
  const r = renderGrpc(e);
  const metadata = new grpc.Metadata();
  metadata.set('svc-code', r.svcCode);
  // grpc-js percent-encodes the details into a trailer; a lone surrogate would make that throw
  // (URIError) after the handler returned, so the call would never be answered.
  return { code: r.code, details: r.details.replace(LONE_SURROGATE, '\ufffd'), metadata };
}

/** Rebuilds an AppError from a gRPC error; transport failures become SVC-SERVER-9001 naming `dependency`. */
export function fromGrpcError(
  e: unknown,
  unavailableCode: SvcCode = 'SVC-SERVER-9001',
  dependency = 'identity',
): AppError {
  const err = e as grpc.ServiceError;
  const svc = err?.metadata?.get?.('svc-code')?.[0];
  if (isAppErrorCode(svc)) return new AppError(svc, err.details);
  return new AppError(
    unavailableCode,
    `${dependency} unavailable: ${err?.code === grpc.status.DEADLINE_EXCEEDED ? 'deadline exceeded' : 'unreachable'}`,
  );
}

/** Wraps an async handler as a unary grpc-js handler that renders thrown errors. */
export function unary<Req, Res>(
  log: Logger,
  fn: (req: Req, call: grpc.ServerUnaryCall<Req, Res>) => Promise<Res>,
): grpc.handleUnaryCall<Req, Res> {
  return (call, callback) => {
    // A handler that throws before its first await (argument checks) is answered like one that
    // rejects: grpc-js would otherwise answer UNKNOWN with no code of ours.
    new Promise<Res>((resolve) => resolve(fn(call.request, call))).then(
      (res) => callback(null, res),
      (e) => {
        if (!(e instanceof AppError)) log.error({ err: e, method: call.getPath() }, 'gRPC handler failed');
        callback(toGrpcError(e) as grpc.ServiceError);
      },
    );
  };
}
