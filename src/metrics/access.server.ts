import { createHash, timingSafeEqual } from 'node:crypto'
import { isIP } from 'node:net'

/**
 * Who may read `GET /metrics`: a scraper that sends the configured token (`Authorization: Bearer
 * …`, METRICS_TOKEN) or comes from a configured address (METRICS_ADDRESSES; the client address as
 * src/app-shell/forwarded.server.ts determines it behind a trusted proxy). Unconfigured, nobody.
 */
export interface MetricsAccess {
  readonly token: string
  /** Comma-separated IP addresses, or empty. */
  readonly addresses: string
}

/** Digests of equal length, so the comparison takes as long whatever the lengths are. */
const digest = (value: string) => createHash('sha256').update(value).digest()

function tokenMatches(configured: string, authorization: string | null): boolean {
  if (!configured || !authorization) return false
  const match = /^Bearer[ ]+(\S+)\s*$/i.exec(authorization)
  if (!match?.[1]) return false
  return timingSafeEqual(digest(match[1]), digest(configured))
}

/** IPv4 clients of a dual-stack socket appear as ::ffff:a.b.c.d; IPv6 may be written many ways. */
function canonicalAddress(address: string): string {
  const trimmed = address.trim().toLowerCase()
  const mapped = trimmed.startsWith('::ffff:') ? trimmed.slice(7) : trimmed
  if (isIP(mapped) === 4) return mapped
  if (isIP(trimmed) === 6) return new URL(`http://[${trimmed}]/`).hostname.slice(1, -1)
  return trimmed
}

function addressMatches(configured: string, clientAddress: string | undefined): boolean {
  if (!configured || !clientAddress) return false
  const client = canonicalAddress(clientAddress)
  return configured.split(',').some((entry) => entry.trim() !== '' && canonicalAddress(entry) === client)
}

export function mayReadMetrics(
  access: MetricsAccess,
  authorization: string | null,
  clientAddress: string | undefined,
): boolean {
  return tokenMatches(access.token, authorization) || addressMatches(access.addresses, clientAddress)
}
