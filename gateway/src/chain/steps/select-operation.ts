import { AppError } from '@svc/core';
import type { Step } from '../index.ts';
import { selectOperation as select } from '../../graphql/prepared-operation.ts';

/**
 * The operation `operationName` selects. Over HTTP: queries and mutations (GET only queries);
 * subscriptions are served over WebSocket, where exactly one subscription root field is allowed
 * and it must belong to a subgraph that serves subscriptions.
 */
export const selectOperation: Step = (ctx, deps) => {
  const gql = ctx.gql!;
  const prepared = select(gql.document!, gql.operationName);
  if (!prepared) throw new AppError('SVC-VALID-4000', 'operationName does not select exactly one operation');
  const op = prepared.operation;
  gql.prepared = prepared;
  ctx.action = `graphql.${op.operation}`;
  if (gql.method === 'SUBSCRIBE') {
    if (op.operation !== 'subscription') throw new AppError('SVC-VALID-4000', 'only subscriptions are served over WebSocket; use HTTP for queries and mutations');
    const fields = prepared.rootFields.filter((f) => f !== '__typename');
    if (fields.length !== 1 || prepared.rootFields.length !== 1) throw new AppError('SVC-VALID-4000', 'a subscription selects exactly one root field');
    const subgraph = deps.subscriptionOwners.get(fields[0]);
    if (!subgraph) throw new AppError('SVC-VALID-4000', `no subgraph serves subscription ${fields[0]}`);
    gql.subgraph = subgraph;
    return;
  }
  if (gql.method === 'GET' && op.operation !== 'query') {
    ctx.responseHeaders.allow = 'POST';
    throw new AppError('SVC-GQL-4109');
  }
  if (op.operation === 'subscription') throw new AppError('SVC-VALID-4000', 'subscriptions are served over WebSocket at /graphql');
};
