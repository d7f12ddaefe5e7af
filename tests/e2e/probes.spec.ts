import { expect, test } from '../setup/test'

/** Health and readiness probes (issue 30): what a load balancer or orchestrator asks a node. */
test.describe('health and readiness probes', () => {
  test('/healthz and /readyz answer a running node, never cached, GET and HEAD only', async ({ request }) => {
    const health = await request.get('/healthz')
    expect(health.status()).toBe(200)
    expect(await health.json()).toEqual({ status: 'ok' })
    expect(health.headers()['cache-control']).toBe('no-store')

    const readiness = await request.get('/readyz')
    expect(readiness.status()).toBe(200)
    expect(await readiness.json()).toEqual({ status: 'ready' })
    expect(readiness.headers()['cache-control']).toBe('no-store')

    const head = await request.head('/readyz')
    expect(head.status()).toBe(200)
    expect(await head.body()).toHaveLength(0)
    for (const path of ['/healthz', '/readyz']) {
      const post = await request.post(path, { data: '{}' })
      expect(post.status()).toBe(405)
      expect(post.headers()['allow']).toBe('GET, HEAD')
    }
  })
})
