/**
 * Test harness (unit and e2e tests): serves a fetch handler over real HTTP through srvx, the Node adapter the production
 * server (Nitro) uses, so handlers see the same request objects as in production — srvx's requests
 * are not instances of undici's Request class, which some code paths only notice there.
 */
import { request as httpRequest } from 'node:http'
import { serve } from 'srvx/node'

export interface HttpTestServer {
  readonly baseUrl: string
  close(): Promise<void>
}

/** Serves `fetch` on a free port; a thrown error answers 500, as Nitro's error handler does. */
export async function serveOverHttp(fetch: (request: Request) => Promise<Response>): Promise<HttpTestServer> {
  const server = serve({
    fetch,
    error: () => new Response('Internal Server Error', { status: 500 }),
    port: 0,
    hostname: '127.0.0.1',
    silent: true,
  })
  await server.ready()
  const { url } = server
  if (!url) throw new Error('The test server has no address')
  return {
    baseUrl: url.replace(/\/$/, ''),
    close: () => server.close(true),
  }
}

export interface RawRequest {
  readonly method: string
  readonly headers?: Record<string, string>
  /** Body parts written one by one; with no content-length header Node sends them chunked. */
  readonly chunks?: readonly (string | Uint8Array)[]
}

export interface RawResponse {
  readonly status: number
  readonly headers: Record<string, string | string[] | undefined>
  readonly body: string
}

/**
 * Sends one request with node:http exactly as given: the path verbatim (`//`, `/.//` stay as they
 * are), no Content-Length unless a header sets it.
 */
export function rawRequest(baseUrl: string, path: string, request: RawRequest): Promise<RawResponse> {
  const { hostname, port } = new URL(baseUrl)
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      { hostname, port, path, method: request.method, headers: request.headers },
      (response) => {
        const parts: Buffer[] = []
        response.on('data', (part: Buffer) => parts.push(part))
        response.on('end', () => {
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(parts).toString('utf8'),
          })
        })
        response.on('error', reject)
      },
    )
    outgoing.on('error', reject)
    for (const chunk of request.chunks ?? []) outgoing.write(chunk)
    outgoing.end()
  })
}
