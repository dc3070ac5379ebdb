/**
 * The resolver shape every database-backed operation of this subgraph shares: the subgraph-kit's
 * order of checks (caller, then arguments), then `fn`; without the service (no DATABASE_URL) the
 * operation fails closed with SVC-SERVER-9001 after the same checks.
 */
import {
  failClosedOperation,
  prepareOperation,
  type ArgCheck,
  type Args,
  type CallerIdentity,
  type OperationDeps,
  type OperationResolver,
} from '@svc/subgraph-kit';

export function databaseOperation(ops: OperationDeps, wired: boolean) {
  return <R>(
    check: ArgCheck | undefined,
    fn: (caller: CallerIdentity, args: Args) => Promise<R>,
    name: string,
  ): OperationResolver<R> =>
    wired
      ? async (_p, args, ctx, info) => {
          const { caller, args: a } = prepareOperation(ops, ctx, info, args, check);
          return fn(caller, a);
        }
      : failClosedOperation<R>(ops, 'SVC-SERVER-9001', check, `agents operation ${name} needs DATABASE_URL`);
}
