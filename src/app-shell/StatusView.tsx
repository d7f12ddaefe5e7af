import { Link } from '@tanstack/react-router'
import { m } from '~/paraglide/messages'

/** The shared layout of the not-found and error views: a large status code beside the explanation. */
export function StatusView({
  code,
  title,
  heading,
  text,
  detail,
  actions,
}: {
  code: number
  title: string
  heading: string
  text: string
  detail?: string | undefined
  actions?: React.ReactNode
}) {
  return (
    <section className="page-container grid gap-8 py-16 md:grid-cols-[auto_1fr] md:items-center lg:py-24">
      <title>{title}</title>
      <p
        aria-hidden="true"
        className="font-display text-[7rem] leading-none font-bold text-brand-600 lg:text-[10rem]"
      >
        {code}
      </p>
      <div className="flex max-w-xl flex-col gap-4">
        <p className="text-sm font-semibold tracking-widest text-accent-600 uppercase">{title}</p>
        <h1 className="text-3xl font-bold text-brand-900 lg:text-4xl">{heading}</h1>
        <p className="text-lg text-ink-muted">{text}</p>
        {detail ? <p className="font-mono text-sm break-all text-ink-muted">{detail}</p> : null}
        <div className="flex flex-wrap gap-3 pt-2">
          {actions}
          <Link
            to="/"
            className="inline-flex h-11 items-center rounded-pill bg-brand-800 px-6 font-semibold text-white hover:bg-brand-700"
          >
            {m.back_to_home()}
          </Link>
        </div>
      </div>
    </section>
  )
}
