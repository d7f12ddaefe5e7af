import { useId } from 'react'
import { Link } from '@tanstack/react-router'
import { HeartIcon } from '~/lib/icons'
import { MiniCart } from '~/features/cart/components/MiniCart'
import { AccountMenu } from '~/features/account/components/AccountMenu'
import { MegaMenu } from '~/features/navigation/components/MegaMenu'
import { HeaderStoreLink } from '~/features/stores/components/HeaderStoreLink'
import { MobileMenu } from '~/features/navigation/components/MobileMenu'
import { SearchPanel } from '~/features/search/components/SearchPanel'
import { HeaderPopupsProvider } from '~/features/navigation/use-header-popup'
import { WishlistBadge, useWishlistCount } from '~/features/wishlist/components/WishlistBadge'
import { WishlistPopup } from '~/features/wishlist/components/WishlistPopup'
import { m } from '~/paraglide/messages'
import { localizeHref } from '~/lib/locale-url'
import { Logo } from './Logo'

/** One header popup at a time (spec §4): search panel, mega-menu, mobile menu, wishlist popup. */
export function Header() {
  return (
    <HeaderPopupsProvider>
      <HeaderBar />
    </HeaderPopupsProvider>
  )
}

function HeaderBar() {
  return (
    // Sticky, so the cart, the wishlist and their feedback stay in reach while the shopper scrolls;
    // compact on scroll: it sticks 2rem above the top, so the service bar scrolls away and the bar
    // with search, account, wishlist and cart stays. No script, no layout shift.
    <header className="sticky -top-8 z-30 border-b border-line bg-surface">
      <div className="bg-brand-950 text-xs text-brand-100">
        <div className="page-container flex h-8 items-center justify-between gap-6 overflow-hidden">
          <HeaderStoreLink />
          <ul className="hidden items-center gap-8 sm:flex">
            <li>{m.header_usp_shipping()}</li>
            <li className="hidden md:block">{m.header_usp_returns()}</li>
            <li className="hidden lg:block">{m.header_usp_click_collect()}</li>
          </ul>
        </div>
      </div>
      <div className="page-container grid grid-cols-[auto_1fr] items-center gap-x-1 gap-y-3 py-3 md:gap-x-4 lg:grid-cols-[auto_1fr_auto] lg:gap-x-10">
        {/* On the narrowest phones the word mark goes without its peak, so the menu button fits beside it. */}
        <Link to="/" aria-label={m.header_home_label()} className="rounded-sm max-[22.5rem]:[&_svg]:hidden">
          <Logo />
        </Link>
        <div className="flex items-center justify-self-end lg:order-last">
          <nav aria-label={m.header_account()}>
            <ul className="flex items-center md:gap-1">
              <li>
                <AccountMenu />
              </li>
              <li>
                <WishlistPopup>
                  <WishlistAction />
                </WishlistPopup>
              </li>
              <li>
                <MiniCart />
              </li>
            </ul>
          </nav>
          {/* Phones only: from tablet size on, the menu row below is the navigation. */}
          <MobileMenu />
        </div>
        <SearchPanel />
      </div>
      <MegaMenu />
    </header>
  )
}

/** The wishlist link, named "Wunschliste", with its count ("2 Artikel") as its description. */
function WishlistAction() {
  const count = useWishlistCount()
  return (
    <HeaderAction
      href={localizeHref('/wishlist/')}
      label={m.header_wishlist()}
      countText={m.cart_badge({ count })}
      badge={<WishlistBadge />}
    >
      <HeartIcon aria-hidden="true" className="size-6" />
    </HeaderAction>
  )
}

function HeaderAction({
  href,
  label,
  badge,
  countText,
  children,
}: {
  href: string
  label: string
  /** A count drawn over the icon. */
  badge?: React.ReactNode
  /** The count for screen readers, read as the description (the badge shows it to the eye). */
  countText?: string
  children: React.ReactNode
}) {
  const countId = useId()
  return (
    <a
      href={href}
      aria-describedby={countText ? countId : undefined}
      className="relative flex min-h-11 min-w-11 flex-col items-center justify-center gap-0.5 rounded-md px-1 py-1 text-xs font-medium text-ink hover:bg-surface-muted hover:text-brand-700 lg:px-2"
    >
      {children}
      {/* Phones show the icons only; the label stays the link's accessible name. */}
      <span className="sr-only lg:not-sr-only">{label}</span>
      {/* The count is the link's description, not part of its name: inside the name, the flex
          layout read it as "Wunschliste , 2 Artikel". Hidden, it is still read as a description. */}
      {countText ? (
        <span id={countId} hidden>
          {countText}
        </span>
      ) : null}
      {badge}
    </a>
  )
}
