import { BellRing } from 'lucide-react'
import { Suspense, lazy, memo } from 'react'
import type { ProductOption } from '~/shop-client/schemas/product.schema'
import { m } from '~/paraglide/messages'
import { Disclosure } from '~/ui/Disclosure'
import { alertableSizes } from '../stock-alerts.model'

// The form (fields, validation, the request) is loaded with the first intent to open the offer.
const StockAlertForm = lazy(() => import('./StockAlertForm'))

/*
 * Memoised: when the offer starts open, the server renders the form, and the browser hydrates it once
 * its code has arrived. A re-render of the boundary before then (the disclosure's own, when the page
 * becomes hydrated) would make React drop the server's form and render it afresh, losing what the
 * shopper chose or typed meanwhile.
 */
const LazyStockAlertForm = memo(function LazyStockAlertForm({
  options,
  selectedOptionId,
}: {
  options: readonly ProductOption[]
  selectedOptionId: number | null
}) {
  return (
    <Suspense fallback={null}>
      <StockAlertForm options={options} selectedOptionId={selectedOptionId} />
    </Suspense>
  )
})

/**
 * "Benachrichtigen, wenn verfügbar": a disclosure with a small form that asks for one mail when a
 * sold-out size is back. Open from the start when the whole product is sold out, since then it is the
 * page's only action.
 */
export function StockAlertOffer({
  options,
  selectedOptionId,
  defaultOpen,
}: {
  options: readonly ProductOption[]
  selectedOptionId: number | null
  defaultOpen: boolean
}) {
  if (alertableSizes(options).length === 0) return null
  return (
    <Disclosure
      label={m.stock_alert_toggle()}
      icon={<BellRing aria-hidden="true" className="size-5" />}
      defaultOpen={defaultOpen}
    >
      <LazyStockAlertForm options={options} selectedOptionId={selectedOptionId} />
    </Disclosure>
  )
}
