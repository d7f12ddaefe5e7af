import { BellRing } from 'lucide-react'
import { Suspense, lazy, memo, useId, useState } from 'react'
import type { ProductOption } from '~/shop-client/schemas/product.schema'
import { m } from '~/paraglide/messages'
import { useIntent } from '~/ui/load-later'
import { useHydrated } from '~/ui/use-hydrated'
import { alertableSizes } from '../stock-alerts.model'

// The form (fields, validation, the request) is loaded with the first intent to open the offer.
const StockAlertForm = lazy(() => import('./StockAlertForm'))

/*
 * Memoised: when the offer starts open, the server renders the form, and the browser hydrates it once
 * its code has arrived. A re-render of the boundary before then (the offer's own, when the page
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
 * page's only action. Once opened, the form stays mounted while closed, so what was typed is kept.
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
  const ids = useId()
  const hydrated = useHydrated()
  const [open, setOpen] = useState(defaultOpen)
  const [opened, setOpened] = useState(defaultOpen)
  const { wanted, intentHandlers } = useIntent()
  if (alertableSizes(options).length === 0) return null

  return (
    <div className="flex flex-col gap-3 rounded-lg border border-line p-3 md:p-4">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={`${ids}-panel`}
        disabled={!hydrated}
        {...intentHandlers}
        onClick={() => {
          setOpen(!open)
          setOpened(true)
        }}
        className="inline-flex min-h-11 items-center gap-2 self-start rounded-pill border-2 border-brand-800 px-5 py-2 font-semibold text-brand-800 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-60"
      >
        <BellRing aria-hidden="true" className="size-5" />
        {m.stock_alert_toggle()}
      </button>
      <div id={`${ids}-panel`} hidden={!open} className="flex flex-col gap-3">
        {(opened || wanted) && <LazyStockAlertForm options={options} selectedOptionId={selectedOptionId} />}
      </div>
    </div>
  )
}
