import { describe, it, expect } from 'vitest';
import { createHash } from 'node:crypto';
import { CLEARED, configCid, isWeakening, normalizeConfig, MAX_RECEIVERS } from './trust-config-change.ts';

const key = (n: number) => n.toString(16).padStart(2, '0').repeat(32);
const code = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    return (e as { code?: string }).code;
  }
  return 'no error';
};

describe('trust configuration rules', () => {
  it('normalizes: receivers sorted by id, keys lower-case', () => {
    const c = normalizeConfig({
      threshold: 2,
      receivers: [
        { receiverId: 'b', publicKeyHex: key(2).toUpperCase() },
        { receiverId: 'a', publicKeyHex: key(1) },
      ],
    });
    expect(c).toEqual({
      threshold: 2,
      receivers: [
        { receiverId: 'a', publicKeyHex: key(1) },
        { receiverId: 'b', publicKeyHex: key(2) },
      ],
    });
  });

  it('refuses receivers (7721) and thresholds (7722) it cannot enforce', () => {
    const one = [{ receiverId: 'a', publicKeyHex: key(1) }];
    expect(
      code(() => normalizeConfig({ threshold: 1, receivers: [...one, { receiverId: 'a', publicKeyHex: key(2) }] })),
    ).toBe('SVC-OCAR-7721');
    expect(
      code(() => normalizeConfig({ threshold: 1, receivers: [...one, { receiverId: 'b', publicKeyHex: key(1) }] })),
    ).toBe('SVC-OCAR-7721');
    expect(code(() => normalizeConfig({ threshold: 1, receivers: [{ receiverId: '', publicKeyHex: key(1) }] }))).toBe(
      'SVC-OCAR-7721',
    );
    expect(
      code(() => normalizeConfig({ threshold: 1, receivers: [{ receiverId: 'a', publicKeyHex: 'zz'.repeat(32) }] })),
    ).toBe('SVC-OCAR-7721');
    expect(
      code(() =>
        normalizeConfig({
          threshold: 1,
          receivers: Array.from({ length: MAX_RECEIVERS + 1 }, (_, i) => ({
            receiverId: `r${i}`,
            publicKeyHex: key(i),
          })),
        }),
      ),
    ).toBe('SVC-OCAR-7721');
    expect(code(() => normalizeConfig({ threshold: 2, receivers: one }))).toBe('SVC-OCAR-7722');
    expect(code(() => normalizeConfig({ threshold: 0, receivers: one }))).toBe('SVC-OCAR-7722');
    expect(code(() => normalizeConfig({ threshold: -1, receivers: [] }))).toBe('SVC-OCAR-7722');
    expect(code(() => normalizeConfig({ threshold: 1.5, receivers: one }))).toBe('SVC-OCAR-7722');
    expect(normalizeConfig({ threshold: 0, receivers: [] })).toEqual(CLEARED);
  });

  it('the content id is the documented hash, independent of input order', () => {
    const a = normalizeConfig({
      threshold: 1,
      receivers: [
        { receiverId: 'b', publicKeyHex: key(2) },
        { receiverId: 'a', publicKeyHex: key(1) },
      ],
    });
    const b = normalizeConfig({
      threshold: 1,
      receivers: [
        { receiverId: 'a', publicKeyHex: key(1) },
        { receiverId: 'b', publicKeyHex: key(2) },
      ],
    });
    const body = `{"threshold":1,"receivers":[{"receiverId":"a","publicKeyHex":"${key(1)}"},{"receiverId":"b","publicKeyHex":"${key(2)}"}]}`;
    expect(configCid(a)).toBe(createHash('sha256').update(`svc-ocar-trust-config-v1\n${body}`).digest('hex'));
    expect(configCid(b)).toBe(configCid(a));
    expect(configCid({ ...a, threshold: 2 })).not.toBe(configCid(a));
  });

  it('weakening: a lower threshold, a dropped receiver or a changed key; never a raise or an addition', () => {
    const base = normalizeConfig({
      threshold: 2,
      receivers: [
        { receiverId: 'a', publicKeyHex: key(1) },
        { receiverId: 'b', publicKeyHex: key(2) },
      ],
    });
    expect(isWeakening(base, { ...base, threshold: 1 })).toBe(true);
    expect(isWeakening(base, { threshold: 1, receivers: [base.receivers[0]] })).toBe(true);
    expect(
      isWeakening(base, { ...base, receivers: [base.receivers[0], { receiverId: 'b', publicKeyHex: key(3) }] }),
    ).toBe(true);
    expect(isWeakening(base, CLEARED)).toBe(true);
    expect(
      isWeakening(base, { threshold: 3, receivers: [...base.receivers, { receiverId: 'c', publicKeyHex: key(3) }] }),
    ).toBe(false);
    expect(
      isWeakening(base, { threshold: 2, receivers: [...base.receivers, { receiverId: 'c', publicKeyHex: key(3) }] }),
    ).toBe(false);
    expect(isWeakening(base, base)).toBe(false);
    // Raising the threshold while dropping a receiver still weakens the set of pinned keys.
    expect(isWeakening(base, { threshold: 1, receivers: [base.receivers[0]] })).toBe(true);
  });
});
