import { Link } from '@tanstack/react-router'
import { Users } from 'lucide-react'
import { Logo } from '~/app-shell/Logo'
import { AccountMenu } from '~/features/account/components/AccountMenu'
import { MiniCart } from '~/features/cart/components/MiniCart'
import { HeaderPopupsProvider } from '~/features/navigation/use-header-popup'
import { m } from '~/paraglide/messages'

/**
 * The team shops' header: the word mark home, the list of teams, the account and the team cart.
 * No catalogue menu or search: a team shop sells its teams' kits only.
 */
export function TeamHeader() {
  return (
    <HeaderPopupsProvider>
      <header className="sticky top-0 z-30 border-b border-line bg-surface">
        <div className="page-container flex items-center justify-between gap-4 py-3">
          {/* The visible words are the link's name; "home" is added for screen readers. "Teamshop"
              shows from tablet width: on a phone it would push the cart off the screen. */}
          <Link to="/" className="flex items-center gap-3 rounded-sm">
            <Logo />
            <span className="hidden text-sm font-semibold text-ink-muted md:inline">
              {m.team_shop_name()}
            </span>
            <span className="sr-only">{m.team_header_home_suffix()}</span>
          </Link>
          <nav aria-label={m.header_account()}>
            <ul className="flex items-center md:gap-1">
              <li>
                <Link
                  to="/list/"
                  className="flex min-h-11 min-w-11 flex-col items-center justify-center gap-0.5 rounded-md px-1 py-1 text-xs font-medium text-ink hover:bg-surface-muted hover:text-brand-700 lg:px-2"
                >
                  <Users aria-hidden="true" className="size-6" />
                  <span className="sr-only lg:not-sr-only">{m.team_list_link()}</span>
                </Link>
              </li>
              <li>
                <AccountMenu />
              </li>
              <li>
                <MiniCart />
              </li>
            </ul>
          </nav>
        </div>
      </header>
    </HeaderPopupsProvider>
  )
}
