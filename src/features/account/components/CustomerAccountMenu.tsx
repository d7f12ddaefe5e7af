import { useMutation } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components'
import { logOut } from '~/features/auth/logout.functions'
import { m } from '~/paraglide/messages'
import { AccountTriggerFace, accountActionClasses } from './AccountMenuTrigger'

const itemClasses =
  'flex min-h-11 cursor-pointer items-center rounded-md px-3 text-ink outline-none data-focused:bg-brand-50 data-focused:text-brand-800'

/**
 * The customer's account menu (account, orders, logout as a POST). A chunk of its own, loaded when a
 * customer reaches for the button: the menu's collection and selection code is most of what a
 * react-aria menu costs, and visitors never see it. `defaultOpen`: the stand-in button was pressed
 * before this loaded; `takeFocus`: it had the focus.
 */
export default function CustomerAccountMenu({
  firstName,
  defaultOpen,
  takeFocus,
}: {
  firstName: string
  defaultOpen: boolean
  takeFocus: boolean
}) {
  const router = useRouter()
  const logout = useMutation({ mutationFn: () => logOut() })
  return (
    <MenuTrigger defaultOpen={defaultOpen}>
      {/* eslint-disable-next-line jsx-a11y/no-autofocus -- it takes the place of the focused stand-in */}
      <Button className={accountActionClasses} autoFocus={takeFocus}>
        <AccountTriggerFace firstName={firstName} />
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
