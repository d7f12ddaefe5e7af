import { describe, expect, it } from 'vitest'
import { deliveryTermsOf } from './delivery-terms'

describe('delivery terms of a product', () => {
  it('ships a product from 50 € free and one below for 4,90 €, as the cart charges', () => {
    expect(deliveryTermsOf(5000, false).shippingPrice).toBe(0)
    expect(deliveryTermsOf(4999, false).shippingPrice).toBe(4.9)
  })

  it('adds the freight surcharge for heavy goods', () => {
    expect(deliveryTermsOf(89_900, true).shippingPrice).toBe(19.9)
    expect(deliveryTermsOf(3000, true).shippingPrice).toBe(24.8)
  })

  it('states 2–4 working days to Austria and free returns within 30 days by mail or in store', () => {
    const terms = deliveryTermsOf(12_000, false)
    expect(terms).toMatchObject({ country: 'AT', freeDeliveryFrom: 50, standardDeliveryPrice: 4.9 })
    expect(terms.handlingDays.min + terms.transitDays.min).toBe(2)
    expect(terms.handlingDays.max + terms.transitDays.max).toBe(4)
    expect(terms.returns).toEqual({ days: 30, fees: 'free', methods: ['mail', 'store'] })
  })
})
