import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { ChevronDown } from 'lucide-react'
import { useId, useRef } from 'react'
import type { ReactNode } from 'react'
import { useHeaderPopup } from '~/features/navigation/use-header-popup'
import { PriceTag } from '~/features/product/components/PriceTag'
import { keepFocusOnBlankPress } from '~/features/search/header-focus'
import { m } from '~/paraglide/messages'
import { localizeHref } from '~/lib/locale-url'
import { wishlistQuery } from '../wishlist.queries'

/** The popup lists this many products; the wishlist page has the rest. */
const SHOWN_PRODUCTS = 4

/**
 * The header's wishlist mini-popup (spec §4 "Header popups"): it opens while the pointer rests on
 * the wishlist icon, from its disclosure button for keyboard users, and by itself after an add (then
 * closing after 6 s). Closing waits 300 ms so the pointer can cross to the popup.
 */
export function WishlistPopup({ children }: { children: ReactNode }) {
  const popup = useHeaderPopup('wishlist')
  const wishlist = useQuery({ ...wishlistQuery, enabled: popup.isOpen })
  const panelId = useId()
  const titleId = useId()
  const wrapper = useRef<HTMLDivElement>(null)
  const toggle = useRef<HTMLButtonElement>(null)
  const products = wishlist.data?.products ?? []

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
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- not a control: it only keeps presses on its blank space and text from taking the focus */}
      <div
        id={panelId}
        role="region"
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
        {wishlist.isPending && popup.isOpen ? (
          <p role="status" className="text-sm text-ink-muted">
            {m.wishlist_popup_loading()}
          </p>
        ) : null}
        {wishlist.isError ? <p className="text-sm text-sale-600">{m.wishlist_popup_failed()}</p> : null}
        {wishlist.isSuccess && products.length === 0 ? (
          <p className="text-sm text-ink-muted">{m.wishlist_popup_empty()}</p>
        ) : null}
        {products.length > 0 ? (
          <ul className="flex flex-col gap-3">
            {products.slice(0, SHOWN_PRODUCTS).map((product) => (
              <li key={product.id}>
                <Link
                  to="/p/$slug/"
                  params={{ slug: product.slug }}
                  onClick={() => {
                    popup.close({ immediate: true })
                  }}
                  className="flex items-center gap-3 rounded-md hover:bg-surface-muted"
                >
                  <img
                    src={product.image}
                    alt=""
                    width={56}
                    height={56}
                    className="size-14 shrink-0 rounded-sm bg-surface-muted object-contain"
                  />
                  <span className="flex min-w-0 flex-col">
                    <span className="text-xs text-ink-muted">{product.brand.name}</span>
                    <span className="truncate text-sm font-medium text-ink">{product.name}</span>
                    {/* As everywhere else: a reduced price shows with the struck rrp and the saving. */}
                    <PriceTag prices={product.prices} size="md" />
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
        {products.length > SHOWN_PRODUCTS ? (
          <p className="mt-2 text-sm text-ink-muted">
            {m.wishlist_popup_more({ count: products.length - SHOWN_PRODUCTS })}
          </p>
        ) : null}
        <a
          href={localizeHref('/wishlist/')}
          className="mt-4 flex min-h-11 items-center justify-center rounded-pill bg-brand-800 px-4 font-semibold text-white hover:bg-brand-700"
        >
          {m.wishlist_popup_show_all()}
        </a>
      </div>
    </div>
  )
}
