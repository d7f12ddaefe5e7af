import { describe, expect, it } from 'vitest'
import { forwardedView, isTrustedProxy, peerAddress } from './forwarded.server'

/** A request as Nitro's node server hands it over: `ip` is the TCP peer. */
function served(url: string, peer: string, headers: Record<string, string> = {}): Request {
  const request = new Request(url, { headers })
  Object.defineProperty(request, 'ip', { value: peer })
  return request
}

const behindProxy = {
  'x-forwarded-proto': 'https',
  'x-forwarded-host': 'www.sportalpin.at',
  'x-forwarded-for': '203.0.113.7, 10.0.0.2',
}

describe('forwardedView', () => {
  it('believes the forwarded scheme, host and client of a trusted proxy', () => {
    const request = served('http://10.0.0.5:3000/herren/', '127.0.0.1', behindProxy)
    expect(forwardedView(request, 'loopback')).toEqual({
      origin: 'https://www.sportalpin.at',
      https: true,
      clientAddress: '10.0.0.2',
    })
    // With the second proxy trusted as well, the client is the first untrusted hop.
    expect(forwardedView(request, '127.0.0.1, 10.0.0.2').clientAddress).toBe('203.0.113.7')
  })

  it('ignores forwarded headers from anyone else: they can be sent by any client', () => {
    const request = served('http://shop.test/herren/', '198.51.100.9', behindProxy)
    expect(forwardedView(request, 'loopback')).toEqual({
      origin: 'http://shop.test',
      https: false,
      clientAddress: '198.51.100.9',
    })
    expect(forwardedView(served('http://shop.test/', '127.0.0.1', behindProxy), '')).toEqual({
      origin: 'http://shop.test',
      https: false,
      clientAddress: '127.0.0.1',
    })
  })

  it('keeps the request’s own scheme and host when the proxy sends malformed ones', () => {
    const request = served('http://shop.test/', '127.0.0.1', {
      'x-forwarded-proto': 'javascript',
      'x-forwarded-host': 'evil.example/path?',
      'x-forwarded-for': 'not-an-address',
    })
    expect(forwardedView(request, 'loopback')).toEqual({
      origin: 'http://shop.test',
      https: false,
      clientAddress: '127.0.0.1',
    })
  })
})

describe('isTrustedProxy', () => {
  it('matches loopback, listed addresses and IPv4-mapped IPv6 peers', () => {
    expect(isTrustedProxy('loopback', '::1')).toBe(true)
    expect(isTrustedProxy('loopback', '::ffff:127.0.0.1')).toBe(true)
    expect(isTrustedProxy('loopback', '10.0.0.1')).toBe(false)
    expect(isTrustedProxy('10.0.0.1,10.0.0.2', '::ffff:10.0.0.2')).toBe(true)
    expect(isTrustedProxy('', '127.0.0.1')).toBe(false)
    expect(isTrustedProxy('loopback', undefined)).toBe(false)
  })
})

describe('peerAddress', () => {
  it('reads the peer of a served request, and none of one made in-process', () => {
    expect(peerAddress(served('http://shop.test/', '::ffff:192.0.2.1'))).toBe('192.0.2.1')
    expect(peerAddress(new Request('http://shop.test/'))).toBeUndefined()
  })
})
