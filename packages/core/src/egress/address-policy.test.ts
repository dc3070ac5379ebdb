import { describe, expect, it } from 'vitest';
import { classifyAddress, isLoopback } from './address-policy.ts';

describe('classifyAddress', () => {
  const cases: [string, string | null][] = [
    ['169.254.169.254', 'metadata'],
    ['169.254.170.2', 'metadata'],
    ['100.100.100.200', 'metadata'],
    ['192.0.0.192', 'metadata'],
    ['fd00:ec2::254', 'metadata'],
    ['::ffff:169.254.169.254', 'metadata'],
    ['::ffff:a9fe:a9fe', 'metadata'],
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['::1', 'loopback'],
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['169.254.1.1', 'link-local'],
    ['fe80::1', 'link-local'],
    ['fe80::1%eth0', 'link-local'],
    ['100.64.0.1', 'cgnat'],
    ['100.127.255.255', 'cgnat'],
    ['fc00::1', 'unique-local'],
    ['fd12:3456::1', 'unique-local'],
    ['::ffff:127.0.0.1', 'ipv4-mapped'],
    ['::ffff:10.0.0.1', 'ipv4-mapped'],
    ['::ffff:8.8.8.8', 'ipv4-mapped'],
    ['::ffff:7f00:1', 'ipv4-mapped'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['ff02::1', 'multicast'],
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', 'unspecified'],
    ['::', 'unspecified'],
    ['255.255.255.255', 'broadcast'],
    ['240.0.0.1', 'reserved'],
    ['198.18.0.1', 'reserved'],
    ['192.0.2.1', 'documentation'],
    ['2001:db8::1', 'documentation'],
    ['64:ff9b::a00:1', 'transition'],
    ['2002:a00:1::1', 'transition'],
    ['::7f00:1', 'transition'],
    ['not-an-ip', 'invalid'],
    ['', 'invalid'],
    ['8.8.8.8', null],
    ['1.1.1.1', null],
    ['172.32.0.1', null],
    ['100.128.0.1', null],
    ['2606:4700:4700::1111', null],
    ['[2606:4700::1]', null],
  ];
  it.each(cases)('%s is %s', (address, cls) => {
    expect(classifyAddress(address)).toBe(cls);
  });

  it('treats loopback only, in both families and mapped, as loopback', () => {
    expect(isLoopback('127.0.0.1')).toBe(true);
    expect(isLoopback('::1')).toBe(true);
    expect(isLoopback('::ffff:127.0.0.1')).toBe(true);
    expect(isLoopback('10.0.0.1')).toBe(false);
    expect(isLoopback('169.254.169.254')).toBe(false);
  });
});
