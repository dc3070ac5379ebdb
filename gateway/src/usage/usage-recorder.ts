/**
 * What the GraphQL handler calls after executing an operation: who the client is and which
 * operation it ran, into the aggregator. The client is the `apollographql-client-name` and
 * `-version` headers when they are printable and short, else the credential's API key id or OAuth
 * client id, else `anonymous` (over WebSocket, the headers of the upgrade request). The
 * operation's description (hash, name, type, and its schema
 * coordinates on the API schema that validated it) is made once and kept with the cached
 * document's prepared operation.
 */
import { schemaCoordinates } from '@svc/core/graphql';
import type { IncomingHttpHeaders } from 'node:http';
import type { GraphQLSchema } from 'graphql';
import type { EdgeContext, GraphQLState } from '../context.ts';
import type { UsageAggregator, UsageOperation } from './usage-aggregator.ts';

const HEADER_RE = /^[\x21-\x7e][\x20-\x7e]*$/;

function header(headers: IncomingHttpHeaders | undefined, name: string, max: number): string | null {
  const v = headers?.[name];
  return typeof v === 'string' && v.length <= max && HEADER_RE.test(v) ? v : null;
}

export function usageClient(
  ctx: EdgeContext,
  headers: IncomingHttpHeaders | undefined = ctx.http?.headers,
): { name: string; version: string | null } {
  const name = header(headers, 'apollographql-client-name', 128);
  if (name) return { name, version: header(headers, 'apollographql-client-version', 64) };
  if (ctx.apiKey) return { name: `api_key:${ctx.apiKey.id}`.slice(0, 128), version: null };
  const client = ctx.claims?.client_id;
  if (typeof client === 'string' && client && client.length <= 128 && HEADER_RE.test(client))
    return { name: client, version: null };
  return { name: 'anonymous', version: null };
}

/** The prepared operation's usage description, made on first use against `schema`. */
function usageOperation(gql: GraphQLState, schema: GraphQLSchema): UsageOperation {
  const prepared = gql.prepared!;
  if (prepared.usage) return prepared.usage;
  const document = gql.document!.document;
  let coordinates: readonly string[] | null = null;
  prepared.usage = {
    hash: gql.document!.hash,
    name: prepared.operation.name?.value ?? null,
    type: prepared.operation.operation,
    coordinates: () => (coordinates ??= schemaCoordinates(schema, document)),
  };
  return prepared.usage;
}

export function recordUsage(
  usage: UsageAggregator,
  ctx: EdgeContext,
  schema: GraphQLSchema,
  error: boolean,
  ms: number,
  headers?: IncomingHttpHeaders,
): void {
  const gql = ctx.gql;
  if (!gql?.prepared || !gql.document) return;
  const client = usageClient(ctx, headers);
  usage.record(usageOperation(gql, schema), client.name, client.version, error, ms);
}
