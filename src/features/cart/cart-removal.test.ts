import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CartRemovalError, REMOVAL_DELAY_MS, createCartRemover } from './cart-removal'
import type { Cart, CartProduct, CartWriteResult } from '~/shop-client/schemas/cart.schema'

const line = (hash: string, set: CartProduct['set'] = null) => ({ hash, set }) as CartProduct
const cartWith = (...products: CartProduct[]) => ({ uuid: 'g1', products }) as unknown as Cart
const afterRemoval = cartWith(line('b'.repeat(32)))

describe('cart item removal (spec §4 Cart)', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  const setup = (answer: CartWriteResult = { ok: true, cart: afterRemoval }) => {
    const send = vi.fn(() => Promise.resolve(answer))
    return { send, remover: createCartRemover({ send }) }
  }

  it('marks the line and sends the delete call only after 2 seconds', async () => {
    const { send, remover } = setup()
    const outcome = remover.remove(cartWith(line('a'.repeat(32))), 'a'.repeat(32))
    expect(remover.getState()).toMatchObject({ phase: 'waiting', lineHash: 'a'.repeat(32) })
    await vi.advanceTimersByTimeAsync(REMOVAL_DELAY_MS - 1)
    expect(send).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(send).toHaveBeenCalledWith({ by: 'line', hash: 'a'.repeat(32) })
    await expect(outcome).resolves.toEqual({ kind: 'removed', cart: afterRemoval })
    expect(remover.getState()).toEqual({ phase: 'idle' })
  })

  it('cancels within the delay: nothing is sent and the line stays', async () => {
    const { send, remover } = setup()
    const outcome = remover.remove(cartWith(line('a'.repeat(32))), 'a'.repeat(32))
    await vi.advanceTimersByTimeAsync(1500)
    expect(remover.undo()).toBe(true)
    await expect(outcome).resolves.toEqual({ kind: 'undone' })
    await vi.advanceTimersByTimeAsync(5000)
    expect(send).not.toHaveBeenCalled()
    expect(remover.getState()).toEqual({ phase: 'idle' })
    expect(remover.undo()).toBe(false)
  })

  it('removes a set item by its set hash', async () => {
    const { send, remover } = setup()
    const setLine = line('a'.repeat(32), { id: 3, hash: 'c'.repeat(32), name: 'Set' })
    const outcome = remover.remove(cartWith(setLine), 'a'.repeat(32))
    await vi.advanceTimersByTimeAsync(REMOVAL_DELAY_MS)
    await outcome
    expect(send).toHaveBeenCalledWith({ by: 'set', hash: 'c'.repeat(32) })
  })

  it('locks the remover while a removal is pending, also while it is being sent', async () => {
    let answer: (result: CartWriteResult) => void = () => undefined
    const send = vi.fn(() => new Promise<CartWriteResult>((resolve) => (answer = resolve)))
    const remover = createCartRemover({ send })
    const cart = cartWith(line('a'.repeat(32)), line('b'.repeat(32)))
    const first = remover.remove(cart, 'a'.repeat(32))
    await expect(remover.remove(cart, 'b'.repeat(32))).rejects.toMatchObject({ reason: 'locked' })
    await vi.advanceTimersByTimeAsync(REMOVAL_DELAY_MS)
    expect(remover.getState().phase).toBe('sending')
    expect(remover.undo()).toBe(false)
    await expect(remover.remove(cart, 'b'.repeat(32))).rejects.toBeInstanceOf(CartRemovalError)
    answer({ ok: true, cart: afterRemoval })
    await first
    expect(remover.getState()).toEqual({ phase: 'idle' })
    expect(send).toHaveBeenCalledTimes(1)
  })

  it('rejects removing an item that is not in the cart, without sending anything', async () => {
    const { send, remover } = setup()
    await expect(remover.remove(cartWith(line('a'.repeat(32))), 'f'.repeat(32))).rejects.toMatchObject({
      reason: 'missing',
    })
    await expect(remover.remove(undefined, 'a'.repeat(32))).rejects.toMatchObject({ reason: 'missing' })
    expect(send).not.toHaveBeenCalled()
    expect(remover.getState()).toEqual({ phase: 'idle' })
  })

  it('rejects with the server’s refusal when the line vanished meanwhile, and unlocks', async () => {
    const { remover } = setup({ ok: false, reason: 'missing', message: 'Cart item not found' })
    const outcome = remover.remove(cartWith(line('a'.repeat(32))), 'a'.repeat(32))
    const settled = expect(outcome).rejects.toMatchObject({
      reason: 'missing',
      message: 'Cart item not found',
    })
    await vi.advanceTimersByTimeAsync(REMOVAL_DELAY_MS)
    await settled
    expect(remover.getState()).toEqual({ phase: 'idle' })
  })

  it('asks for a reload when the server answers without a cart', async () => {
    const { remover } = setup({ ok: true, cart: null })
    const outcome = remover.remove(cartWith(line('a'.repeat(32))), 'a'.repeat(32))
    await vi.advanceTimersByTimeAsync(REMOVAL_DELAY_MS)
    await expect(outcome).resolves.toEqual({ kind: 'reload' })
  })

  it('tells subscribers about every change of state', async () => {
    const { remover } = setup()
    const phases: string[] = []
    const unsubscribe = remover.subscribe(() => phases.push(remover.getState().phase))
    const outcome = remover.remove(cartWith(line('a'.repeat(32))), 'a'.repeat(32))
    await vi.advanceTimersByTimeAsync(REMOVAL_DELAY_MS)
    await outcome
    unsubscribe()
    expect(phases).toEqual(['waiting', 'sending', 'idle'])
  })
})
