import { describe, expect, it } from 'vitest'
import {
  inListOrder,
  parseRecentlyViewed,
  recordView,
  serializeRecentlyViewed,
  visibleRecentlyViewed,
} from './recently-viewed.model'
import { RECENTLY_VIEWED_LIMIT } from './recently-viewed.schema'

describe('recently viewed list', () => {
  it('puts the viewed product first, most recent first', () => {
    let ids = recordView([], 1)
    ids = recordView(ids, 2)
    ids = recordView(ids, 3)
    expect(ids).toEqual([3, 2, 1])
  })

  it('keeps a product once: viewing it again moves it to the front', () => {
    expect(recordView([3, 2, 1], 2)).toEqual([2, 3, 1])
    expect(recordView([3, 2, 1], 3)).toEqual([3, 2, 1])
  })

  it('keeps the last 12, dropping the oldest', () => {
    let ids: readonly number[] = []
    for (let id = 1; id <= 15; id++) ids = recordView(ids, id)
    expect(ids).toHaveLength(RECENTLY_VIEWED_LIMIT)
    expect(ids).toEqual([15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4])
  })

  it('reads back what it stored', () => {
    expect(parseRecentlyViewed(serializeRecentlyViewed([5, 9, 2]))).toEqual([5, 9, 2])
    expect(parseRecentlyViewed(null)).toEqual([])
  })

  it.each([
    ['not JSON', '{ids: [1'],
    ['JSON of another shape', '{"items":[1,2]}'],
    ['a bare array', '[1,2,3]'],
    ['ids that are no ids', '{"ids":["1",2]}'],
    ['negative or fractional ids', '{"ids":[-1,2.5]}'],
    ['ids beyond the id range', '{"ids":[99999999999]}'],
    ['null', 'null'],
  ])('discards %s', (_name, raw) => {
    expect(parseRecentlyViewed(raw)).toEqual([])
  })

  it('deduplicates and caps a well-formed list written by someone else', () => {
    const ids = Array.from({ length: 20 }, (_, index) => index + 1)
    expect(parseRecentlyViewed(JSON.stringify({ ids: [7, 7, ...ids] }))).toEqual([
      7, 1, 2, 3, 4, 5, 6, 8, 9, 10, 11, 12,
    ])
  })

  it('leaves out the product whose page shows the list', () => {
    expect(visibleRecentlyViewed([3, 2, 1], 2)).toEqual([3, 1])
    expect(visibleRecentlyViewed([3, 2, 1], null)).toEqual([3, 2, 1])
  })

  it('shows fetched products in list order, without products the list or the shop no longer has', () => {
    const products = [{ id: 1 }, { id: 2 }, { id: 3 }]
    expect(inListOrder(products, [3, 9, 1])).toEqual([{ id: 3 }, { id: 1 }])
  })
})
