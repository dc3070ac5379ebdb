/**
 * The server request id of the gRPC call being handled (metadata `x-request-id`, set by the
 * subgraph from the gateway's id). Services read it through `Caller.requestId` so the audit events
 * they append carry it as `correlationKey` without every RPC message repeating it.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

const store = new AsyncLocalStorage<string>();

/** Runs `fn` with the call's request id in scope (bounded and printable, else empty). */
export function withCallRequestId<T>(call: { metadata: { get(key: string): unknown[] } }, fn: () => T): T {
  const v = call.metadata.get('x-request-id')[0];
  const id = typeof v === 'string' && /^[\x21-\x7e]{1,128}$/.test(v) ? v : '';
  return store.run(id, fn);
}

export function currentRequestId(): string {
  return store.getStore() ?? '';
}
