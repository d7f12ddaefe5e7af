import { Server } from 'node:http'

/**
 * Clean shutdown on SIGTERM/SIGINT (issue 11): stop accepting connections, let the requests already
 * in flight finish, close the database and its LISTEN connection, and exit — within a hard deadline,
 * so a stuck request or a database that does not answer can never keep a node from going away.
 *
 * Nitro's server (srvx) has a graceful close of its own, but switches it off whenever `CI` or `TEST`
 * is set, and never closes the database: on PostgreSQL the open pool then kept the process alive
 * for ever. This module does not depend on it; when srvx closes the server too, both wait for the
 * same `close` event.
 */

/** The longest a shutdown may take before the process exits regardless. */
export const SHUTDOWN_DEADLINE_MS = 10_000
/** How long the listening socket stays open at least after the signal, for connections already made. */
const ACCEPT_DRAIN_MS = 100
/** Turns of the event loop, and time, without a new connection after which none is waiting any more. */
const QUIET_TURNS = 5
const QUIET_MS = 250
/** The listening socket closes after this long whatever still arrives (a balancer keeps sending). */
const MAX_ACCEPT_DRAIN_MS = 3_000
/** How long a connection may stay idle during a shutdown (instead of the usual 5 s). */
const SHUTDOWN_KEEP_ALIVE_MS = 500

export interface ShutdownDependencies {
  /** The HTTP server, once a request has shown which one it is. */
  readonly server: ServerWatch
  /** Closes what the process holds open besides the server (catalogue index, database). */
  readonly closeResources: () => Promise<void>
  readonly exit: (code: number) => void
  readonly log: (line: string) => void
  readonly deadlineMs?: number
}

/**
 * The server this process listens with, learnt from the first request (Nitro does not hand it to
 * plugins), and whether it has closed — srvx may have closed it already when the shutdown starts.
 */
export class ServerWatch {
  #server: Server | undefined
  #closed = false

  observe(server: Server | undefined): void {
    if (!server || this.#server) return
    this.#server = server
    server.once('close', () => {
      this.#closed = true
    })
  }

  /**
   * Stops accepting and resolves once the last connection has ended. Requests in flight finish;
   * idle keep-alive sockets close now, busy ones shortly after their last response.
   */
  async close(): Promise<void> {
    const server = this.#server
    if (!server || this.#closed) return
    // Answers from now on tell their clients not to send another request on the same connection.
    server.on('request', (_request, response) => {
      if (!response.headersSent) response.setHeader('connection', 'close')
    })
    await acceptWaitingConnections(server)
    // A keep-alive socket that goes idle from now on closes after a short wait, unless its client
    // sends one more request on it (already on its way when the answer left): that one is served.
    server.keepAliveTimeout = SHUTDOWN_KEEP_ALIVE_MS
    await new Promise<void>((resolve) => {
      server.once('close', () => {
        resolve()
      })
      // Stops listening and closes the sockets that are idle now; requests in progress finish.
      if (server.listening) server.close(() => undefined)
      else server.closeIdleConnections()
    })
  }
}

/**
 * Connections the kernel has completed but this busy event loop has not accepted yet are requests
 * their clients have sent; closing the listening socket would reset them (and `server.close()`
 * also destroys accepted ones whose request has not been read). So the listener stays open until
 * the loop has gone round several times, and a quarter second has passed, without a new
 * connection: under load Node accepts about one connection per turn (between two server renders),
 * and a busy client connects late. Never longer than {@link MAX_ACCEPT_DRAIN_MS}.
 */
async function acceptWaitingConnections(server: Server): Promise<void> {
  let turnsWithoutConnection = 0
  let lastConnectionAt = performance.now()
  const onConnection = () => {
    turnsWithoutConnection = 0
    lastConnectionAt = performance.now()
  }
  server.on('connection', onConnection)
  const started = performance.now()
  await new Promise((resolve) => setTimeout(resolve, ACCEPT_DRAIN_MS))
  while (performance.now() - started < MAX_ACCEPT_DRAIN_MS) {
    // setImmediate runs right after the loop's I/O phase, where waiting connections are accepted.
    await new Promise((resolve) => setImmediate(resolve))
    await new Promise((resolve) => setTimeout(resolve, 10))
    turnsWithoutConnection += 1
    const quietFor = performance.now() - lastConnectionAt
    if (turnsWithoutConnection >= QUIET_TURNS && quietFor >= QUIET_MS) break
  }
  server.off('connection', onConnection)
}

/**
 * The signal handler: the first signal starts the shutdown, later ones are ignored (the deadline
 * still holds). Exits 0 when everything closed in time, 1 when the deadline cut it short.
 */
export function createShutdown(dependencies: ShutdownDependencies): (signal: string) => Promise<void> {
  let started = false
  const deadlineMs = dependencies.deadlineMs ?? SHUTDOWN_DEADLINE_MS
  return async (signal) => {
    if (started) return
    started = true
    dependencies.log(`${signal}: finishing open requests, then closing the database`)
    const deadline = setTimeout(() => {
      dependencies.log(`Shutdown did not finish within ${deadlineMs / 1000} s; exiting`)
      dependencies.exit(1)
    }, deadlineMs)
    deadline.unref()
    try {
      await dependencies.server.close()
      await dependencies.closeResources()
      clearTimeout(deadline)
      dependencies.exit(0)
    } catch (error) {
      dependencies.log(`Shutdown failed: ${error instanceof Error ? error.message : String(error)}`)
      clearTimeout(deadline)
      dependencies.exit(1)
    }
  }
}

/** The Node HTTP server behind a request of Nitro's node server (srvx), if it is one. */
export function serverOfRequest(request: unknown): Server | undefined {
  if (typeof request !== 'object' || request === null || !('runtime' in request)) return undefined
  const runtime = request.runtime
  if (typeof runtime !== 'object' || runtime === null || !('node' in runtime)) return undefined
  const node = runtime.node
  if (typeof node !== 'object' || node === null || !('req' in node)) return undefined
  const incoming = node.req
  if (typeof incoming !== 'object' || incoming === null || !('socket' in incoming)) return undefined
  const socket = incoming.socket
  if (typeof socket !== 'object' || socket === null || !('server' in socket)) return undefined
  return socket.server instanceof Server ? socket.server : undefined
}
