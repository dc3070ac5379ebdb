/** Upper bounds (seconds) of the chain histogram: fine below a millisecond, where it should stay. */
export const CHAIN_BUCKETS = [0.0001, 0.00025, 0.0005, 0.00075, 0.001, 0.0015, 0.002, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1];

/**
 * Prometheus text metrics: request counts by listener, route class and status, latency sums, and a
 * histogram of the time the chain's own steps took per request.
 */
export class Metrics {
  private counts = new Map<string, number>();
  private latency = new Map<string, { sum: number; count: number }>();
  private chain = { buckets: new Array<number>(CHAIN_BUCKETS.length).fill(0), sum: 0, count: 0 };

  constructor(private gauges: () => { auditDropped: number; auditPending: number; exchanges: number; exchangeCacheHits: number } = () => ({ auditDropped: 0, auditPending: 0, exchanges: 0, exchangeCacheHits: 0 })) {}

  observe(listener: string, route: string, status: number, seconds: number) {
    const k = `listener="${listener}",route="${route}",status="${status}"`;
    this.counts.set(k, (this.counts.get(k) ?? 0) + 1);
    const lk = `listener="${listener}",route="${route}"`;
    const l = this.latency.get(lk) ?? { sum: 0, count: 0 };
    l.sum += seconds;
    l.count += 1;
    this.latency.set(lk, l);
  }

  observeChain(seconds: number) {
    this.chain.sum += seconds;
    this.chain.count += 1;
    // Per-bucket counts here; render() makes them cumulative, as Prometheus expects.
    const i = CHAIN_BUCKETS.findIndex((le) => seconds <= le);
    if (i >= 0) this.chain.buckets[i] += 1;
  }

  render(): string {
    const lines = ['# HELP svc_gateway_requests_total Requests answered by the gateway.', '# TYPE svc_gateway_requests_total counter'];
    for (const [k, v] of this.counts) lines.push(`svc_gateway_requests_total{${k}} ${v}`);
    lines.push('# HELP svc_gateway_request_duration_seconds Request latency.', '# TYPE svc_gateway_request_duration_seconds summary');
    for (const [k, v] of this.latency) {
      lines.push(`svc_gateway_request_duration_seconds_sum{${k}} ${v.sum}`);
      lines.push(`svc_gateway_request_duration_seconds_count{${k}} ${v.count}`);
    }
    lines.push('# HELP svc_gateway_chain_duration_seconds Time a request spent in the chain: credential, revocation, policy, rate limit, audit.', '# TYPE svc_gateway_chain_duration_seconds histogram');
    let cumulative = 0;
    CHAIN_BUCKETS.forEach((le, i) => {
      cumulative += this.chain.buckets[i];
      lines.push(`svc_gateway_chain_duration_seconds_bucket{le="${le}"} ${cumulative}`);
    });
    lines.push(`svc_gateway_chain_duration_seconds_bucket{le="+Inf"} ${this.chain.count}`);
    lines.push(`svc_gateway_chain_duration_seconds_sum ${this.chain.sum}`, `svc_gateway_chain_duration_seconds_count ${this.chain.count}`);
    const g = this.gauges();
    lines.push('# TYPE svc_gateway_audit_dropped_total counter', `svc_gateway_audit_dropped_total ${g.auditDropped}`);
    lines.push('# TYPE svc_gateway_audit_pending gauge', `svc_gateway_audit_pending ${g.auditPending}`);
    lines.push('# TYPE svc_gateway_api_key_exchanges_total counter', `svc_gateway_api_key_exchanges_total ${g.exchanges}`);
    lines.push('# TYPE svc_gateway_api_key_exchange_cache_hits_total counter', `svc_gateway_api_key_exchange_cache_hits_total ${g.exchangeCacheHits}`);
    const mem = process.memoryUsage();
    lines.push('# TYPE process_resident_memory_bytes gauge', `process_resident_memory_bytes ${mem.rss}`);
    return lines.join('\n') + '\n';
  }
}
