import { useMutation } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { ChevronDown, UserRound } from 'lucide-react'
import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components'
import { logOut } from '~/features/auth/auth.functions'
import { m } from '~/paraglide/messages'
import { localizeHref } from '~/lib/locale-url'
import { useHydrated } from '~/ui/use-hydrated'
import { useViewer } from '../account.queries'

const actionClasses =
  'flex min-h-11 min-w-11 flex-col items-center justify-center gap-0.5 rounded-md px-1 py-1 text-xs font-medium text-ink hover:bg-surface-muted hover:text-brand-700 lg:px-2'

const itemClasses =
  'flex min-h-11 cursor-pointer items-center rounded-md px-3 text-ink outline-none data-focused:bg-brand-50 data-focused:text-brand-800'

/**
 * The header's account entry: for a visitor a link to the account (which asks them to log in), for
 * a customer their first name and a small menu with the account, the orders and logout (a POST).
 */
export function AccountMenu() {
  const viewer = useViewer()
  const router = useRouter()
  const hydrated = useHydrated()
  const logout = useMutation({ mutationFn: () => logOut() })

  if (viewer.kind === 'visitor') {
    return (
      <a href={localizeHref('/my-account/')} className={actionClasses}>
        <UserRound aria-hidden="true" className="size-6" />
        <span className="sr-only lg:not-sr-only">{m.header_account()}</span>
      </a>
    )
  }

  const firstName = viewer.account.personal.firstName
  return (
    <MenuTrigger>
      <Button className={actionClasses} isDisabled={!hydrated}>
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
      </Button>
      <Popover
        placement="bottom end"
        className="min-w-52 rounded-lg border border-line bg-surface p-1 shadow-card"
      >
        <Menu
          className="outline-none"
          aria-label={m.header_account_menu({ name: firstName })}
          onAction={(key) => {
            if (key === 'account') void router.navigate({ to: '/my-account/' })
            else if (key === 'orders') void router.navigate({ to: '/my-account/orders/' })
            else if (key === 'logout' && !logout.isPending) logout.mutate()
          }}
        >
          <MenuItem id="account" className={itemClasses}>
            {m.account_nav_overview()}
          </MenuItem>
          <MenuItem id="orders" className={itemClasses}>
            {m.account_nav_orders()}
          </MenuItem>
          <MenuItem id="logout" className={itemClasses}>
            {m.account_logout()}
          </MenuItem>
        </Menu>
      </Popover>
    </MenuTrigger>
  )
}
