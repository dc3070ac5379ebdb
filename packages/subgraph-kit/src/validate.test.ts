import { describe, it, expect } from 'vitest';
import type { AppError } from '@svc/core';
import {
  base64,
  did,
  gatedDecisionLimit,
  hexBytes,
  hexId,
  list,
  opaqueId,
  pageLimit,
  rfc3339,
  semver,
  slug,
  timeWindow,
  uint64String,
  unixSecondsString,
} from './validate.ts';

const code = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    return (e as AppError).code;
  }
  return 'ok';
};

describe('page sizes', () => {
  it('gated-decision list: clamped to 1..200, 0 and absent mean 50 (spec Limits)', () => {
    expect([0, null, undefined, 1, 50, 200, 201, 10_000, -5].map(gatedDecisionLimit)).toEqual([
      50, 50, 50, 1, 50, 200, 200, 200, 1,
    ]);
  });
  it('other lists: default 50, clamped to 200, negatives refused with SVC-VALID-4000', () => {
    expect([0, null, undefined, 1, 200, 999].map((v) => pageLimit(v))).toEqual([50, 50, 50, 1, 200, 200]);
    expect(code(() => pageLimit(-1))).toBe('SVC-VALID-4000');
    expect(pageLimit(5, 'first', { default: 10, max: 20 })).toBe(5);
    expect(pageLimit(0, 'first', { default: 10, max: 20 })).toBe(10);
  });
});

describe('timestamps', () => {
  it.each(['2026-01-01T00:00:00Z', '2026-01-01T00:00:00.123456+02:00', '2026-01-01t00:00:00z'])('accepts %s', (v) =>
    expect(code(() => rfc3339(v, 'fromTs'))).toBe('ok'),
  );
  it.each(['2026-01-01', '2026-01-01T00:00:00', 'yesterday', '1767225600', '2026-13-01T00:00:00Z', ''])(
    'refuses %s with SVC-VALID-4004',
    (v) => expect(code(() => rfc3339(v, 'fromTs'))).toBe('SVC-VALID-4004'),
  );
  it('refuses a window whose start is after its end, with either bound optional', () => {
    expect(code(() => timeWindow(new Date('2026-02-01T00:00:00Z'), new Date('2026-01-01T00:00:00Z')))).toBe(
      'SVC-VALID-4000',
    );
    expect(code(() => timeWindow('2026-01-01T00:00:00Z', '2026-01-01T00:00:00Z'))).toBe('ok');
    expect(code(() => timeWindow(null, new Date()))).toBe('ok');
  });
  it('Unix seconds as decimal strings', () => {
    expect(code(() => unixSecondsString('1767225600', 'startUnix'))).toBe('ok');
    expect(code(() => unixSecondsString('-1', 'startUnix'))).toBe('SVC-VALID-4000');
    expect(code(() => unixSecondsString('2026-01-01T00:00:00Z', 'startUnix'))).toBe('SVC-VALID-4000');
  });
});

describe('identifiers (SVC-VALID-4005)', () => {
  it('hex ids: lowercase, whole bytes, exact length when fixed', () => {
    expect(code(() => hexId('0190a1b2c3d4e5f60718293a4b5c6d7e', 'id', { bytes: 16 }))).toBe('ok');
    expect(code(() => hexId('0190A1B2C3D4E5F60718293A4B5C6D7E', 'id', { bytes: 16 }))).toBe('SVC-VALID-4005');
    expect(code(() => hexId('0190a1b2', 'id', { bytes: 16 }))).toBe('SVC-VALID-4005');
    expect(code(() => hexId('abc', 'id'))).toBe('SVC-VALID-4005');
    expect(code(() => hexId('zz', 'id'))).toBe('SVC-VALID-4005');
    expect(code(() => hexId('00', 'id'))).toBe('ok');
  });
  it('opaque ids: characters, maximum length, prefix', () => {
    expect(code(() => opaqueId('dsar_1', 'dsarId'))).toBe('ok');
    expect(code(() => opaqueId('a'.repeat(129), 'dsarId'))).toBe('SVC-VALID-4005');
    expect(code(() => opaqueId('', 'dsarId'))).toBe('SVC-VALID-4005');
    expect(code(() => opaqueId('a b', 'dsarId'))).toBe('SVC-VALID-4005');
    expect(code(() => opaqueId('../etc/passwd', 'dsarId'))).toBe('SVC-VALID-4005');
    expect(code(() => opaqueId('ws_dev', 'id', { prefix: 'ws' }))).toBe('ok');
    expect(code(() => opaqueId('org_dev', 'id', { prefix: 'ws' }))).toBe('SVC-VALID-4005');
    expect(code(() => opaqueId('ws_', 'id', { prefix: 'ws' }))).toBe('SVC-VALID-4005');
  });
  it('DIDs and slugs', () => {
    expect(code(() => did('did:key:z6MkhaXgBZDvotDkL5257faiztiGiC2QtKLGpbnnEGta2doK', 'agentDid'))).toBe('ok');
    expect(code(() => did('key:z6Mk', 'agentDid'))).toBe('SVC-VALID-4005');
    expect(code(() => slug('support.greeting'))).toBe('ok');
    expect(code(() => slug('Support Greeting'))).toBe('SVC-VALID-4005');
  });
});

describe('other shapes (SVC-VALID-4000)', () => {
  it('base64, hex key material, semver, decimal uint64, list bounds', () => {
    expect(code(() => base64('AA==', 'x'))).toBe('ok');
    expect(code(() => base64('A', 'x'))).toBe('SVC-VALID-4000');
    expect(code(() => base64('', 'x'))).toBe('SVC-VALID-4000');
    expect(code(() => base64('AA-_', 'x'))).toBe('SVC-VALID-4000');
    expect(code(() => hexBytes('ab'.repeat(32), 'k', 32))).toBe('ok');
    expect(code(() => hexBytes('00', 'k', 32))).toBe('SVC-VALID-4000');
    expect(code(() => semver('1.0.0-rc.1+build.5'))).toBe('ok');
    expect(code(() => semver('1.0'))).toBe('SVC-VALID-4000');
    expect(code(() => uint64String('18446744073709551615', 'n'))).toBe('ok');
    expect(code(() => uint64String('18446744073709551616', 'n'))).toBe('SVC-VALID-4000');
    expect(code(() => uint64String('-1', 'n'))).toBe('SVC-VALID-4000');
    expect(code(() => list(['AA=='], 'xs', base64, { min: 2 }))).toBe('SVC-VALID-4000');
    expect(code(() => list(['AA==', '!'], 'xs', base64))).toBe('SVC-VALID-4000');
  });
});
