import { Link } from '@tanstack/react-router'
import { MailCheck } from 'lucide-react'
import { m } from '~/paraglide/messages'

/** Double opt-in confirmation (spec §2 `/doi/thankyou/{userHash}`). */
export function DoiThankYouView() {
  return (
    <section className="page-container flex max-w-2xl flex-col items-start gap-5 py-16">
      <MailCheck aria-hidden="true" className="size-14 text-success-600" />
      <h1 className="text-3xl font-bold text-brand-900">{m.doi_heading()}</h1>
      <p className="text-lg text-ink-muted">{m.doi_text()}</p>
      <Link
        to="/"
        className="inline-flex h-11 items-center rounded-pill bg-accent-600 px-6 font-semibold text-white hover:bg-accent-500"
      >
        {m.doi_continue()}
      </Link>
    </section>
  )
}
