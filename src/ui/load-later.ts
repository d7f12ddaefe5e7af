import { startTransition, useCallback, useEffect, useMemo, useState } from 'react'

/**
 * When code that is not needed to show the page loads (ADR 025): not while the page hydrates, where
 * every chunk competes with the page's own scripts and delays the moment it becomes interactive, but
 * when the browser is idle afterwards, or when the shopper reaches for the control that needs it.
 */

/** The longest an idle load waits for the browser to be idle: a busy page still gets it. */
export const IDLE_LOAD_TIMEOUT_MS = 3000

/**
 * Calls `load` once the browser is idle after the current work (`requestIdleCallback`, at the latest
 * after IDLE_LOAD_TIMEOUT_MS; a timer where the browser has no idle callbacks). Returns the cancel.
 */
export function whenIdle(load: () => void, timeout = IDLE_LOAD_TIMEOUT_MS): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(load, { timeout })
    return () => {
      window.cancelIdleCallback(id)
    }
  }
  const id = setTimeout(load, 1)
  return () => {
    clearTimeout(id)
  }
}

/**
 * False on the server, during hydration and until the browser has been idle once after it; true from
 * then on. A component rendered in the hydrating tree schedules in an effect, which runs when React
 * has hydrated the page, so what it gates starts loading after `<html data-hydrated>` is set.
 */
export function useIdleAfterHydration(): boolean {
  const [idle, setIdle] = useState(false)
  useEffect(
    () =>
      whenIdle(() => {
        // A transition: what loads now must not block input the shopper gives meanwhile.
        startTransition(() => {
          setIdle(true)
        })
      }),
    [],
  )
  return idle
}

/** Event handlers on a control that show the shopper is about to use it. */
export interface IntentHandlers {
  onPointerEnter: () => void
  onFocus: () => void
  onTouchStart: () => void
}

/**
 * Whether the shopper has shown intent to use a control (the pointer on it, the focus on it, a finger
 * on it), and the handlers that notice it: spread them on the control, and render what it opens once
 * `wanted` is true, so its code is on its way before the click.
 */
export function useIntent(): { wanted: boolean; want: () => void; intentHandlers: IntentHandlers } {
  const [wanted, setWanted] = useState(false)
  const want = useCallback(() => {
    // A transition keeps what is shown (and focused) in place while the code loads.
    startTransition(() => {
      setWanted(true)
    })
  }, [])
  const intentHandlers = useMemo(() => ({ onPointerEnter: want, onFocus: want, onTouchStart: want }), [want])
  return { wanted, want, intentHandlers }
}
