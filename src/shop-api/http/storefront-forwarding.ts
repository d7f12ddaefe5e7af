import { timingSafeEqual } from 'node:crypto'
import { isIP } from 'node:net'

/**
 * The browser's address on API requests a storefront node makes over HTTP (SHOP_API_URL), so that
 * the API's limits per client address (src/shop-api/auth/address-limits.ts) count shoppers, not the
 * storefront node. Any client could send such a header, so the API believes it only together with
 * the secret both tiers share (STOREFRONT_SECRET); otherwise both headers are ignored.
 * docs/decisions/022-media-and-client-address-in-http-mode.md.
 *
 * Neither header is logged or echoed: the secret is a credential.
 */

export const STOREFRONT_CLIENT_ADDRESS_HEADER = 'x-storefront-client-address'
export const STOREFRONT_SECRET_HEADER = 'x-storefront-secret'

/** Both headers; a caller of the shop client can set neither (src/shop-client/shop-client.ts). */
export const STOREFRONT_FORWARDING_HEADERS: readonly string[] = [
  STOREFRONT_CLIENT_ADDRESS_HEADER,
  STOREFRONT_SECRET_HEADER,
]

/** Compared in constant time, so the answer's timing does not tell how much of a guess was right. */
function secretMatches(given: string | null, secret: string): boolean {
  if (given === null || secret === '') return false
  const expected = Buffer.from(secret, 'utf8')
  const received = Buffer.from(given, 'utf8')
  // timingSafeEqual needs equal lengths; the length of the secret is no secret (at least 32).
  if (received.length !== expected.length) return false
  return timingSafeEqual(received, expected)
}

/**
 * One IP address, IPv4 clients of a dual-stack socket as plain IPv4 (as forwardedView has them).
 * Without an IPv6 zone (`fe80::1%eth0`): it names an interface of the storefront's host, and would
 * make one client many keys of the limits.
 */
function ipAddress(value: string | null): string | undefined {
  const trimmed = value?.trim() ?? ''
  if (!/^[0-9a-f.:]{2,45}$/i.test(trimmed) || isIP(trimmed) === 0) return undefined
  const mapped = /^::ffff:/i.test(trimmed) ? trimmed.slice(7) : undefined
  return mapped !== undefined && isIP(mapped) === 4 ? mapped : trimmed
}

/**
 * The client address a storefront named for this request, when the request carries this server's
 * `secret` and one syntactically valid IP address; otherwise undefined (nothing is believed while
 * the secret is empty).
 */
export function trustedStorefrontAddress(headers: Headers, secret: string): string | undefined {
  if (!secretMatches(headers.get(STOREFRONT_SECRET_HEADER), secret)) return undefined
  return ipAddress(headers.get(STOREFRONT_CLIENT_ADDRESS_HEADER))
}

/**
 * `request` to the API with the browser's address and the shared secret, or with neither header
 * when there is no secret or no browser (work outside a browser request).
 */
export function withStorefrontForwarding(
  request: Request,
  secret: string,
  browserAddress: string | undefined,
): Request {
  const headers = new Headers(request.headers)
  for (const name of STOREFRONT_FORWARDING_HEADERS) headers.delete(name)
  if (secret !== '' && browserAddress) {
    headers.set(STOREFRONT_CLIENT_ADDRESS_HEADER, browserAddress)
    headers.set(STOREFRONT_SECRET_HEADER, secret)
  }
  return new Request(request, { headers })
}
