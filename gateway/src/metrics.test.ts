import { describe, it, expect } from 'vitest';
import { Metrics } from './metrics.ts';

describe('Metrics', () => {
  it('renders the chain histogram with cumulative buckets, +Inf, sum and count', async () => {
    const m = new Metrics();
    for (const s of [0.00005, 0.0003, 0.0003, 0.002, 5]) m.observeChain(s);
    const text = await m.render();
    const bucket = (le: string) =>
      Number(
        new RegExp(
          `svc_gateway_chain_duration_seconds_bucket\\{le="${le.replace('+', '\\+')}",service="gateway"\\} (\\d+)`,
        ).exec(text)?.[1],
      );
    expect(bucket('0.0001')).toBe(1);
    expect(bucket('0.00025')).toBe(1);
    expect(bucket('0.0005')).toBe(3);
    expect(bucket('0.001')).toBe(3);
    expect(bucket('0.0025')).toBe(4);
    expect(bucket('1')).toBe(4);
    expect(bucket('+Inf')).toBe(5);
    expect(text).toContain('svc_gateway_chain_duration_seconds_count{service="gateway"} 5');
    expect(Number(/svc_gateway_chain_duration_seconds_sum\{service="gateway"\} (\S+)/.exec(text)?.[1])).toBeCloseTo(
      5.00265,
      6,
    );
    expect(text).toContain('# TYPE svc_gateway_chain_duration_seconds histogram');
  });

  it('reads its counters and gauges from their owners at scrape time', async () => {
    const g = {
      auditDropped: 2,
      auditUndelivered: 6,
      auditPending: 7,
      exchanges: 5,
      exchangeCacheHits: 3,
      documentCacheHits: 11,
      documentCacheMisses: 4,
      edgeDenials: { sent: 3, recorded: 2, deduplicated: 9, dropped: 4, failed: 1 },
    };
    const m = new Metrics(() => g);
    expect(await m.render()).toContain('svc_gateway_audit_pending{service="gateway"} 7');
    g.auditPending = 1;
    g.documentCacheHits = 12;
    const text = await m.render();
    expect(text).toContain('svc_gateway_audit_pending{service="gateway"} 1');
    expect(text).toContain('svc_gateway_document_cache_hits_total{service="gateway"} 12');
    expect(text).toContain('svc_gateway_audit_undelivered_total{service="gateway"} 6');
    // The edge-denial reporter's counts, one series per outcome, read at scrape time.
    expect(text).toContain('# TYPE svc_gateway_edge_denial_reports_total counter');
    for (const [outcome, n] of [
      ['sent', 3],
      ['recorded', 2],
      ['deduplicated', 9],
      ['dropped', 4],
      ['failed', 1],
    ] as const) {
      expect(text).toContain(`svc_gateway_edge_denial_reports_total{outcome="${outcome}",service="gateway"} ${n}`);
    }
    g.edgeDenials.dropped = 6;
    expect(await m.render()).toContain('svc_gateway_edge_denial_reports_total{outcome="dropped",service="gateway"} 6');
  });
});
