import { describe, expect, it } from 'vitest';
import { addressGroup, forwardedClientAddress } from './client-address.ts';

describe('forwardedClientAddress (TRUSTED_PROXY_COUNT)', () => {
  const socket = '10.0.0.5';

  it('uses the socket address when no proxy is trusted, whatever X-Forwarded-For says', () => {
    expect(forwardedClientAddress('203.0.113.9', socket, 0)).toBe(socket);
    expect(forwardedClientAddress(undefined, socket, 0)).toBe(socket);
  });

  it('takes the Nth address from the right: what the outermost trusted proxy saw', () => {
    // A client may send its own X-Forwarded-For; each proxy appends the address it saw.
    const header = '198.51.100.1, 203.0.113.9, 10.0.0.2';
    expect(forwardedClientAddress(header, socket, 1)).toBe('10.0.0.2');
    expect(forwardedClientAddress(header, socket, 2)).toBe('203.0.113.9');
    expect(forwardedClientAddress(' 198.51.100.1 ,203.0.113.9 ', socket, 1)).toBe('203.0.113.9');
  });

  it('takes the leftmost address when there are fewer than N (every entry came from a trusted proxy)', () => {
    expect(forwardedClientAddress('203.0.113.9', socket, 2)).toBe('203.0.113.9');
    expect(forwardedClientAddress('203.0.113.9, , ', socket, 2)).toBe('203.0.113.9');
  });

  it('falls back to the socket when there is no header or the chosen entry is not an address', () => {
    expect(forwardedClientAddress(undefined, socket, 1)).toBe(socket);
    expect(forwardedClientAddress('', socket, 1)).toBe(socket);
    expect(forwardedClientAddress('203.0.113.9, not-an-address', socket, 1)).toBe(socket);
  });

  it('writes IPv4 clients of an IPv6 socket as IPv4', () => {
    expect(forwardedClientAddress(undefined, '::ffff:127.0.0.1', 0)).toBe('127.0.0.1');
    expect(forwardedClientAddress('::ffff:203.0.113.9', socket, 1)).toBe('203.0.113.9');
    expect(forwardedClientAddress('2001:db8::1', socket, 1)).toBe('2001:db8::1');
  });
});

describe('addressGroup (the subject of per-address limits)', () => {
  it('is the address itself for IPv4', () => {
    expect(addressGroup('203.0.113.9')).toBe('203.0.113.9');
  });

  it('is the /64 network for IPv6, since one subscriber holds a whole /64', () => {
    expect(addressGroup('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(addressGroup('2001:db8:1:2::9')).toBe('2001:db8:1:2::/64');
    expect(addressGroup('2001:DB8::1')).toBe('2001:db8:0:0::/64');
    expect(addressGroup('::1')).toBe('0:0:0:0::/64');
  });
});
