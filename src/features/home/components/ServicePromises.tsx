import { Bike, RotateCcw, Store, Truck } from 'lucide-react'
import { m } from '~/paraglide/messages'

const promises = [
  { icon: Truck, title: m.home_promise_shipping_title, text: m.home_promise_shipping_text },
  { icon: RotateCcw, title: m.home_promise_returns_title, text: m.home_promise_returns_text },
  { icon: Store, title: m.home_promise_stores_title, text: m.home_promise_stores_text },
  { icon: Bike, title: m.home_promise_advice_title, text: m.home_promise_advice_text },
] as const

export function ServicePromises() {
  return (
    <section aria-labelledby="home-promises" className="page-container py-10">
      <h2 id="home-promises" className="mb-5 text-2xl font-bold text-brand-900 uppercase">
        {m.home_promise_heading()}
      </h2>
      <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-4">
        {promises.map(({ icon: Icon, title, text }) => (
          <li key={title()} className="flex gap-4 rounded-lg bg-surface-muted p-5">
            <Icon aria-hidden="true" className="size-8 shrink-0 text-brand-700" />
            <div>
              <h3 className="text-lg font-semibold text-brand-900">{title()}</h3>
              <p className="text-sm text-ink-muted">{text()}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}
