import { Writable } from 'node:stream'
import { describe, expect, it, vi } from 'vitest'
import { createLogger } from '~/lib/log.server'
import { PATH_LIMIT, loggedPath, requestIdFor, requestLine, withRequestLog } from './request-log.server'

/** The shop API's paths as the server entry tells them (src/shop-api/shop-api.ts), in short. */
const isApiPath = (pathname: string) => pathname.startsWith('/api/') || pathname === '/autosuggest/list/'

vi.mock('~/config/config.server', () => ({ getServerConfig: () => ({ TRUSTED_PROXY: 'loopback' }) }))

/** A request as Nitro's node server hands it over: `ip` is the TCP peer. */
function served(url: string, peer: string | undefined, headers: Record<string, string> = {}): Request {
  const request = new Request(url, { headers })
  if (peer !== undefined) Object.defineProperty(request, 'ip', { value: peer })
  return request
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

/** A logger whose lines are collected, at `level`. */
function collectingLogger(level: 'info' | 'debug' = 'info') {
  const lines: Record<string, unknown>[] = []
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean))
        lines.push(JSON.parse(line) as Record<string, unknown>)
      done()
    },
  })
  return { logger: createLogger(level, destination), lines }
}

describe('requestIdFor', () => {
  it('takes a trusted proxy’s short token', () => {
    const request = served('http://shop.test/herren/', '127.0.0.1', { 'x-request-id': 'edge-7f3a.91_b' })
    expect(requestIdFor(request, 'loopback', isApiPath)).toBe('edge-7f3a.91_b')
  })

  it('ignores the header from anyone but a trusted proxy: any client can send it', () => {
    const header = { 'x-request-id': 'edge-7f3a' }
    expect(requestIdFor(served('http://shop.test/', '198.51.100.9', header), 'loopback', isApiPath)).toMatch(
      UUID,
    )
    expect(requestIdFor(served('http://shop.test/', '127.0.0.1', header), '', isApiPath)).toMatch(UUID)
    expect(requestIdFor(served('http://shop.test/', undefined, header), 'loopback', isApiPath)).toMatch(UUID)
  })

  it('ignores a trusted proxy’s value that is not a short safe token', () => {
    for (const value of [
      'x'.repeat(65),
      'a b',
      'id\u00e9',
      '"quoted"',
      '-leading',
      'a/b',
      'kunde@sportalpin.at',
    ])
      expect(
        requestIdFor(
          served('http://shop.test/', '127.0.0.1', { 'x-request-id': value }),
          'loopback',
          isApiPath,
        ),
      ).toMatch(UUID)
  })

  it('never takes the header on the shop API’s paths, where it is the cart key of spec §7', () => {
    const cartKey = `g${'a'.repeat(32)}`
    const request = served('http://shop.test/api/v1/cart/', '127.0.0.1', { 'x-request-id': 'edge-1' })
    expect(requestIdFor(request, 'loopback', isApiPath)).toMatch(UUID)
    // Nor a cart key's shape on a page, should a proxy pass a client's header on.
    for (const key of [cartKey, `u${'0'.repeat(32)}`]) {
      const page = served('http://shop.test/herren/', '127.0.0.1', { 'x-request-id': key })
      expect(requestIdFor(page, 'loopback', isApiPath)).toMatch(UUID)
    }
  })

  it('makes a fresh id per request', () => {
    const request = served('http://shop.test/', '198.51.100.9')
    expect(requestIdFor(request, '', isApiPath)).not.toBe(requestIdFor(request, '', isApiPath))
  })
})

describe('loggedPath', () => {
  it('caps a long path to PATH_LIMIT characters', () => {
    const path = `/${'a'.repeat(15_000)}/`
    const logged = loggedPath(path)
    expect(logged.length).toBe(PATH_LIMIT + 1)
    expect(logged.endsWith('…')).toBe(true)
    expect(loggedPath('/herren/schuhe/')).toBe('/herren/schuhe/')
  })

  it('blanks the token segments of confirmation, reset and shared-cart links', () => {
    const token = 'Hx4pW9sLq2Vb7Nd0Kf3Rt8Zm1Ya6Ec5Gj0Uo4Ti7Sn4'
    expect(loggedPath(`/doi/thankyou/${token}/`)).toBe('/doi/thankyou/:redacted/')
    expect(loggedPath(`/en/doi/thankyou/${token}/`)).toBe('/en/doi/thankyou/:redacted/')
    expect(loggedPath(`/benachrichtigung/bestaetigen/${token}/`)).toBe(
      '/benachrichtigung/bestaetigen/:redacted/',
    )
    expect(loggedPath(`/reset-password/${token}/`)).toBe('/reset-password/:redacted/')
    expect(loggedPath('/reset-password/')).toBe('/reset-password/')
    expect(loggedPath(`/api/v1/auth/doi/${token}/`)).toBe('/api/v1/auth/doi/:redacted/')
    expect(loggedPath(`/api/v1/stock-alerts/confirm/${token}/`)).toBe(
      '/api/v1/stock-alerts/confirm/:redacted/',
    )
    expect(loggedPath('/api/v1/cart/hash/abc123/')).toBe('/api/v1/cart/hash/:redacted/')
    expect(loggedPath('/api/v2/team/cart/set/abc123/')).toBe('/api/v2/team/cart/set/:redacted/')
    // A token in a long path is blanked before the cap, so no part of it is left.
    expect(loggedPath(`/doi/thankyou/${token}${'x'.repeat(600)}/`)).toBe('/doi/thankyou/:redacted/')
  })
})

describe('requestLine', () => {
  it('has the request id, method, route, path without query, status, duration and client address', () => {
    const request = served(
      'http://shop.test/herren/schuhe/?q=kunde%40sportalpin.at&token=abc',
      '198.51.100.9',
    )
    expect(
      requestLine(request, { reqId: 'r1', status: 200, durationMs: 12.345, clientAddress: '198.51.100.9' }),
    ).toEqual({
      reqId: 'r1',
      method: 'GET',
      route: 'srp',
      path: '/herren/schuhe/',
      status: 200,
      durationMs: 12.3,
      clientAddress: '198.51.100.9',
    })
  })
})

describe('withRequestLog', () => {
  it('writes one line per request and returns its id in X-Request-Id', async () => {
    const { logger, lines } = collectingLogger()
    const handle = withRequestLog(() => Promise.resolve(new Response('ok', { status: 404 })), {
      isApiPath: isApiPath,
      logger,
    })
    const response = await handle(served(`http://shop.test/${'x'.repeat(15_000)}/?a=1`, '127.0.0.1'))
    expect(lines).toHaveLength(1)
    const [line] = lines
    expect(line).toMatchObject({ level: 'info', msg: 'request', method: 'GET', route: 'srp', status: 404 })
    expect(line?.reqId).toMatch(UUID)
    expect(response.headers.get('x-request-id')).toBe(line?.reqId)
    expect(String(line?.path).length).toBeLessThanOrEqual(PATH_LIMIT + 1)
    expect(JSON.stringify(line).length).toBeLessThan(1000)
    expect(typeof line?.durationMs).toBe('number')
    expect(line?.clientAddress).toBe('127.0.0.1')
  })

  it('adopts a trusted proxy’s request id and names the client it forwarded', async () => {
    const { logger, lines } = collectingLogger()
    const handle = withRequestLog(() => Promise.resolve(Response.redirect('http://shop.test/herren/', 301)), {
      isApiPath: isApiPath,
      logger,
    })
    const response = await handle(
      served('http://shop.test/herren', '127.0.0.1', {
        'x-request-id': 'edge-1',
        'x-forwarded-for': '203.0.113.7',
      }),
    )
    expect(response.headers.get('x-request-id')).toBe('edge-1')
    expect(response.headers.get('location')).toBe('http://shop.test/herren/')
    expect(lines[0]).toMatchObject({ reqId: 'edge-1', status: 301, clientAddress: '203.0.113.7' })
  })

  it('leaves the shop API’s X-Request-Id (its cart key) alone', async () => {
    const { logger, lines } = collectingLogger()
    const handle = withRequestLog(() => Promise.resolve(Response.json({})), {
      isApiPath: isApiPath,
      logger,
    })
    const response = await handle(served('http://shop.test/api/v1/cart/', '127.0.0.1'))
    expect(response.headers.get('x-request-id')).toBeNull()
    expect(lines[0]).toMatchObject({ route: 'api', status: 200 })
  })

  it('gives every line logged while the request is answered its request id', async () => {
    const { logger, lines } = collectingLogger()
    const handle = withRequestLog(
      async () => {
        await Promise.resolve()
        logger.warn('mail could not be sent')
        return new Response('ok')
      },
      { isApiPath, logger },
    )
    const response = await handle(served('http://shop.test/checkout/', '127.0.0.1'))
    logger.info('between requests')
    const reqId = response.headers.get('x-request-id')
    expect(lines.map((line) => [line.msg, line.reqId])).toEqual([
      ['mail could not be sent', reqId],
      ['request', reqId],
      ['between requests', undefined],
    ])
    expect(JSON.stringify(lines[1]).match(/"reqId"/g)).toHaveLength(1)
  })

  it('logs the health checks at debug only', async () => {
    const info = collectingLogger('info')
    const debug = collectingLogger('debug')
    for (const { logger } of [info, debug]) {
      const handle = withRequestLog(() => Promise.resolve(new Response('ok')), {
        isApiPath: isApiPath,
        logger,
      })
      await handle(served('http://shop.test/healthz', '127.0.0.1'))
      await handle(served('http://shop.test/readyz', '127.0.0.1'))
    }
    expect(info.lines).toEqual([])
    expect(debug.lines.map((line) => [line.level, line.route])).toEqual([
      ['debug', 'health'],
      ['debug', 'health'],
    ])
  })

  it('logs an error thrown by the handler once, with its stack, in the request’s line', async () => {
    const { logger, lines } = collectingLogger()
    const failure = new Error('boom')
    const handle = withRequestLog(() => Promise.reject(failure), { isApiPath: isApiPath, logger })
    await expect(handle(served('http://shop.test/herren/', '127.0.0.1'))).rejects.toBe(failure)
    // The framework reports it again on its way out: no second stack.
    logger.error({ err: failure }, 'unhandled')
    expect(lines).toHaveLength(2)
    expect(lines[0]).toMatchObject({ level: 'error', status: 500, route: 'srp', err: { message: 'boom' } })
    expect(JSON.stringify(lines[0])).toContain('request-log.server.test.ts')
    expect(lines[1]).toMatchObject({ err: { message: 'boom', stackLogged: true } })
    expect(JSON.stringify(lines[1])).not.toContain('request-log.server.test.ts')
  })
})
