import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { settleWithin } from './settle-within'

describe('settleWithin', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  function later<T>(ms: number, value: T): Promise<T> {
    return new Promise((resolve) =>
      setTimeout(() => {
        resolve(value)
      }, ms),
    )
  }

  it('gives the value when the work finishes before the deadline', async () => {
    const settled = settleWithin(later(499, 'posts'), 500)
    await vi.advanceTimersByTimeAsync(499)
    await expect(settled).resolves.toEqual({ timedOut: false, value: 'posts' })
  })

  it('reports a timeout at the deadline without waiting for the work', async () => {
    const settled = settleWithin(later(5_000, 'posts'), 500)
    let outcome: unknown
    void settled.then((value) => (outcome = value))
    await vi.advanceTimersByTimeAsync(499)
    expect(outcome).toBeUndefined()
    await vi.advanceTimersByTimeAsync(1)
    expect(outcome).toEqual({ timedOut: true })
  })

  it('passes on a failure within the deadline', async () => {
    const settled = settleWithin(Promise.reject(new Error('shop down')), 500)
    await expect(settled).rejects.toThrow('shop down')
  })

  it('drops a failure after the deadline instead of leaving it unhandled', async () => {
    const failing = new Promise((_, reject) =>
      setTimeout(() => {
        reject(new Error('late'))
      }, 800),
    )
    const settled = settleWithin(failing, 500)
    await vi.advanceTimersByTimeAsync(500)
    await expect(settled).resolves.toEqual({ timedOut: true })
    await vi.advanceTimersByTimeAsync(300)
  })

  it('leaves no timer behind once the work is done', async () => {
    const settled = settleWithin(Promise.resolve(1), 500)
    await settled
    expect(vi.getTimerCount()).toBe(0)
  })
})
