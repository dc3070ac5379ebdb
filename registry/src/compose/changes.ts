/**
 * Breaking, dangerous and safe changes between two supergraphs, measured on the API schema
 * clients see (@graphql-inspector/core).
 */
import type { CriticalityLevel } from '@graphql-inspector/core';
import { apiSchemaOf } from './composition.ts';
import type { CoordinateUse } from '../usage/usage-source.ts';

export interface SchemaChange {
  criticality: 'BREAKING' | 'DANGEROUS' | 'NON_BREAKING';
  type: string;
  /** The schema coordinate the change concerns (`Type.field`), when it has one. */
  coordinate: string | null;
  message: string;
  reason: string | null;
  /**
   * A breaking change in a check or publish: the coordinates it breaks and who used them in the
   * usage window (registry/src/usage/); `usageUnknown` when the change has no coordinate to look up.
   */
  usage?: { coordinates: string[]; uses: CoordinateUse[]; total: number; unknown: boolean };
}

const LEVEL = {
  BREAKING: 'BREAKING',
  DANGEROUS: 'DANGEROUS',
  NON_BREAKING: 'NON_BREAKING',
} as const satisfies Record<`${CriticalityLevel}`, SchemaChange['criticality']>;

/** Changes from `before` to `after` (supergraph SDL; `before` null: nothing to compare with). */
export async function schemaChanges(before: string | null, after: string): Promise<SchemaChange[]> {
  if (before === null || before === after) return [];
  // Loaded on the first change measured: the registry starts, and serves reads, without it.
  const { diff } = await import('@graphql-inspector/core');
  const changes = await diff(apiSchemaOf(before), apiSchemaOf(after));
  return changes.map((c) => ({
    criticality: LEVEL[c.criticality.level],
    type: c.type,
    coordinate: c.path ?? null,
    message: c.message,
    reason: c.criticality.reason ?? null,
  }));
}

export function countChanges(changes: SchemaChange[]): { breaking: number; dangerous: number; safe: number } {
  return {
    breaking: changes.filter((c) => c.criticality === 'BREAKING').length,
    dangerous: changes.filter((c) => c.criticality === 'DANGEROUS').length,
    safe: changes.filter((c) => c.criticality === 'NON_BREAKING').length,
  };
}
