/**
 * The group commit of delivered attempts (completion-batcher.ts), with fast-check: whatever the
 * order of arrivals and write failures, every delivery is written exactly once, a batch never
 * exceeds its maximum, and each `add` settles with its own batch's outcome.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CompletionBatcher, type Delivered } from './completion-batcher.ts';

describe('CompletionBatcher', () => {
  it('writes at once when idle, and joins what arrives during a write into the next one', async () => {
    const writes: string[][] = [];
    let release!: () => void;
    const b = new CompletionBatcher(async (batch) => {
      writes.push(batch.map((d) => d.deliveryId));
      if (writes.length === 1) await new Promise<void>((r) => (release = r));
    });
    const item = (n: number): Delivered => ({ jobId: `j${n}`, deliveryId: `d${n}`, statusCode: 204 });
    const first = b.add(item(1));
    const rest = [2, 3, 4].map((n) => b.add(item(n)));
    expect(writes).toEqual([['d1']]);
    release();
    await Promise.all([first, ...rest]);
    expect(writes).toEqual([['d1'], ['d2', 'd3', 'd4']]);
  });

  it('fuzz: every delivery written exactly once, batches bounded, outcomes per batch', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ delayTicks: fc.nat(3), failWrite: fc.boolean() }), { minLength: 1, maxLength: 60 }),
        fc.integer({ min: 1, max: 7 }),
        async (arrivals, maxBatch) => {
          const written: string[] = [];
          const failedIds = new Set<string>();
          let writeNo = 0;
          const b = new CompletionBatcher(async (batch) => {
            expect(batch.length).toBeLessThanOrEqual(maxBatch);
            written.push(...batch.map((d) => d.deliveryId));
            const fail = arrivals[writeNo++ % arrivals.length]!.failWrite;
            await new Promise((r) => setImmediate(r));
            if (fail) {
              batch.forEach((d) => failedIds.add(d.deliveryId));
              throw new Error('database down');
            }
          }, maxBatch);
          const outcomes = new Map<string, 'ok' | 'failed'>();
          const pending: Promise<void>[] = [];
          for (const [i, a] of arrivals.entries()) {
            for (let t = 0; t < a.delayTicks; t++) await new Promise((r) => setImmediate(r));
            const id = `d${i}`;
            pending.push(
              b.add({ jobId: `j${i}`, deliveryId: id, statusCode: 200 }).then(
                () => void outcomes.set(id, 'ok'),
                () => void outcomes.set(id, 'failed'),
              ),
            );
          }
          await Promise.all(pending);
          await b.flushed();
          expect([...written].sort()).toEqual(arrivals.map((_, i) => `d${i}`).sort());
          for (const [id, outcome] of outcomes) expect(outcome).toBe(failedIds.has(id) ? 'failed' : 'ok');
          expect(outcomes.size).toBe(arrivals.length);
        },
      ),
      { numRuns: 200, seed: 20261126 },
    );
  });
});
