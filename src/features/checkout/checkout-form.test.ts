import { describe, expect, it } from 'vitest'
import { m } from '~/paraglide/messages'
import { cartRefusalMessage, parseCheckoutForm } from './checkout-form'

const key = '7b0c1f5e-2a3d-4e6f-8a9b-0c1d2e3f4a5b'
const savedId = '0b6f3c1e-8a2d-4f5b-9c7e-1d2a3b4c5d6e'
const shipping = {
  'shipping.firstname': 'Lena',
  'shipping.lastname': 'Huber',
  'shipping.street': 'Ring',
  'shipping.streetNo': '1',
  'shipping.postal': '1010',
  'shipping.city': 'Wien',
  'shipping.countryId': 'AT',
}
const billing = Object.fromEntries(
  Object.entries(shipping).map(([field, value]) => [field.replace('shipping', 'billing'), value]),
)

describe('the checkout form', () => {
  it('turns a guest home delivery into an order body with a new address, billed to it', () => {
    expect(
      parseCheckoutForm(
        {
          idempotencyKey: key,
          deliveryType: 'home',
          ...shipping,
          billingSame: 'on',
          email: 'Lena@Example.at',
          paymentMethod: 'invoice',
        },
        false,
      ),
    ).toEqual({
      ok: true,
      idempotencyKey: key,
      body: {
        deliveryType: 'home',
        paymentMethod: 'invoice',
        email: 'lena@example.at',
        shippingAddress: {
          firstname: 'Lena',
          lastname: 'Huber',
          street: 'Ring',
          streetNo: '1',
          postal: '1010',
          city: 'Wien',
          countryId: 'AT',
        },
      },
    })
  })

  it('takes only the fields of the chosen delivery type', () => {
    const parsed = parseCheckoutForm(
      {
        idempotencyKey: key,
        deliveryType: 'click_and_collect',
        storeId: '7',
        addressId: savedId,
        billingAddressId: savedId,
        ...shipping,
        paymentMethod: 'prepayment',
      },
      true,
    )
    expect(parsed).toEqual({
      ok: true,
      idempotencyKey: key,
      body: {
        deliveryType: 'click_and_collect',
        paymentMethod: 'prepayment',
        storeId: 7,
        billingAddressId: savedId,
      },
    })
  })

  it('lets a customer pick saved addresses, and never sends a guest’s pick of one', () => {
    const customer = parseCheckoutForm(
      {
        idempotencyKey: key,
        deliveryType: 'home',
        addressId: savedId,
        billingSame: 'on',
        paymentMethod: 'invoice',
      },
      true,
    )
    expect(customer).toMatchObject({ ok: true, body: { addressId: savedId } })
    const guest = parseCheckoutForm(
      {
        idempotencyKey: key,
        deliveryType: 'home',
        addressId: savedId,
        billingSame: 'on',
        email: 'a@b.at',
        paymentMethod: 'invoice',
      },
      false,
    )
    expect(guest).toMatchObject({ ok: false, errors: { 'shipping.firstname': m.form_required() } })
  })

  it('asks for a separate billing address when the box is unticked, and checks postal codes per country', () => {
    const parsed = parseCheckoutForm(
      {
        idempotencyKey: key,
        deliveryType: 'home',
        ...shipping,
        ...billing,
        'billing.postal': '10115',
        email: 'a@b.at',
        paymentMethod: 'invoice',
      },
      false,
    )
    expect(parsed).toEqual({ ok: false, errors: { 'billing.postal': m.checkout_postal_invalid() } })
    const german = parseCheckoutForm(
      {
        idempotencyKey: key,
        deliveryType: 'home',
        ...shipping,
        ...billing,
        'billing.postal': '10115',
        'billing.countryId': 'DE',
        email: 'a@b.at',
        paymentMethod: 'invoice',
      },
      false,
    )
    expect(german).toMatchObject({ ok: true, body: { billingAddress: { postal: '10115', countryId: 'DE' } } })
  })

  it('reports every missing choice at once, and a page without its attempt key as out of date', () => {
    expect(parseCheckoutForm({ storeId: 'x' }, false)).toEqual({
      ok: false,
      errors: {
        form: m.checkout_expired(),
        deliveryType: m.checkout_choose_delivery(),
        paymentMethod: m.checkout_choose_payment(),
        email: m.form_required(),
        'shipping.firstname': m.form_required(),
        'shipping.lastname': m.form_required(),
        'shipping.street': m.form_required(),
        'shipping.streetNo': m.form_required(),
        'shipping.postal': m.form_required(),
        'shipping.city': m.form_required(),
        'shipping.countryId': m.form_required(),
        'billing.firstname': m.form_required(),
        'billing.lastname': m.form_required(),
        'billing.street': m.form_required(),
        'billing.streetNo': m.form_required(),
        'billing.postal': m.form_required(),
        'billing.city': m.form_required(),
        'billing.countryId': m.form_required(),
      },
    })
    expect(
      parseCheckoutForm(
        {
          idempotencyKey: key,
          deliveryType: 'click_and_collect',
          storeId: '0',
          ...billing,
          email: 'nope',
          paymentMethod: 'invoice',
        },
        false,
      ),
    ).toEqual({ ok: false, errors: { storeId: m.address_store_required(), email: m.form_email_invalid() } })
  })
})

describe('cartRefusalMessage (the shop refused the cart itself)', () => {
  const line = (hash: string, name: string, size: string) => ({
    hash,
    product: { name },
    option: { title: size },
  })
  const lines = [line('a', 'Nike Pegasus 41', '42'), line('b', 'Löffler Trikot', 'M')]

  it('names the lines the stock no longer covers first', () => {
    expect(cartRefusalMessage(lines, ['b'], ['Löffler Trikot (M) is no longer available.'])).toBe(
      m.checkout_stock_changed({ names: 'Löffler Trikot (M)' }),
    )
  })

  it("names the lines the shop's messages name, as a team line its customer may no longer order", () => {
    expect(cartRefusalMessage(lines, [], ["Nike Pegasus 41 is no longer part of the team's kit."])).toBe(
      m.checkout_lines_refused({ names: 'Nike Pegasus 41 (42)' }),
    )
  })

  it('says the cart changed when it holds lines none of the messages names, never that it is empty', () => {
    const message = cartRefusalMessage(
      lines,
      [],
      ['An item in your cart is no longer sold; remove it to continue.'],
    )
    expect(message).toBe(m.checkout_cart_changed())
    expect(message).not.toBe(m.checkout_cart_empty())
  })

  it('says the cart is empty only when it is', () => {
    expect(cartRefusalMessage([], [], ['Your cart is empty.'])).toBe(m.checkout_cart_empty())
  })
})
