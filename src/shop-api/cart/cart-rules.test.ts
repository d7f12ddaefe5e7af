import { describe, expect, it } from 'vitest'
import {
  addableUnits,
  cartDemand,
  deliveryCents,
  lineHash,
  lineItemCount,
  setHash,
  stockMessage,
} from './cart-rules'

describe('cart rules', () => {
  it('gives the same line hash for the same option, mounting, set and related products in any order', () => {
    const a = lineHash({ optionId: 7, mounting: false, setId: null, relatedOptionIds: [3, 9, 3] })
    const b = lineHash({ optionId: 7, mounting: false, setId: null, relatedOptionIds: [9, 3] })
    expect(a).toMatch(/^[0-9a-f]{32}$/)
    expect(a).toBe(b)
    expect(lineHash({ optionId: 7, mounting: true, setId: null, relatedOptionIds: [3, 9] })).not.toBe(a)
    expect(lineHash({ optionId: 7, mounting: false, setId: 1, relatedOptionIds: [3, 9] })).not.toBe(a)
    expect(lineHash({ optionId: 8, mounting: false, setId: null, relatedOptionIds: [3, 9] })).not.toBe(a)
    expect(setHash(1)).toBe(setHash(1))
    expect(setHash(1)).not.toBe(setHash(2))
  })

  it('gives team lines a hash per team and price type, and shop lines the hash they always had', () => {
    const shop = { optionId: 7, mounting: false, setId: null, relatedOptionIds: [] }
    // Pinned: carts saved before team lines existed must still find their lines.
    expect(lineHash(shop)).toBe('1c8eb8b2ecc85521f3dc5309569a740e')
    const team = lineHash({ ...shop, team: { id: 1, priceType: 'vk' } })
    expect(team).toMatch(/^[0-9a-f]{32}$/)
    expect(team).not.toBe(lineHash(shop))
    expect(lineHash({ ...shop, team: { id: 2, priceType: 'vk' } })).not.toBe(team)
    expect(lineHash({ ...shop, team: { id: 1, priceType: 'staff' } })).not.toBe(team)
    expect(lineHash({ ...shop, team: { id: 1, priceType: 'vk' } })).toBe(team)
  })

  it('counts the stock a cart claims over main and related options', () => {
    const demand = cartDemand([
      { productOptionId: 1, relatedOptionIds: [2], quantity: 2 },
      { productOptionId: 2, relatedOptionIds: [], quantity: 1 },
    ])
    expect(Object.fromEntries(demand)).toEqual({ 1: 2, 2: 3 })
    expect(lineItemCount({ productOptionId: 1, relatedOptionIds: [2, 3], quantity: 2 })).toBe(6)
  })

  it('lets the scarcest option decide how many units still fit', () => {
    const stock = new Map([
      [1, 10],
      [2, 4],
    ])
    const claimed = new Map([[2, 1]])
    expect(addableUnits({ productOptionId: 1, relatedOptionIds: [2] }, claimed, stock)).toBe(3)
    expect(addableUnits({ productOptionId: 1, relatedOptionIds: [] }, new Map([[1, 12]]), stock)).toBe(0)
  })

  it('charges delivery below 50 €, never for an empty cart, and a heavy surcharge once', () => {
    expect(deliveryCents(0, false, false)).toBe(0)
    expect(deliveryCents(4999, false, true)).toBe(490)
    expect(deliveryCents(5000, false, true)).toBe(0)
    expect(deliveryCents(5000, true, true)).toBe(1990)
    expect(deliveryCents(1000, true, true)).toBe(2480)
  })

  it('words stock refusals for the shopper', () => {
    expect(stockMessage(0)).toBe('This size is sold out.')
    expect(stockMessage(3)).toBe('Only 3 left in stock.')
  })
})
