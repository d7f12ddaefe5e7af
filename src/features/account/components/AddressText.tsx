import { countryName } from '~/lib/country-name'
import { m } from '~/paraglide/messages'
import type { ShippingAddress } from '~/shop-client/schemas/account.schema'

/** A shipping address as it is written on a parcel, or the pick-up store for click & collect. */
export function AddressText({ address }: { address: ShippingAddress }) {
  return (
    <address className="not-italic">
      {address.firstname} {address.lastname}
      <br />
      {address.deliveryType === 'click_and_collect' && address.store ? (
        <>
          {m.address_pickup_at({ store: address.store.name })}
          <br />
        </>
      ) : null}
      {address.street} {address.streetNo}
      <br />
      {address.postal} {address.city}, {countryName(address.countryId)}
    </address>
  )
}
