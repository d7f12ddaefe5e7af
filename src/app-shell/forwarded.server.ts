import { isIP } from 'node:net'

/**
 * What a request looks like from the browser's side when a trusted proxy (TLS terminator, load
 * balancer) forwarded it: the scheme and host the browser used, and the client's address. Without
 * a trusted proxy the forwarded headers are ignored — anyone can send them.
 */

/** TRUSTED_PROXY: empty (none), `loopback`, or a comma-separated list of addresses. */
export type TrustedProxy = '' | 'loopback' | (string & {})

export interface ForwardedView {
  /** Origin the browser addressed, e.g. `https://www.sportalpin.at`. */
  readonly origin: string
  readonly https: boolean
  /** The client's address: the peer, or the nearest untrusted hop the trusted proxies name. */
  readonly clientAddress: string | undefined
}

function normalizeAddress(address: string): string {
  const trimmed = address.trim()
  // IPv4 clients of a dual-stack socket appear as ::ffff:a.b.c.d.
  return trimmed.startsWith('::ffff:') && isIP(trimmed.slice(7)) === 4 ? trimmed.slice(7) : trimmed
}

function isLoopback(address: string): boolean {
  return address === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(address)
}

export function isTrustedProxy(trusted: TrustedProxy, address: string | undefined): boolean {
  if (!trusted || !address) return false
  const normalized = normalizeAddress(address)
  if (trusted === 'loopback') return isLoopback(normalized)
  return trusted.split(',').some((entry) => normalizeAddress(entry) === normalized)
}

/**
 * The TCP peer of a request served by Nitro's node server (srvx sets `ip` to the socket's remote
 * address, as it trusts no proxy itself); undefined for requests made in-process.
 */
export function peerAddress(request: Request): string | undefined {
  const ip: unknown = Reflect.get(request, 'ip')
  return typeof ip === 'string' && ip ? normalizeAddress(ip) : undefined
}

const HOST_PATTERN =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*(?::\d{1,5})?$/i

/** The first value of a comma-separated forwarded header (the one the outermost proxy set). */
function firstValue(header: string | null): string | undefined {
  const value = header?.split(',')[0]?.trim()
  return value || undefined
}

export function forwardedView(
  request: Request,
  trusted: TrustedProxy,
  peer = peerAddress(request),
): ForwardedView {
  const url = new URL(request.url)
  if (!isTrustedProxy(trusted, peer)) {
    return { origin: url.origin, https: url.protocol === 'https:', clientAddress: peer }
  }
  const proto = firstValue(request.headers.get('x-forwarded-proto'))?.toLowerCase()
  const scheme = proto === 'https' || proto === 'http' ? proto : url.protocol.slice(0, -1)
  const forwardedHost = firstValue(request.headers.get('x-forwarded-host'))
  const host = forwardedHost && HOST_PATTERN.test(forwardedHost) ? forwardedHost.toLowerCase() : url.host
  // X-Forwarded-For lists client, then each proxy; the client is the last hop no trusted proxy is.
  const hops = (request.headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((hop) => normalizeAddress(hop))
    .filter((hop) => isIP(hop) !== 0)
  let clientAddress = peer
  for (let index = hops.length - 1; index >= 0; index--) {
    clientAddress = hops[index]
    if (!isTrustedProxy(trusted, clientAddress)) break
  }
  return { origin: `${scheme}://${host}`, https: scheme === 'https', clientAddress }
}
