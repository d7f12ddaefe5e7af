import { createServer } from 'node:http'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createShutdown, ServerWatch, serverOfRequest } from './shutdown.server'

/**
 * A server whose requests take `delayMs` before they answer, on a free port; `arrived(n)` settles
 * once it has received `n` requests (they are then in flight, however busy the machine is).
 */
async function slowServer(
  delayMs: number,
): Promise<{ server: Server; url: string; arrived: (count: number) => Promise<void> }> {
  let received = 0
  const waiting: { count: number; resolve: () => void }[] = []
  const server = createServer((_request, response) => {
    received += 1
    for (const waiter of waiting.filter((entry) => entry.count <= received)) {
      waiting.splice(waiting.indexOf(waiter), 1)
      waiter.resolve()
    }
    setTimeout(() => response.end('done'), delayMs)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const arrived = (count: number) =>
    new Promise<void>((resolve) => {
      if (received >= count) resolve()
      else waiting.push({ count, resolve })
    })
  return { server, url: `http://127.0.0.1:${port}/`, arrived }
}

const servers: Server[] = []
afterEach(() => {
  for (const server of servers.splice(0)) server.closeAllConnections()
  vi.useRealTimers()
})

describe('createShutdown', () => {
  it('lets requests in flight finish, then closes resources and exits 0', async () => {
    const { server, url, arrived } = await slowServer(300)
    servers.push(server)
    const watch = new ServerWatch()
    watch.observe(server)
    const steps: string[] = []
    const exited = new Promise<number>((resolve) => {
      const shutdown = createShutdown({
        server: watch,
        closeResources: () => {
          steps.push('resources closed')
          return Promise.resolve()
        },
        exit: resolve,
        log: () => undefined,
      })
      const inFlight = Promise.all(
        Array.from({ length: 8 }, () => fetch(url).then(async (response) => response.text())),
      )
      // The signal comes once the server has all eight requests: they are in flight, not still connecting.
      void arrived(8).then(() => {
        void shutdown('SIGTERM')
        void inFlight.then((bodies) => steps.push(`answered: ${bodies.join(',')}`))
      })
    })
    expect(await exited).toBe(0)
    expect(steps).toEqual([`answered: ${Array(8).fill('done').join(',')}`, 'resources closed'])
    expect(server.listening).toBe(false)
  })

  it('exits 1 when the deadline passes, whatever is still open', async () => {
    vi.useFakeTimers()
    const exit = vi.fn()
    const shutdown = createShutdown({
      server: new ServerWatch(),
      closeResources: () => new Promise(() => undefined),
      exit,
      log: () => undefined,
      deadlineMs: 10_000,
    })
    void shutdown('SIGTERM')
    await vi.advanceTimersByTimeAsync(9_999)
    expect(exit).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(exit).toHaveBeenCalledWith(1)
  })

  it('starts once, however many signals arrive', async () => {
    const closeResources = vi.fn(() => Promise.resolve())
    const exit = vi.fn()
    const shutdown = createShutdown({ server: new ServerWatch(), closeResources, exit, log: () => undefined })
    await Promise.all([shutdown('SIGTERM'), shutdown('SIGINT'), shutdown('SIGTERM')])
    expect(closeResources).toHaveBeenCalledTimes(1)
    expect(exit).toHaveBeenCalledTimes(1)
    expect(exit).toHaveBeenCalledWith(0)
  })

  it('does not wait for a server that another hand closed already', async () => {
    const { server } = await slowServer(0)
    const watch = new ServerWatch()
    watch.observe(server)
    await new Promise<void>((resolve) => {
      server.close(() => {
        resolve()
      })
    })
    const exit = vi.fn()
    await createShutdown({
      server: watch,
      closeResources: () => Promise.resolve(),
      exit,
      log: () => undefined,
    })('SIGTERM')
    expect(exit).toHaveBeenCalledWith(0)
  })
})

describe('serverOfRequest', () => {
  it('finds the Node server behind a request of the node runtime, and nothing elsewhere', async () => {
    const { server } = await slowServer(0)
    servers.push(server)
    const request = { runtime: { name: 'node', node: { req: { socket: { server } } } } }
    expect(serverOfRequest(request)).toBe(server)
    expect(serverOfRequest(new Request('http://shop.test/'))).toBeUndefined()
    expect(serverOfRequest({ runtime: { node: { req: { socket: { server: {} } } } } })).toBeUndefined()
    server.close()
  })
})
