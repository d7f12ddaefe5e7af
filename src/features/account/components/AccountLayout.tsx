import { Link, Outlet } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { usePublicConfig } from '~/config/public-config'
import { m } from '~/paraglide/messages'
import { useAccount } from '../account.queries'
import { LogoutButton } from './LogoutButton'

const navLink =
  'flex min-h-11 items-center rounded-md px-3 font-medium text-ink hover:bg-surface-muted aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800'

function NavItem({ to, children }: { to: string; children: ReactNode }) {
  return (
    <li>
      <Link to={to} className={navLink} activeOptions={{ exact: true }}>
        {children}
      </Link>
    </li>
  )
}

/** The account area's frame (spec §2 /my-account/…): its navigation beside the current page. */
export function AccountLayout() {
  const account = useAccount()
  const config = usePublicConfig()
  return (
    <div className="page-container grid gap-8 py-8 lg:grid-cols-[16rem_1fr] lg:py-12">
      <aside className="flex flex-col gap-4">
        <p className="text-sm text-ink-muted">
          {account
            ? m.account_signed_in_as({ name: `${account.personal.firstName} ${account.personal.lastName}` })
            : null}
        </p>
        <nav aria-label={m.account_nav_label()}>
          <ul className="flex flex-col gap-1">
            <NavItem to="/my-account/">{m.account_nav_overview()}</NavItem>
            <NavItem to="/my-account/orders/">{m.account_nav_orders()}</NavItem>
            <NavItem to="/my-account/delivery-address/">{m.account_nav_addresses()}</NavItem>
            <NavItem to="/my-account/account-details/">{m.account_nav_details()}</NavItem>
            {/* Team shops have no loyalty page (spec §2 team-shop mode): the link would be a 404. */}
            {config.LOYALTY_ENABLED && !config.TEAM_SHOULD_BUILD ? (
              <NavItem to="/my-account/loyalty/">{m.account_nav_loyalty()}</NavItem>
            ) : null}
            {config.OMNICHANNEL_IS_AVAILABLE && !config.TEAM_SHOULD_BUILD ? (
              <NavItem to="/my-account/reservations/">{m.account_nav_reservations()}</NavItem>
            ) : null}
            {!config.TEAM_SHOULD_BUILD ? (
              <NavItem to="/my-account/bookings/">{m.account_nav_bookings()}</NavItem>
            ) : null}
          </ul>
        </nav>
        <LogoutButton className="flex min-h-11 items-center gap-2 rounded-md px-3 font-medium text-brand-700 hover:bg-surface-muted" />
      </aside>
      <div className="min-w-0">
        <Outlet />
      </div>
    </div>
  )
}

/** A page heading of the account area. */
export function AccountHeading({ children }: { children: ReactNode }) {
  return <h1 className="mb-6 text-3xl font-bold text-brand-900">{children}</h1>
}
