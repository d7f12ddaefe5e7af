/**
 * Spec §4 "Header popups": the search panel, the desktop mega-menu, the mobile menu and the wishlist
 * mini-popup share one slot. Opening one closes the others; closing waits 300 ms so a pointer that
 * crosses a gap between a trigger and its panel does not flicker it shut; the wishlist popup shown
 * after an add closes itself after 6 s (spec §9).
 *
 * Framework-free so the timing rules are unit-tested with fake timers; React binds it in
 * `use-header-popup.ts`.
 */

export const headerPopupIds = ['search', 'megaMenu', 'mobileMenu', 'wishlist'] as const
export type HeaderPopupId = (typeof headerPopupIds)[number]

/** Spec §9: popup close delay. */
export const POPUP_CLOSE_DELAY_MS = 300
/** Spec §9: wishlist popup auto-close after an add. */
export const WISHLIST_AUTO_CLOSE_MS = 6000

export interface CloseOptions {
  /** Close now instead of after the delay (Escape, a followed link, a route change). */
  readonly immediate?: boolean
}

export interface HeaderPopups {
  /** The open popup, or null. */
  readonly getOpen: () => HeaderPopupId | null
  open(id: HeaderPopupId): void
  close(id: HeaderPopupId, options?: CloseOptions): void
  /** Opens the popup and closes it after `ms` unless the shopper interacts with it first. */
  openBriefly(id: HeaderPopupId, ms: number): void
  readonly subscribe: (listener: () => void) => () => void
  /** Clears pending timers (the provider unmounts). */
  dispose(): void
}

export function createHeaderPopups(closeDelayMs: number = POPUP_CLOSE_DELAY_MS): HeaderPopups {
  const listeners = new Set<() => void>()
  let openId: HeaderPopupId | null = null
  // One pending close at a time: only the open popup can be closing.
  let pendingClose: ReturnType<typeof setTimeout> | undefined

  function cancelPendingClose() {
    if (pendingClose !== undefined) clearTimeout(pendingClose)
    pendingClose = undefined
  }

  function set(next: HeaderPopupId | null) {
    if (next === openId) return
    openId = next
    for (const listener of listeners) listener()
  }

  function scheduleClose(id: HeaderPopupId, ms: number) {
    cancelPendingClose()
    pendingClose = setTimeout(() => {
      pendingClose = undefined
      if (openId === id) set(null)
    }, ms)
  }

  return {
    getOpen: () => openId,
    open(id) {
      // Re-opening within the close delay (the pointer came back) cancels the close; opening
      // another popup replaces the open one at once, and an auto-close no longer applies.
      cancelPendingClose()
      set(id)
    },
    close(id, closeOptions) {
      if (openId !== id) return
      if (closeOptions?.immediate) {
        cancelPendingClose()
        set(null)
        return
      }
      scheduleClose(id, closeDelayMs)
    },
    openBriefly(id, ms) {
      set(id)
      scheduleClose(id, ms)
    },
    subscribe: (listener) => {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    dispose() {
      cancelPendingClose()
      listeners.clear()
    },
  }
}
