import { brotliDecompressSync, constants, gunzipSync } from 'node:zlib'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  IDLE_FLUSH_MIN_BYTES,
  batches,
  compressResponse,
  compressStream,
  compressWhole,
  isCompressibleType,
  isWholeType,
  negotiateEncoding,
} from './compression.server'
import type { Batch, BatchOptions } from './compression.server'

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
    const br = await compressResponse(
      request('gzip, br'),
      html(page, { 'content-length': String(page.length) }),
    )
    expect(br.headers.get('content-encoding')).toBe('br')
    expect(br.headers.get('vary')).toBe('Accept-Encoding')
    expect(br.headers.get('content-length')).toBeNull()
    const brBytes = Buffer.from(await br.arrayBuffer())
    expect(brBytes.length).toBeLessThan(page.length / 5)
    expect(brotliDecompressSync(brBytes).toString()).toBe(page)

    const gzip = await compressResponse(request('gzip'), html())
    expect(gzip.headers.get('content-encoding')).toBe('gzip')
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(page)
  })

  it('compresses a JSON answer whole: read to its end, sent in one piece with its length', async () => {
    const json = JSON.stringify({
      products: Array.from({ length: 60 }, (_, id) => ({ id, name: `Laufschuh ${String(id)}` })),
    })
    // Written in parts, as a producer might: the client still gets one compressed piece.
    const parts = (text: string) =>
      new ReadableStream<Uint8Array>({
        start(controller) {
          const bytes = new TextEncoder().encode(text)
          for (let at = 0; at < bytes.length; at += 500) controller.enqueue(bytes.slice(at, at + 500))
          controller.close()
        },
      })
    const answer = (accept: string) =>
      compressResponse(
        request(accept),
        new Response(parts(json), { headers: { 'content-type': 'application/json; charset=utf-8' } }),
      )
    const br = await answer('gzip, deflate, br, zstd')
    expect(br.headers.get('content-encoding')).toBe('br')
    expect(br.headers.get('vary')).toBe('Accept-Encoding')
    const brBytes = Buffer.from(await br.arrayBuffer())
    expect(br.headers.get('content-length')).toBe(String(brBytes.length))
    expect(brotliDecompressSync(brBytes).toString()).toBe(json)
    const gzip = await answer('gzip')
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(json)

    expect(isWholeType('application/json')).toBe(true)
    expect(isWholeType('application/problem+json')).toBe(true)
    expect(isWholeType('text/html; charset=utf-8')).toBe(false)
    expect(isWholeType('image/svg+xml')).toBe(false)
    expect(isWholeType(null)).toBe(false)
  })

  it('compresses a large whole answer off the request thread, to the same bytes', async () => {
    const large = new TextEncoder().encode(
      JSON.stringify(Array.from({ length: 40_000 }, (_, id) => ({ id }))),
    )
    expect(large.byteLength).toBeGreaterThan(256 * 1024)
    expect(brotliDecompressSync(await compressWhole(large, 'br')).toString()).toBe(
      new TextDecoder().decode(large),
    )
    expect(gunzipSync(await compressWhole(large, 'gzip')).toString()).toBe(new TextDecoder().decode(large))
  })

  it('a whole answer whose producer fails rejects with its error', async () => {
    const failing = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"a":'))
        controller.error(new Error('shop API gone'))
      },
    })
    await expect(
      compressResponse(
        request('br'),
        new Response(failing, { headers: { 'content-type': 'application/json' } }),
      ),
    ).rejects.toThrow('shop API gone')
  })

  it('leaves alone what should not be compressed, but still says Vary for compressible types', async () => {
    const plain = await compressResponse(request(), html())
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(plain.headers.get('vary')).toBe('Accept-Encoding')
    expect(await plain.text()).toBe(page)

    const head = html()
    expect(await compressResponse(request('br', 'HEAD'), head)).toBe(head)
    const image = new Response('PNG', { headers: { 'content-type': 'image/png' } })
    expect(await compressResponse(request('br'), image)).toBe(image)
    const encoded = html(page, { 'content-encoding': 'gzip' })
    expect(await compressResponse(request('br'), encoded)).toBe(encoded)
    const notModified = new Response(null, { status: 304 })
    expect(await compressResponse(request('br'), notModified)).toBe(notModified)
    const noTransform = html(page, { 'cache-control': 'public, no-transform' })
    expect(await compressResponse(request('br'), noTransform)).toBe(noTransform)
    const small = await compressResponse(request('br'), html('<p>kurz</p>', { 'content-length': '11' }))
    expect(small.headers.get('content-encoding')).toBeNull()
    expect(small.headers.get('vary')).toBe('Accept-Encoding')
  })

  it('keeps an existing Vary and weakens a strong validator', async () => {
    const response = await compressResponse(
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
    const response = await compressResponse(request('br'), html(source))
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

const encoder = new TextEncoder()
const decoder = new TextDecoder()

/** A gate the test opens: a producer awaiting it waits for data, as a Suspense boundary does. */
function gate() {
  let open: () => void = () => undefined
  const opened = new Promise<void>((resolve) => {
    open = resolve
  })
  return { open, opened }
}

/** Resolves after `turns` turns of the event loop: whatever was ready by then has happened. */
async function turns(count: number) {
  for (let turn = 0; turn < count; turn++) await new Promise((resolve) => setImmediate(resolve))
}

/**
 * The batches of a producer, collected as they come; `next()` waits for one more. The producer
 * enqueues `parts` in order; a gate in the list makes it wait there until the test opens it.
 */
function collect(parts: (string | { opened: Promise<void> })[], options?: BatchOptions) {
  const source = new ReadableStream<Uint8Array>({
    async start(controller) {
      for (const part of parts) {
        if (typeof part === 'string') controller.enqueue(encoder.encode(part))
        else await part.opened
      }
      controller.close()
    },
  })
  const seen: Batch[] = []
  let wake: () => void = () => undefined
  const done = (async () => {
    for await (const batch of batches(source.getReader(), options)) {
      seen.push(batch)
      wake()
    }
  })()
  const text = (batch: Batch | undefined) => decoder.decode(batch?.bytes)
  return {
    seen,
    done,
    text,
    /** Waits until `count` batches have come. */
    async until(count: number) {
      while (seen.length < count) await new Promise<void>((resolve) => (wake = resolve))
    },
  }
}

describe('batching what the renderer writes', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('hands over chunks that come together as one batch, flushed once at the end: never per chunk', async () => {
    const chunks = Array.from({ length: 200 }, (_, index) => `<p>Artikel ${String(index)}</p>`)
    const run = collect(chunks)
    await run.done
    expect(run.seen).toHaveLength(1)
    expect(run.seen[0]?.flush).toBe(true)
    expect(run.text(run.seen[0])).toBe(chunks.join(''))
  })

  it('cuts an unflushed batch when the size threshold is reached', async () => {
    const run = collect(['aaaa', 'bbbb', 'cccc', 'dddd', 'ee'], { batchBytes: 10 })
    await run.done
    expect(run.seen.map((batch) => [run.text(batch), batch.flush])).toEqual([
      ['aaaabbbbcccc', false],
      ['ddddee', true],
    ])
  })

  it('flushes when the producer waits for data (end of the shell), before the data comes', async () => {
    const data = gate()
    const shell = 'x'.repeat(IDLE_FLUSH_MIN_BYTES)
    const run = collect(['<head>', shell, data, '<main>Inhalt</main>'])
    await run.until(1)
    expect(run.seen).toHaveLength(1)
    expect(run.seen[0]?.flush).toBe(true)
    expect(run.text(run.seen[0])).toBe(`<head>${shell}`)
    data.open()
    await run.done
    expect(run.seen.map((batch) => [run.text(batch), batch.flush])).toEqual([
      [`<head>${shell}`, true],
      ['<main>Inhalt</main>', true],
    ])
  })

  it('holds a small remainder briefly for more, then flushes it when the hold is over', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'performance'] })
    const data = gate()
    const run = collect(['<p>klein</p>', data, '<p>Rest</p>'], { idleHoldMs: 10 })
    await turns(5)
    expect(run.seen).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(10)
    await run.until(1)
    expect(run.text(run.seen[0])).toBe('<p>klein</p>')
    expect(run.seen[0]?.flush).toBe(true)
    data.open()
    await run.done
    expect(run.seen.map((batch) => run.text(batch))).toEqual(['<p>klein</p>', '<p>Rest</p>'])
  })

  it('joins small pieces that come within the hold into one batch', async () => {
    const first = gate()
    const second = gate()
    const run = collect(['<p>a</p>', first, '<p>b</p>', second, '<p>c</p>'], { idleHoldMs: 60_000 })
    await turns(5)
    first.open()
    await turns(5)
    second.open()
    await run.done
    expect(run.seen.map((batch) => [run.text(batch), batch.flush])).toEqual([
      ['<p>a</p><p>b</p><p>c</p>', true],
    ])
  })
})

describe('compressing a stream in batches', () => {
  const read = async (stream: ReadableStream<Uint8Array>) => {
    const chunks: Uint8Array[] = []
    const reader = stream.getReader()
    for (;;) {
      const chunk = await reader.read()
      if (chunk.done) return chunks
      chunks.push(chunk.value)
    }
  }

  it('compresses a page written in many small chunks in few pieces, not one per chunk', async () => {
    // As React writes a page: a 2 KB piece at a time, all of them ready at once.
    const pieces = Array.from({ length: 100 }, (_, index) => `<li>Artikel ${String(index)} `.repeat(120))
    for (const encoding of ['br', 'gzip'] as const) {
      const source = new ReadableStream<Uint8Array>({
        start(controller) {
          for (const piece of pieces) controller.enqueue(encoder.encode(piece))
          controller.close()
        },
      })
      const chunks = await read(compressStream(source, encoding))
      // Flushed per chunk, this would leave as at least 100 pieces.
      expect(chunks.length).toBeLessThanOrEqual(3)
      const bytes = Buffer.concat(chunks)
      const decoded = encoding === 'br' ? brotliDecompressSync(bytes) : gunzipSync(bytes)
      expect(decoded.toString()).toBe(pieces.join(''))
    }
  })

  it('sends what came before the producer waits, decodable on its own, while the rest is not there yet', async () => {
    for (const encoding of ['br', 'gzip'] as const) {
      const data = gate()
      const head = `<!DOCTYPE html><html><head><title>Shop</title>${'<link rel="stylesheet">'.repeat(300)}</head>`
      const source = new ReadableStream<Uint8Array>({
        async start(controller) {
          controller.enqueue(encoder.encode(head))
          await data.opened
          controller.enqueue(encoder.encode('<body>rest</body></html>'))
          controller.close()
        },
      })
      const reader = compressStream(source, encoding).getReader()
      // Read as a browser does, decoding what has come so far, while the producer still waits.
      const received: Uint8Array[] = []
      const decodedSoFar = () => {
        const bytes = Buffer.concat(received)
        return (
          encoding === 'br'
            ? brotliDecompressSync(bytes, { finishFlush: constants.BROTLI_OPERATION_FLUSH })
            : gunzipSync(bytes, { finishFlush: constants.Z_SYNC_FLUSH })
        ).toString()
      }
      while (decodedSoFar() !== head) {
        const chunk = await reader.read()
        if (chunk.done) throw new Error('the stream ended while the producer waited')
        received.push(chunk.value)
      }
      data.open()
      const rest = received
      for (;;) {
        const chunk = await reader.read()
        if (chunk.done) break
        rest.push(chunk.value)
      }
      const whole = Buffer.concat(rest)
      expect((encoding === 'br' ? brotliDecompressSync(whole) : gunzipSync(whole)).toString()).toBe(
        `${head}<body>rest</body></html>`,
      )
    }
  })

  it('stops the renderer when the client goes away', async () => {
    let cancelled: unknown
    const source = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode('x'.repeat(IDLE_FLUSH_MIN_BYTES)))
      },
      cancel(reason) {
        cancelled = reason ?? 'cancelled'
      },
    })
    const reader = compressStream(source, 'br').getReader()
    await reader.read()
    await reader.cancel('gone')
    await turns(5)
    expect(cancelled).toBeDefined()
  })

  it("ends with the renderer's error", async () => {
    const source = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode('<html>'))
        controller.error(new Error('render failed'))
      },
    })
    await expect(read(compressStream(source, 'gzip'))).rejects.toThrow('render failed')
  })
})
