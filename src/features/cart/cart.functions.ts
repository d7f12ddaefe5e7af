import { createServerFn } from '@tanstack/react-start'
import { shopFailureOf, storeRequestId, writeToShop } from '~/features/session/session.server'
import { validateInput } from '~/lib/validation'
import type { ShopClient, ShopSession } from '~/shop-client/shop-client'
import { addCartItemInputSchema, cartResponseSchema } from './cart.schema'
import type { AddCartItemResult, Cart } from './cart.schema'

type AddBody = Readonly<{
  productOption: number
  amount: number
  relatedProducts?: readonly number[] | undefined
  mounting?: boolean | undefined
  setId?: number | undefined
}>

async function postCartItem(client: ShopClient, session: ShopSession, body: AddBody): Promise<Cart> {
  const response = await client.request('POST', '/api/v1/cart/', {
    session,
    body,
    schema: cartResponseSchema,
  })
  return response.data
}

/**
 * Adds a size to the caller's cart (spec §7 POST /api/v1/cart/). A guest without a request id gets
 * the one the shop creates with the cart, stored in the HttpOnly cookie.
 */
export const addCartItem = createServerFn({ method: 'POST' })
  .validator(validateInput(addCartItemInputSchema))
  .handler(async ({ data }): Promise<AddCartItemResult> => {
    try {
      const written = await writeToShop(async (client, session) => {
        try {
          return await postCartItem(client, session, data)
        } catch (error) {
          // A guest cart that was merged into an account answers 404 for good: the guest starts a new one.
          if (shopFailureOf(error)?.status === 404 && !session.token && session.requestId)
            return postCartItem(client, {}, data)
          throw error
        }
      })
      if (!written.ok) return { ok: false, reason: written.failure, message: 'The session has expired.' }
      storeRequestId(written.value.uuid)
      return { ok: true, cart: written.value }
    } catch (error) {
      const failure = shopFailureOf(error)
      if (failure?.status !== 422) throw error
      return { ok: false, reason: failure.errors.amount ? 'stock' : 'invalid', message: failure.message }
    }
  })
