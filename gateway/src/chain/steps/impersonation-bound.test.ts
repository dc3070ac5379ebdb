import { describe, it, expect } from 'vitest';
import { parse, type OperationDefinitionNode } from 'graphql';
import type { AppError, AccessClaims } from '@svc/core';
import type { IncomingMessage } from 'node:http';
import { newContext } from '../../context.ts';
import { createChain, type EntryPoint } from '../index.ts';
import type { ChainDeps } from '../deps.ts';

// The READ_ONLY rows of each column, as the matrix places them (no dependency is touched).
const chain = createChain({} as ChainDeps);
const boundRows = (entry: EntryPoint) =>
  chain.column(entry).filter((r) => r.name === 'readOnlyByOperation' || r.name === 'readOnlyByMethod');

const claims = (mode?: 'READ_ONLY' | 'READ_WRITE') =>
  ({
    sub: 'usr_1',
    org_id: 'org_1',
    workspace_id: 'ws_1',
    ...(mode ? { imp: { op: 'imp_1', mode } } : {}),
  }) as unknown as AccessClaims;

function outcome(entry: EntryPoint, c: AccessClaims, request: { document?: string; method?: string }): string {
  const ctx = newContext(entry, 'req_1', '127.0.0.1', {
    method: request.method ?? 'POST',
    headers: {},
  } as IncomingMessage);
  ctx.claims = c;
  if (request.document) {
    const operation = parse(request.document).definitions[0] as OperationDefinitionNode;
    ctx.gql = {
      prepared: { operation, rootFields: [], staticLimitsPassed: true, complexityPassed: true },
    } as unknown as NonNullable<typeof ctx.gql>;
  }
  try {
    for (const row of boundRows(entry)) void row.step(ctx);
    return 'passed';
  } catch (e) {
    return (e as AppError).code;
  }
}

describe('the READ_ONLY impersonation bound', () => {
  it('is a row of every HTTP column (by operation for GraphQL, by method for SCIM and /v1)', () => {
    expect(boundRows('graphql').map((r) => r.name)).toEqual(['readOnlyByOperation']);
    expect(boundRows('native').map((r) => r.name)).toEqual(['readOnlyByOperation']);
    expect(boundRows('scim').map((r) => r.name)).toEqual(['readOnlyByMethod']);
    expect(boundRows('openai').map((r) => r.name)).toEqual(['readOnlyByMethod']);
  });

  it('refuses a mutation and every non-GET SCIM or OpenAI-route request; lets queries, subscriptions and GETs through', () => {
    const ro = claims('READ_ONLY');
    expect(outcome('graphql', ro, { document: 'mutation { updateOrganization(input: {name: "x"}) { id } }' })).toBe(
      'SVC-IMPERSONATION-4333',
    );
    expect(outcome('native', ro, { document: 'mutation M { revokeApiKey(id: "k") { id } }' })).toBe(
      'SVC-IMPERSONATION-4333',
    );
    expect(outcome('graphql', ro, { document: '{ organization { id } }' })).toBe('passed');
    expect(outcome('wsSubscribe', ro, { document: 'subscription { x }' })).toBe('passed');
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      expect(outcome('scim', ro, { method }), method).toBe('SVC-IMPERSONATION-4333');
      expect(outcome('openai', ro, { method }), method).toBe('SVC-IMPERSONATION-4333');
    }
    expect(outcome('scim', ro, { method: 'GET' })).toBe('passed');
    expect(outcome('openai', ro, { method: 'GET' })).toBe('passed');
  });

  it('does not touch READ_WRITE impersonation tokens or ordinary tokens', () => {
    for (const c of [claims('READ_WRITE'), claims()]) {
      expect(outcome('graphql', c, { document: 'mutation { updateOrganization(input: {name: "x"}) { id } }' })).toBe(
        'passed',
      );
      expect(outcome('scim', c, { method: 'DELETE' })).toBe('passed');
    }
  });
});
