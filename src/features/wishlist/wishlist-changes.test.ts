import { describe, expect, it, vi } from 'vitest'
import {
  WISHLIST_LOCKED_MESSAGE,
  WishlistLockedError,
  createWishlistChanges,
  mergeWishlist,
  wishlistInitAction,
} from './wishlist-changes'
import type { Wishlist, WishlistProduct, WishlistResult } from '~/shop-client/schemas/wishlist.schema'

const product = { id: 7, options: [] } as unknown as WishlistProduct
const withProduct: Wishlist = { products: [product] }
const answer: WishlistResult = { ok: true, wishlist: withProduct }

describe('wishlist changes (spec §4 Wishlist)', () => {
  it('adds a product that is not on the list and removes one that is', async () => {
    const writer = { add: vi.fn(() => Promise.resolve(answer)), remove: vi.fn(() => Promise.resolve(answer)) }
    const changes = createWishlistChanges(writer)
    await expect(changes.toggle({ products: [] }, 7)).resolves.toMatchObject({ added: true })
    expect(writer.add).toHaveBeenCalledWith(7)
    await expect(changes.toggle(withProduct, 7)).resolves.toMatchObject({ added: false })
    expect(writer.remove).toHaveBeenCalledWith(7)
  })

  it('rejects a change while another is in flight, with the locked message, and unlocks afterwards', async () => {
    let finish: (result: WishlistResult) => void = () => undefined
    const writer = {
      add: vi.fn(() => new Promise<WishlistResult>((resolve) => (finish = resolve))),
      remove: vi.fn(() => Promise.resolve(answer)),
    }
    const changes = createWishlistChanges(writer)
    const first = changes.toggle(undefined, 7)
    expect(changes.isLocked()).toBe(true)
    const second = changes.toggle(withProduct, 7)
    await expect(second).rejects.toBeInstanceOf(WishlistLockedError)
    await expect(second).rejects.toThrow(WISHLIST_LOCKED_MESSAGE)
    expect(writer.remove).not.toHaveBeenCalled()
    finish(answer)
    await first
    expect(changes.isLocked()).toBe(false)
  })

  it('unlocks after a failed request too', async () => {
    const changes = createWishlistChanges({
      add: () => Promise.reject(new Error('offline')),
      remove: () => Promise.resolve(answer),
    })
    await expect(changes.toggle(undefined, 7)).rejects.toThrow('offline')
    expect(changes.isLocked()).toBe(false)
  })

  it('merges on init only with a stored merge id and a non-empty list, otherwise refreshes', () => {
    expect(wishlistInitAction('g1', 2)).toBe('merge')
    expect(wishlistInitAction('g1', 0)).toBe('refresh')
    expect(wishlistInitAction(undefined, 2)).toBe('refresh')
  })

  it('rejects a merge without a merge helper', async () => {
    await expect(mergeWishlist(undefined, 'g1')).rejects.toThrow('merge helper')
    await expect(mergeWishlist((id) => Promise.resolve(`merged ${id}`), 'g1')).resolves.toBe('merged g1')
  })
})
