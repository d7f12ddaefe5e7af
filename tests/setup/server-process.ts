import { spawn, spawnSync } from 'node:child_process'
import type { ChildProcess } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { createServer } from 'node:net'
import { join } from 'node:path'
import { createPostgresDatabase as createTestDatabase } from '../../src/shop-api/testing/test-api'

/**
 * Production servers of their own, for journeys about the process itself (shutdown, restarts, two
 * nodes on one database): each on its own port and database, beside the suite's shared server.
 */

/** Small: these journeys are about the process, not the catalogue. */
const SEED_PRODUCTS = '200'

export type ServerEnv = Record<string, string>

/** Environment for a server on a fresh embedded database in a temporary folder. */
export function pgliteEnv(): ServerEnv {
  return { DATA_DIR: mkdtempSync(join(tmpdir(), 'sportalpin-node-')), DATABASE_URL: '' }
}

/** A fresh PostgreSQL database next to `adminUrl` (the test database), dropped by the returned function. */
export async function createPostgresDatabase(
  adminUrl: string,
): Promise<{ env: ServerEnv; drop: () => Promise<void> }> {
  const { url, drop } = await createTestDatabase(adminUrl)
  return { env: { DATABASE_URL: url, DATA_DIR: mkdtempSync(join(tmpdir(), 'sportalpin-node-')) }, drop }
}

/** Creates, migrates and seeds the database of `env`, as `npm start` does before serving. */
export function prepareDatabase(env: ServerEnv): void {
  const result = spawnSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'scripts/db-prepare.ts'], {
    env: { ...process.env, SHOP_API_URL: '', SEED_PRODUCTS, ...env },
    encoding: 'utf8',
  })
  if (result.status !== 0) throw new Error(`Preparing the database failed: ${result.stderr}`)
}

/** A TCP port on 127.0.0.1 that nothing listens on right now (the system picks it). */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer()
    probe.once('error', fail)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => {
        if (address && typeof address === 'object') done(address.port)
        else fail(new Error('no port'))
      })
    })
  })
}

export interface RunningServer {
  readonly url: string
  readonly process: ChildProcess
  /** Everything the server wrote to stdout and stderr so far. */
  output(): string
  /** What the server wrote to stdout alone so far (its log). */
  stdout(): string
  /** Resolves with the exit code (or signal) once the process has ended. */
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>
}

/**
 * Starts the production build in `outputDir` (the shop's `.output` unless named) on `port` and waits
 * until `readyPath` answers 200: by default a call of the API it serves, which needs its database. A
 * storefront node in HTTP mode (SHOP_API_URL) serves no API paths: it is ready when a page renders.
 */
export async function startServer(
  port: number,
  env: ServerEnv,
  outputDir = '.output',
  readyPath = '/api/v1/content/home/',
): Promise<RunningServer> {
  const child = spawn(process.execPath, [`${outputDir}/server/index.mjs`], {
    env: { ...process.env, SHOP_API_URL: '', SEED_PRODUCTS, ...env, PORT: String(port), HOST: '127.0.0.1' },
  })
  let output = ''
  let stdout = ''
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString()
    stdout += chunk.toString()
  })
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  // A test worker that ends takes its servers along: one torn down in the middle of a start-up (a
  // timed-out hook) would otherwise leave a server running on its port.
  const killWithWorker = () => child.kill('SIGKILL')
  process.on('exit', killWithWorker)
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.on('exit', (code, signal) => {
      process.removeListener('exit', killWithWorker)
      resolve({ code, signal })
    })
  })
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 30_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited at start: ${output}`)
    const ready = await fetch(`${url}${readyPath}`).then(
      (response) => response.ok,
      () => false,
    )
    if (ready) break
    if (Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error(`The server did not answer within 30 s: ${output}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return { url, process: child, output: () => output, stdout: () => stdout, exited }
}

/** Ends a server that a journey left running (a failed assertion), without waiting for grace. */
export function killServer(server: RunningServer | undefined): void {
  if (server && server.process.exitCode === null) server.process.kill('SIGKILL')
}
