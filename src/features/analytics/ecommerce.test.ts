import { describe, expect, it } from 'vitest'
import type { OrderDetail } from '~/shop-client/schemas/account.schema'
import { analyticsItem } from './analytics.model'
import { purchaseEvent } from './ecommerce'

const line: OrderDetail['lines'][number] = {
  sku: 'SAL-L47451200',
  name: 'Speedcross 6 W',
  brandName: 'Salomon',
  genderSysname: 'female',
  color: 'Hellblau',
  size: '38',
  quantity: 1,
  unitPrice: 119.99,
  unitPriceFormatted: '€ 119,99',
  lineTotalFormatted: '€ 119,99',
  image: '/media/products/1042-1.svg',
  productUrl: '/p/salomon-speedcross-6-damen-hellblau-100234/',
  cancelledQuantity: 0,
  returnedQuantity: 0,
}

const order: OrderDetail = {
  uuid: '8d1f6a52-3c1e-4f7b-9a1d-2b6c0e4f5a10',
  number: 'SA-2026-000042',
  status: 'received',
  placedAt: '2026-11-28T10:00:00.000Z',
  deliveryType: 'home',
  deliveryAddress: null,
  store: null,
  paymentMethod: 'invoice',
  lines: [line],
  subtotalFormatted: '€ 119,99',
  delivery: 0,
  deliveryFormatted: '€ 0,00',
  total: 119.99,
  totalFormatted: '€ 119,99',
  loyaltyPoints: 0,
  cancellable: true,
  cancelled: 0,
  cancelledFormatted: '€ 0,00',
  returnable: false,
  returns: [],
  refunded: 0,
  refundedFormatted: '€ 0,00',
  invoiceNumber: null,
  creditNotes: [],
  history: [{ status: 'received', at: '2026-11-28T10:00:00.000Z' }],
}

describe('purchase', () => {
  it('names a line’s variant as add_to_cart named it: colour / size (spec §4)', () => {
    const event = purchaseEvent(order, 'EUR')
    if (event.event !== 'purchase') throw new Error('not a purchase')
    expect(event.ecommerce.items[0]?.item_variant).toBe('Hellblau / 38')
    // add_to_cart names a product's colour, then the chosen size.
    const added = analyticsItem({
      sku: line.sku,
      name: line.name,
      brand: line.brandName,
      price: line.unitPrice,
      variant: ['Hellblau', '38'],
    })
    expect(event.ecommerce.items[0]?.item_variant).toBe(added.item_variant)
  })

  it('names only the size of a line without a colour (a service such as mounting has neither)', () => {
    const event = purchaseEvent({ ...order, lines: [{ ...line, color: '' }] }, 'EUR')
    if (event.event !== 'purchase') throw new Error('not a purchase')
    expect(event.ecommerce.items[0]?.item_variant).toBe('38')
  })
})
