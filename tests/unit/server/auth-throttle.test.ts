import { describe, expect, it } from 'vitest';
import { addressKey, blockSeconds, loginKeys, throttleRules } from '../../../server/auth/throttle.js';

describe('blockSeconds', () => {
  const rule = throttleRules.accountFromAddress;

  it('does not block under the limit', () => {
    for (let attempts = 1; attempts < rule.limit; attempts++) expect(blockSeconds(attempts, rule)).toBe(0);
  });

  it('doubles from the limit on and never exceeds the cap', () => {
    expect(blockSeconds(5, rule)).toBe(30);
    expect(blockSeconds(6, rule)).toBe(60);
    expect(blockSeconds(7, rule)).toBe(120);
    expect(blockSeconds(10, rule)).toBe(900);
    expect(blockSeconds(1000, rule)).toBe(900);
  });
});

describe('addressKey', () => {
  it('keeps IPv4 addresses and unwraps IPv4-mapped IPv6', () => {
    expect(addressKey('203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
  });

  it('groups IPv6 addresses by /64', () => {
    expect(addressKey('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0db8:0001:0002:ffff:1:2:3')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
  });
});

describe('loginKeys', () => {
  it("counts the address's own keys first, then the account", () => {
    expect(loginKeys('a@b.test', '10.0.0.1').map((key) => key.key)).toEqual(['account-address:a@b.test|10.0.0.1', 'address:10.0.0.1', 'account:a@b.test']);
  });

  it('spares an address the account has signed in from the account-wide limit', () => {
    expect(loginKeys('a@b.test', '10.0.0.1', { knownAddress: true }).map((key) => key.key)).toEqual(['account-address:a@b.test|10.0.0.1', 'address:10.0.0.1']);
  });
});
