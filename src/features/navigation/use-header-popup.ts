import {
  createContext,
  createElement,
  useCallback,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
} from 'react'
import { WISHLIST_AUTO_CLOSE_MS, createHeaderPopups } from './header-popups.model'
import type { CloseOptions, HeaderPopupId, HeaderPopups } from './header-popups.model'
import { onWishlistAdd } from './wishlist-added-signal'

const HeaderPopupsContext = createContext<HeaderPopups | null>(null)

/** Holds the one open header popup (spec §4 "Header popups") for everything inside the header. */
export function HeaderPopupsProvider({ children }: { children: React.ReactNode }) {
  const [popups] = useState(() => createHeaderPopups())
  useEffect(
    () => () => {
      popups.dispose()
    },
    [popups],
  )
  // Spec §4: the wishlist popup shows after an add and closes itself after 6 s.
  useEffect(
    () =>
      onWishlistAdd(() => {
        popups.openBriefly('wishlist', WISHLIST_AUTO_CLOSE_MS)
      }),
    [popups],
  )
  return createElement(HeaderPopupsContext.Provider, { value: popups }, children)
}

const serverSnapshot = () => null

/** One header popup's state; opening it closes the others, closing waits 300 ms unless immediate. */
export function useHeaderPopup(id: HeaderPopupId): {
  isOpen: boolean
  open: () => void
  close: (options?: CloseOptions) => void
} {
  const popups = useContext(HeaderPopupsContext)
  if (!popups) throw new Error('useHeaderPopup needs a HeaderPopupsProvider above it')
  const openId = useSyncExternalStore(popups.subscribe, popups.getOpen, serverSnapshot)
  const open = useCallback(() => {
    popups.open(id)
  }, [popups, id])
  const close = useCallback(
    (options?: CloseOptions) => {
      popups.close(id, options)
    },
    [popups, id],
  )
  return { isOpen: openId === id, open, close }
}
