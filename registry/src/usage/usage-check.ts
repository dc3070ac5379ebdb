/**
 * Usage-aware checks: for each breaking change, who used what it breaks in the last days, from
 * every usage source (recorded operations first, then any other, e.g. trusted documents), merged.
 * A breaking change nobody used does not block; one with a use does, and so does one whose
 * coordinates cannot be told (fail closed).
 */
import { AppError } from '@svc/core';
import type { GraphQLSchema } from 'graphql';
import { apiSchemaOf } from '../compose/composition.ts';
import type { SchemaChange } from '../compose/changes.ts';
import { breakingCoordinates } from './breaking-coordinates.ts';
import type { CoordinateUse, UsageSource } from './usage-source.ts';

/** Most uses kept per coordinate and per change in an answer. */
const MAX_USES = 100;

const useKey = (u: CoordinateUse) => `${u.kind}\n${u.hash}\n${u.client}\n${u.clientVersion ?? ''}`;

export class UsageCheck {
  constructor(private sources: UsageSource[]) {}

  /** Every source's uses of `coordinates`, merged per coordinate, largest counts first. */
  async usesOf(variant: string, coordinates: string[], since: Date): Promise<Map<string, CoordinateUse[]>> {
    const answers = await Promise.all(this.sources.map((s) => s.usesOf(variant, coordinates, since)));
    const out = new Map<string, CoordinateUse[]>();
    for (const c of coordinates) {
      const all = answers.flatMap((a) => a.get(c) ?? []);
      out.set(c, all.sort((a, b) => b.count - a.count).slice(0, MAX_USES));
    }
    return out;
  }

  /**
   * Adds `usage` to each breaking change of `changes` (from `beforeSdl`) and returns the ones that
   * block: used in the last `days`, or of unknown usage.
   */
  async annotate(variant: string, changes: SchemaChange[], beforeSdl: string | null, days: number) {
    const since = new Date(Date.now() - days * 86_400_000);
    let before: GraphQLSchema | null | undefined;
    const schema = () => (before ??= beforeSdl ? apiSchemaOf(beforeSdl) : null);
    const breaking = changes.filter((c) => c.criticality === 'BREAKING');
    const coordsOf = new Map(breaking.map((c) => [c, breakingCoordinates(c.type, c.coordinate, schema())]));
    const wanted = [...new Set([...coordsOf.values()].flatMap((c) => c ?? []))];
    const uses = await this.usesOf(variant, wanted, since);
    const blocking: SchemaChange[] = [];
    for (const c of breaking) {
      const coords = coordsOf.get(c);
      if (!coords) {
        c.usage = { coordinates: [], uses: [], total: 0, unknown: true };
        blocking.push(c);
        continue;
      }
      // One operation using several of the coordinates is one use (its largest count).
      const merged = new Map<string, CoordinateUse>();
      for (const coord of coords)
        for (const u of uses.get(coord) ?? []) {
          const k = useKey(u);
          const prior = merged.get(k);
          if (!prior || prior.count < u.count) merged.set(k, u);
        }
      const list = [...merged.values()].sort((a, b) => b.count - a.count);
      c.usage = {
        coordinates: coords.length > 50 ? coords.slice(0, 50) : coords,
        uses: list.slice(0, MAX_USES),
        total: list.reduce((n, u) => n + u.count, 0),
        unknown: false,
      };
      if (list.length) blocking.push(c);
    }
    return { blocking, since };
  }
}

/** SVC-REGISTRY-BREAKING: the publish would break operations that ran in the usage window. */
export function breakingRefusal(blocking: SchemaChange[], days: number): AppError {
  const first = blocking[0];
  const u = first.usage?.uses[0];
  const who = u
    ? ` (used by ${u.name ?? u.hash.slice(0, 12)} of ${u.client}${u.clientVersion ? `@${u.clientVersion}` : ''}, ${u.count} times)`
    : ' (its usage cannot be told)';
  return new AppError(
    'SVC-REGISTRY-BREAKING',
    `${first.coordinate ?? first.type}: ${first.message}${who}${blocking.length > 1 ? ` (and ${blocking.length - 1} more)` : ''}; usage window ${days} days`,
    {
      errors: blocking.slice(0, 100).map((c) => ({
        kind: 'breaking',
        coordinate: c.coordinate,
        subgraph: null,
        message: c.message.slice(0, 1000),
        usageUnknown: c.usage?.unknown ?? true,
        total: c.usage?.total ?? 0,
        operations: (c.usage?.uses ?? []).slice(0, 20),
      })),
    },
  );
}
