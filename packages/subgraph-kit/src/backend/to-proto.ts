/**
 * GraphQL argument values → a protobuf request object (the plain-object form proto-loader
 * serializes), directed by the field's argument types so no per-operation mapping is written:
 * names become snake_case, enum values get their prefix, DateTime becomes its RFC 3339 string,
 * Long its decimal string, JSON its text, and a nullable list the wrapper `{ items }` (protobuf
 * cannot tell an absent repeated field from an empty one). Absent values stay unset.
 */
import { enumValuePrefix, snakeCase } from './naming.ts';
import { kindOf, unwrapNonNull, type ArgRef, type TypeRef } from './graphql-types.ts';

export function toProtoValue(v: unknown, typeRef: TypeRef): unknown {
  if (v === null || v === undefined) return undefined;
  const { type, nonNull } = unwrapNonNull(typeRef);
  switch (kindOf(type)) {
    case 'List': {
      const items = (v as unknown[]).map((x) => toProtoValue(x, type.ofType!));
      return nonNull ? items : { items };
    }
    case 'InputObject': {
      const out: Record<string, unknown> = {};
      for (const f of Object.values(type.getFields!())) {
        const x = toProtoValue((v as Record<string, unknown>)[f.name], f.type);
        if (x !== undefined) out[snakeCase(f.name)] = x;
      }
      return out;
    }
    case 'Enum':
      return enumValuePrefix(type.name!) + String(v);
    case 'Scalar':
      switch (type.name) {
        case 'DateTime':
          return v instanceof Date ? v.toISOString() : String(v);
        case 'Long':
          return String(v);
        case 'JSON':
          return JSON.stringify(v);
        default:
          return v;
      }
    default:
      throw new Error(`cannot send a ${kindOf(type)} to a backend`);
  }
}

/** The request fields for a resolver's (already checked) arguments. */
export function argsToProto(args: Record<string, unknown>, defs: readonly ArgRef[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const a of defs) {
    const x = toProtoValue(args[a.name], a.type);
    if (x !== undefined) out[snakeCase(a.name)] = x;
  }
  return out;
}
