import { describe, expect, it, vi } from 'vitest'
import { answerHealth, answerReadiness, isDraining, markDraining } from './health.server'

const request = (method = 'GET') => new Request('http://shop.test/readyz', { method })

describe('/healthz', () => {
  it('answers 200 without asking anything, never cached', async () => {
    const response = answerHealth(request())
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.json()).toEqual({ status: 'ok' })
  })

  it('answers HEAD without a body and refuses other methods with 405', async () => {
    const head = answerHealth(request('HEAD'))
    expect(head.status).toBe(200)
    expect(await head.text()).toBe('')
    const post = answerHealth(request('POST'))
    expect(post.status).toBe(405)
    expect(post.headers.get('allow')).toBe('GET, HEAD')
  })
})

describe('/readyz', () => {
  it('is ready when nothing stands in the way', async () => {
    const response = await answerReadiness(request(), () => Promise.resolve(undefined))
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.json()).toEqual({ status: 'ready' })
  })

  it('answers 503 with the reason the node cannot take requests', async () => {
    const response = await answerReadiness(request(), () => Promise.resolve('catalogue index building'))
    expect(response.status).toBe(503)
    expect(await response.json()).toEqual({ status: 'not ready', reason: 'catalogue index building' })
  })

  // Last: the draining flag is process-wide and never cleared (a draining node only goes away).
  it('answers 503 "draining" once a shutdown has begun, without asking the database', async () => {
    expect(isDraining()).toBe(false)
    markDraining()
    const notReady = vi.fn(() => Promise.resolve(undefined))
    const response = await answerReadiness(request(), notReady)
    expect(response.status).toBe(503)
    expect(await response.json()).toEqual({ status: 'not ready', reason: 'draining' })
    expect(notReady).not.toHaveBeenCalled()
  })
})
