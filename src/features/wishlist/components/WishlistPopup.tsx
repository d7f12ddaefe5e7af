import { ChevronDown } from 'lucide-react'
import { Suspense, lazy, useCallback, useId, useRef, useState } from 'react'
import type { ReactNode } from 'react'
import { useHeaderPopup } from '~/features/navigation/use-header-popup'
import { keepFocusOnBlankPress } from '~/ui/header-focus'
import { m } from '~/paraglide/messages'
import { localizeHref } from '~/lib/locale-url'

const WishlistPopupContents = lazy(() => import('./WishlistPopupContents'))

/**
 * The header's wishlist mini-popup (spec §4 "Header popups"): it opens while the pointer rests on
 * the wishlist icon, from its disclosure button for keyboard users, and by itself after an add (then
 * closing after 6 s). Closing waits 300 ms so the pointer can cross to the popup.
 */
export function WishlistPopup({ children }: { children: ReactNode }) {
  const popup = useHeaderPopup('wishlist')
  // The list's code loads with the first opening and stays for the page's life.
  const [opened, setOpened] = useState(false)
  if (popup.isOpen && !opened) setOpened(true)
  const { close } = popup
  const closeNow = useCallback(() => {
    close({ immediate: true })
  }, [close])
  const panelId = useId()
  const titleId = useId()
  const wrapper = useRef<HTMLDivElement>(null)
  const toggle = useRef<HTMLButtonElement>(null)

  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- delegated: the link and the button inside are the controls; this only notices the pointer and focus leaving and Escape
    <div
      ref={wrapper}
      className="relative flex items-center"
      onPointerEnter={(event) => {
        if (event.pointerType === 'mouse') popup.open()
      }}
      onPointerLeave={(event) => {
        if (event.pointerType === 'mouse') popup.close()
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !popup.isOpen) return
        event.preventDefault()
        popup.close({ immediate: true })
        toggle.current?.focus()
      }}
      onBlur={(event) => {
        const next = event.relatedTarget
        if (next instanceof Node && wrapper.current?.contains(next)) return
        if (popup.isOpen) popup.close()
      }}
    >
      {children}
      <button
        ref={toggle}
        type="button"
        aria-expanded={popup.isOpen}
        aria-controls={panelId}
        aria-label={m.wishlist_popup_toggle()}
        onClick={() => {
          if (popup.isOpen) popup.close({ immediate: true })
          else popup.open()
        }}
        // Keyboard users reach the preview through this button; pointer users hover the icon.
        className="sr-only focus:not-sr-only focus:flex focus:min-h-11 focus:items-center focus:rounded-md focus:px-1"
      >
        <ChevronDown aria-hidden="true" className="size-4" />
      </button>
      {/* A named section is a region landmark, natively. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- not a control: it only keeps presses on its blank space and text from taking the focus */}
      <section
        id={panelId}
        aria-labelledby={titleId}
        hidden={!popup.isOpen}
        // A press on the popup's blank space or text would move the focus off its button to the
        // page, and focus leaving the popup closes it.
        onMouseDown={keepFocusOnBlankPress}
        className="absolute top-full right-0 z-40 mt-1 w-[min(22rem,calc(100vw-1.5rem))] rounded-md border border-line bg-surface p-4 text-left shadow-card"
      >
        <p id={titleId} className="mb-3 font-display text-lg font-bold text-brand-900 uppercase">
          {m.wishlist_popup_title()}
        </p>
        {opened ? (
          <Suspense
            fallback={
              <p role="status" className="text-sm text-ink-muted">
                {m.wishlist_popup_loading()}
              </p>
            }
          >
            <WishlistPopupContents isOpen={popup.isOpen} onNavigate={closeNow} />
          </Suspense>
        ) : null}
        <a
          href={localizeHref('/wishlist/')}
          className="mt-4 flex min-h-11 items-center justify-center rounded-pill bg-brand-800 px-4 font-semibold text-white hover:bg-brand-700"
        >
          {m.wishlist_popup_show_all()}
        </a>
      </section>
    </div>
  )
}
