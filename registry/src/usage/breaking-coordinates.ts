/**
 * Which schema coordinates a breaking change breaks, in the notation the gateway reports usage in
 * (@svc/core/graphql schemaCoordinates): graphql-inspector's change paths are `Type.field`,
 * `Type.field.arg`, `Enum.VALUE`, `Input.field` or a type name. An operation that used one of the
 * returned coordinates breaks with the change. A change this does not know returns null: its usage
 * cannot be told, so a check counts it as used (fails closed).
 */
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  type GraphQLSchema,
} from 'graphql';

/** The type's own coordinate, its members' and every field returning it or taking it as an argument. */
export function coordinatesOfType(schema: GraphQLSchema, typeName: string): string[] {
  const out = new Set<string>([typeName]);
  const type = schema.getType(typeName);
  if (type && (isObjectType(type) || isInterfaceType(type)))
    for (const f of Object.values(type.getFields())) {
      out.add(`${typeName}.${f.name}`);
      for (const a of f.args) out.add(`${typeName}.${f.name}(${a.name}:)`);
    }
  if (type && isInputObjectType(type))
    for (const f of Object.values(type.getFields())) out.add(`${typeName}.${f.name}`);
  if (type && isEnumType(type)) for (const v of type.getValues()) out.add(`${typeName}.${v.name}`);
  // Operations reach a type through the fields that return it or take it as an argument.
  for (const t of Object.values(schema.getTypeMap())) {
    if (t.name.startsWith('__') || !(isObjectType(t) || isInterfaceType(t))) continue;
    for (const f of Object.values(t.getFields())) {
      if (getNamedType(f.type).name === typeName) out.add(`${t.name}.${f.name}`);
      for (const a of f.args) if (getNamedType(a.type).name === typeName) out.add(`${t.name}.${f.name}(${a.name}:)`);
    }
  }
  return [...out].sort();
}

/** The coordinates a breaking change of `type` at `path` breaks; `before` is the API schema it changes. */
export function breakingCoordinates(type: string, path: string | null, before: GraphQLSchema | null): string[] | null {
  if (!path) return null;
  const parts = path.split('.');
  switch (type) {
    case 'FIELD_REMOVED':
    case 'FIELD_TYPE_CHANGED':
    case 'ENUM_VALUE_REMOVED':
    case 'INPUT_FIELD_REMOVED':
    case 'INPUT_FIELD_TYPE_CHANGED':
      return parts.length === 2 ? [path] : null;
    case 'FIELD_ARGUMENT_REMOVED':
    case 'FIELD_ARGUMENT_TYPE_CHANGED':
      return parts.length === 3 ? [`${parts[0]}.${parts[1]}(${parts[2]}:)`] : null;
    // A new required argument breaks every operation that selects the field.
    case 'FIELD_ARGUMENT_ADDED':
      return parts.length === 3 ? [`${parts[0]}.${parts[1]}`] : null;
    // A new required input field breaks every operation that passes the input type.
    case 'INPUT_FIELD_ADDED':
      return parts.length === 2 && before ? coordinatesOfType(before, parts[0]) : null;
    case 'TYPE_REMOVED':
    case 'TYPE_KIND_CHANGED':
    case 'UNION_MEMBER_REMOVED':
    case 'OBJECT_TYPE_INTERFACE_REMOVED':
      return parts.length === 1 && before ? coordinatesOfType(before, parts[0]) : null;
    default:
      return null;
  }
}
