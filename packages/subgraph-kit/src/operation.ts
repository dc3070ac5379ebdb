/**
 * Resolver factories that give every root operation the same order of checks:
 *   1. the caller (SVC-AUTH-1000 without one),
 *   2. the operation's argument checks (validate.ts: SVC-VALID-4000/4004/4005),
 *   3. page cursors (any `cursor`, `after` or `pageToken` argument: SVC-VALID-4003 unless it is a
 *      cursor this subgraph signed for this workspace and operation; empty means page 1),
 *   4. only then the backend, or the typed fail-closed error while there is none.
 * So a malformed argument always gets its validation code, wired or not.
 */
import type { GraphQLResolveInfo } from 'graphql';
import { AppError, type Logger, type SvcCode } from '@svc/core';
import type { CallerIdentity, SubgraphContext } from './context.ts';
import { requireCaller } from './guards.ts';
import type { CursorCodec } from './cursor.ts';
import type { Backend } from './backend/grpc-backend.ts';
import { argsToProto } from './backend/to-proto.ts';
import { fromProtoValue, InvalidReplyError } from './backend/from-proto.ts';
import type { ArgRef, TypeRef } from './backend/graphql-types.ts';

// Resolver arguments arrive as graphql-js coerced them; each check reads the ones it knows.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Args = Record<string, any>;
/** Checks (and may normalize, e.g. clamp a limit) an operation's arguments; throws an AppError. */
export type ArgCheck = (args: Args, caller: CallerIdentity) => Args | void;

export interface OperationDeps {
  cursors: CursorCodec;
  /** Where rejected backend replies are reported (the client only sees SVC-SERVER-9004). */
  log?: Logger;
}

/** Arguments that carry a page cursor minted by this subgraph. */
export const CURSOR_ARGS: readonly string[] = ['cursor', 'after', 'pageToken'];

/** A resolver as graphql-js calls it; `R` takes whatever the generated resolver type expects. */
export type OperationResolver<R> = (
  parent: unknown,
  args: Args,
  ctx: SubgraphContext,
  info: GraphQLResolveInfo,
) => Promise<R>;

/** Steps 1 to 3 of the module comment. `scope` (e.g. `Query.auditEvents`) is what cursors are bound to. */
export function prepareOperation(
  deps: OperationDeps,
  ctx: SubgraphContext,
  info: Pick<GraphQLResolveInfo, 'parentType' | 'fieldName'>,
  args: Args,
  check?: ArgCheck,
): { caller: CallerIdentity; args: Args; scope: string } {
  const caller = requireCaller(ctx);
  const scope = `${info.parentType.name}.${info.fieldName}`;
  let out: Args = { ...args };
  if (check) out = check(out, caller) ?? out;
  for (const name of CURSOR_ARGS) {
    const v = out[name];
    if (typeof v === 'string') out[name] = v === '' ? undefined : deps.cursors.open(caller.workspaceId, scope, v, name);
  }
  return { caller, args: out, scope };
}

/** The tenant and caller a backend request carries: always from the SVC-* headers, never from arguments. */
export function requestContext(ctx: SubgraphContext, caller: CallerIdentity) {
  return {
    request_id: ctx.requestId,
    org_id: caller.orgId,
    workspace_id: caller.workspaceId,
    user_id: caller.userId,
    client_id: caller.clientId ?? '',
    token_id: caller.tokenId ?? '',
    acting_user_id: caller.actingUserId ?? '',
  };
}

/**
 * An operation with no backend behind it yet: checks, then the typed error `code` (a NOT-WIRED
 * code, or SVC-SERVER-9001 with `message` for the platform's own operations not built yet).
 */
export function failClosedOperation<R = never>(
  deps: OperationDeps,
  code: SvcCode,
  check?: ArgCheck,
  message?: string,
): OperationResolver<R> {
  return async (_parent, args, ctx, info) => {
    prepareOperation(deps, ctx, info, args, check);
    throw new AppError(code, message);
  };
}

export interface BackendCall {
  /** Fully qualified gRPC service, e.g. `audit.v1.AuditService`. */
  service: string;
  rpc: string;
  /** Raised while the service has no target. */
  notWired: SvcCode;
  /** Forward the client's step-up token as `step_up_token` (empty when none was sent). */
  stepUp?: boolean;
}

/**
 * An operation served by a backend: checks, then `rpc` with the request context and the checked
 * arguments (schema-directed, to-proto.ts), then the reply's `result` mapped to the field's type
 * (from-proto.ts), page positions sealed into cursors.
 */
export function backendOperation<R = never>(
  deps: OperationDeps,
  backend: Backend | undefined,
  call: BackendCall,
  check?: ArgCheck,
): OperationResolver<R> {
  return async (_parent, args, ctx, info) => {
    const { caller, args: checked, scope } = prepareOperation(deps, ctx, info, args, check);
    const client = backend?.service(call.service);
    if (!client) throw new AppError(call.notWired);
    const field = info.parentType.getFields()[info.fieldName] as unknown as { args: readonly ArgRef[] };
    const request = {
      context: requestContext(ctx, caller),
      ...argsToProto(checked, field.args),
      ...(call.stepUp ? { step_up_token: ctx.stepUpToken ?? '' } : {}),
    };
    const reply = await client.call(call.rpc, request, { requestId: ctx.requestId });
    try {
      return fromProtoValue(reply.result, info.returnType as unknown as TypeRef, scope, {
        sealCursor: (position) => deps.cursors.mint(caller.workspaceId, scope, position),
      }) as R;
    } catch (e) {
      if (e instanceof InvalidReplyError)
        deps.log?.warn(
          { service: call.service, rpc: call.rpc, path: e.path, reason: e.reason, requestId: ctx.requestId },
          'backend reply rejected',
        );
      throw e;
    }
  };
}

/** An operation this subgraph serves itself: the same checks, then `run` with the checked arguments. */
export function servedOperation<R>(
  deps: OperationDeps,
  check: ArgCheck | undefined,
  run: (args: Args, caller: CallerIdentity, ctx: SubgraphContext) => Promise<R> | R,
): OperationResolver<R> {
  return async (_parent, args, ctx, info) => {
    const { caller, args: checked } = prepareOperation(deps, ctx, info, args, check);
    return run(checked, caller, ctx);
  };
}
