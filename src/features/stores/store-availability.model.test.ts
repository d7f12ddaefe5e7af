import { describe, expect, it } from 'vitest'
import type { StoreStock, StoreStockEntry } from '~/shop-client/schemas/store-stock.schema'
import { availabilityLine, filterStores, pickupOf, viennaDate } from './store-availability.model'

function entry(
  id: number,
  name: string,
  city: string,
  postal: string,
  overrides: Partial<StoreStockEntry> = {},
): StoreStockEntry {
  return {
    store: {
      id,
      slug: `s-${String(id)}`,
      name,
      url: `/shop/s-${String(id)}/`,
      street: 'Gasse',
      streetNo: '1',
      postal,
      city,
    },
    availability: 'available',
    quantity: null,
    opening: { openNow: true, closesAt: '19:00', nextOpening: null },
    distanceKm: null,
    isCallerStore: false,
    ...overrides,
  }
}

const graz = entry(1, 'Sportalpin Graz Herrengasse', 'Graz', '8010')
const wien = entry(2, 'Sportalpin Wien Mitte', 'Wien', '1030', { availability: 'few', quantity: 2 })
const linz = entry(3, 'Sportalpin Linz Landstraße', 'Linz', '4020', { availability: 'none' })
const klagenfurt = entry(4, 'Sportalpin Klagenfurt', 'Klagenfurt am Wörthersee', '9020')

function stock(stores: StoreStockEntry[], size: StoreStock['size'] = { id: 11, label: 'M' }): StoreStock {
  return {
    product: { id: 5, name: 'Jacke', url: '/p/jacke/' },
    size,
    storesWithStock: stores.filter((store) => store.availability !== 'none').length,
    stores,
  }
}

// Friday 27 November 2026, 10:00 in Vienna.
const friday = new Date('2026-11-27T09:00:00Z')

describe('pickupOf', () => {
  it('is today until closing while the store is open', () => {
    expect(pickupOf({ openNow: true, closesAt: '19:00', nextOpening: null }, friday)).toEqual({
      kind: 'until',
      time: '19:00',
    })
  })

  it('names today, tomorrow or the date of the next opening while closed (Vienna dates)', () => {
    const closed = (date: string) => ({
      openNow: false,
      closesAt: null,
      nextOpening: { date, time: '09:30' },
    })
    expect(pickupOf(closed('2026-11-27'), friday)).toMatchObject({ relative: 'today', time: '09:30' })
    expect(pickupOf(closed('2026-11-28'), friday)).toMatchObject({ relative: 'tomorrow' })
    expect(pickupOf(closed('2026-11-30'), friday)).toEqual({
      kind: 'from',
      date: '2026-11-30',
      relative: null,
      time: '09:30',
    })
    // 23:30 UTC is already the next day in Vienna.
    expect(viennaDate(new Date('2026-11-27T23:30:00Z'))).toBe('2026-11-28')
  })
})

describe('availabilityLine', () => {
  it('before a size: how many stores have any size, and whether my store does', () => {
    const whole = stock([{ ...linz, isCallerStore: true }, graz, wien], null)
    expect(availabilityLine(whole, friday)).toEqual({
      kind: 'product',
      storesWithStock: 2,
      myStore: { name: 'Sportalpin Linz Landstraße', hasStock: false },
    })
    expect(availabilityLine(stock([graz], null), friday)).toMatchObject({ kind: 'product', myStore: null })
  })

  it('with a size and my store: its band, the exact number only for a few, and the pick-up', () => {
    expect(availabilityLine(stock([{ ...wien, isCallerStore: true }, graz]), friday)).toEqual({
      kind: 'my-store',
      name: 'Sportalpin Wien Mitte',
      band: 'few',
      quantity: 2,
      pickup: { kind: 'until', time: '19:00' },
    })
    expect(availabilityLine(stock([{ ...linz, isCallerStore: true }, graz]), friday)).toMatchObject({
      kind: 'my-store',
      band: 'none',
      pickup: null,
    })
  })

  it('with a size and no store of mine: the first two stores that have it and how many more', () => {
    expect(availabilityLine(stock([graz, wien, klagenfurt, linz]), friday)).toEqual({
      kind: 'stores',
      names: ['Sportalpin Graz Herrengasse', 'Sportalpin Wien Mitte'],
      more: 1,
    })
    expect(availabilityLine(stock([linz]), friday)).toEqual({ kind: 'nowhere' })
  })
})

describe('filterStores', () => {
  const all = [graz, wien, linz, klagenfurt]

  it('matches city, postal code or name, ignoring case and accents', () => {
    expect(filterStores(all, 'wien')).toEqual([wien])
    expect(filterStores(all, '80')).toEqual([graz])
    expect(filterStores(all, 'worthersee')).toEqual([klagenfurt])
    expect(filterStores(all, 'LANDSTRASSE')).toEqual([linz])
    expect(filterStores(all, '  ')).toEqual(all)
  })
})
