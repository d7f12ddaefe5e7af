import { availableParallelism } from 'node:os'
import type Sharp from 'sharp'
import { contentVersion } from '~/lib/content-version.server'
import { IMAGE_PIPELINE_PREFIX, IMAGE_WIDTHS } from '~/lib/product-image'
import type { ImageWidth } from '~/lib/product-image'
import { log } from '~/lib/log.server'
import { MEDIA_SECURITY_HEADERS, matchesEtag, mediaPathOf } from './media.server'
import type { MediaPath } from './media.server'

/**
 * The image pipeline: `/img/<width>/<media path>?v=<version>` renders a product image of the shop's
 * media (the seed's SVG artwork or a retailer's photos) at one of IMAGE_WIDTHS, as AVIF, WebP or JPEG
 * by the browser's `Accept` (ADR 032).
 *
 * - Only media the shop itself serves is read (ImageSource): no other host, no other path, no other
 *   width, so it is not an open image proxy and the set of variants is finite.
 * - `v` is the source's content version (the first hex digits of its SHA-256). When it matches the
 *   bytes read, the answer is immutable for a year; otherwise (no `v`, or a stale one) it is cached for
 *   an hour, so a changed picture shows without a purge.
 * - A source that cannot be decoded, is too large, or is missing answers a neutral placeholder, never
 *   a 5xx: a broken picture must not break a page.
 */

/** Where the sources come from: the media folder in-process, the API host's `/media/` in HTTP mode. */
export interface ImageSource {
  read(media: MediaPath): Promise<SourceRead>
}

export type SourceRead =
  | { readonly kind: 'found'; readonly bytes: Uint8Array }
  | { readonly kind: 'missing' }
  | { readonly kind: 'too-large' }
  | { readonly kind: 'unavailable' }

export type OutputFormat = 'avif' | 'webp' | 'jpeg'

export const OUTPUT_CONTENT_TYPES: Readonly<Record<OutputFormat, string>> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
}

/** Sources above this many bytes are not read whole (a photo from a camera is 5–15 MB). */
export const MAX_SOURCE_BYTES = 25 * 1024 * 1024
/** Decoded sources above this many pixels are refused before decoding (a decompression bomb). */
export const MAX_SOURCE_PIXELS = 50_000_000

const IMMUTABLE = 'public, max-age=31536000, immutable'
const UNVERSIONED = 'public, max-age=3600'
const PLACEHOLDER_CACHE = 'public, max-age=60'
const VERSION_PATTERN = /^[0-9a-f]{8,64}$/

/** A light square with a picture outline: what a shopper sees where a product image could not be made. */
export const PLACEHOLDER_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400">' +
  '<rect width="400" height="400" fill="#eef1f4"/>' +
  '<g fill="none" stroke="#a3adb8" stroke-width="8" stroke-linejoin="round">' +
  '<rect x="130" y="140" width="140" height="120" rx="10"/><path d="M140 248 185 200 215 228 235 210 262 248"/>' +
  '<circle cx="232" cy="172" r="12"/></g></svg>'

/** The format for this `Accept`: AVIF, then WebP, when the browser names them; JPEG for everyone. */
export function negotiateImageFormat(accept: string | null): OutputFormat {
  const accepted = new Map<string, number>()
  for (const part of (accept ?? '').toLowerCase().split(',')) {
    const [type = '', ...parameters] = part.trim().split(';')
    const quality = parameters.map((parameter) => /^\s*q=([0-9.]+)\s*$/.exec(parameter)?.[1]).find(Boolean)
    accepted.set(type.trim(), quality === undefined ? 1 : Number(quality) || 0)
  }
  if ((accepted.get('image/avif') ?? 0) > 0) return 'avif'
  if ((accepted.get('image/webp') ?? 0) > 0) return 'webp'
  return 'jpeg'
}

interface ParsedRequest {
  readonly width: ImageWidth
  readonly media: MediaPath
  readonly version: string | undefined
}

/** The width, source and version an `/img/` address names, or the reason it names none. */
export function parseImageRequest(url: URL): ParsedRequest | { readonly refused: string } {
  const rest = url.pathname.slice(IMAGE_PIPELINE_PREFIX.length)
  const slash = rest.indexOf('/')
  const segment = rest.slice(0, slash)
  const width = Number(segment)
  // Exactly as the pages write it: `0640` or `6.4e2` would be other addresses for the same picture.
  if (slash < 1 || String(width) !== segment || !(IMAGE_WIDTHS as readonly number[]).includes(width)) {
    return { refused: `The width must be one of ${IMAGE_WIDTHS.join(', ')}.` }
  }
  const media = mediaPathOf(`/media/${rest.slice(slash + 1)}`)
  if (!media) return { refused: 'Only product images of this shop can be rendered.' }
  const version = url.searchParams.get('v') ?? undefined
  if (version !== undefined && !VERSION_PATTERN.test(version)) {
    return { refused: 'The version must be the hexadecimal content version of the image.' }
  }
  return { width: width as ImageWidth, media, version }
}

export interface RenderedImage {
  readonly bytes: Uint8Array<ArrayBuffer>
  readonly contentType: string
  readonly etag: string
}

let library: Promise<typeof Sharp> | undefined

/**
 * sharp, loaded with the first picture to render rather than at start-up: libvips adds about 25 MB to
 * a node's memory, which a node that never renders (an API node, a node behind a warm cache) need
 * not carry. Its own operation cache is off: the pipeline keeps the encoded answers (below), and
 * decoded sources would only hold memory. A load that failed is tried again next time.
 */
function loadSharp(): Promise<typeof Sharp> {
  library ??= import('sharp').then(
    ({ default: sharp }) => {
      sharp.cache(false)
      sharp.concurrency(1)
      return sharp
    },
    (error: unknown) => {
      library = undefined
      throw error
    },
  )
  return library
}

/** Renders `source` `width` pixels wide (raster sources are never enlarged) in `format`. */
export async function renderImage(
  source: Uint8Array,
  width: ImageWidth,
  format: OutputFormat,
): Promise<Buffer> {
  const sharp = await loadSharp()
  const options = { limitInputPixels: MAX_SOURCE_PIXELS, failOn: 'error' as const }
  const metadata = await sharp(source, options).metadata()
  // A vector source is drawn at the size asked for rather than scaled up from 72 dpi.
  const density =
    metadata.format === 'svg' && metadata.width
      ? Math.min(2400, Math.max(1, (72 * width) / metadata.width))
      : undefined
  const image = sharp(source, density ? { ...options, density } : options)
    .rotate()
    .resize({ width, withoutEnlargement: metadata.format !== 'svg' })
    .timeout({ seconds: 10 })
  switch (format) {
    case 'avif':
      return image.avif({ quality: 55, effort: 2 }).toBuffer()
    case 'webp':
      return image.webp({ quality: 78, effort: 4 }).toBuffer()
    case 'jpeg':
      return image.flatten({ background: '#ffffff' }).jpeg({ quality: 80, mozjpeg: true }).toBuffer()
  }
}

/** Renders waiting for their turn beyond this answer the placeholder at once (a burst of new variants). */
const MAX_WAITING = 64

/**
 * At most `limit` renders at once, each on one libvips thread (sharp.concurrency(1)): the rest wait,
 * so pictures never take more than those cores from page renders. When `MAX_WAITING` already wait,
 * `refused` answers instead.
 */
function createGate(limit: number) {
  let running = 0
  const waiting: (() => void)[] = []
  return async <T>(work: () => Promise<T>, refused: () => T): Promise<T> => {
    if (running >= limit) {
      if (waiting.length >= MAX_WAITING) return refused()
      await new Promise<void>((resolve) => waiting.push(resolve))
    }
    running++
    try {
      return await work()
    } finally {
      running--
      waiting.shift()?.()
    }
  }
}

/** No picture could be made: the placeholder answers, 404 when the source does not exist. */
interface Placeholder {
  readonly placeholderStatus: number
  /** Too many renders were waiting: answered at once, and not to be kept by anyone. */
  readonly overloaded?: boolean
}

interface CacheEntry {
  readonly image: RenderedImage
  /** The content version of the source it was rendered from. */
  readonly hash: string
  /** When the source was last read and found to be that version. */
  readonly checkedAt: number
}

export interface ImagePipelineOptions {
  readonly source: ImageSource
  /** Bytes of rendered images kept in memory (least recently used go first). */
  readonly cacheBytes?: number
  /** Renders at once; half the machine's cores by default (at least one). */
  readonly concurrency?: number
  /** The clock, for the expiry of unversioned renders. */
  readonly now?: () => number
}

const UNVERSIONED_TTL_MS = 60_000

const text = (status: number, message: string) =>
  new Response(message, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  })

function placeholder(status: number, head: boolean, overloaded = false): Response {
  return new Response(head ? null : PLACEHOLDER_SVG, {
    status,
    headers: {
      'content-type': 'image/svg+xml',
      'cache-control': overloaded ? 'no-store' : PLACEHOLDER_CACHE,
      ...MEDIA_SECURITY_HEADERS,
    },
  })
}

/** The `/img/` handler, with its cache of rendered images. One per process. */
export function createImagePipeline(options: ImagePipelineOptions): (request: Request) => Promise<Response> {
  const cacheLimit = options.cacheBytes ?? 64 * 1024 * 1024
  const now = options.now ?? Date.now
  const gate = createGate(options.concurrency ?? Math.max(1, Math.floor(availableParallelism() / 2)))
  // One entry per picture, width and format, whatever `v` a request names: a made-up version must
  // not buy a render of its own (nor push the pictures shoppers see out of the cache).
  const cache = new Map<string, CacheEntry>()
  const inFlight = new Map<string, Promise<CacheEntry | Placeholder>>()
  let cachedBytes = 0

  function forget(key: string) {
    const old = cache.get(key)
    if (!old) return
    cache.delete(key)
    cachedBytes -= old.image.bytes.byteLength
  }

  function remember(key: string, entry: CacheEntry) {
    forget(key)
    const size = entry.image.bytes.byteLength
    if (size > cacheLimit / 8) return
    cache.set(key, entry)
    cachedBytes += size
    for (const oldest of cache.keys()) {
      if (cachedBytes <= cacheLimit) break
      forget(oldest)
    }
  }

  /** The kept render, marked most recently used (a Map keeps insertion order). */
  function cached(key: string): CacheEntry | undefined {
    const entry = cache.get(key)
    if (!entry) return undefined
    cache.delete(key)
    cache.set(key, entry)
    return entry
  }

  async function produce(
    parsed: ParsedRequest,
    format: OutputFormat,
    key: string,
  ): Promise<CacheEntry | Placeholder> {
    // Read inside the gate: sources waiting for their turn are not held in memory.
    const outcome = await gate(
      async (): Promise<CacheEntry | Placeholder> => {
        const read = await options.source.read(parsed.media)
        if (read.kind === 'missing') return { placeholderStatus: 404 }
        if (read.kind !== 'found') return { placeholderStatus: 200 }
        const hash = contentVersion(read.bytes)
        const kept = cache.get(key)
        // The same bytes as the kept render: only its check is new.
        if (kept?.hash === hash) return { ...kept, checkedAt: now() }
        try {
          // sharp's buffers own their memory (never a slice of a shared pool).
          const bytes = (await renderImage(read.bytes, parsed.width, format)) as Uint8Array<ArrayBuffer>
          return {
            hash,
            checkedAt: now(),
            image: {
              bytes,
              contentType: OUTPUT_CONTENT_TYPES[format],
              etag: `"${hash}-${parsed.width}-${format}"`,
            },
          }
        } catch (error) {
          // Not an image, truncated, too many pixels, too slow to decode — or sharp itself broken.
          log.warn(
            { err: error, path: parsed.media.relative, width: parsed.width, format },
            'image not rendered',
          )
          return { placeholderStatus: 200 }
        }
      },
      () => ({ placeholderStatus: 200, overloaded: true }),
    )
    if (!('placeholderStatus' in outcome)) remember(key, outcome)
    return outcome
  }

  return async function answerImage(request: Request): Promise<Response> {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return new Response('Method not allowed', { status: 405, headers: { allow: 'GET, HEAD' } })
    }
    const parsed = parseImageRequest(new URL(request.url))
    if ('refused' in parsed) return text(400, parsed.refused)
    const format = negotiateImageFormat(request.headers.get('accept'))
    const key = `${parsed.media.relative}|${parsed.width}|${format}`
    const names = (entry: CacheEntry) => parsed.version !== undefined && entry.hash.startsWith(parsed.version)
    let entry = cached(key)
    // A render is answered as it is when the request names its version, or when its source was
    // checked within the minute; otherwise the source is read again (once, for all who ask).
    if (!entry || (!names(entry) && entry.checkedAt + UNVERSIONED_TTL_MS <= now())) {
      let pending = inFlight.get(key)
      if (!pending) {
        pending = produce(parsed, format, key).finally(() => inFlight.delete(key))
        inFlight.set(key, pending)
      }
      const produced = await pending
      if ('placeholderStatus' in produced) {
        return placeholder(
          produced.placeholderStatus,
          request.method === 'HEAD',
          produced.overloaded === true,
        )
      }
      entry = produced
    }
    const { image } = entry
    const headers = {
      'content-type': image.contentType,
      'cache-control': names(entry) ? IMMUTABLE : UNVERSIONED,
      etag: image.etag,
      vary: 'Accept',
      ...MEDIA_SECURITY_HEADERS,
    }
    if (matchesEtag(request.headers.get('if-none-match') ?? '', image.etag)) {
      return new Response(null, { status: 304, headers })
    }
    return new Response(request.method === 'HEAD' ? null : image.bytes, {
      headers: { ...headers, 'content-length': String(image.bytes.byteLength) },
    })
  }
}
