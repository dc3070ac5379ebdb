import type { GraphQLSchema } from 'graphql';
import type { Step } from '../step.ts';
import { checkComplexity, checkStaticLimits, type OperationLimits } from '../../graphql/operation-limits.ts';

/**
 * Depth, root fields, aliases, introspection and the weighted complexity budget, on every
 * transport that carries a document. Each is checked once per prepared operation unless
 * variables can change its answer (complexity with page-size variables). `schema` is read per
 * request: a supergraph reload replaces it.
 */
export const operationLimits =
  (schema: () => GraphQLSchema, limits: OperationLimits): Step =>
  (ctx) => {
    const gql = ctx.gql!;
    const prepared = gql.prepared!;
    const document = gql.document!.document;
    if (!prepared.staticLimitsPassed) {
      checkStaticLimits(document, prepared.operation, limits);
      prepared.staticLimitsPassed = true;
    }
    if (!prepared.complexityPassed) {
      checkComplexity(schema(), document, prepared.operation, gql.variables!, limits);
      prepared.complexityPassed = !prepared.operation.variableDefinitions?.length;
    }
  };
