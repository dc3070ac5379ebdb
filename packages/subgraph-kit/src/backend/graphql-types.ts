/**
 * Realm-independent inspection of graphql-js types. @apollo/subgraph loads graphql through
 * require() while ESM code may get the .mjs build: two module instances whose instanceof checks
 * reject each other's types (graphql even throws in development mode). Symbol.toStringTag is the
 * same in both, so the mappers branch on it instead of isObjectType() and friends.
 */

export interface TypeRef {
  readonly [Symbol.toStringTag]: string;
  readonly name?: string;
  readonly ofType?: TypeRef;
  getFields?(): Record<string, FieldRef>;
  getValues?(): readonly { name: string }[];
}
export interface ArgRef {
  readonly name: string;
  readonly type: TypeRef;
}
export interface FieldRef {
  readonly name: string;
  readonly type: TypeRef;
  readonly args?: readonly ArgRef[];
}

export type TypeKind = 'NonNull' | 'List' | 'Object' | 'InputObject' | 'Enum' | 'Scalar' | 'Interface' | 'Union';

export function kindOf(t: TypeRef): TypeKind {
  const tag = t[Symbol.toStringTag];
  switch (tag) {
    case 'GraphQLNonNull':
      return 'NonNull';
    case 'GraphQLList':
      return 'List';
    case 'GraphQLObjectType':
      return 'Object';
    case 'GraphQLInputObjectType':
      return 'InputObject';
    case 'GraphQLEnumType':
      return 'Enum';
    case 'GraphQLScalarType':
      return 'Scalar';
    case 'GraphQLInterfaceType':
      return 'Interface';
    case 'GraphQLUnionType':
      return 'Union';
    default:
      throw new Error(`not a GraphQL type: ${String(tag)}`);
  }
}

/** Splits off the outer NonNull wrapper. */
export function unwrapNonNull(t: TypeRef): { type: TypeRef; nonNull: boolean } {
  return kindOf(t) === 'NonNull' ? { type: t.ofType!, nonNull: true } : { type: t, nonNull: false };
}
