import type { CloseOptions } from '~/features/navigation/header-popups.model'
import { useHeaderPopup } from '~/features/navigation/use-header-popup'

export interface SearchPanelPopup {
  readonly isOpen: boolean
  readonly open: () => void
  /** Waits the popup close delay (300 ms) unless `immediate`. */
  readonly close: (options?: CloseOptions) => void
}

/**
 * The panel's open state is the header's shared popup slot (spec §4 "Header popups"): opening the
 * panel closes the menus and the wishlist popup, and closing waits 300 ms unless immediate. The
 * functions are stable across renders, so effects can depend on them.
 */
export function useSearchPanelPopup(): SearchPanelPopup {
  return useHeaderPopup('search')
}
