/**
 * The specification's custom scalars. DateTime is an RFC 3339 instant in UTC; Long is a 64-bit
 * integer carried as a decimal string (bigint-safe); JSON is any JSON value the database can store,
 * nested at most MAX_INPUT_DEPTH levels.
 */
import { GraphQLScalarType, Kind, GraphQLError } from 'graphql';
import { MAX_INPUT_DEPTH, describeInputProblem, findInputProblem } from '@svc/core';

const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

export const DateTimeScalar = new GraphQLScalarType({
  name: 'DateTime',
  description: 'An instant, RFC 3339 in UTC.',
  serialize(v) {
    const d = v instanceof Date ? v : new Date(String(v));
    if (Number.isNaN(d.getTime())) throw new GraphQLError('DateTime cannot represent an invalid date');
    return d.toISOString();
  },
  parseValue(v) {
    if (typeof v !== 'string' || !RFC3339.test(v) || Number.isNaN(Date.parse(v)))
      throw new GraphQLError('DateTime must be an RFC 3339 timestamp', { extensions: { code: 'SVC-VALID-4004' } });
    return new Date(v);
  },
  parseLiteral(ast) {
    if (ast.kind !== Kind.STRING || !RFC3339.test(ast.value) || Number.isNaN(Date.parse(ast.value)))
      throw new GraphQLError('DateTime must be an RFC 3339 timestamp', { extensions: { code: 'SVC-VALID-4004' } });
    return new Date(ast.value);
  },
});

const INT64 = /^-?\d{1,19}$/;
const inRange = (s: string) => {
  const b = BigInt(s);
  return b >= -(2n ** 63n) && b < 2n ** 63n;
};

export const LongScalar = new GraphQLScalarType({
  name: 'Long',
  description: 'A 64-bit signed integer as a decimal string.',
  serialize(v) {
    const s = typeof v === 'bigint' ? v.toString() : String(v);
    if (!INT64.test(s) || !inRange(s)) throw new GraphQLError('Long cannot represent this value');
    return s;
  },
  parseValue(v) {
    const s = String(v);
    if (!INT64.test(s) || !inRange(s))
      throw new GraphQLError('Long must be a 64-bit integer', { extensions: { code: 'SVC-VALID-4000' } });
    return BigInt(s);
  },
  parseLiteral(ast) {
    if ((ast.kind !== Kind.STRING && ast.kind !== Kind.INT) || !INT64.test(ast.value) || !inRange(ast.value))
      throw new GraphQLError('Long must be a 64-bit integer', { extensions: { code: 'SVC-VALID-4000' } });
    return BigInt(ast.value);
  },
});

/**
 * A JSON literal as a value, depth-bounded: the check comes before each step down, so no literal
 * nests this function more than MAX_INPUT_DEPTH frames (a deeper one is SVC-VALID-4008).
 */
function literalToJson(
  ast: import('graphql').ValueNode,
  vars: Record<string, unknown> | null | undefined,
  depth = 0,
): unknown {
  if (depth > MAX_INPUT_DEPTH) throw tooDeep();
  switch (ast.kind) {
    case Kind.STRING:
    case Kind.BOOLEAN:
      return ast.value;
    case Kind.INT:
    case Kind.FLOAT:
      return Number(ast.value);
    case Kind.NULL:
      return null;
    case Kind.LIST:
      return ast.values.map((v) => literalToJson(v, vars, depth + 1));
    case Kind.OBJECT:
      return Object.fromEntries(ast.fields.map((f) => [f.name.value, literalToJson(f.value, vars, depth + 1)]));
    case Kind.VARIABLE:
      return checkedJson(vars?.[ast.name.value]);
    default:
      throw new GraphQLError('JSON cannot represent this literal', { extensions: { code: 'SVC-VALID-4000' } });
  }
}

const tooDeep = () =>
  new GraphQLError(`JSON is nested more than ${MAX_INPUT_DEPTH} levels deep`, {
    extensions: { code: 'SVC-VALID-4008' },
  });

/** A JSON variable value, refused (iteratively) when nested too deep or holding unstorable text. */
function checkedJson(v: unknown): unknown {
  const p = findInputProblem(v);
  if (p)
    throw new GraphQLError(describeInputProblem(p), {
      extensions: { code: p.kind === 'too_deep' ? 'SVC-VALID-4008' : 'SVC-VALID-4007' },
    });
  return v;
}

export const JSONScalar = new GraphQLScalarType({
  name: 'JSON',
  description: 'Any JSON value.',
  serialize: (v) => v,
  parseValue: checkedJson,
  parseLiteral: (ast, vars) => checkedJson(literalToJson(ast, vars)),
});
