import { createServer } from 'node:http'
import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { ShopApiUnavailableError, createShopClient } from './shop-client'

type Handler = (request: IncomingMessage, response: ServerResponse) => void

/** A real API host on 127.0.0.1 whose answers each test shapes (slow, stalled, failing). */
async function startHost(
  handler: Handler,
  port = 0,
): Promise<{ server: Server; baseUrl: string; port: number }> {
  const server = createServer(handler)
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done))
  const { port: bound } = server.address() as AddressInfo
  running.push(server)
  return { server, baseUrl: `http://127.0.0.1:${bound}`, port: bound }
}

async function stop(server: Server): Promise<void> {
  server.closeAllConnections()
  await new Promise<void>((done) =>
    server.close(() => {
      done()
    }),
  )
}

const running: Server[] = []
afterEach(async () => {
  await Promise.all(
    running
      .splice(0)
      .filter((server) => server.listening)
      .map(stop),
  )
})

const answer = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'content-type': 'application/json' })
  response.end(JSON.stringify(body))
}

function httpClient(
  baseUrl: string,
  timeoutMs: number,
  onUnavailable?: (error: ShopApiUnavailableError) => void,
) {
  return createShopClient({ baseUrl, fetch: (request) => fetch(request), timeoutMs, onUnavailable })
}

async function timed(work: () => Promise<unknown>): Promise<{ outcome: unknown; ms: number }> {
  const started = performance.now()
  const outcome = await work().catch((error: unknown) => error)
  return { outcome, ms: performance.now() - started }
}

describe('shop client deadline over HTTP', () => {
  it('gives up on an API host that does not answer once the deadline passes, retry included', async () => {
    let received = 0
    // Never answers: the request is held open until the test ends.
    const host = await startHost(() => received++)
    const unavailable: ShopApiUnavailableError[] = []
    const shop = httpClient(host.baseUrl, 300, (error) => unavailable.push(error))
    const { outcome, ms } = await timed(() => shop.request('GET', '/api/v1/menu/'))
    expect(outcome).toBeInstanceOf(ShopApiUnavailableError)
    expect(String(outcome)).toMatch(/did not answer within 300 ms/)
    expect(ms).toBeGreaterThanOrEqual(290)
    expect(ms).toBeLessThan(1500)
    // The deadline is the call's, not each attempt's: nothing is sent once it has passed.
    expect(received).toBe(1)
    expect(unavailable).toHaveLength(1)
  })

  it('counts the GET retry inside the same deadline', async () => {
    let received = 0
    // The first attempt is refused at once (retryable), the retry is answered only after 1.5 s.
    const host = await startHost((_request, response) => {
      if (++received % 2 === 1) answer(response, 503, { message: 'busy' })
      else
        setTimeout(() => {
          answer(response, 200, { data: 'menu' })
        }, 1500)
    })
    const { outcome, ms } = await timed(() => httpClient(host.baseUrl, 1000).request('GET', '/api/v1/menu/'))
    expect(outcome).toBeInstanceOf(ShopApiUnavailableError)
    expect(ms).toBeLessThan(1450)
    expect(received).toBe(2)
    // With time for both attempts, the retry's answer is what the caller gets.
    const generous = await timed(() => httpClient(host.baseUrl, 5000).request('GET', '/api/v1/menu/'))
    expect(generous.outcome).toEqual({ data: 'menu' })
    expect(received).toBe(4)
  })

  it('bounds a body that stops arriving after the headers', async () => {
    const host = await startHost((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' })
      response.write('{"data":')
    })
    const { outcome, ms } = await timed(() =>
      httpClient(host.baseUrl, 300).request('POST', '/api/v1/cart/', { body: {} }),
    )
    expect(outcome).toBeInstanceOf(ShopApiUnavailableError)
    expect(ms).toBeLessThan(1500)
  })

  it('fails fast on a refused connection, and the next call after the host is back succeeds', async () => {
    const host = await startHost((_request, response) => {
      answer(response, 200, { data: 'menu' })
    })
    await stop(host.server)
    const shop = httpClient(host.baseUrl, 2000)
    const down = await timed(() => shop.request('GET', '/api/v1/menu/'))
    expect(down.outcome).toBeInstanceOf(ShopApiUnavailableError)
    expect(String(down.outcome)).toMatch(/could not be reached/)
    expect(down.ms).toBeLessThan(1500)
    // Back on the same port within the 2 s in which identical GETs share one request: the failure
    // is not what the next caller gets.
    await startHost((_request, response) => {
      answer(response, 200, { data: 'menu' })
    }, host.port)
    expect(await shop.request('GET', '/api/v1/menu/')).toEqual({ data: 'menu' })
  })

  it('leaves calls without a deadline alone (the in-process API)', async () => {
    const host = await startHost((_request, response) => {
      setTimeout(() => {
        answer(response, 200, { data: 'slow' })
      }, 400)
    })
    const shop = createShopClient({ baseUrl: host.baseUrl, fetch: (request) => fetch(request) })
    expect(await shop.request('GET', '/api/v1/menu/')).toEqual({ data: 'slow' })
  })
})
