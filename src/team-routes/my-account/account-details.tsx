import { createFileRoute } from '@tanstack/react-router'
import { AccountDetailsView } from '~/features/account/components/AccountDetailsView'
import { m } from '~/paraglide/messages'

export const Route = createFileRoute('/my-account/account-details')({
  head: () => ({ meta: [{ title: m.account_details_title() }, { name: 'robots', content: 'noindex' }] }),
  component: AccountDetailsView,
})
