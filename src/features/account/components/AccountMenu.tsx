import { Suspense, lazy, useState } from 'react'
import { UserRound } from 'lucide-react'
import { m } from '~/paraglide/messages'
import { localizeHref } from '~/lib/locale-url'
import { useIntent } from '~/ui/load-later'
import { useHydrated } from '~/ui/use-hydrated'
import { useViewer } from '../account.queries'
import { AccountTriggerFace, accountActionClasses } from './AccountMenuTrigger'

const CustomerAccountMenu = lazy(() => import('./CustomerAccountMenu'))

/**
 * The header's account entry: for a visitor a link to the account (which asks them to log in), for
 * a customer their first name and a small menu with the account, the orders and logout (a POST).
 * Until React owns the page its button is rendered disabled. The menu's code loads when the pointer,
 * the focus or a finger first reaches the button (ADR 025); until it is there, this button stands in
 * for the menu's own, and a press on it is kept: the menu opens as soon as it has loaded, with the
 * focus on its button if it was on this one.
 */
export function AccountMenu() {
  const viewer = useViewer()
  const hydrated = useHydrated()
  const { wanted, want, intentHandlers } = useIntent()
  const [pressed, setPressed] = useState(false)
  const [focused, setFocused] = useState(false)

  if (viewer.kind === 'visitor') {
    return (
      <a href={localizeHref('/my-account/')} className={accountActionClasses}>
        <UserRound aria-hidden="true" className="size-6" />
        <span className="sr-only lg:not-sr-only">{m.header_account()}</span>
      </a>
    )
  }

  const firstName = viewer.account.personal.firstName
  const press = () => {
    setPressed(true)
    want()
  }
  const standIn = (
    <button
      type="button"
      className={accountActionClasses}
      disabled={!hydrated}
      aria-haspopup="true"
      aria-expanded="false"
      {...intentHandlers}
      onFocus={() => {
        setFocused(true)
        want()
      }}
      onBlur={() => {
        setFocused(false)
      }}
      // The press starts here: the menu's button may take this one's place before it ends.
      onPointerDown={press}
      onClick={press}
    >
      <AccountTriggerFace firstName={firstName} />
    </button>
  )
  // The stand-in stays in place (a transition) until the menu's code is there.
  return (
    <Suspense fallback={standIn}>
      {wanted ? (
        <CustomerAccountMenu firstName={firstName} defaultOpen={pressed} takeFocus={focused} />
      ) : (
        standIn
      )}
    </Suspense>
  )
}
