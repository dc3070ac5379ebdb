import { AppError } from '@svc/core';
import type { Step } from '../step.ts';
import { selectOperation as select } from '../../graphql/prepared-operation.ts';

/** The operation `operationName` selects. */
export const selectOperation = (): Step => (ctx) => {
  const gql = ctx.gql!;
  const prepared = select(gql.document!, gql.operationName);
  if (!prepared) throw new AppError('SVC-VALID-4000', 'operationName does not select exactly one operation');
  gql.prepared = prepared;
  ctx.action = `graphql.${prepared.operation.operation}`;
};

/** Over HTTP: queries and mutations (GET only queries); subscriptions are served over WebSocket. */
export const httpOperationKind = (): Step => (ctx) => {
  const gql = ctx.gql!;
  const kind = gql.prepared!.operation.operation;
  if (gql.method === 'GET' && kind !== 'query') {
    ctx.responseHeaders.allow = 'POST';
    throw new AppError('SVC-GQL-4109');
  }
  if (kind === 'subscription')
    throw new AppError('SVC-VALID-4000', 'subscriptions are served over WebSocket at /graphql');
};

/**
 * Over WebSocket: only subscriptions, exactly one root field, owned by a subgraph that serves
 * subscriptions. `owners` is read per request: a supergraph reload replaces it.
 */
export const subscriptionRoute =
  (owners: () => Map<string, string>): Step =>
  (ctx) => {
    const gql = ctx.gql!;
    const prepared = gql.prepared!;
    if (prepared.operation.operation !== 'subscription')
      throw new AppError(
        'SVC-VALID-4000',
        'only subscriptions are served over WebSocket; use HTTP for queries and mutations',
      );
    const fields = prepared.rootFields.filter((f) => f !== '__typename');
    if (fields.length !== 1 || prepared.rootFields.length !== 1)
      throw new AppError('SVC-VALID-4000', 'a subscription selects exactly one root field');
    const subgraph = owners().get(fields[0]);
    if (!subgraph) throw new AppError('SVC-VALID-4000', `no subgraph serves subscription ${fields[0]}`);
    gql.subgraph = subgraph;
  };
