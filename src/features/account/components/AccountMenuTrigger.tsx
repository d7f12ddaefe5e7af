import { ChevronDown, UserRound } from 'lucide-react'
import { m } from '~/paraglide/messages'

export const accountActionClasses =
  'flex min-h-11 min-w-11 flex-col items-center justify-center gap-0.5 rounded-md px-1 py-1 text-xs font-medium text-ink hover:bg-surface-muted hover:text-brand-700 lg:px-2'

/** What the customer's account button shows; the same before and after its menu has loaded. */
export function AccountTriggerFace({ firstName }: { firstName: string }) {
  return (
    <>
      {/* Phones show the initial, wider screens the first name; the name is read as "Konto von …". */}
      <span
        aria-hidden="true"
        className="flex size-6 items-center justify-center rounded-full bg-brand-800 text-xs font-bold text-white lg:hidden"
      >
        {firstName.slice(0, 1).toUpperCase() || '?'}
      </span>
      <UserRound aria-hidden="true" className="hidden size-6 lg:block" />
      <span className="flex items-center gap-0.5">
        <span className="sr-only">{m.header_account_menu_prefix()} </span>
        <span className="max-w-20 truncate max-lg:sr-only">{firstName}</span>
        <ChevronDown aria-hidden="true" className="hidden size-3 lg:block" />
      </span>
    </>
  )
}
