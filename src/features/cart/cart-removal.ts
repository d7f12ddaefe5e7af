/**
 * Spec §4 "Cart" item removal: the line is marked, a 2-second delay runs that the shopper can cancel
 * ("Undo"), then the delete call is sent — by the line's hash, or by its set's hash for a line that
 * belongs to a product set. While a removal is pending the remover is locked; removing a line that
 * is not in the cart is rejected. If the server then answers without a cart, the page must reload.
 * Framework-free, so the rules are tested with fake timers; `useCartRemoval` binds it to React.
 */
import type { Cart, CartWriteResult, RemoveCartItemInput } from '~/shop-client/schemas/cart.schema'

export const REMOVAL_DELAY_MS = 2000

export type RemovalState =
  | { readonly phase: 'idle' }
  /** The line is marked; the delete call is sent when the delay ends unless the shopper undoes it. */
  | { readonly phase: 'waiting'; readonly lineHash: string; readonly target: RemoveCartItemInput }
  | { readonly phase: 'sending'; readonly lineHash: string; readonly target: RemoveCartItemInput }

export type RemovalOutcome =
  | { readonly kind: 'removed'; readonly cart: Cart }
  | { readonly kind: 'undone' }
  /** The server answered without a cart: the page reloads to show what is true. */
  | { readonly kind: 'reload' }

export type RemovalRefusal = 'missing' | 'locked' | 'stock' | 'invalid' | 'session-expired' | 'unavailable'

/** Why a removal did not happen; the page shows it to the shopper. */
export class CartRemovalError extends Error {
  constructor(
    readonly reason: RemovalRefusal,
    message: string,
  ) {
    super(message)
    this.name = 'CartRemovalError'
  }
}

export interface CartRemoverOptions {
  readonly send: (target: RemoveCartItemInput) => Promise<CartWriteResult>
  readonly delayMs?: number
  readonly setTimer?: (run: () => void, ms: number) => unknown
  readonly clearTimer?: (timer: unknown) => void
}

export interface CartRemover {
  readonly getState: () => RemovalState
  readonly subscribe: (listener: () => void) => () => void
  /** Marks the line and starts the delay; resolves when it was removed, undone, or must reload. */
  remove(cart: Cart | null | undefined, lineHash: string): Promise<RemovalOutcome>
  /** Cancels a removal still in its delay; false when there was none to cancel. */
  undo(): boolean
}

/** What the delete call removes for a line: the line itself, or its whole set. */
export function removalTarget(cart: Cart, lineHash: string): RemoveCartItemInput | undefined {
  const line = cart.products.find((product) => product.hash === lineHash)
  if (!line) return undefined
  return line.set ? { by: 'set', hash: line.set.hash } : { by: 'line', hash: line.hash }
}

export function createCartRemover(options: CartRemoverOptions): CartRemover {
  const delayMs = options.delayMs ?? REMOVAL_DELAY_MS
  const setTimer = options.setTimer ?? ((run, ms) => setTimeout(run, ms))
  const clearTimer =
    options.clearTimer ??
    ((timer) => {
      clearTimeout(timer as ReturnType<typeof setTimeout>)
    })
  const listeners = new Set<() => void>()
  let state: RemovalState = { phase: 'idle' }
  let pending: { timer: unknown; resolve: (outcome: RemovalOutcome) => void } | undefined

  const setState = (next: RemovalState) => {
    state = next
    for (const listener of listeners) listener()
  }

  async function send(target: RemoveCartItemInput): Promise<RemovalOutcome> {
    try {
      const result = await options.send(target)
      if (!result.ok) throw new CartRemovalError(result.reason, result.message)
      return result.cart ? { kind: 'removed', cart: result.cart } : { kind: 'reload' }
    } finally {
      setState({ phase: 'idle' })
    }
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    remove(cart, lineHash) {
      if (state.phase !== 'idle')
        return Promise.reject(new CartRemovalError('locked', 'Another item is being removed.'))
      const target = cart ? removalTarget(cart, lineHash) : undefined
      if (!target)
        return Promise.reject(new CartRemovalError('missing', 'This item is no longer in the cart.'))
      setState({ phase: 'waiting', lineHash, target })
      return new Promise<RemovalOutcome>((resolve, reject) => {
        const timer = setTimer(() => {
          pending = undefined
          setState({ phase: 'sending', lineHash, target })
          send(target).then(resolve, reject)
        }, delayMs)
        pending = { timer, resolve }
      })
    },
    undo() {
      if (state.phase !== 'waiting' || !pending) return false
      clearTimer(pending.timer)
      const { resolve } = pending
      pending = undefined
      setState({ phase: 'idle' })
      resolve({ kind: 'undone' })
      return true
    },
  }
}
