/**
 * The HTTP answers of /robots.txt, /sitemap.xml and /sitemaps/{section}-{n}.xml (server routes).
 *
 * Caching: the shop computes the overview once per catalogue version (it follows catalogue changes
 * through the database's notifications, ADR 008); the answers carry an ETag derived from it, so a
 * crawler or CDN revalidates with a 304 until the catalogue or the content changes, and a CDN may
 * keep an answer for five minutes.
 */
import * as v from 'valibot'
import { getServerConfig } from '~/config/config.server'
import { readSitemapOverview, readSitemapProducts } from '~/shop-client/api/sitemap.server'
import { robotsTxt } from './robots'
import { sitemapFileNameSchema } from '~/shop-client/schemas/sitemap.schema'
import {
  productEntries,
  sectionEntries,
  sitemapEtag,
  sitemapFiles,
  sitemapIndexXml,
  sitemapXml,
  slices,
  SITEMAP_FILE_LIMIT,
} from './sitemap.server'
import type { SitemapOverview } from '~/shop-client/schemas/sitemap.schema'
import { log } from '~/lib/log.server'

const SITEMAP_CACHE = 'public, max-age=0, s-maxage=300, stale-while-revalidate=3600'

export function robotsTxtResponse(): Response {
  return new Response(robotsTxt(getServerConfig().HOST_NAME), {
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  })
}

async function overviewOrFailure(): Promise<SitemapOverview | Response> {
  try {
    // The shop caches the overview per catalogue version.
    return await readSitemapOverview(SITEMAP_FILE_LIMIT)
  } catch (error) {
    log.error({ err: error }, 'sitemap overview failed')
    return new Response('The sitemap is unavailable for a moment.', {
      status: 503,
      headers: {
        'content-type': 'text/plain; charset=utf-8',
        'retry-after': '60',
        'cache-control': 'no-store',
      },
    })
  }
}

/**
 * Whether `If-None-Match` names this ETag. Weak comparison (RFC 9110 §13.1.2): compression marks the
 * validator weak (`W/"…"`), and the client sends back what it was given.
 */
export function matchesEtag(ifNoneMatch: string | null, etag: string): boolean {
  if (ifNoneMatch === null) return false
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '')
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag))
}

function xmlResponse(request: Request, etag: string, body: () => ReadableStream<Uint8Array>): Response {
  const headers = { etag, 'cache-control': SITEMAP_CACHE }
  if (matchesEtag(request.headers.get('if-none-match'), etag))
    return new Response(null, { status: 304, headers })
  return new Response(body(), { headers: { ...headers, 'content-type': 'application/xml; charset=utf-8' } })
}

const notFound = () =>
  new Response('No such sitemap.', {
    status: 404,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  })

export async function sitemapIndexResponse(request: Request): Promise<Response> {
  const overview = await overviewOrFailure()
  if (overview instanceof Response) return overview
  const hostName = getServerConfig().HOST_NAME
  return xmlResponse(request, sitemapEtag(overview, 'index'), () =>
    sitemapIndexXml(hostName, sitemapFiles(overview)),
  )
}

export async function sitemapFileResponse(request: Request, name: string): Promise<Response> {
  const parsed = v.safeParse(sitemapFileNameSchema, name)
  if (!parsed.success) return notFound()
  const { section, number } = parsed.output
  const overview = await overviewOrFailure()
  if (overview instanceof Response) return overview
  const hostName = getServerConfig().HOST_NAME
  if (section === 'products') {
    const file = overview.products.files[number - 1]
    if (!file) return notFound()
    return xmlResponse(request, sitemapEtag(overview, name), () =>
      sitemapXml(hostName, productEntries(readSitemapProducts, file)),
    )
  }
  const slice = slices(sectionEntries(overview, section), SITEMAP_FILE_LIMIT)[number - 1]
  if (!slice) return notFound()
  return xmlResponse(request, sitemapEtag(overview, name), () => sitemapXml(hostName, slice))
}
