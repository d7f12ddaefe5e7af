import { useSyncExternalStore } from 'react'

/**
 * One polite live region for the whole page. Many widgets of one kind (the hearts on every product
 * card) would otherwise each bring a live region of their own; screen readers handle one better,
 * and pages keep a single `status` per feature. Only event handlers announce, so the message lives
 * in the browser; the server always renders the region empty.
 */
let message = ''
const listeners = new Set<() => void>()
const notify = () => {
  for (const listener of listeners) listener()
}

export function announce(text: string): void {
  // Emptying the region first makes the same text be read again (a second add of the same kind).
  message = ''
  notify()
  requestAnimationFrame(() => {
    message = text
    notify()
  })
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

export function Announcer() {
  const text = useSyncExternalStore(
    subscribe,
    () => message,
    () => '',
  )
  return (
    <div role="status" aria-live="polite" className="sr-only" data-testid="page-announcer">
      {text}
    </div>
  )
}
