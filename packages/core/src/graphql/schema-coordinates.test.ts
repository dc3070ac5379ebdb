import { buildSchema, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { schemaCoordinates } from './schema-coordinates.ts';

const schema = buildSchema(`
  enum Color { RED GREEN }
  input Filter { color: Color, name: String }
  type Item { id: ID!, name: String, color: Color }
  type Query { items(filter: Filter, first: Int): [Item!]!, item(id: ID!): Item }
`);

describe('schemaCoordinates', () => {
  it('names the fields, arguments, input fields, enum values and variable types an operation uses', () => {
    const doc = parse(`query Q($f: Filter, $id: ID!) {
      items(filter: { color: RED }, first: 2) { id name __typename }
      one: item(id: $id) { color }
      more: items(filter: $f) { id }
    }`);
    expect(schemaCoordinates(schema, doc)).toEqual([
      'Color.RED',
      'Filter',
      'Filter.color',
      'Item.color',
      'Item.id',
      'Item.name',
      'Query.item',
      'Query.item(id:)',
      'Query.items',
      'Query.items(filter:)',
      'Query.items(first:)',
    ]);
  });

  it('leaves out introspection and what the schema does not have', () => {
    const doc = parse('{ __schema { types { name } } items { nope } }');
    expect(schemaCoordinates(schema, doc)).toEqual(['Query.items']);
  });
});
