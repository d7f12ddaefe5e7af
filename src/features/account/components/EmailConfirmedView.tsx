import { Link } from '@tanstack/react-router'
import { MailCheck, MailX } from 'lucide-react'
import { m } from '~/paraglide/messages'
import type { EmailConfirmation } from '~/shop-client/api/account.server'
import { primaryButtonClasses } from '~/ui/form-controls'

/** The page of an e-mail change's link: the new login address, or why the link does not count. */
export function EmailConfirmedView({ confirmation }: { confirmation: EmailConfirmation }) {
  const Icon = confirmation.ok ? MailCheck : MailX
  return (
    <section className="page-container flex max-w-2xl flex-col items-start gap-5 py-16">
      <Icon
        aria-hidden="true"
        className={`size-14 ${confirmation.ok ? 'text-success-600' : 'text-sale-600'}`}
      />
      <h1 className="text-3xl font-bold text-brand-900">
        {confirmation.ok ? m.email_confirm_title() : m.email_confirm_invalid_title()}
      </h1>
      <p className="text-lg text-ink-muted">
        {confirmation.ok
          ? m.email_confirm_done({ email: confirmation.email })
          : confirmation.reason === 'taken'
            ? m.email_confirm_taken()
            : m.email_confirm_invalid()}
      </p>
      <Link to="/my-account/account-details/" className={primaryButtonClasses}>
        {m.email_confirm_to_account()}
      </Link>
    </section>
  )
}
