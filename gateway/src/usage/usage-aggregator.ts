/**
 * Usage of the supergraph, aggregated in memory between two reports: per operation (document hash
 * and operation name) and client (name and version), how many requests, how many answered errors,
 * and their latency histogram. `record` is a map update on the request path, nothing more; the
 * coordinates an operation touches are computed by the caller once per cached document and asked
 * for here only when the operation is new in the window.
 *
 * Bounded: at most `maxEntries` (operation, client) pairs per window; a request of a new pair
 * beyond it is not counted (`overflow`, svc_gateway_usage_overflow_total). `drain` hands the
 * window over as reports within the registry's limits and starts a new one.
 */
import {
  USAGE_LATENCY_SLOTS,
  USAGE_REPORT_LIMITS,
  usageLatencySlot,
  type UsageOperationReport,
  type UsageReport,
} from '@svc/core/graphql';

/** What a request tells the aggregator about its operation (memoised per cached document). */
export interface UsageOperation {
  hash: string;
  name: string | null;
  type: 'query' | 'mutation' | 'subscription';
  /** The document's schema coordinates, computed when first needed. */
  coordinates: () => readonly string[];
}

interface Entry {
  op: UsageOperation;
  client: string;
  version: string | null;
  count: number;
  errors: number;
  latency: number[];
}

/** A report's JSON stays well under the registry's body limit. */
const REPORT_BYTES = USAGE_REPORT_LIMITS.bodyBytes / 2;

/** An upper bound of an operation's JSON size (names and versions are at most a few hundred bytes). */
function approximateBytes(op: UsageOperationReport): number {
  let n = 400;
  for (const c of op.coordinates) n += c.length + 3;
  return n + op.clients.length * 500;
}

export class UsageAggregator {
  private entries = new Map<string, Entry>();
  /** Requests not counted because the window was full, since start. */
  overflow = 0;

  constructor(private maxEntries: number) {}

  record(op: UsageOperation, client: string, version: string | null, error: boolean, ms: number): void {
    const key = `${op.hash}\u0000${op.name ?? ''}\u0000${client}\u0000${version ?? ''}`;
    let e = this.entries.get(key);
    if (!e) {
      if (this.entries.size >= this.maxEntries) {
        this.overflow++;
        return;
      }
      e = { op, client, version, count: 0, errors: 0, latency: new Array(USAGE_LATENCY_SLOTS).fill(0) };
      this.entries.set(key, e);
    }
    e.count++;
    if (error) e.errors++;
    e.latency[usageLatencySlot(ms)]++;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The window as reports (each within USAGE_REPORT_LIMITS), and a new empty window. */
  drain(): UsageReport[] {
    if (this.entries.size === 0) return [];
    const window = this.entries;
    this.entries = new Map();
    // One report operation per document hash (the registry keys operations by it).
    const byHash = new Map<string, UsageOperationReport>();
    for (const e of window.values()) {
      let op = byHash.get(e.op.hash);
      if (!op) {
        op = {
          hash: e.op.hash,
          name: e.op.name,
          type: e.op.type,
          coordinates: e.op.coordinates().slice(0, USAGE_REPORT_LIMITS.coordinatesPerOperation),
          clients: [],
        };
        byHash.set(e.op.hash, op);
      }
      const same = op.clients.find((c) => c.name === e.client && c.version === e.version);
      if (same) {
        same.count += e.count;
        same.errors += e.errors;
        for (let i = 0; i < USAGE_LATENCY_SLOTS; i++) same.latency[i] += e.latency[i];
      } else if (op.clients.length < USAGE_REPORT_LIMITS.clientsPerOperation)
        op.clients.push({ name: e.client, version: e.version, count: e.count, errors: e.errors, latency: e.latency });
      else this.overflow += e.count;
    }
    const reports: UsageReport[] = [];
    let current: UsageReport = { operations: [] };
    let entries = 0;
    let bytes = 0;
    for (const op of byHash.values()) {
      const size = approximateBytes(op);
      if (
        current.operations.length >= USAGE_REPORT_LIMITS.operations ||
        entries + op.clients.length > USAGE_REPORT_LIMITS.entries ||
        bytes + size > REPORT_BYTES
      ) {
        if (current.operations.length) reports.push(current);
        current = { operations: [] };
        entries = 0;
        bytes = 0;
      }
      current.operations.push(op);
      entries += op.clients.length;
      bytes += size;
    }
    if (current.operations.length) reports.push(current);
    return reports;
  }
}
