import { useCallback, useMemo, useSyncExternalStore } from 'react'

/** The browser's clock, read once a minute and shared by every "open now" on the page. */
let current: Date | undefined
const listeners = new Set<() => void>()
let timer: ReturnType<typeof setInterval> | undefined

function tick(): void {
  current = new Date()
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  // Read now: React compares the snapshot after subscribing and re-renders if it moved on.
  current = new Date()
  timer ??= setInterval(tick, 60_000)
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0 && timer !== undefined) {
      clearInterval(timer)
      timer = undefined
    }
  }
}

/**
 * The current time for "open now": the server's render time while the page hydrates (so it matches
 * the HTML), then the browser's clock, refreshed every minute while the page is open.
 */
export function useNow(renderedAt: string): Date {
  const rendered = useMemo(() => new Date(renderedAt), [renderedAt])
  const getServerSnapshot = useCallback(() => rendered, [rendered])
  const getSnapshot = useCallback(() => current ?? rendered, [rendered])
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot)
}
