/**
 * The usage report a gateway sends to the schema registry (`POST /v1/variants/:v/usage`): per
 * operation document, the coordinates it touches and, per client, how often it ran, how often it
 * answered errors, and a latency histogram. Both sides read the bounds and buckets from here.
 */

/** Upper bounds (ms) of the latency histogram; a last bucket counts everything slower. */
export const USAGE_LATENCY_BUCKETS_MS = [5, 10, 25, 50, 100, 250, 500, 1000, 2500, 10000] as const;
/** Buckets per histogram: one per bound plus the overflow. */
export const USAGE_LATENCY_SLOTS = USAGE_LATENCY_BUCKETS_MS.length + 1;

/** What one report may hold; the registry refuses anything beyond it with a typed 400. */
export const USAGE_REPORT_LIMITS = {
  bodyBytes: 2 * 1024 * 1024,
  operations: 1000,
  clientsPerOperation: 100,
  entries: 5000,
  coordinatesPerOperation: 2000,
  coordinateLength: 256,
  nameLength: 256,
  clientNameLength: 128,
  clientVersionLength: 64,
  countMax: 1_000_000_000,
} as const;

export interface UsageClientStats {
  name: string;
  version: string | null;
  count: number;
  errors: number;
  /** Requests per USAGE_LATENCY_BUCKETS_MS bucket (USAGE_LATENCY_SLOTS entries). */
  latency: number[];
}

export interface UsageOperationReport {
  /** sha256 (hex) of the document text. */
  hash: string;
  name: string | null;
  type: 'query' | 'mutation' | 'subscription';
  coordinates: string[];
  clients: UsageClientStats[];
}

export interface UsageReport {
  operations: UsageOperationReport[];
}

/** The latency bucket of a duration in milliseconds. */
export function usageLatencySlot(ms: number): number {
  for (let i = 0; i < USAGE_LATENCY_BUCKETS_MS.length; i++) if (ms <= USAGE_LATENCY_BUCKETS_MS[i]) return i;
  return USAGE_LATENCY_BUCKETS_MS.length;
}
