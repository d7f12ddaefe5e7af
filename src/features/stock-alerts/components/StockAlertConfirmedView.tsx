import { Link } from '@tanstack/react-router'
import { BellRing } from 'lucide-react'
import { m } from '~/paraglide/messages'
import type { StockAlert } from '~/shop-client/schemas/stock-alerts.schema'

/** The page of the confirmation link: the alert is active, or its size was already back and mailed. */
export function StockAlertConfirmedView({ alert }: { alert: StockAlert }) {
  const values = { product: alert.product.name, size: alert.size.label, email: alert.email }
  const slug = /^\/p\/([^/]+)\/$/.exec(alert.product.url)?.[1]
  return (
    <section className="page-container flex max-w-2xl flex-col items-start gap-5 py-16">
      <BellRing aria-hidden="true" className="size-14 text-success-600" />
      <h1 className="text-3xl font-bold text-brand-900">
        {alert.status === 'notified'
          ? m.stock_alert_confirm_back_heading(values)
          : m.stock_alert_confirm_heading()}
      </h1>
      <p className="text-lg text-ink-muted">
        {alert.status === 'notified'
          ? m.stock_alert_confirm_back_text(values)
          : m.stock_alert_confirm_text(values)}
      </p>
      {slug && (
        <Link
          to="/p/$slug/"
          params={{ slug }}
          className="inline-flex h-11 items-center rounded-pill bg-accent-600 px-6 font-semibold text-white hover:bg-accent-500"
        >
          {m.stock_alert_confirm_to_product()}
        </Link>
      )}
    </section>
  )
}
