/**
 * The gateway's metrics, on prom-client: the process's request histogram by listener, route class
 * and status (plus the default process and runtime metrics, from createServiceMetrics), the time
 * the chain's own steps took per request, each subgraph fetch of a query plan, and gauges and
 * counters read from the parts that own them when scraped. Served on the internal metrics
 * listener (GATEWAY_METRICS_PORT), never on {base_url}.
 */
import { Counter, Gauge, Histogram } from 'prom-client';
import { createServiceMetrics, type ServiceMetrics } from '@svc/core';

/** Upper bounds (seconds) of the chain histogram: fine below a millisecond, where it should stay. */
export const CHAIN_BUCKETS = [
  0.0001, 0.00025, 0.0005, 0.00075, 0.001, 0.0015, 0.002, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1,
];

/** Values read at scrape time from the parts that own them. */
export interface GatewayGauges {
  auditDropped: number;
  auditUndelivered: number;
  auditPending: number;
  exchanges: number;
  exchangeCacheHits: number;
  documentCacheHits: number;
  documentCacheMisses: number;
  /** The edge-denial reporter's counts (audit/edge-denial-reporter.ts `stats`). */
  edgeDenials: EdgeDenialCounts;
  /** Trusted documents by outcome (graphql/trusted-documents.ts `stats`); null when TRUSTED_DOCUMENTS=off. */
  trustedDocuments?: { trusted: number; unregistered: number; refused: number } | null;
}

export interface EdgeDenialCounts {
  sent: number;
  recorded: number;
  deduplicated: number;
  dropped: number;
  failed: number;
}

/** The outcomes of an edge-denial report, each a label value of svc_gateway_edge_denial_reports_total. */
const EDGE_DENIAL_OUTCOMES = [
  'sent',
  'recorded',
  'deduplicated',
  'dropped',
  'failed',
] as const satisfies readonly (keyof EdgeDenialCounts)[];

const NO_GAUGES: GatewayGauges = {
  auditDropped: 0,
  auditUndelivered: 0,
  auditPending: 0,
  exchanges: 0,
  exchangeCacheHits: 0,
  documentCacheHits: 0,
  documentCacheMisses: 0,
  edgeDenials: { sent: 0, recorded: 0, deduplicated: 0, dropped: 0, failed: 0 },
  trustedDocuments: null,
};

export class Metrics {
  readonly service: ServiceMetrics;
  private chain: Histogram;
  private subgraph: Histogram<'subgraph' | 'outcome'>;

  constructor(gauges: () => GatewayGauges = () => NO_GAUGES) {
    this.service = createServiceMetrics('gateway');
    const registers = [this.service.registry];
    this.chain = new Histogram({
      name: 'svc_gateway_chain_duration_seconds',
      help: 'Time a request spent in the chain: credential, revocation, policy, rate limit, audit.',
      buckets: CHAIN_BUCKETS,
      registers,
    });
    this.subgraph = new Histogram({
      name: 'svc_gateway_subgraph_fetch_duration_seconds',
      help: 'Each fetch of a query plan to a subgraph, by subgraph and outcome (ok, error: the subgraph answered errors, failed: no usable answer, shared: answered by an identical fetch in flight).',
      labelNames: ['subgraph', 'outcome'],
      buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
      registers,
    });
    const counter = (name: string, help: string, read: (g: GatewayGauges) => number) =>
      new Counter({
        name,
        help,
        registers,
        collect() {
          this.reset();
          this.inc(read(gauges()));
        },
      });
    counter(
      'svc_gateway_audit_dropped_total',
      'Activity records dropped because the buffer was full.',
      (g) => g.auditDropped,
    );
    counter(
      'svc_gateway_audit_undelivered_total',
      'Activity records dropped because identity did not take them (retries exhausted, or refused as malformed).',
      (g) => g.auditUndelivered,
    );
    counter(
      'svc_gateway_api_key_exchanges_total',
      'API keys exchanged for a short-lived token at identity.',
      (g) => g.exchanges,
    );
    counter(
      'svc_gateway_api_key_exchange_cache_hits_total',
      'API-key exchanges answered from the gateway cache.',
      (g) => g.exchangeCacheHits,
    );
    counter(
      'svc_gateway_document_cache_hits_total',
      'GraphQL documents found parsed and validated in the document cache.',
      (g) => g.documentCacheHits,
    );
    counter(
      'svc_gateway_document_cache_misses_total',
      'GraphQL documents parsed and validated because the cache did not hold them.',
      (g) => g.documentCacheMisses,
    );
    // Denials reported to identity's audit trail: a dropped (in-flight bound) or failed report is a
    // denial missing from the trail, so these are what to alert on (the request was answered anyway).
    new Counter({
      name: 'svc_gateway_edge_denial_reports_total',
      help: 'Edge denials for the audit trail by outcome: sent to identity, recorded there, deduplicated (already sent in the window), dropped (too many in flight), failed (identity did not answer or refused).',
      labelNames: ['outcome'],
      registers,
      collect() {
        this.reset();
        const c = gauges().edgeDenials;
        for (const outcome of EDGE_DENIAL_OUTCOMES) this.inc({ outcome }, c[outcome]);
      },
    });
    new Counter({
      name: 'svc_gateway_trusted_documents_total',
      help: "GraphQL documents by trusted-document outcome (TRUSTED_DOCUMENTS): trusted (in the caller's client's list), unregistered (served: log mode, or a client not enforced), refused (enforce).",
      labelNames: ['outcome'],
      registers,
      collect() {
        this.reset();
        const c = gauges().trustedDocuments;
        if (!c) return;
        for (const outcome of ['trusted', 'unregistered', 'refused'] as const) this.inc({ outcome }, c[outcome]);
      },
    });
    new Gauge({
      name: 'svc_gateway_audit_pending',
      help: 'Activity records buffered and not yet sent to identity.',
      registers,
      collect() {
        this.set(gauges().auditPending);
      },
    });
  }

  /** Usage reporting's counts (usage/usage-reporter.ts), read at scrape time. */
  trackUsage(read: () => { sent: number; dropped: number; pending: number; overflow: number }): void {
    const registers = [this.service.registry];
    const counter = (name: string, help: string, pick: (s: ReturnType<typeof read>) => number) =>
      new Counter({
        name,
        help,
        registers,
        collect() {
          this.reset();
          this.inc(pick(read()));
        },
      });
    counter('svc_gateway_usage_reports_sent_total', 'Usage reports the registry took.', (s) => s.sent);
    counter(
      'svc_gateway_usage_reports_dropped_total',
      'Usage reports dropped: refused by the registry, not taken after the last attempt, or too many waiting.',
      (s) => s.dropped,
    );
    counter(
      'svc_gateway_usage_overflow_total',
      'Requests not counted in usage because the interval already held USAGE_MAX_OPERATIONS operation-client pairs.',
      (s) => s.overflow,
    );
    new Gauge({
      name: 'svc_gateway_usage_reports_pending',
      help: 'Usage reports waiting for the registry.',
      registers,
      collect() {
        this.set(read().pending);
      },
    });
  }

  observe(listener: string, route: string, status: number, seconds: number): void {
    this.service.observeRequest(listener, route, status, seconds);
  }

  observeChain(seconds: number): void {
    this.chain.observe(seconds);
  }

  observeSubgraph(subgraph: string, outcome: 'ok' | 'error' | 'failed' | 'shared', seconds: number): void {
    this.subgraph.observe({ subgraph, outcome }, seconds);
  }

  render(): Promise<string> {
    return this.service.registry.metrics();
  }
}
