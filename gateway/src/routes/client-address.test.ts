import { describe, it, expect } from 'vitest';
import type { IncomingMessage } from 'node:http';
import { clientAddress } from './client-address.ts';

const req = (xff?: string | string[], peer = '10.0.0.9') =>
  ({
    socket: { remoteAddress: peer },
    headers: xff === undefined ? {} : { 'x-forwarded-for': xff },
  }) as unknown as IncomingMessage;

describe('clientAddress', () => {
  it('is the TCP peer unless proxies are trusted, whatever X-Forwarded-For claims', () => {
    expect(clientAddress(req('1.2.3.4'), 0)).toBe('10.0.0.9');
    expect(clientAddress(req(), 0)).toBe('10.0.0.9');
  });

  it('takes the entry as many places from the right as there are trusted proxies, ignoring what the client prepended', () => {
    expect(clientAddress(req('6.6.6.6, 1.2.3.4'), 1)).toBe('1.2.3.4');
    expect(clientAddress(req('6.6.6.6, 1.2.3.4, 10.0.0.2'), 2)).toBe('1.2.3.4');
    expect(clientAddress(req(['6.6.6.6', '1.2.3.4']), 1)).toBe('1.2.3.4');
  });

  it('falls back to the peer without the header, and to the leftmost entry when the list is short', () => {
    expect(clientAddress(req(), 1)).toBe('10.0.0.9');
    expect(clientAddress(req(' , '), 1)).toBe('10.0.0.9');
    expect(clientAddress(req('1.2.3.4'), 3)).toBe('1.2.3.4');
    expect(clientAddress(req('x'.repeat(5000)), 1)).toHaveLength(64);
  });
});
