import { describe, expect, it } from 'vitest'
import { m } from '~/paraglide/messages'
import { cartRefusalMessage, errorSummary, parseCheckoutForm } from './checkout-form'

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

describe('the phone number for delivery questions', () => {
  const guest = {
    idempotencyKey: key,
    deliveryType: 'home',
    ...shipping,
    billingSame: 'on',
    email: 'lena@example.at',
    paymentMethod: 'invoice',
  }

  it('is optional: an empty field sends none', () => {
    const parsed = parseCheckoutForm({ ...guest, phone: '' }, false)
    expect(parsed.ok && parsed.body).not.toHaveProperty('phone')
  })

  it('sends a number written the ways shoppers write them', () => {
    for (const phone of ['+43 664 1234567', '0664/123 45 67', '(01) 512-34-56'])
      expect(parseCheckoutForm({ ...guest, phone }, false)).toMatchObject({ ok: true, body: { phone } })
  })

  it('refuses what cannot be a phone number, in the shopper’s language', () => {
    for (const phone of ['abc', '12', '+43 664 1234567 ext. 5', '1'.repeat(31)])
      expect(parseCheckoutForm({ ...guest, phone }, false), phone).toEqual({
        ok: false,
        errors: { phone: m.checkout_phone_invalid() },
      })
  })
})

describe('errorSummary (the list at the top of a refused form)', () => {
  it('names each field in the order of the form, its section where two share a label, and links to the field', () => {
    expect(
      errorSummary({
        email: m.form_required(),
        'shipping.firstname': m.form_required(),
        'billing.postal': m.checkout_postal_invalid(),
        phone: m.checkout_phone_invalid(),
        paymentMethod: m.checkout_choose_payment(),
        storeId: m.address_store_required(),
      }),
    ).toEqual([
      {
        key: 'shipping.firstname',
        href: '#field-shipping-firstname',
        text: `${m.form_first_name()} (${m.checkout_section_shipping()}): ${m.form_required()}`,
      },
      { key: 'storeId', href: '#field-storeId', text: `${m.address_store()}: ${m.address_store_required()}` },
      {
        key: 'billing.postal',
        href: '#field-billing-postal',
        text: `${m.address_postal()} (${m.checkout_step_billing()}): ${m.checkout_postal_invalid()}`,
      },
      { key: 'email', href: '#field-email', text: `${m.form_email()}: ${m.form_required()}` },
      { key: 'phone', href: '#field-phone', text: `${m.checkout_phone()}: ${m.checkout_phone_invalid()}` },
      {
        key: 'paymentMethod',
        href: '#payment-invoice',
        text: `${m.checkout_payment_field()}: ${m.checkout_choose_payment()}`,
      },
    ])
  })

  it('keeps problems of the whole order as text without a link, first', () => {
    expect(
      errorSummary({ 'shipping.city': m.form_required(), form: m.checkout_expired(), cart: 'Leer.' }),
    ).toEqual([
      { key: 'form', href: null, text: m.checkout_expired() },
      { key: 'cart', href: null, text: 'Leer.' },
      {
        key: 'shipping.city',
        href: '#field-shipping-city',
        text: `${m.address_city()} (${m.checkout_section_shipping()}): ${m.form_required()}`,
      },
    ])
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
