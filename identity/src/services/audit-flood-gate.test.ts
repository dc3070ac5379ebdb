import { describe, expect, it } from 'vitest';
import { PerMinuteCap } from './audit-flood-gate.ts';

describe('PerMinuteCap', () => {
  it('admits `limit` a fixed minute and starts the next minute empty', () => {
    let t = 1_000_000;
    const cap = new PerMinuteCap(3, () => t);
    expect([cap.tryTake(), cap.tryTake(), cap.tryTake(), cap.tryTake()]).toEqual([true, true, true, false]);
    t += 59_999;
    expect(cap.tryTake()).toBe(false);
    t += 1;
    expect([cap.tryTake(), cap.tryTake(), cap.tryTake(), cap.tryTake()]).toEqual([true, true, true, false]);
  });

  it('hasRoom does not take a slot; take does', () => {
    const cap = new PerMinuteCap(1, () => 5);
    expect(cap.hasRoom()).toBe(true);
    expect(cap.hasRoom()).toBe(true);
    cap.take();
    expect(cap.hasRoom()).toBe(false);
  });

  it('a limit of 0 admits nothing', () => {
    expect(new PerMinuteCap(0).tryTake()).toBe(false);
  });
});
