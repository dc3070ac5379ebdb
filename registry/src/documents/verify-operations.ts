/**
 * Each operation of a manifest against the variant's API schema (what clients see): it parses
 * (token limit), holds exactly one operation (and its fragments), agrees with the manifest's
 * `name` and `type` when given, and validates. A valid one gets the schema coordinates it touches,
 * which is what a check looks up when a change would break it.
 */
import { GraphQLError, Kind, parse, validate, type DocumentNode, type GraphQLSchema } from 'graphql';
import { schemaCoordinates } from '@svc/core/graphql';
import type { ManifestOperation, OperationProblem } from './manifest.ts';

export interface VerifiedDocument {
  id: string;
  operationName: string | null;
  operationType: 'query' | 'mutation' | 'subscription';
  body: string;
  coordinates: string[];
}

const MAX_TOKENS = 20_000;

/** `name`: the operation's name when the manifest gives none (the client preset's map) but the body does. */
function problem(op: ManifestOperation, message: string, name: string | null = null): OperationProblem {
  return { id: op.id, name: op.name ?? name, message: message.slice(0, 1000) };
}

export function verifyOperations(
  schema: GraphQLSchema,
  operations: ManifestOperation[],
): { documents: VerifiedDocument[]; problems: OperationProblem[] } {
  const documents: VerifiedDocument[] = [];
  const problems: OperationProblem[] = [];
  for (const op of operations) {
    let doc: DocumentNode;
    try {
      doc = parse(op.body, { noLocation: true, maxTokens: MAX_TOKENS });
    } catch (e) {
      problems.push(problem(op, e instanceof GraphQLError ? e.message : 'the body is nested too deeply to parse'));
      continue;
    }
    const defs = doc.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
    if (defs.length !== 1) {
      problems.push(problem(op, `a trusted document holds exactly one operation (this one holds ${defs.length})`));
      continue;
    }
    const def = defs[0];
    const name = def.name?.value ?? null;
    if (op.name !== null && op.name !== name) {
      problems.push(problem(op, `the manifest names it ${op.name}, its body names ${name ?? 'no operation'}`));
      continue;
    }
    if (op.type !== null && op.type !== def.operation) {
      problems.push(problem(op, `the manifest says ${op.type}, its body is a ${def.operation}`));
      continue;
    }
    const errors = validate(schema, doc, undefined, { maxErrors: 10 });
    if (errors.length) {
      problems.push(problem(op, errors.map((e) => e.message).join('; '), name));
      continue;
    }
    documents.push({
      id: op.id,
      operationName: name,
      operationType: def.operation,
      body: op.body,
      coordinates: schemaCoordinates(schema, doc),
    });
  }
  return { documents, problems };
}
