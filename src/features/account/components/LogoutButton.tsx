import { useMutation } from '@tanstack/react-query'
import { LogOut } from 'lucide-react'
import { logOut } from '~/features/auth/logout.functions'
import { m } from '~/paraglide/messages'
import { disabledUntilHydrated, useHydrated } from '~/ui/use-hydrated'

/**
 * Spec §4 Session logout, as a POST server function. The session's end is reported with the answer,
 * and the app shell then clears the viewer's data and goes home.
 */
export function LogoutButton({ className }: { className?: string }) {
  const hydrated = useHydrated()
  const logout = useMutation({ mutationFn: () => logOut() })
  return (
    <button
      type="button"
      className={className}
      {...disabledUntilHydrated(hydrated, { busy: logout.isPending })}
      onClick={() => {
        if (!logout.isPending) logout.mutate()
      }}
    >
      <LogOut aria-hidden="true" className="size-5" />
      {m.account_logout()}
    </button>
  )
}
