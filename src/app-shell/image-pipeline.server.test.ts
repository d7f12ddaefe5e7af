import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { crc32 } from 'node:zlib'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { contentVersion } from '~/lib/content-version.server'
import {
  PLACEHOLDER_SVG,
  createImagePipeline,
  negotiateImageFormat,
  renderImage,
} from './image-pipeline.server'
import type { ImageSource } from './image-pipeline.server'
import { apiHostSource, mediaFolderSource } from './image-sources.server'

const root = mkdtempSync(join(tmpdir(), 'image-pipeline-test-'))
const mediaDir = join(root, 'media')
mkdirSync(join(mediaDir, 'products', 'brand'), { recursive: true })

const jacketSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400">' +
  '<rect width="400" height="400" fill="#f4f5f7"/><path fill="#c0392b" d="M70 40 200 80 330 40 330 360H70Z"/></svg>'
writeFileSync(join(mediaDir, 'products', 'brand', 'jacket-c0392b-1.svg'), jacketSvg)
writeFileSync(join(mediaDir, 'products', 'brand', 'broken.png'), 'this is not a PNG')
writeFileSync(root + '/secret.svg', jacketSvg)
const jacketVersion = contentVersion(jacketSvg)

/** A PNG whose header claims 100,000 × 100,000 pixels: refused before anything is decoded. */
function pixelBomb(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
    const length = Buffer.alloc(4)
    length.writeUInt32BE(data.length)
    const crc = Buffer.alloc(4)
    crc.writeUInt32BE(crc32(body))
    return Buffer.concat([length, body, crc])
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(100_000, 0)
  header.writeUInt32BE(100_000, 4)
  header.set([8, 2, 0, 0, 0], 8)
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    chunk('IEND', Buffer.alloc(0)),
  ])
}
writeFileSync(join(mediaDir, 'products', 'brand', 'bomb.png'), pixelBomb())

const pipeline = createImagePipeline({ source: mediaFolderSource(mediaDir) })
const get = (path: string, headers: Record<string, string> = {}) =>
  pipeline(new Request(`http://shop.test${path}`, { headers }))

const CHROME_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8'
const jacket = `/img/480/products/brand/jacket-c0392b-1.svg?v=${jacketVersion}`

describe('negotiateImageFormat', () => {
  it('prefers AVIF, then WebP, and falls back to JPEG', () => {
    expect(negotiateImageFormat(CHROME_ACCEPT)).toBe('avif')
    expect(negotiateImageFormat('image/webp,*/*')).toBe('webp')
    expect(negotiateImageFormat('image/avif;q=0,image/webp')).toBe('webp')
    expect(negotiateImageFormat('*/*')).toBe('jpeg')
    expect(negotiateImageFormat(null)).toBe('jpeg')
  })
})

describe('the image pipeline', () => {
  it('renders the format the browser accepts, at the width asked for, varying by Accept', async () => {
    for (const [accept, contentType, format] of [
      [CHROME_ACCEPT, 'image/avif', 'heif'],
      ['image/webp,*/*', 'image/webp', 'webp'],
      ['*/*', 'image/jpeg', 'jpeg'],
    ] as const) {
      const response = await get(jacket, { accept })
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe(contentType)
      expect(response.headers.get('vary')).toBe('Accept')
      const metadata = await sharp(Buffer.from(await response.arrayBuffer())).metadata()
      expect(metadata.format).toBe(format)
      expect(metadata.width).toBe(480)
      expect(metadata.height).toBe(480)
    }
  })

  it('answers as immutable only when the version names the bytes rendered', async () => {
    const versioned = await get(jacket, { accept: 'image/webp' })
    expect(versioned.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    const unversioned = await get('/img/480/products/brand/jacket-c0392b-1.svg', { accept: 'image/webp' })
    expect(unversioned.status).toBe(200)
    expect(unversioned.headers.get('cache-control')).toBe('public, max-age=3600')
    const stale = await get('/img/480/products/brand/jacket-c0392b-1.svg?v=0123456789ab', {
      accept: 'image/webp',
    })
    expect(stale.status).toBe(200)
    expect(stale.headers.get('cache-control')).toBe('public, max-age=3600')
  })

  it('answers 304 to a request naming the ETag it has', async () => {
    const etag = (await get(jacket, { accept: 'image/webp' })).headers.get('etag') ?? ''
    expect(etag).toMatch(new RegExp(`^"${jacketVersion}-480-webp"$`))
    const again = await get(jacket, { accept: 'image/webp', 'if-none-match': etag })
    expect(again.status).toBe(304)
    expect(again.headers.get('cache-control')).toContain('immutable')
  })

  it('refuses widths outside the set', async () => {
    for (const width of ['481', '0', '99999', 'abc', '', '0640', '6.4e2', '640.0']) {
      const response = await get(`/img/${width}/products/brand/jacket-c0392b-1.svg`)
      expect(response.status).toBe(400)
      expect(await response.text()).toContain('160, 240, 320, 480, 640, 800, 1080, 1600')
    }
  })

  it('refuses any source but the shop’s own media, and malformed versions', async () => {
    for (const path of [
      '/img/480/https://elsewhere.example/x.jpg',
      '/img/480//elsewhere.example/x.jpg',
      '/img/480/../secret.svg',
      '/img/480/products/%2e%2e/%2e%2e/secret.svg',
      '/img/480/products%2Fbrand%2Fjacket-c0392b-1.svg',
      '/img/480/products/brand/notes.txt',
      '/img/480/products/brand/jacket-c0392b-1.svg?v=../../x',
    ]) {
      expect((await get(path)).status, path).toBe(400)
    }
  })

  it('answers a placeholder for a broken, oversized or missing source, never a 5xx', async () => {
    for (const [path, status] of [
      ['/img/480/products/brand/broken.png', 200],
      ['/img/480/products/brand/bomb.png', 200],
      ['/img/480/products/brand/nothing-here.png', 404],
    ] as const) {
      const response = await get(path, { accept: CHROME_ACCEPT })
      expect(response.status, path).toBe(status)
      expect(response.headers.get('content-type')).toBe('image/svg+xml')
      expect(response.headers.get('cache-control')).toBe('public, max-age=60')
      expect(await response.text()).toBe(PLACEHOLDER_SVG)
    }
  })

  it('reads and renders each variant once, also for requests arriving together', async () => {
    let reads = 0
    const counting: ImageSource = {
      read: async (media) => {
        reads++
        return mediaFolderSource(mediaDir).read(media)
      },
    }
    const own = createImagePipeline({ source: counting })
    const request = () => own(new Request(`http://shop.test${jacket}`, { headers: { accept: 'image/webp' } }))
    const answers = await Promise.all([request(), request(), request()])
    await request()
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200])
    expect(reads).toBe(1)
  })

  it('renders a picture once whatever version a request names, and keeps its render for those who ask together', async () => {
    let reads = 0
    const counting: ImageSource = {
      read: async (media) => {
        reads++
        return mediaFolderSource(mediaDir).read(media)
      },
    }
    const size = (await renderImage(Buffer.from(jacketSvg), 160, 'jpeg')).byteLength
    // Room for eight such renders: ten requests arriving together must count the render once.
    const own = createImagePipeline({ source: counting, cacheBytes: size * 8 })
    const ask = (version: string) =>
      own(new Request(`http://shop.test/img/160/products/brand/jacket-c0392b-1.svg?v=${version}`))
    const together = await Promise.all(Array.from({ length: 10 }, () => ask(jacketVersion)))
    expect(together.map((answer) => answer.headers.get('cache-control'))).toEqual(
      Array.from({ length: 10 }, () => 'public, max-age=31536000, immutable'),
    )
    for (const madeUp of ['0123456789ab', 'abcdefabcdef', 'deadbeefdead', 'feedfacefeed']) {
      const answer = await ask(madeUp)
      expect(answer.status).toBe(200)
      expect(answer.headers.get('cache-control')).toBe('public, max-age=3600')
    }
    expect((await ask(jacketVersion)).headers.get('cache-control')).toContain('immutable')
    expect(reads).toBe(1)
  })

  it('answers the placeholder at once, kept by no one, when too many renders already wait', async () => {
    let release: () => void = () => undefined
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    const own = createImagePipeline({
      source: {
        read: async () => {
          await held
          return { kind: 'found', bytes: Buffer.from(jacketSvg) }
        },
      },
      concurrency: 1,
    })
    // One render running and 64 waiting, each a picture of its own.
    const queued = Array.from({ length: 65 }, (_, index) =>
      own(new Request(`http://shop.test/img/160/products/brand/queued-${String(index)}.svg`)),
    )
    const refused = await own(new Request('http://shop.test/img/160/products/brand/one-too-many.svg'))
    expect(refused.status).toBe(200)
    expect(refused.headers.get('cache-control')).toBe('no-store')
    expect(await refused.text()).toBe(PLACEHOLDER_SVG)
    release()
    const answers = await Promise.all(queued)
    expect(new Set(answers.map((answer) => answer.headers.get('content-type')))).toEqual(
      new Set(['image/jpeg']),
    )
  })

  it('forgets unversioned renders after a minute, so a changed source shows', async () => {
    let clock = 0
    let reads = 0
    const own = createImagePipeline({
      source: {
        read: async (media) => {
          reads++
          return mediaFolderSource(mediaDir).read(media)
        },
      },
      now: () => clock,
    })
    const request = () => own(new Request('http://shop.test/img/160/products/brand/jacket-c0392b-1.svg'))
    await request()
    clock = 59_000
    await request()
    expect(reads).toBe(1)
    clock = 61_000
    await request()
    expect(reads).toBe(2)
  })

  it('answers HEAD without a body and refuses other methods', async () => {
    const head = await pipeline(new Request(`http://shop.test${jacket}`, { method: 'HEAD' }))
    expect(head.status).toBe(200)
    expect(await head.text()).toBe('')
    const post = await pipeline(new Request(`http://shop.test${jacket}`, { method: 'POST' }))
    expect(post.status).toBe(405)
  })
})

describe('apiHostSource', () => {
  const media = { relative: 'products/brand/jacket c0392b-1.svg', contentType: 'image/svg+xml' }
  const sourceAnswering = (answer: Response, seen: Request[] = []) =>
    apiHostSource({
      apiBaseUrl: 'http://api.test/',
      timeoutMs: 1000,
      fetch: (request) => {
        seen.push(request)
        return Promise.resolve(answer)
      },
    })

  it('reads from the API host’s /media/, without following redirects or sending credentials', async () => {
    const seen: Request[] = []
    const source = sourceAnswering(
      new Response(jacketSvg, { headers: { 'content-type': 'image/svg+xml' } }),
      seen,
    )
    const read = await source.read(media)
    expect(read.kind).toBe('found')
    expect(seen[0]?.url).toBe('http://api.test/media/products/brand/jacket%20c0392b-1.svg')
    expect(seen[0]?.redirect).toBe('manual')
    expect(seen[0]?.headers.get('cookie')).toBeNull()
  })

  it('takes a redirect, a non-image answer or an error as unavailable, 404 as missing', async () => {
    const redirect = new Response(null, {
      status: 302,
      headers: { location: 'http://elsewhere.example/x.svg' },
    })
    expect((await sourceAnswering(redirect).read(media)).kind).toBe('unavailable')
    const html = new Response('<html>', { headers: { 'content-type': 'text/html' } })
    expect((await sourceAnswering(html).read(media)).kind).toBe('unavailable')
    expect((await sourceAnswering(new Response('x', { status: 500 })).read(media)).kind).toBe('unavailable')
    expect((await sourceAnswering(new Response('x', { status: 404 })).read(media)).kind).toBe('missing')
  })

  it('stops reading a source larger than the limit', async () => {
    const declared = new Response('x', {
      headers: { 'content-type': 'image/jpeg', 'content-length': String(100 * 1024 * 1024) },
    })
    expect((await sourceAnswering(declared).read(media)).kind).toBe('too-large')
    const endless = new ReadableStream<Uint8Array>({
      pull: (controller) => {
        controller.enqueue(new Uint8Array(1024 * 1024))
      },
    })
    const streamed = new Response(endless, { headers: { 'content-type': 'image/jpeg' } })
    expect((await sourceAnswering(streamed).read(media)).kind).toBe('too-large')
  })
})
