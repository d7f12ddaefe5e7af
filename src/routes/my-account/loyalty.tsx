import { createFileRoute, notFound, redirect } from '@tanstack/react-router'
import { publicConfigQuery } from '~/config/public-config'
import { LoyaltyView } from '~/features/loyalty/components/LoyaltyView'
import { loyaltyQuery } from '~/features/loyalty/loyalty.queries'
import { m } from '~/paraglide/messages'

export const Route = createFileRoute('/my-account/loyalty')({
  // Spec §4 Feature switching: the loyalty route exists only when loyalty is enabled.
  beforeLoad: async ({ context }) => {
    const config = await context.queryClient.query(publicConfigQuery)
    if (!config.LOYALTY_ENABLED) throw notFound()
  },
  loader: async ({ context }) => {
    const loyalty = await context.queryClient.query(loyaltyQuery).catch((error: unknown) => {
      console.error(error)
      throw redirect({ to: '/' })
    })
    if (!loyalty) throw redirect({ to: '/' })
  },
  head: () => ({ meta: [{ title: m.loyalty_title() }, { name: 'robots', content: 'noindex' }] }),
  component: LoyaltyView,
})
