import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import {
  EIGHT_MINUTES_MS,
  analyticsGender,
  analyticsItem,
  countPageView,
  eightMinutesDueIn,
  itemsValue,
  newVisit,
  rememberPurchase,
  sendsPageData,
  shoppingType,
} from './analytics.model'
import { discountBand } from '~/lib/price'
import { analyticsItemSchema, discountBandSchema, statisticsEventSchema } from './analytics.schema'

describe('analyticsGender (spec §4: men → male, women → female, children → kids)', () => {
  it.each([
    ['men', 'male'],
    ['women', 'female'],
    ['children', 'kids'],
    ['male', 'male'],
    ['female', 'female'],
    ['kinder', 'kids'],
    ['Herren', 'male'],
    ['damen', 'female'],
  ])('%s → %s', (input, expected) => {
    expect(analyticsGender(input)).toBe(expected)
  })

  it('sends nothing for unisex or unknown', () => {
    expect(analyticsGender('unknown')).toBeUndefined()
    expect(analyticsGender('unisex')).toBeUndefined()
    expect(analyticsGender('')).toBeUndefined()
  })
})

describe('shoppingType (spec §4 classes)', () => {
  it.each([
    [['male'], 'male'],
    [['male', 'male', 'unknown'], 'male'],
    [['female'], 'female'],
    [['kinder'], 'kids'],
    [['kinder', 'kinder'], 'kids'],
    [['kinder', 'female'], 'family'],
    [['kinder', 'male', 'female'], 'family'],
    [['male', 'female'], 'couple'],
    [['female', 'male', 'unknown'], 'couple'],
    [['unknown'], 'other'],
    [[], 'other'],
  ] as const)('%j → %s', (genders, expected) => {
    expect(shoppingType(genders)).toBe(expected)
  })
})

describe('sendsPageData (spec §2: product lists and guide pages do not)', () => {
  it('skips srp and guide, sends the rest', () => {
    expect(sendsPageData('srp')).toBe(false)
    expect(sendsPageData('guide')).toBe(false)
    for (const name of ['home', 'pdp', 'services', 'storeLocator', 'store', undefined] as const)
      expect(sendsPageData(name), String(name)).toBe(true)
  })
})

describe('visit counters', () => {
  it('fires 10_pages on the tenth view, once', () => {
    let visit = newVisit(0)
    const fired: number[] = []
    for (let view = 1; view <= 25; view += 1) {
      const counted = countPageView(visit)
      visit = counted.visit
      if (counted.tenPages) fired.push(view)
    }
    expect(fired).toEqual([10])
    expect(visit.pageViews).toBe(25)
  })

  it('fires 8_minutes 480,000 ms after the visit began, not before, and never twice', () => {
    const visit = newVisit(1_000)
    expect(eightMinutesDueIn(visit, 1_000)).toBe(EIGHT_MINUTES_MS)
    expect(eightMinutesDueIn(visit, 1_000 + EIGHT_MINUTES_MS - 1)).toBe(1)
    expect(eightMinutesDueIn(visit, 1_000 + EIGHT_MINUTES_MS)).toBe(0)
    expect(eightMinutesDueIn(visit, 1_000 + EIGHT_MINUTES_MS * 3)).toBe(0)
    expect(eightMinutesDueIn({ ...visit, sentEightMinutes: true }, 1_000 + EIGHT_MINUTES_MS)).toBeNull()
  })
})

describe('analyticsItem', () => {
  const source = {
    sku: 'SA-1001',
    name: 'Trail Runner',
    brand: 'Alpina',
    price: 89.99,
    rrp: 119.99,
    discountPercent: 25,
    gender: 'female',
    categories: ['Damen', 'Schuhe', 'Laufschuhe', 'Trail', 'Wettkampf', 'zu tief'],
    variant: ['Blau', '39'],
  }

  it('maps the standard GA4 fields, five category levels and the discount band', () => {
    const item = analyticsItem(source, { quantity: 2, index: 3, list: { id: '/damen/', name: 'Damen' } })
    expect(item).toEqual({
      item_id: 'SA-1001',
      item_name: 'Trail Runner',
      item_brand: 'Alpina',
      item_category: 'Damen',
      item_category2: 'Schuhe',
      item_category3: 'Laufschuhe',
      item_category4: 'Trail',
      item_category5: 'Wettkampf',
      item_variant: 'Blau / 39',
      item_list_id: '/damen/',
      item_list_name: 'Damen',
      index: 3,
      price: 89.99,
      discount: 30,
      discount_band: '21-30',
      item_gender: 'female',
      quantity: 2,
    })
    expect(v.safeParse(analyticsItemSchema, item).success).toBe(true)
  })

  it('has no discount without a higher rrp, and omits what it does not know', () => {
    const item = analyticsItem({ sku: 'X', name: 'Cap', brand: 'B', price: 10 })
    expect(item).toEqual({
      item_id: 'X',
      item_name: 'Cap',
      item_brand: 'B',
      price: 10,
      discount: 0,
      discount_band: '0',
      quantity: 1,
    })
  })

  it('derives the band from the rrp when no percent is given', () => {
    expect(analyticsItem({ sku: 'X', name: 'N', brand: 'B', price: 95, rrp: 100 }).discount_band).toBe('1-10')
    expect(analyticsItem({ sku: 'X', name: 'N', brand: 'B', price: 99.5, rrp: 100 }).discount_band).toBe(
      '0-1',
    )
  })

  it('values a basket to the cent', () => {
    const items = [
      analyticsItem({ sku: 'A', name: 'A', brand: 'B', price: 0.1 }, { quantity: 3 }),
      analyticsItem({ sku: 'B', name: 'B', brand: 'B', price: 19.99 }, { quantity: 1 }),
    ]
    expect(itemsValue(items)).toBe(20.29)
  })
})

describe('the payload schemas', () => {
  it('knows every discount band the price rules produce, and nothing else', () => {
    const produced = new Set(Array.from({ length: 1001 }, (_, tenths) => discountBand(tenths / 10)))
    expect(new Set(discountBandSchema.options)).toEqual(produced)
  })

  it('accepts well-formed events and refuses personal data or wrong shapes', () => {
    const item = analyticsItem({ sku: 'A', name: 'A', brand: 'B', price: 5 })
    const purchase = {
      event: 'purchase',
      shopping_type: 'other',
      ecommerce: { transaction_id: 'SA-100001', currency: 'EUR', value: 5, shipping: 0, items: [item] },
    }
    expect(v.safeParse(statisticsEventSchema, purchase).success).toBe(true)
    expect(v.safeParse(statisticsEventSchema, { ...purchase, email: 'a@b.at' }).success).toBe(false)
    expect(
      v.safeParse(statisticsEventSchema, { ...purchase, ecommerce: { ...purchase.ecommerce, items: [] } })
        .success,
    ).toBe(false)
    expect(
      v.safeParse(statisticsEventSchema, {
        event: 'add_to_cart',
        ecommerce: { currency: 'EUR', value: 5, items: [{ ...item, price_type: 'staff' }] },
      }).success,
    ).toBe(false)
    expect(v.safeParse(statisticsEventSchema, { event: 'search', search_term: '' }).success).toBe(false)
    expect(v.safeParse(statisticsEventSchema, { event: '8_minutes' }).success).toBe(true)
  })
})

describe('rememberPurchase', () => {
  it('sends an order once, also after a reload, and keeps a bounded list', () => {
    const first = rememberPurchase([], 'SA-1')
    expect(first).toEqual({ sent: ['SA-1'], isNew: true })
    expect(rememberPurchase(first.sent, 'SA-1').isNew).toBe(false)
    const many = Array.from({ length: 50 }, (_, index) => `SA-${String(index)}`)
    expect(rememberPurchase(many, 'SA-new').sent).toHaveLength(50)
    expect(rememberPurchase(many, 'SA-new').sent.at(-1)).toBe('SA-new')
  })
})
