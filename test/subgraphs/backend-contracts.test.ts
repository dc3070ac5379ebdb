/**
 * Keeps each backend contract (proto/<domain>/v1/<domain>.proto) in step with the subgraph's
 * schema.graphql and its binding table (src/clients/backend.ts). For every bound operation it
 * builds a reply covering every field of the GraphQL result, sends it through the contract's own
 * protobuf encoding and back, and maps it with the subgraph's mapper: a field missing from the contract,
 * a wrong type, or an enum value out of step shows up as a difference. Requests likewise: every
 * argument must survive the trip. Also: every operation that fails closed with a NOT-WIRED code
 * is bound, with that code.
 */
import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import type { GraphQLSchema } from 'graphql';
import type * as grpc from '@grpc/grpc-js';
import { loadProto, serviceDef } from '@svc/grpc';
import {
  argsToProto,
  enumValuePrefix,
  fromProtoValue,
  kindOf,
  snakeCase,
  unwrapNonNull,
  type ArgRef,
  type BackendContract,
  type TypeRef,
} from '@svc/subgraph-kit';
import { auditContract } from '../../subgraphs/audit/src/clients/backend.ts';
import { complianceContract } from '../../subgraphs/compliance/src/clients/backend.ts';
import { receiptsContract } from '../../subgraphs/receipts/src/clients/backend.ts';
import { memoryContract } from '../../subgraphs/memory/src/clients/backend.ts';
import { agentsContract } from '../../subgraphs/agents/src/clients/backend.ts';
import { promptsContract } from '../../subgraphs/prompts/src/clients/backend.ts';
import * as audit from '../../subgraphs/audit/src/resolvers/index.ts';
import * as compliance from '../../subgraphs/compliance/src/resolvers/index.ts';
import * as receipts from '../../subgraphs/receipts/src/resolvers/index.ts';
import * as memory from '../../subgraphs/memory/src/resolvers/index.ts';
import * as agents from '../../subgraphs/agents/src/resolvers/index.ts';
import * as prompts from '../../subgraphs/prompts/src/resolvers/index.ts';

// @apollo/subgraph loads graphql through require(); build the schemas with that same instance.
const require = createRequire(import.meta.url);
const { parse } = require('graphql') as typeof import('graphql');
const { buildSubgraphSchema } = require('@apollo/subgraph') as typeof import('@apollo/subgraph');

const ROOT = join(import.meta.dirname, '..', '..');
const CONTRACTS: [BackendContract, { kind: string; field: string; code: string }[]][] = [
  [auditContract, audit.NOT_WIRED_OPERATIONS],
  [complianceContract, compliance.NOT_WIRED_OPERATIONS],
  [receiptsContract, receipts.NOT_WIRED_OPERATIONS],
  [memoryContract, memory.NOT_WIRED_OPERATIONS],
  [agentsContract, agents.NOT_WIRED_OPERATIONS],
  [promptsContract, prompts.NOT_WIRED_OPERATIONS],
];

const SCALARS: Record<string, [unknown, unknown]> = {
  // GraphQL scalar → [value on the protobuf side, value on the GraphQL side]
  String: ['text', 'text'],
  ID: ['id_1', 'id_1'],
  Int: [7, 7],
  Float: [1.5, 1.5],
  Boolean: [true, true],
  DateTime: ['2026-01-02T03:04:05Z', '2026-01-02T03:04:05Z'],
  Long: ['9007199254740993', '9007199254740993'],
  JSON: ['{"a":[1,true]}', { a: [1, true] }],
};

/**
 * A protobuf-side value and the GraphQL value it must map to. `full`: every nullable field set;
 * otherwise nullable fields are left unset and must come back as null. Deep nullable branches
 * stop at `depth` so self-referencing types terminate.
 */
function sample(t: TypeRef, full: boolean, depth = 0): { proto: unknown; gql: unknown } | undefined {
  const { type, nonNull } = unwrapNonNull(t);
  if (!nonNull && (!full || depth > 5)) return undefined;
  switch (kindOf(type)) {
    case 'List': {
      const inner = sample(type.ofType!, full, depth + 1)!;
      return nonNull
        ? { proto: [inner.proto], gql: [inner.gql] }
        : { proto: { items: [inner.proto] }, gql: [inner.gql] };
    }
    case 'Object':
    case 'InputObject': {
      const proto: Record<string, unknown> = {},
        gql: Record<string, unknown> = {};
      for (const f of Object.values(type.getFields!())) {
        if (f.args?.length) continue; // resolved by their own call
        const s = sample(f.type, full, depth + 1);
        if (s) proto[snakeCase(f.name)] = s.proto;
        gql[f.name] = s ? s.gql : kindOf(type) === 'Object' ? null : undefined;
      }
      return { proto, gql };
    }
    case 'Enum': {
      const values = type.getValues!();
      const v = values[values.length - 1].name; // the last one: catches values numbered out of step
      return { proto: enumValuePrefix(type.name!) + v, gql: v };
    }
    case 'Scalar': {
      const [proto, gql] = SCALARS[type.name!];
      return { proto, gql };
    }
    default:
      throw new Error(`unexpected ${kindOf(type)}`);
  }
}

describe.each(CONTRACTS)('backend contract $domain', (contract, notWiredOps) => {
  const schema = buildSubgraphSchema([
    { typeDefs: parse(readFileSync(join(ROOT, 'subgraphs', contract.domain, 'schema.graphql'), 'utf8')) },
  ]) as unknown as GraphQLSchema;
  const pkg = loadProto(contract.protoPath);
  const fieldOf = (path: string) => {
    const [typeName, fieldName] = path.split('.');
    return (
      schema.getType(typeName) as unknown as { getFields(): Record<string, { type: TypeRef; args: readonly ArgRef[] }> }
    ).getFields()[fieldName];
  };

  it('binds every operation that fails closed with a NOT-WIRED code, with that code, and only fields that exist', () => {
    const problems: string[] = [];
    for (const op of notWiredOps.filter((o) => o.code.endsWith('-NOT-WIRED'))) {
      const path = `${op.kind === 'query' ? 'Query' : 'Mutation'}.${op.field}`;
      const call = contract.calls[path];
      const spec = call && contract.services.find((s) => s.service === call.service);
      if (!spec) problems.push(`${path} is not bound`);
      else if (spec.notWired !== op.code)
        problems.push(`${path}: bound to ${spec.notWired}, fails closed with ${op.code}`);
    }
    for (const path of Object.keys(contract.calls))
      if (!fieldOf(path)) problems.push(`${path} is bound but not in the schema`);
    expect(problems).toEqual([]);
  });

  it.each(Object.entries(contract.calls))('%s: request and reply survive the contract', (path, call) => {
    const method = (serviceDef(pkg, call.service).service as grpc.ServiceDefinition)[call.rpc];
    expect(method, `${call.service}/${call.rpc} in ${contract.protoPath}`).toBeDefined();
    const field = fieldOf(path);

    // Request: the context and every argument, as the subgraph would send them.
    const args: Record<string, unknown> = {};
    for (const a of field.args) {
      const s = sample(a.type, true)!;
      args[a.name] =
        kindOf(unwrapNonNull(a.type).type) === 'Scalar' && unwrapNonNull(a.type).type.name === 'DateTime'
          ? new Date(s.gql as string)
          : s.gql;
    }
    const context = {
      request_id: 'r',
      org_id: 'org_a',
      workspace_id: 'ws_a',
      user_id: 'usr_a',
      client_id: '',
      token_id: '',
      acting_user_id: '',
    };
    // A step-up-bound call also carries the client's step-up token (operation.ts).
    const request = {
      context,
      ...argsToProto(args, field.args),
      ...(call.stepUp ? { step_up_token: 'stu_token' } : {}),
    };
    const sent = method.requestDeserialize(method.requestSerialize(request)) as Record<string, unknown>;
    // toMatchObject: proto-loader adds `_<field>` markers for set optional fields.
    for (const [k, v] of Object.entries(request)) {
      if (typeof v === 'object') expect(sent[k], `request field ${k}`).toMatchObject(v);
      else expect(sent[k], `request field ${k}`).toBe(v);
    }

    // Reply: every field set, then every nullable field unset.
    for (const full of [true, false]) {
      const s = sample(field.type, full);
      const reply = method.responseDeserialize(method.responseSerialize(s ? { result: s.proto } : {})) as {
        result: unknown;
      };
      expect(fromProtoValue(reply.result, field.type, path, { sealCursor: (p) => p })).toEqual(s ? s.gql : null);
    }
  });
});
