/**
 * The schema coordinates an operation touches (the GraphQL schema-coordinates RFC's notation):
 * `Type.field`, `Type.field(arg:)`, `Input.field`, `Enum.VALUE`, and the named input types its
 * variables declare (built-in scalars aside). Usage reporting, trusted documents and the registry's checks all speak in
 * these, so a breaking change found on `Type.field` finds every operation that selects it.
 * Introspection fields are left out: they are not part of anyone's schema to break.
 */
import {
  type DocumentNode,
  type GraphQLSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isIntrospectionType,
  isSpecifiedScalarType,
  Kind,
  TypeInfo,
  visit,
  visitWithTypeInfo,
} from 'graphql';

export function schemaCoordinates(schema: GraphQLSchema, document: DocumentNode): string[] {
  const out = new Set<string>();
  const info = new TypeInfo(schema);
  visit(
    document,
    visitWithTypeInfo(info, {
      Field(node) {
        const parent = info.getParentType();
        if (!parent || !info.getFieldDef() || isIntrospectionType(parent) || node.name.value.startsWith('__')) return;
        out.add(`${parent.name}.${node.name.value}`);
      },
      Argument(node) {
        const parent = info.getParentType();
        const field = info.getFieldDef();
        if (!parent || !field || isIntrospectionType(parent) || field.name.startsWith('__')) return;
        if (info.getDirective()) return;
        out.add(`${parent.name}.${field.name}(${node.name.value}:)`);
      },
      ObjectField(node) {
        const input = info.getParentInputType();
        const named = input ? getNamedType(input) : undefined;
        if (named && isInputObjectType(named)) out.add(`${named.name}.${node.name.value}`);
      },
      EnumValue(node) {
        const input = info.getInputType();
        const named = input ? getNamedType(input) : undefined;
        if (named && isEnumType(named)) out.add(`${named.name}.${node.value}`);
      },
      VariableDefinition(node) {
        let t = node.type;
        while (t.kind !== Kind.NAMED_TYPE) t = t.type;
        const named = schema.getType(t.name.value);
        if (named && !isSpecifiedScalarType(named)) out.add(named.name);
      },
    }),
  );
  return [...out].sort();
}
