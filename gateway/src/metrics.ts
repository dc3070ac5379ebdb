/** Prometheus text metrics: request counts by listener, route class and status, and latency sums. */
export class Metrics {
  private counts = new Map<string, number>();
  private latency = new Map<string, { sum: number; count: number }>();

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

  render(): string {
    const lines = ['# HELP svc_gateway_requests_total Requests answered by the gateway.', '# TYPE svc_gateway_requests_total counter'];
    for (const [k, v] of this.counts) lines.push(`svc_gateway_requests_total{${k}} ${v}`);
    lines.push('# HELP svc_gateway_request_duration_seconds Request latency.', '# TYPE svc_gateway_request_duration_seconds summary');
    for (const [k, v] of this.latency) {
      lines.push(`svc_gateway_request_duration_seconds_sum{${k}} ${v.sum}`);
      lines.push(`svc_gateway_request_duration_seconds_count{${k}} ${v.count}`);
    }
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
