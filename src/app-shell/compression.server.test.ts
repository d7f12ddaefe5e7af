import { brotliDecompressSync, constants, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { compressResponse, isCompressibleType, negotiateEncoding } from './compression.server'

const page = '<!DOCTYPE html><html><body>' + '<p>Laufschuhe für Damen</p>'.repeat(200) + '</body></html>'
const request = (acceptEncoding?: string, method = 'GET') =>
  new Request('http://shop.test/', {
    method,
    headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
  })
const html = (body: BodyInit | null = page, headers: Record<string, string> = {}) =>
  new Response(body, { headers: { 'content-type': 'text/html; charset=utf-8', ...headers } })

describe('negotiating the encoding', () => {
  it('prefers brotli, falls back to gzip, honours q=0 and the wildcard', () => {
    expect(negotiateEncoding('gzip, deflate, br, zstd')).toBe('br')
    expect(negotiateEncoding('gzip, deflate')).toBe('gzip')
    expect(negotiateEncoding('br;q=0, gzip;q=0.5')).toBe('gzip')
    expect(negotiateEncoding('br;q=0, gzip;q=0')).toBeUndefined()
    expect(negotiateEncoding('*')).toBe('br')
    expect(negotiateEncoding('*;q=0, gzip')).toBe('gzip')
    expect(negotiateEncoding('identity')).toBeUndefined()
    expect(negotiateEncoding('')).toBeUndefined()
    expect(negotiateEncoding(null)).toBeUndefined()
  })

  it('compresses text, JSON and SVG, not images or fonts', () => {
    expect(isCompressibleType('text/html; charset=utf-8')).toBe(true)
    expect(isCompressibleType('application/json')).toBe(true)
    expect(isCompressibleType('image/svg+xml')).toBe(true)
    expect(isCompressibleType('image/png')).toBe(false)
    expect(isCompressibleType('font/woff2')).toBe(false)
    expect(isCompressibleType(null)).toBe(false)
  })
})

describe('compressing an answer', () => {
  it('sends brotli or gzip that decode to the same page, with Vary and without a stale length', async () => {
    const br = compressResponse(request('gzip, br'), html(page, { 'content-length': String(page.length) }))
    expect(br.headers.get('content-encoding')).toBe('br')
    expect(br.headers.get('vary')).toBe('Accept-Encoding')
    expect(br.headers.get('content-length')).toBeNull()
    const brBytes = Buffer.from(await br.arrayBuffer())
    expect(brBytes.length).toBeLessThan(page.length / 5)
    expect(brotliDecompressSync(brBytes).toString()).toBe(page)

    const gzip = compressResponse(request('gzip'), html())
    expect(gzip.headers.get('content-encoding')).toBe('gzip')
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(page)
  })

  it('leaves alone what should not be compressed, but still says Vary for compressible types', async () => {
    const plain = compressResponse(request(), html())
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(plain.headers.get('vary')).toBe('Accept-Encoding')
    expect(await plain.text()).toBe(page)

    const head = html()
    expect(compressResponse(request('br', 'HEAD'), head)).toBe(head)
    const image = new Response('PNG', { headers: { 'content-type': 'image/png' } })
    expect(compressResponse(request('br'), image)).toBe(image)
    const encoded = html(page, { 'content-encoding': 'gzip' })
    expect(compressResponse(request('br'), encoded)).toBe(encoded)
    const notModified = new Response(null, { status: 304 })
    expect(compressResponse(request('br'), notModified)).toBe(notModified)
    const noTransform = html(page, { 'cache-control': 'public, no-transform' })
    expect(compressResponse(request('br'), noTransform)).toBe(noTransform)
    const small = compressResponse(request('br'), html('<p>kurz</p>', { 'content-length': '11' }))
    expect(small.headers.get('content-encoding')).toBeNull()
    expect(small.headers.get('vary')).toBe('Accept-Encoding')
  })

  it('keeps an existing Vary and weakens a strong validator', () => {
    const response = compressResponse(
      request('br'),
      new Response(page, { headers: { 'content-type': 'application/json', vary: 'Cookie', etag: '"abc"' } }),
    )
    expect(response.headers.get('vary')).toBe('Cookie, Accept-Encoding')
    expect(response.headers.get('etag')).toBe('W/"abc"')
  })

  it('streams: the first chunk arrives compressed before the page has ended', async () => {
    let finish: () => void = () => undefined
    const ended = new Promise<void>((resolve) => {
      finish = resolve
    })
    const source = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(new TextEncoder().encode('<!DOCTYPE html><html><head><title>Shop</title></head>'))
        await ended
        controller.enqueue(new TextEncoder().encode('<body>rest</body></html>'))
        controller.close()
      },
    })
    const response = compressResponse(request('br'), html(source))
    const reader = response.body?.getReader()
    const first = await reader?.read()
    expect(first?.done).toBe(false)
    expect(
      brotliDecompressSync(Buffer.from(first?.value ?? new Uint8Array()), {
        finishFlush: constants.BROTLI_OPERATION_FLUSH,
      }).toString(),
    ).toContain('<title>Shop</title>')
    finish()
    const rest: Uint8Array[] = []
    for (;;) {
      const chunk = await reader?.read()
      if (!chunk || chunk.done) break
      rest.push(chunk.value)
    }
    expect(
      brotliDecompressSync(
        Buffer.concat([
          Buffer.from(first?.value ?? new Uint8Array()),
          ...rest.map((part) => Buffer.from(part)),
        ]),
      ).toString(),
    ).toBe('<!DOCTYPE html><html><head><title>Shop</title></head><body>rest</body></html>')
  })
})
