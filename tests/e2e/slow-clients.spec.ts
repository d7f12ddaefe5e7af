import { connect } from 'node:net'
import { expect, test } from '../setup/test'

/**
 * Clients that drip their request (issue 30): the server cuts them off instead of holding the
 * connection for minutes — headers within 10 s, the whole request within 30 s (408).
 */

interface Dripped {
  /** What the server sent before it closed the connection. */
  readonly answer: string
  /** Seconds from the first byte sent until the server closed the connection. */
  readonly closedAfterSeconds: number
}

/**
 * Opens a connection to the test server, sends `head`, then one byte of `drip` every second — never
 * all of it — until the server closes the connection.
 */
function dripRequest(baseURL: string, head: string, drip: string): Promise<Dripped> {
  const { hostname, port } = new URL(baseURL)
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname)
    const received: Buffer[] = []
    let sent = 0
    let startedAt = 0
    let timer: NodeJS.Timeout | undefined
    socket.on('connect', () => {
      startedAt = performance.now()
      socket.write(head)
      timer = setInterval(() => {
        // Never the last byte: the request stays incomplete for as long as the server lets it.
        if (sent < drip.length - 1 && socket.writable) socket.write(drip.charAt(sent++))
      }, 1000)
    })
    socket.on('data', (chunk) => received.push(chunk))
    socket.on('error', () => undefined)
    socket.on('close', () => {
      clearInterval(timer)
      resolve({
        answer: Buffer.concat(received).toString('latin1'),
        closedAfterSeconds: (performance.now() - startedAt) / 1000,
      })
    })
  })
}

test.describe('slow clients', () => {
  test.describe.configure({ timeout: 90_000 })

  test('headers dripped for longer than 10 s: the connection is cut with 408', async ({ baseURL }) => {
    const dripped = await dripRequest(
      baseURL ?? '',
      'GET /herren/ HTTP/1.1\r\nHost: 127.0.0.1\r\n',
      `X-Slow: ${'a'.repeat(200)}\r\n\r\n`,
    )
    expect(dripped.answer).toMatch(/^HTTP\/1\.1 408 /)
    // Not before its time: the deadline counts from the request's first byte. Nor anywhere near
    // Node's own limit (60 s, checked every 30 s): the bound leaves 20 s for a busy machine.
    expect(dripped.closedAfterSeconds).toBeGreaterThanOrEqual(10)
    expect(dripped.closedAfterSeconds).toBeLessThan(30)
    test
      .info()
      .annotations.push({ type: 'closed after', description: `${dripped.closedAfterSeconds.toFixed(1)} s` })
  })

  test('a body dripped for longer than 30 s: the connection is cut with 408, nothing is written', async ({
    baseURL,
    request,
  }) => {
    const body = JSON.stringify({ productId: 1 }) + ' '.repeat(200)
    const dripped = await dripRequest(
      baseURL ?? '',
      [
        'POST /api/v1/wishlist/ HTTP/1.1',
        'Host: 127.0.0.1',
        'Content-Type: application/json',
        `Content-Length: ${String(body.length)}`,
        '',
        '',
      ].join('\r\n'),
      body,
    )
    expect(dripped.answer).toMatch(/^HTTP\/1\.1 408 /)
    // Node's own limit would be 300 s.
    expect(dripped.closedAfterSeconds).toBeGreaterThanOrEqual(30)
    expect(dripped.closedAfterSeconds).toBeLessThan(50)
    test
      .info()
      .annotations.push({ type: 'closed after', description: `${dripped.closedAfterSeconds.toFixed(1)} s` })
    // The server still serves everyone else.
    expect((await request.get('/healthz')).status()).toBe(200)
  })
})
