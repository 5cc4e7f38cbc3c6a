import { describe, expect, it } from 'vitest';
import { clientAddress } from '../../platform/http/client-address';

describe('the visitor address of the local server', () => {
  it('is the connection’s address, whatever X-Forwarded-For says, unless told it sits behind a proxy', () => {
    expect(clientAddress('127.0.0.9', '203.0.113.7', false)).toBe('127.0.0.9');
    expect(clientAddress('127.0.0.9', undefined, false)).toBe('127.0.0.9');
  });

  it('behind a proxy (TRUST_PROXY=1) is the address that proxy added last', () => {
    expect(clientAddress('10.0.0.2', '203.0.113.7', true)).toBe('203.0.113.7');
    // A client's own entry comes first; the proxy appends the address it saw.
    expect(clientAddress('10.0.0.2', '198.51.100.1, 203.0.113.7', true)).toBe('203.0.113.7');
    expect(clientAddress('10.0.0.2', undefined, true)).toBe('10.0.0.2');
  });

  it('writes an IPv4 visitor of a dual-stack socket as plain IPv4', () => {
    expect(clientAddress('::ffff:127.0.0.1', undefined, false)).toBe('127.0.0.1');
    expect(clientAddress('::1', undefined, false)).toBe('::1');
  });
});
