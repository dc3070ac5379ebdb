import { describe, it, expect } from 'vitest';
import * as grpc from '@grpc/grpc-js';
import { buildSchema, type GraphQLObjectType } from 'graphql';
import type { AppError } from '@svc/core';
import { argsToProto } from './to-proto.ts';
import { fromProtoValue, type InvalidReplyError } from './from-proto.ts';
import { snakeCase, enumValuePrefix } from './naming.ts';
import type { ArgRef, TypeRef } from './graphql-types.ts';
import { backendError } from './grpc-backend.ts';
import { backendConfig, backendTargetVariables } from './targets.ts';

const schema = buildSchema(`
  scalar DateTime scalar Long scalar JSON
  enum Outcome { SUCCESS DENIED }
  input Win { fromTs: String! tags: [String!] }
  type Node { id: ID! at: DateTime! seq: Long! outcome: Outcome! maybe: Outcome note: String meta: JSON chord: [String!] count(since: DateTime): Int! }
  type Page { nodes: [Node!]! nextCursor: String }
  type Query { page(cursor: String, limit: Int, since: DateTime, outcome: Outcome, win: Win, ids: [ID!]!, opt: [ID!], big: Long, extra: JSON): Page! }
`);
const field = (schema.getQueryType() as GraphQLObjectType).getFields().page;
const seal = { sealCursor: (p: string) => `sealed(${p})` };
const node = {
  id: 'a',
  at: '2026-01-01T00:00:00Z',
  seq: '7',
  outcome: 'OUTCOME_SUCCESS',
  maybe: 'OUTCOME_UNSPECIFIED',
  meta: '{"k":1}',
  chord: { items: ['x'] },
};

describe('naming', () => {
  it('snake_cases GraphQL names and prefixes enum values', () => {
    expect(['encodedCborB64', 'a12crManifest', 'oirB64', 'publicKeyHex', 'id', 'nextPageToken'].map(snakeCase)).toEqual(
      ['encoded_cbor_b64', 'a12cr_manifest', 'oir_b64', 'public_key_hex', 'id', 'next_page_token'],
    );
    expect(enumValuePrefix('AuditOutcome')).toBe('AUDIT_OUTCOME_');
  });
});

describe('GraphQL arguments to a protobuf request', () => {
  it('maps names, enums, DateTime, Long, JSON, input objects and nullable lists; leaves absent values unset', () => {
    const args = {
      cursor: undefined,
      limit: 5,
      since: new Date('2026-01-01T00:00:00Z'),
      outcome: 'DENIED',
      win: { fromTs: 't', tags: ['a'] },
      ids: ['x'],
      opt: ['y'],
      big: 12n,
      extra: { a: [1] },
    };
    expect(argsToProto(args, field.args as unknown as ArgRef[])).toEqual({
      limit: 5,
      since: '2026-01-01T00:00:00.000Z',
      outcome: 'OUTCOME_DENIED',
      win: { from_ts: 't', tags: { items: ['a'] } },
      ids: ['x'],
      opt: { items: ['y'] },
      big: '12',
      extra: '{"a":[1]}',
    });
  });
});

describe('a protobuf reply to the GraphQL shape', () => {
  const map = (v: unknown) => fromProtoValue(v, field.type as unknown as TypeRef, 'Query.page', seal);
  const fail = (v: unknown) => {
    try {
      map(v);
    } catch (e) {
      return [(e as AppError).code, (e as InvalidReplyError).path];
    }
    return 'mapped';
  };

  it('maps fields, strips enum prefixes, UNSPECIFIED and unset optional values to null, parses JSON, seals cursors, skips fields with arguments', () => {
    expect(map({ nodes: [node], next_cursor: 'pos-2' })).toEqual({
      nodes: [
        {
          id: 'a',
          at: '2026-01-01T00:00:00Z',
          seq: '7',
          outcome: 'SUCCESS',
          maybe: null,
          note: null,
          meta: { k: 1 },
          chord: ['x'],
        },
      ],
      nextCursor: 'sealed(pos-2)',
    });
    expect(map({ nodes: [], next_cursor: '' })).toEqual({ nodes: [], nextCursor: '' });
  });

  it.each([
    ['a missing required message', undefined, 'Query.page'],
    ['a missing required field', { nodes: [{ ...node, id: undefined }] }, 'Query.page.nodes[0].id'],
    [
      'an UNSPECIFIED required enum',
      { nodes: [{ ...node, outcome: 'OUTCOME_UNSPECIFIED' }] },
      'Query.page.nodes[0].outcome',
    ],
    ['an unknown enum value', { nodes: [{ ...node, outcome: 'OUTCOME_MAYBE' }] }, 'Query.page.nodes[0].outcome'],
    ['a malformed DateTime', { nodes: [{ ...node, at: 'yesterday' }] }, 'Query.page.nodes[0].at'],
    ['a malformed Long', { nodes: [{ ...node, seq: '1.5' }] }, 'Query.page.nodes[0].seq'],
    ['malformed JSON', { nodes: [{ ...node, meta: '{' }] }, 'Query.page.nodes[0].meta'],
  ])('refuses %s with SVC-SERVER-9004 (nothing is filled in)', (_label, reply, path) => {
    expect(fail(reply)).toEqual(['SVC-SERVER-9004', path]);
  });
});

describe('backend errors', () => {
  const spec = { service: 'audit.v1.AuditService', notWired: 'SVC-AUDIT-NOT-WIRED' as const };
  const err = (code: grpc.status, svc?: string) => {
    const metadata = new grpc.Metadata();
    if (svc) metadata.set('svc-code', svc);
    return Object.assign(new Error('x'), { code, details: 'backend said so', metadata }) as grpc.ServiceError;
  };
  it("passes the backend's own catalogue code through, maps UNIMPLEMENTED to NOT-WIRED, deadline to 9005, the rest to 9001", () => {
    expect(backendError(err(grpc.status.FAILED_PRECONDITION, 'SVC-MEM-5254'), spec).code).toBe('SVC-MEM-5254');
    expect(backendError(err(grpc.status.UNIMPLEMENTED), spec).code).toBe('SVC-AUDIT-NOT-WIRED');
    expect(backendError(err(grpc.status.DEADLINE_EXCEEDED), spec).code).toBe('SVC-SERVER-9005');
    expect(backendError(err(grpc.status.UNAVAILABLE), spec).code).toBe('SVC-SERVER-9001');
    expect(backendError(err(grpc.status.INTERNAL, 'SVC-NOT-A-CODE'), spec).code).toBe('SVC-SERVER-9001');
  });
});

describe('backend targets', () => {
  const services = [
    { service: 'memory.v1.MemoryEngineService', notWired: 'SVC-OME-NOT-WIRED' as const },
    { service: 'memory.v1.VerifiedRetrievalService', notWired: 'SVC-VERIFY-RETRIEVAL-NOT-WIRED' as const },
  ];
  it('names one variable per domain and one per service family', () => {
    expect(backendTargetVariables('memory', services)).toEqual({
      domain: 'MEMORY_BACKEND_TARGET',
      perService: {
        'memory.v1.MemoryEngineService': 'MEMORY_OME_BACKEND_TARGET',
        'memory.v1.VerifiedRetrievalService': 'MEMORY_VERIFY_RETRIEVAL_BACKEND_TARGET',
      },
    });
  });
  it('unset leaves every service unwired; the domain target serves all; a family target overrides it', () => {
    expect(backendConfig('memory', services, {}).targets).toEqual({
      'memory.v1.MemoryEngineService': undefined,
      'memory.v1.VerifiedRetrievalService': undefined,
    });
    expect(
      backendConfig('memory', services, { MEMORY_BACKEND_TARGET: 'mem:7000', MEMORY_OME_BACKEND_TARGET: 'ome:7001' }),
    ).toEqual({
      targets: { 'memory.v1.MemoryEngineService': 'ome:7001', 'memory.v1.VerifiedRetrievalService': 'mem:7000' },
      deadlineMs: 2000,
    });
  });
  it('fails fast on a malformed target or deadline', () => {
    expect(() => backendConfig('memory', services, { MEMORY_BACKEND_TARGET: 'http://mem' })).toThrow(
      /MEMORY_BACKEND_TARGET/,
    );
    expect(() => backendConfig('memory', services, { MEMORY_BACKEND_DEADLINE_MS: '0' })).toThrow(
      /MEMORY_BACKEND_DEADLINE_MS/,
    );
  });
});
