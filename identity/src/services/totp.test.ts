import { describe, it, expect } from 'vitest';
import { base32Decode, base32Encode, hotp, verifyTotp, otpauthUrl } from './totp.ts';

// RFC 6238 Appendix B (SHA-1 seed) and RFC 4226 Appendix D.
const SEED = Buffer.from('12345678901234567890');

describe('TOTP (RFC 6238)', () => {
  it('matches the RFC 4226 HOTP test values', () => {
    expect([0, 1, 2, 3, 9].map((c) => hotp(SEED, c))).toEqual(['755224', '287082', '359152', '969429', '520489']);
  });

  it('matches the RFC 6238 SHA-1 test vectors (8 digits)', () => {
    const at = (t: number) => hotp(SEED, Math.floor(t / 30), 8);
    expect([59, 1111111109, 1111111111, 1234567890, 2000000000, 20000000000].map(at)).toEqual([
      '94287082',
      '07081804',
      '14050471',
      '89005924',
      '69279037',
      '65353130',
    ]);
  });

  it('accepts a code within one step either side and nothing else', () => {
    const now = 1_700_000_000_000;
    const step = Math.floor(now / 30_000);
    expect(verifyTotp(SEED, hotp(SEED, step), now)).toBe(step);
    expect(verifyTotp(SEED, hotp(SEED, step - 1), now)).toBe(step - 1);
    expect(verifyTotp(SEED, hotp(SEED, step + 1), now)).toBe(step + 1);
    expect(verifyTotp(SEED, hotp(SEED, step + 2), now)).toBeNull();
    expect(verifyTotp(SEED, '12345', now)).toBeNull();
    expect(verifyTotp(SEED, 'abcdef', now)).toBeNull();
  });

  it('round-trips base32 and builds an otpauth URL', () => {
    expect(base32Encode(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
    expect(base32Decode('MZXW6YTBOI').toString()).toBe('foobar');
    expect(otpauthUrl('SVC', 'a@b.c', 'MZXW6YTBOI')).toBe(
      'otpauth://totp/SVC%3Aa%40b.c?secret=MZXW6YTBOI&issuer=SVC&algorithm=SHA1&digits=6&period=30',
    );
  });
});
