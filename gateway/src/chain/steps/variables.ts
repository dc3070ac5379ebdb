import { getVariableValues, type GraphQLSchema } from 'graphql';
import type { Step } from '../step.ts';
import { catalogued } from '../../graphql/errors.ts';

/**
 * Variable values are coerced against the operation's definitions before anything is planned or
 * sent: a value of the wrong shape (an object for an `ID!`) is the client's error, answered 400
 * with `BAD_USER_INPUT` as Apollo answers it, never an internal error from a subgraph. Their
 * nesting was bounded before (parse-and-validate.ts), since coercion recurses.
 */
export const variables =
  (schema: () => GraphQLSchema): Step =>
  (ctx) => {
    const gql = ctx.gql!;
    const definitions = gql.prepared!.operation.variableDefinitions;
    if (!definitions?.length) return;
    const { errors } = getVariableValues(schema(), definitions, gql.variables!, { maxErrors: 10 });
    if (errors?.length)
      ctx.answer = {
        status: 400,
        body: { errors: errors.map((e) => catalogued(e.toJSON(), ctx.requestId, 'SVC-GQL-4110')) },
      };
  };
