import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

/** The browser parts the chunk guard touches: events, sessionStorage and location.reload. */
function fakeWindow() {
  const events = new EventTarget()
  const stored = new Map<string, string>()
  return Object.assign(events, {
    sessionStorage: {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => stored.set(key, value),
    },
    location: { reload: vi.fn() },
  })
}

/** Vite's event for a chunk that failed to load, carrying the import's error. */
function preloadError(message: string): Event {
  return Object.assign(new Event('vite:preloadError'), { payload: new Error(message) })
}

describe('the chunk guard and route preloads', () => {
  let window: ReturnType<typeof fakeWindow>

  beforeEach(() => {
    vi.useFakeTimers()
    vi.resetModules()
    window = fakeWindow()
    vi.stubGlobal('window', window)
  })

  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('does not reload for a failure while a route only preloads, and does once the preload settled', async () => {
    const { asRoutePreload, listenForChunkLoadErrors } = await import('./chunk-reload')
    listenForChunkLoadErrors()
    let settle: () => void = () => undefined
    const preload = asRoutePreload(() => new Promise<void>((resolve) => (settle = resolve)))
    window.dispatchEvent(preloadError('Failed to fetch dynamically imported module: /assets/a.js'))
    expect(window.location.reload).not.toHaveBeenCalled()
    settle()
    await preload
    window.dispatchEvent(preloadError('Failed to fetch dynamically imported module: /assets/b.js'))
    expect(window.location.reload).toHaveBeenCalledOnce()
  })

  it('does not let a preload that never settles keep reloads off for the rest of the visit', async () => {
    const { asRoutePreload, listenForChunkLoadErrors } = await import('./chunk-reload')
    listenForChunkLoadErrors()
    // A request the network dropped without an answer: the preload never settles.
    void asRoutePreload(() => new Promise<void>(() => undefined))
    await vi.advanceTimersByTimeAsync(60_000)
    window.dispatchEvent(preloadError('Failed to fetch dynamically imported module: /assets/c.js'))
    expect(window.location.reload).toHaveBeenCalledOnce()
  })
})
