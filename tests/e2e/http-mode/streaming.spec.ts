import { createServer, request as httpRequest } from 'node:http'
import type { IncomingMessage, Server } from 'node:http'
import { createBrotliDecompress } from 'node:zlib'
import { apiNodeEnv, httpModePorts, nodeUrl, startStorefrontNode } from '../../setup/http-mode'
import { freePort, killServer, prepareDatabase, startServer } from '../../setup/server-process'
import type { RunningServer } from '../../setup/server-process'
import { expect, test } from '../../setup/test'

/**
 * A page compressed with brotli still streams: its head reaches the browser, decodable, while the
 * data the rest of the page waits for is still out. The slow data source is real: the shop API's
 * brands endpoint, behind a pass-through proxy between the storefront node and its API node that
 * holds that one call until the test lets it go. The page is `/diagnostics/stream/` (only with
 * EXPOSE_DIAGNOSTICS), which renders the shop's shell and loads the brands inside a Suspense
 * boundary, as TanStack Start streams a page whose component waits for a query.
 */

test.describe.configure({ timeout: 120_000 })

const HELD_PATH = '/api/v1/brands/'

let api: RunningServer | undefined
let storefront: RunningServer | undefined
let proxy: Server | undefined
/** Set while the brands call is to be held; resolving it lets the held call through. */
interface Hold {
  release: () => void
  released: Promise<void>
  arrive: () => void
  /** Resolves when the storefront has made the held call. */
  arrived: Promise<void>
  /** The storefront gave up on the held call (its deadline) before it was answered. */
  abandoned: boolean
}
let hold: Hold | undefined

function armHold(): Hold {
  let release: () => void = () => undefined
  let arrive: () => void = () => undefined
  const released = new Promise<void>((resolve) => (release = resolve))
  const arrived = new Promise<void>((resolve) => (arrive = resolve))
  hold = { release, released, arrived, arrive, abandoned: false }
  return hold
}

/** Passes every call through to `target`, the brands call only once the armed hold is released. */
function startProxy(port: number, target: string): Promise<Server> {
  const server = createServer((incoming, outgoing) => {
    const held = hold && new URL(incoming.url ?? '/', target).pathname === HELD_PATH ? hold : undefined
    if (held) {
      hold = undefined
      outgoing.once('close', () => {
        if (!outgoing.writableEnded) held.abandoned = true
      })
      held.arrive()
    }
    void (held?.released ?? Promise.resolve()).then(() => {
      const upstream = httpRequest(
        new URL(incoming.url ?? '/', target),
        { method: incoming.method, headers: incoming.headers },
        (answer) => {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers)
          answer.pipe(outgoing)
        },
      )
      upstream.on('error', () => outgoing.destroy())
      incoming.pipe(upstream)
    })
  })
  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () => {
      resolve(server)
    })
  })
}

test.beforeAll(async () => {
  // Preparing a database and starting two servers takes a while on a busy machine (over 2 minutes
  // with the 2 cores loaded 15 times over).
  test.setTimeout(300_000)
  const ports = httpModePorts(2)
  const apiEnv = apiNodeEnv()
  prepareDatabase(apiEnv)
  api = await startServer(ports.api, apiEnv)
  const proxyPort = await freePort()
  proxy = await startProxy(proxyPort, api.url)
  storefront = await startStorefrontNode(ports.storefront, nodeUrl(proxyPort), {
    EXPOSE_DIAGNOSTICS: 'true',
    // The held call waits for the test, not for a deadline (the longest the configuration allows):
    // one that ran out would end the page with the boundary's error, and so send its head without
    // streaming; the proxy notes it (`abandoned`), and the test fails.
    SHOP_API_TIMEOUT_MS: '60000',
  })
})
test.afterAll(() => {
  hold?.release()
  killServer(storefront)
  killServer(api)
  proxy?.close()
})

/** A GET as a browser sends it over HTTPS: it accepts brotli (a bot would get the page in one piece). */
function browserGet(url: string, userAgent: string): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const call = httpRequest(
      url,
      {
        headers: {
          accept: 'text/html,application/xhtml+xml',
          'accept-encoding': 'gzip, deflate, br, zstd',
          'user-agent': userAgent,
        },
      },
      resolve,
    )
    call.on('error', reject)
    call.end()
  })
}

test('a page sent as brotli streams: its head arrives, decoded, before the data it waits for', async ({
  userAgent,
}) => {
  const held = armHold()
  const response = await browserGet(`${storefront?.url ?? ''}/diagnostics/stream/`, userAgent ?? '')
  expect(response.statusCode).toBe(200)
  expect(response.headers['content-encoding']).toBe('br')

  // Decoded as it arrives, as a browser does.
  let decoded = ''
  let ended = false
  let onData: () => void = () => undefined
  const decoder = response.pipe(createBrotliDecompress())
  decoder.on('data', (chunk: Buffer) => {
    decoded += chunk.toString()
    onData()
  })
  const end = new Promise<void>((resolve, reject) => {
    decoder.on('end', () => {
      ended = true
      resolve()
    })
    decoder.on('error', reject)
  })
  const decodedUntil = (text: string) =>
    new Promise<void>((resolve) => {
      const check = () => {
        if (decoded.includes(text)) resolve()
      }
      onData = check
      check()
    })

  // The page asked for its data, which is held; its head and shell arrive all the same. A server
  // that compressed the page in one piece at its end would send nothing until the hold is lifted:
  // this step would wait until the test times out.
  await test.step('the head and the shell arrive while the data is held', async () => {
    await held.arrived
    await decodedUntil('Die Marken werden geladen')
    expect(held.abandoned).toBe(false)
    expect(ended).toBe(false)
    expect(decoded).toContain('<title>Diagnose: Streaming</title>')
    expect(decoded).toContain('</head>')
    expect(decoded).not.toMatch(/\d+ Marken geladen/)
  })

  // Let the data through: the rest of the page follows in the same answer.
  held.release()
  await end
  expect(decoded).toMatch(/\d+ Marken geladen/)
  expect(decoded.trimEnd()).toMatch(/<\/html>$/)
})
