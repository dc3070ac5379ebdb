/**
 * The uses of each breaking change's coordinate, from every usage source (registered trusted
 * documents, recorded operations). graphql-inspector writes an argument as `Type.field.arg`; the
 * usage sources speak the schema-coordinates notation, `Type.field(arg:)`.
 */
import type { CoordinateUse, UsageSource } from '../usage/usage-source.ts';
import type { SchemaChange } from './changes.ts';

export type CheckedChange = SchemaChange & { uses?: CoordinateUse[] };

export function usageCoordinate(path: string): string {
  const parts = path.split('.');
  return parts.length === 3 ? `${parts[0]}.${parts[1]}(${parts[2]}:)` : path;
}

export async function withUses(
  sources: readonly UsageSource[],
  variant: string,
  changes: SchemaChange[],
  since: Date,
): Promise<CheckedChange[]> {
  const coordinates = [
    ...new Set(
      changes.filter((c) => c.criticality === 'BREAKING' && c.coordinate).map((c) => usageCoordinate(c.coordinate!)),
    ),
  ];
  if (sources.length === 0 || coordinates.length === 0) return changes;
  const found = await Promise.all(sources.map((s) => s.usesOf(variant, coordinates, since)));
  return changes.map((c) => {
    if (c.criticality !== 'BREAKING' || !c.coordinate) return c;
    const key = usageCoordinate(c.coordinate);
    return { ...c, uses: found.flatMap((m) => m.get(key) ?? []) };
  });
}
