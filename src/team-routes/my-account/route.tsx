import { createFileRoute, redirect } from '@tanstack/react-router'
import { refreshViewer } from '~/features/account/account.queries'
import { AccountLayout } from '~/features/account/components/AccountLayout'

export const Route = createFileRoute('/my-account')({
  /**
   * Where a visitor belongs: at the login, which brings them back here. A user-experience redirect
   * only; the account's server functions refuse anyone without a session on their own.
   */
  beforeLoad: async ({ context, location }) => {
    let viewer
    try {
      // Asked afresh on every account page: a session ended or changed elsewhere (another tab, another
      // device) must not show cached data.
      viewer = await refreshViewer(context.queryClient)
    } catch (error) {
      // Spec §2: a failed account-data load sends the user home.
      console.error(error)
      throw redirect({ to: '/' })
    }
    if (viewer.kind === 'customer') return { account: viewer.account }
    if (viewer.sessionEnded) throw redirect({ to: '/' })
    throw redirect({ to: '/login/', search: { redirect: location.href } })
  },
  component: AccountLayout,
})
