import { Suspense, lazy } from 'react'
import { UserRound } from 'lucide-react'
import { m } from '~/paraglide/messages'
import { localizeHref } from '~/lib/locale-url'
import { useHydrated } from '~/ui/use-hydrated'
import { useViewer } from '../account.queries'
import { AccountTriggerFace, accountActionClasses } from './AccountMenuTrigger'

const CustomerAccountMenu = lazy(() => import('./CustomerAccountMenu'))

/**
 * The header's account entry: for a visitor a link to the account (which asks them to log in), for
 * a customer their first name and a small menu with the account, the orders and logout (a POST).
 * The menu loads after hydration; until then its button is rendered disabled, as the menu's own
 * button is until React owns the page.
 */
export function AccountMenu() {
  const viewer = useViewer()
  const hydrated = useHydrated()

  if (viewer.kind === 'visitor') {
    return (
      <a href={localizeHref('/my-account/')} className={accountActionClasses}>
        <UserRound aria-hidden="true" className="size-6" />
        <span className="sr-only lg:not-sr-only">{m.header_account()}</span>
      </a>
    )
  }

  const firstName = viewer.account.personal.firstName
  const waiting = (
    <button
      type="button"
      className={accountActionClasses}
      disabled
      aria-haspopup="true"
      aria-expanded="false"
    >
      <AccountTriggerFace firstName={firstName} />
    </button>
  )
  if (!hydrated) return waiting
  return (
    <Suspense fallback={waiting}>
      <CustomerAccountMenu firstName={firstName} />
    </Suspense>
  )
}
