import { Bike, MountainSnow, RotateCcw, Store, Truck } from 'lucide-react'
import { m } from '~/paraglide/messages'

const promises = [
  { icon: Truck, title: m.home_promise_shipping_title, text: m.home_promise_shipping_text },
  { icon: RotateCcw, title: m.home_promise_returns_title, text: m.home_promise_returns_text },
  { icon: Store, title: m.home_promise_stores_title, text: m.home_promise_stores_text },
  { icon: Bike, title: m.home_promise_advice_title, text: m.home_promise_advice_text },
] as const

export function HomeView() {
  return (
    <>
      <section className="relative overflow-hidden bg-brand-900 text-white">
        <MountainSnow
          aria-hidden="true"
          strokeWidth={0.6}
          className="absolute -right-16 -bottom-24 size-[28rem] text-brand-700 lg:right-10 lg:size-[34rem]"
        />
        <div className="page-container relative flex min-h-[22rem] flex-col justify-center gap-5 py-16 lg:min-h-[30rem]">
          <p className="w-fit rounded-pill bg-accent-500 px-3 py-1 text-xs font-bold tracking-widest text-brand-950 uppercase">
            {m.home_hero_eyebrow()}
          </p>
          <h1 className="max-w-2xl text-4xl font-bold uppercase lg:text-[4rem] lg:leading-none">
            {m.home_hero_heading()}
          </h1>
          <p className="max-w-xl text-lg text-brand-100">{m.home_hero_text()}</p>
        </div>
      </section>
      <section aria-labelledby="home-promises" className="page-container py-12">
        <h2 id="home-promises" className="mb-6 text-2xl font-bold text-brand-900 uppercase">
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
    </>
  )
}
