import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { buildSchema } from 'graphql';
import { AppError } from '@svc/core';
import { USAGE_LATENCY_SLOTS } from '@svc/core/graphql';
import { usageReport } from './usage-report-input.ts';
import { breakingCoordinates, coordinatesOfType } from './breaking-coordinates.ts';

const latency = () => new Array(USAGE_LATENCY_SLOTS).fill(1);
const op = (over: Record<string, unknown> = {}) => ({
  hash: 'a'.repeat(64),
  name: 'Q',
  type: 'query',
  coordinates: ['Query.b', 'Query.a', 'Query.a'],
  clients: [
    { name: 'web', version: '1', count: 2, errors: 1, latency: latency() },
    { name: 'web', version: '1', count: 3, errors: 0, latency: latency() },
    { name: 'ios', count: 1, errors: 0, latency: latency() },
  ],
  ...over,
});

describe('usageReport', () => {
  it('sums entries of one operation and client, and sorts and dedupes coordinates', () => {
    const r = usageReport({ operations: [op()] });
    expect(r.operations).toEqual([
      { hash: 'a'.repeat(64), name: 'Q', type: 'query', coordinates: ['Query.a', 'Query.b'] },
    ]);
    expect(r.counts).toEqual([
      expect.objectContaining({ client: 'web', version: '1', count: 5, errors: 1, latency: latency().map(() => 2) }),
      expect.objectContaining({ client: 'ios', version: '', count: 1 }),
    ]);
  });

  it('answers anything else with SVC-VALID-4000 naming the argument, never another error', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.anything(),
          fc.record({ operations: fc.array(fc.anything(), { maxLength: 3 }) }),
          fc.record({
            operations: fc.array(
              fc.record(
                {
                  hash: fc.oneof(fc.string(), fc.constant('b'.repeat(64))),
                  name: fc.oneof(fc.constant(null), fc.string()),
                  type: fc.constantFrom('query', 'mutation', 'x'),
                  coordinates: fc.array(fc.string({ maxLength: 30 }), { maxLength: 5 }),
                  clients: fc.array(
                    fc.record({
                      name: fc.string({ maxLength: 10 }),
                      version: fc.oneof(fc.constant(null), fc.string({ maxLength: 5 }), fc.integer()),
                      count: fc.oneof(fc.integer(), fc.double()),
                      errors: fc.integer({ min: -1, max: 3 }),
                      latency: fc.array(fc.integer({ min: -1, max: 5 }), { maxLength: USAGE_LATENCY_SLOTS + 1 }),
                    }),
                    { maxLength: 3 },
                  ),
                },
                { requiredKeys: [] },
              ),
              { maxLength: 3 },
            ),
          }),
        ),
        (body) => {
          try {
            const r = usageReport(body);
            expect(r.operations.length).toBeGreaterThan(0);
          } catch (e) {
            expect(e).toBeInstanceOf(AppError);
            expect((e as AppError).code).toBe('SVC-VALID-4000');
          }
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('breakingCoordinates', () => {
  const before = buildSchema(`
    enum Color { RED GREEN }
    input Filter { color: Color, name: String }
    type Item { id: ID!, color: Color }
    union Thing = Item
    type Query { items(filter: Filter, first: Int): [Item!]!, thing: Thing }
  `);
  it('maps graphql-inspector paths to the coordinates operations report', () => {
    expect(breakingCoordinates('FIELD_REMOVED', 'Item.color', before)).toEqual(['Item.color']);
    expect(breakingCoordinates('FIELD_ARGUMENT_REMOVED', 'Query.items.first', before)).toEqual(['Query.items(first:)']);
    expect(breakingCoordinates('FIELD_ARGUMENT_ADDED', 'Query.items.after', before)).toEqual(['Query.items']);
    expect(breakingCoordinates('ENUM_VALUE_REMOVED', 'Color.RED', before)).toEqual(['Color.RED']);
    expect(breakingCoordinates('INPUT_FIELD_REMOVED', 'Filter.name', before)).toEqual(['Filter.name']);
    expect(breakingCoordinates('TYPE_REMOVED', 'Item', before)).toEqual(coordinatesOfType(before, 'Item'));
    expect(coordinatesOfType(before, 'Item')).toEqual(['Item', 'Item.color', 'Item.id', 'Query.items']);
    expect(coordinatesOfType(before, 'Filter')).toEqual([
      'Filter',
      'Filter.color',
      'Filter.name',
      'Query.items(filter:)',
    ]);
    expect(breakingCoordinates('UNION_MEMBER_REMOVED', 'Thing', before)).toEqual(['Query.thing', 'Thing']);
    // Unknown to the mapping: no coordinates, so a check counts it as used.
    expect(breakingCoordinates('DIRECTIVE_REMOVED', '@foo', before)).toBeNull();
    expect(breakingCoordinates('FIELD_REMOVED', null, before)).toBeNull();
  });
});
