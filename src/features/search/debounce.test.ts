import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createDebouncer } from './debounce'
import { HEADER_SEARCH_DEBOUNCE_MS } from '~/shop-client/schemas/search.schema'

describe('createDebouncer', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('the header search waits 300 ms (design brief §7)', () => {
    expect(HEADER_SEARCH_DEBOUNCE_MS).toBe(300)
  })

  it('settles once, with the last value, 300 ms after the last push', () => {
    const settled: string[] = []
    const debouncer = createDebouncer<string>(HEADER_SEARCH_DEBOUNCE_MS, (value) => settled.push(value))
    debouncer.push('l')
    vi.advanceTimersByTime(200)
    debouncer.push('la')
    vi.advanceTimersByTime(200)
    debouncer.push('lau')
    vi.advanceTimersByTime(299)
    expect(settled).toEqual([])
    vi.advanceTimersByTime(1)
    expect(settled).toEqual(['lau'])
    vi.advanceTimersByTime(1000)
    expect(settled).toEqual(['lau'])
  })

  it('settles each value separated by a pause', () => {
    const settled: string[] = []
    const debouncer = createDebouncer<string>(300, (value) => settled.push(value))
    debouncer.push('la')
    vi.advanceTimersByTime(300)
    debouncer.push('lau')
    vi.advanceTimersByTime(300)
    expect(settled).toEqual(['la', 'lau'])
  })

  it('cancel drops the pending value', () => {
    const settled: string[] = []
    const debouncer = createDebouncer<string>(300, (value) => settled.push(value))
    debouncer.push('lau')
    debouncer.cancel()
    vi.advanceTimersByTime(1000)
    expect(settled).toEqual([])
    expect(vi.getTimerCount()).toBe(0)
  })
})
