import { createFileRoute } from '@tanstack/react-router'
import { DeliveryAddressesView } from '~/features/account/components/DeliveryAddressesView'
import { m } from '~/paraglide/messages'

export const Route = createFileRoute('/my-account/delivery-address')({
  head: () => ({ meta: [{ title: m.addresses_title() }, { name: 'robots', content: 'noindex' }] }),
  component: DeliveryAddressesView,
})
