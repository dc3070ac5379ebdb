/**
 * What both WebSocket protocols do before a subscription starts: re-check the connection's token
 * (expiry and revocation) and the streaming permission, parse and validate the document against
 * the supergraph's API schema, require exactly one subscription operation, and find the one
 * subgraph that owns every root field it selects.
 */
import { getOperationAST, Kind, parse, validate, GraphQLError, type DocumentNode, type GraphQLSchema } from 'graphql';
import { AppError, anyScopeCovers } from '@svc/core';
import type { AccessClaims } from '../auth/jwt-validator.ts';
import type { RevocationChecker } from '../auth/revocation.ts';
import { assertMayStream } from './connection-auth.ts';

export interface PreparedSubscription {
  document: DocumentNode;
  query: string;
  variables: Record<string, unknown>;
  operationName: string | undefined;
  subgraph: string;
}

export async function assertConnectionStillValid(claims: AccessClaims, revocation: RevocationChecker, nowMs = Date.now()) {
  if (claims.exp * 1000 <= nowMs) throw new AppError('SVC-AUTH-1006', 'the connection token has expired');
  await revocation.assertNotRevoked(claims.jti, claims.fid);
}

export async function prepareSubscription(
  deps: { schema: GraphQLSchema; owners: Map<string, string>; revocation: RevocationChecker; maxQueryBytes: number },
  claims: AccessClaims,
  payload: { query?: unknown; variables?: unknown; operationName?: unknown },
): Promise<PreparedSubscription> {
  await assertConnectionStillValid(claims, deps.revocation);
  assertMayStream(claims, anyScopeCovers);
  if (typeof payload.query !== 'string' || !payload.query) throw new AppError('SVC-VALID-4000', 'query must be a non-empty string');
  if (Buffer.byteLength(payload.query) > deps.maxQueryBytes) throw new AppError('SVC-VALID-4001');
  const variables = payload.variables ?? {};
  if (typeof variables !== 'object' || Array.isArray(variables) || variables === null) throw new AppError('SVC-VALID-4000', 'variables must be an object');
  const operationName = typeof payload.operationName === 'string' ? payload.operationName : undefined;
  let document: DocumentNode;
  try {
    document = parse(payload.query, { maxTokens: 5000 });
  } catch (e) {
    throw new AppError('SVC-GQL-4100', (e as GraphQLError).message);
  }
  const errors = validate(deps.schema, document);
  if (errors.length) throw new AppError('SVC-GQL-4101', errors[0].message);
  const op = getOperationAST(document, operationName);
  if (!op) throw new AppError('SVC-VALID-4000', 'operationName does not select exactly one operation');
  if (op.operation !== 'subscription') throw new AppError('SVC-VALID-4000', 'only subscriptions are served over WebSocket; use HTTP for queries and mutations');
  const fields = op.selectionSet.selections.filter((s) => s.kind === Kind.FIELD && s.name.value !== '__typename');
  if (fields.length !== 1 || fields.length !== op.selectionSet.selections.length) throw new AppError('SVC-VALID-4000', 'a subscription selects exactly one root field');
  const root = fields[0].kind === Kind.FIELD ? fields[0].name.value : '';
  const subgraph = deps.owners.get(root);
  if (!subgraph) throw new AppError('SVC-VALID-4000', `no subgraph serves subscription ${root}`);
  return { document, query: payload.query, variables: variables as Record<string, unknown>, operationName, subgraph };
}
