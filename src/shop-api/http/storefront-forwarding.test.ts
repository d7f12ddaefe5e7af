import { describe, expect, it } from 'vitest'
import {
  STOREFRONT_CLIENT_ADDRESS_HEADER,
  STOREFRONT_SECRET_HEADER,
  trustedStorefrontAddress,
  withStorefrontForwarding,
} from './storefront-forwarding'

const SECRET = 'k7Q2vX9pL4mN8rT1wY6zB3cF5hJ0sD2g'

function headers(values: Record<string, string>): Headers {
  return new Headers(values)
}

describe('trustedStorefrontAddress', () => {
  it('believes the address a storefront names with the shared secret', () => {
    const sent = headers({
      [STOREFRONT_SECRET_HEADER]: SECRET,
      [STOREFRONT_CLIENT_ADDRESS_HEADER]: '203.0.113.7',
    })
    expect(trustedStorefrontAddress(sent, SECRET)).toBe('203.0.113.7')
  })

  it('takes IPv6 addresses, and an IPv4 client of a dual-stack socket as plain IPv4', () => {
    for (const [given, expected] of [
      ['2001:db8::7', '2001:db8::7'],
      [' 2001:DB8:0:0:0:0:0:7 ', '2001:DB8:0:0:0:0:0:7'],
      ['::ffff:198.51.100.4', '198.51.100.4'],
      ['::1', '::1'],
    ] as const) {
      const sent = headers({ [STOREFRONT_SECRET_HEADER]: SECRET, [STOREFRONT_CLIENT_ADDRESS_HEADER]: given })
      expect(trustedStorefrontAddress(sent, SECRET), given).toBe(expected)
    }
  })

  it('ignores both headers with a wrong secret, one of another length, or none', () => {
    for (const secret of [
      `${SECRET.slice(0, -1)}h`,
      SECRET.slice(0, -1),
      `${SECRET}x`,
      SECRET.toUpperCase(),
      '',
      ' ',
      'ä'.repeat(16),
    ]) {
      const sent = headers({ [STOREFRONT_CLIENT_ADDRESS_HEADER]: '203.0.113.7' })
      if (secret !== '') sent.set(STOREFRONT_SECRET_HEADER, encodeURIComponent(secret))
      expect(trustedStorefrontAddress(sent, SECRET), JSON.stringify(secret)).toBeUndefined()
    }
    expect(
      trustedStorefrontAddress(headers({ [STOREFRONT_CLIENT_ADDRESS_HEADER]: '203.0.113.7' }), SECRET),
    ).toBe(undefined)
  })

  it('trusts nobody while this server has no secret, whatever is sent', () => {
    for (const sent of [
      headers({ [STOREFRONT_SECRET_HEADER]: '', [STOREFRONT_CLIENT_ADDRESS_HEADER]: '203.0.113.7' }),
      headers({ [STOREFRONT_SECRET_HEADER]: SECRET, [STOREFRONT_CLIENT_ADDRESS_HEADER]: '203.0.113.7' }),
    ]) {
      expect(trustedStorefrontAddress(sent, '')).toBeUndefined()
    }
  })

  it('ignores an address that is not one IP address', () => {
    for (const address of [
      '',
      'localhost',
      '203.0.113.7, 198.51.100.4',
      '203.0.113.256',
      '203.0.113.7:443',
      '[2001:db8::7]',
      'fe80::1%eth0',
      '2001:db8::7::1',
      '203.0.113.7\u0000',
    ]) {
      const sent = headers({ [STOREFRONT_SECRET_HEADER]: SECRET })
      // Headers refuses NUL and some control characters outright; what it takes is checked here.
      try {
        sent.set(STOREFRONT_CLIENT_ADDRESS_HEADER, address)
      } catch {
        continue
      }
      expect(trustedStorefrontAddress(sent, SECRET), JSON.stringify(address)).toBeUndefined()
    }
  })

  it('reads the headers case-insensitively, as HTTP does', () => {
    const sent = headers({ 'X-Storefront-Secret': SECRET, 'X-Storefront-Client-Address': '203.0.113.7' })
    expect(trustedStorefrontAddress(sent, SECRET)).toBe('203.0.113.7')
  })
})

describe('withStorefrontForwarding', () => {
  const apiRequest = (init: RequestInit = {}) => new Request('http://api.test/api/v1/auth/login/', init)

  it('names the browser and the secret on a request to the API', () => {
    const forwarded = withStorefrontForwarding(apiRequest(), SECRET, '203.0.113.7')
    expect(forwarded.headers.get('x-storefront-client-address')).toBe('203.0.113.7')
    expect(forwarded.headers.get('x-storefront-secret')).toBe(SECRET)
    // What the storefront names, an API with the same secret believes.
    expect(trustedStorefrontAddress(forwarded.headers, SECRET)).toBe('203.0.113.7')
  })

  it('sends neither header without a secret or without a browser, and drops any already there', () => {
    const forged = {
      headers: { 'x-storefront-client-address': '198.51.100.4', 'x-storefront-secret': 'forged' },
    }
    for (const [secret, address] of [
      ['', '203.0.113.7'],
      [SECRET, undefined],
    ] as const) {
      const forwarded = withStorefrontForwarding(apiRequest(forged), secret, address)
      expect(forwarded.headers.has('x-storefront-client-address')).toBe(false)
      expect(forwarded.headers.has('x-storefront-secret')).toBe(false)
    }
  })

  it('keeps the method, body and other headers of the request', async () => {
    const forwarded = withStorefrontForwarding(
      apiRequest({
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: 'Bearer t0k3n' },
        body: JSON.stringify({ email: 'anna@example.at' }),
      }),
      SECRET,
      '2001:db8::7',
    )
    expect(forwarded.method).toBe('POST')
    expect(forwarded.headers.get('authorization')).toBe('Bearer t0k3n')
    expect(await forwarded.json()).toEqual({ email: 'anna@example.at' })
  })
})
