import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { usePublicConfig } from '~/config/public-config'
import { loyaltyQuery } from '~/features/loyalty/loyalty.queries'
import { m } from '~/paraglide/messages'
import { linkClasses } from '~/ui/form-controls'
import { ordersQuery, useAccount } from '../account.queries'
import type { PriceType } from '~/shop-client/schemas/account.schema'
import { AccountHeading } from './AccountLayout'
import { AddressText } from './AddressText'
import { OrdersTable } from './OrdersTable'
import { LoyaltyPageLink } from '~/route-links'

const roleText: Record<PriceType, () => string> = {
  vk: m.role_vk,
  premium: m.role_premium,
  staff: m.role_staff,
  pro: m.role_pro,
}

const card = 'flex flex-col gap-3 rounded-lg border border-line p-5'

function LoyaltyCard() {
  const loyalty = useQuery(loyaltyQuery)
  return (
    <section className={card} aria-labelledby="overview-loyalty">
      <h2 id="overview-loyalty" className="text-xl font-bold text-brand-900">
        {m.account_overview_loyalty()}
      </h2>
      <p className="text-2xl font-bold" aria-live="polite">
        {loyalty.data ? m.loyalty_points_value({ points: loyalty.data.points }) : m.loyalty_loading()}
      </p>
      {loyalty.data ? (
        <p className="text-ink-muted">{m.loyalty_level({ level: loyalty.data.level })}</p>
      ) : null}
      <LoyaltyPageLink className={linkClasses}>{m.account_overview_loyalty_link()}</LoyaltyPageLink>
    </section>
  )
}

/** Spec §2 /my-account/: who is logged in, their price type, points, last orders and default address. */
export function AccountOverview() {
  const account = useAccount()
  const config = usePublicConfig()
  const { data: orders } = useSuspenseQuery(ordersQuery(1))
  if (!account || !orders) return null
  const defaultAddress = account.addresses.shipping.find((address) => address.isDefault)
  return (
    <section>
      <AccountHeading>{m.account_overview_heading({ name: account.personal.firstName })}</AccountHeading>
      <div className="grid gap-6 md:grid-cols-2">
        <section className={card} aria-labelledby="overview-person">
          <h2 id="overview-person" className="text-xl font-bold text-brand-900">
            {m.account_overview_person()}
          </h2>
          <p>
            {account.personal.firstName} {account.personal.lastName}
            <br />
            <span className="text-ink-muted">{account.personal.email}</span>
          </p>
          <p>
            {m.account_overview_price_type()}: <strong>{roleText[account.role]()}</strong>
          </p>
          <Link to="/my-account/account-details/" className={linkClasses}>
            {m.account_overview_details_link()}
          </Link>
        </section>
        {config.LOYALTY_ENABLED ? <LoyaltyCard /> : null}
        <section className={card} aria-labelledby="overview-address">
          <h2 id="overview-address" className="text-xl font-bold text-brand-900">
            {m.account_overview_address()}
          </h2>
          {defaultAddress ? (
            <AddressText address={defaultAddress} />
          ) : (
            <p className="text-ink-muted">{m.addresses_empty()}</p>
          )}
          <Link to="/my-account/delivery-address/" className={linkClasses}>
            {m.account_overview_address_link()}
          </Link>
        </section>
      </div>
      <section className="mt-8" aria-labelledby="overview-orders">
        <h2 id="overview-orders" className="mb-3 text-xl font-bold text-brand-900">
          {m.account_overview_orders()}
        </h2>
        {orders.orders.length > 0 ? (
          <OrdersTable orders={orders.orders.slice(0, 3)} caption={m.account_overview_orders()} />
        ) : (
          <p className="text-ink-muted">{m.orders_empty()}</p>
        )}
        <Link to="/my-account/orders/" className={`${linkClasses} mt-4 inline-block`}>
          {m.account_overview_orders_link()}
        </Link>
      </section>
    </section>
  )
}
