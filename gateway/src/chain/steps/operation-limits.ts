import type { Step } from '../index.ts';
import { checkComplexity, checkStaticLimits } from '../../graphql/operation-limits.ts';

/**
 * Depth, root fields, aliases, introspection and the weighted complexity budget, on every
 * transport that carries a document. Each is checked once per prepared operation unless
 * variables can change its answer (complexity with page-size variables).
 */
export const operationLimits: Step = (ctx, deps) => {
  const gql = ctx.gql!;
  const prepared = gql.prepared!;
  const document = gql.document!.document;
  if (!prepared.staticLimitsPassed) {
    checkStaticLimits(document, prepared.operation, deps.limits);
    prepared.staticLimitsPassed = true;
  }
  if (!prepared.complexityPassed) {
    checkComplexity(deps.schema, document, prepared.operation, gql.variables!, deps.limits);
    prepared.complexityPassed = !prepared.operation.variableDefinitions?.length;
  }
};
