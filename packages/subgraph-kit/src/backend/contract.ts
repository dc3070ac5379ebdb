/**
 * A subgraph's binding to its backend contract: which gRPC service and method serves each
 * GraphQL field. One table per subgraph (its src/clients/backend.ts) drives the resolvers, the clients,
 * and the contract test that keeps proto/<domain>/v1/<domain>.proto in step with schema.graphql.
 */
import type { Backend, BackendServiceSpec } from './grpc-backend.ts';
import { createGrpcBackend } from './grpc-backend.ts';
import { backendConfig } from './targets.ts';
import { backendOperation, type ArgCheck, type BackendCall, type OperationDeps } from '../operation.ts';

export interface BackendContract {
  /** Domain name: the env prefix (`AUDIT_BACKEND_TARGET`) and the proto folder. */
  domain: string;
  /** Under proto/, e.g. `audit/v1/audit.proto`. */
  protoPath: string;
  services: readonly BackendServiceSpec[];
  /**
   * `Query.auditEvents` (or `ReceiptConnection.totalCount`) → the service and method serving it.
   * `stepUp`: the request also carries the client's `X-Step-Up-Token` as `step_up_token` (only
   * the operations that need one, so no other backend ever sees the token).
   */
  calls: Readonly<Record<string, { service: string; rpc: string; stepUp?: boolean }>>;
}

/** The call (with its NOT-WIRED code) bound to a GraphQL field; throws on a binding typo at start-up. */
export function contractCall(contract: BackendContract, field: string): BackendCall {
  const c = contract.calls[field];
  const spec = c && contract.services.find((s) => s.service === c.service);
  if (!c || !spec) throw new Error(`${contract.domain}: no backend binding for ${field}`);
  return { service: c.service, rpc: c.rpc, notWired: spec.notWired, stepUp: c.stepUp === true };
}

/** Clients for every service whose target is configured (see targets.ts); the rest stay unwired. */
export function backendFromEnv(contract: BackendContract, env: NodeJS.ProcessEnv): Backend {
  const { targets, deadlineMs } = backendConfig(contract.domain, contract.services, env);
  return createGrpcBackend({ protoPath: contract.protoPath, services: contract.services, targets, deadlineMs });
}

/**
 * `op(field, check)` → the resolver of a field bound in `contract`: checks, then the backend, or
 * the binding's NOT-WIRED code while `backend` has no client for that service.
 */
export function bindContract(contract: BackendContract, deps: OperationDeps, backend: Backend | undefined) {
  return <R = never>(field: string, check?: ArgCheck) =>
    backendOperation<R>(deps, backend, contractCall(contract, field), check);
}
