import { describe, expect, it } from 'vitest'
import { handOverAfterLogin, mergeIdsAtStart } from './guest-handover'

const GUEST = `g${'a'.repeat(32)}`
const CUSTOMER = `u${'b'.repeat(32)}`

describe('guest hand-over at login (spec §4 Cart and Wishlist)', () => {
  it('saves a non-empty guest cart’s request id as the merge id when login starts', () => {
    expect(mergeIdsAtStart({ requestId: GUEST, cartItems: 2, wishlistItems: 0 })).toEqual({
      cartMergeUuid: GUEST,
      wishlistItems: 0,
    })
  })

  it('saves nothing for an empty guest cart and wishlist, no id, or a customer’s id', () => {
    expect(mergeIdsAtStart({ requestId: GUEST, cartItems: 0, wishlistItems: 0 })).toEqual({
      wishlistItems: 0,
    })
    expect(mergeIdsAtStart({ requestId: undefined, cartItems: 3, wishlistItems: 3 })).toEqual({
      wishlistItems: 0,
    })
    expect(mergeIdsAtStart({ requestId: CUSTOMER, cartItems: 3, wishlistItems: 3 })).toEqual({
      wishlistItems: 0,
    })
  })

  it('merges the cart after login when the saved id differs from the current one', () => {
    const saved = mergeIdsAtStart({ requestId: GUEST, cartItems: 1, wishlistItems: 0 })
    expect(handOverAfterLogin(saved, CUSTOMER)).toEqual({ cartMergeUuid: GUEST })
    expect(handOverAfterLogin(saved, GUEST)).toEqual({})
  })

  it('merges the wishlist when a merge id is stored and the list is non-empty, otherwise only refreshes', () => {
    const saved = mergeIdsAtStart({ requestId: GUEST, cartItems: 0, wishlistItems: 2 })
    expect(handOverAfterLogin(saved, CUSTOMER)).toEqual({ wishlistMergeUuid: GUEST })
    expect(handOverAfterLogin({ wishlistMergeUuid: GUEST, wishlistItems: 0 }, CUSTOMER)).toEqual({})
  })
})
