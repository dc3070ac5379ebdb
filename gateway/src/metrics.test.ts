import { describe, it, expect } from 'vitest';
import { Metrics } from './metrics.ts';

describe('Metrics', () => {
  it('renders the chain histogram with cumulative buckets, +Inf, sum and count', () => {
    const m = new Metrics();
    for (const s of [0.00005, 0.0003, 0.0003, 0.002, 5]) m.observeChain(s);
    const text = m.render();
    const bucket = (le: string) => Number(new RegExp(`svc_gateway_chain_duration_seconds_bucket\\{le="${le.replace('+', '\\+')}"\\} (\\d+)`).exec(text)?.[1]);
    expect(bucket('0.0001')).toBe(1);
    expect(bucket('0.00025')).toBe(1);
    expect(bucket('0.0005')).toBe(3);
    expect(bucket('0.001')).toBe(3);
    expect(bucket('0.0025')).toBe(4);
    expect(bucket('1')).toBe(4);
    expect(bucket('+Inf')).toBe(5);
    expect(text).toContain('svc_gateway_chain_duration_seconds_count 5');
    expect(Number(/svc_gateway_chain_duration_seconds_sum (\S+)/.exec(text)?.[1])).toBeCloseTo(5.00265, 6);
    expect(text).toContain('# TYPE svc_gateway_chain_duration_seconds histogram');
  });
});
