/**
 * One guard in front of every identity gRPC handler: a request carrying text the database cannot
 * store (NUL, an unpaired surrogate) or nested beyond MAX_INPUT_DEPTH is INVALID_ARGUMENT with
 * SVC-VALID-4007/4008 before any handler (and so any query) sees it. Protobuf messages decode to
 * plain objects, so the shared iterative walk of @svc/core applies as is.
 */
import { findInputProblem, inputProblemError } from '@svc/core';
import { toGrpcError } from '@svc/grpc';

// What grpc-js passes a unary handler, as far as this guard needs it.
type UnaryHandler = (call: { request: unknown }, callback: (error: unknown) => void) => void;

/** Wraps each unary handler of a service implementation with the storable-input check. */
export function withStorableRequests<T extends Record<string, (call: never, callback: never) => void>>(handlers: T): T {
  const guarded: Record<string, UnaryHandler> = {};
  for (const [name, handler] of Object.entries(handlers) as [string, UnaryHandler][]) {
    guarded[name] = (call, callback) => {
      const problem = findInputProblem(call.request);
      if (problem) {
        callback(toGrpcError(inputProblemError(problem)));
        return;
      }
      handler(call, callback);
    };
  }
  return guarded as unknown as T;
}
