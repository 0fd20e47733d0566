import { describe, expect, it } from 'vitest';
import { clientAddressKey as clientKey } from './client.ts';

describe('client key', () => {
  it('keeps IPv4 addresses, also mapped into IPv6', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('groups IPv6 addresses by their /64 network', () => {
    expect(clientKey('2001:db8:85a3:0:1:2:3:4')).toBe('2001:db8:85a3:0::/64');
    expect(clientKey('2001:0db8:85a3::8a2e:370:7334')).toBe('2001:db8:85a3:0::/64');
    expect(clientKey('2001:db8::1')).toBe(clientKey('2001:db8:0:0:ffff::2'));
    expect(clientKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
  });

  it('puts requests without a readable address under one key', () => {
    expect(clientKey(undefined)).toBe('unknown');
    expect(clientKey('not an address')).toBe('unknown');
  });
});
