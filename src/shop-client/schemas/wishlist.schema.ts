/**
 * The storefront's wishlist shapes (spec §3 "Wishlist", §7): the product a shopper adds or removes,
 * and its reading of the shop API's answer (products and the request id as `uuid`).
 */
import * as v from 'valibot'
import { endpoint } from './contract'
import type { ContractEndpoint } from './contract'
import { productOptionSchema, productSummarySchema, shopIdSchema } from '~/shop-client/schemas/product.schema'

/** Input of `addWishlistItem` and `removeWishlistItem`; anything else answers 422. */
export const wishlistItemInputSchema = v.object({
  productId: shopIdSchema,
})
export type WishlistItemInput = v.InferInput<typeof wishlistItemInputSchema>

/** A remembered product with its sizes, so the wishlist page can put a size into the cart. */
export const wishlistProductSchema = v.object({
  ...productSummarySchema.entries,
  options: v.array(productOptionSchema),
})
export type WishlistProduct = v.InferOutput<typeof wishlistProductSchema>

/**
 * The shop's answer. Products are read one by one (`readableWishlistProducts`), so that one item
 * without an id is skipped rather than failing the whole list (spec §4).
 */
export const wishlistResponseSchema = v.object({
  data: v.object({
    /** Newest first. */
    products: v.array(v.unknown()),
    uuid: v.string(),
  }),
})

/** The caller's wishlist as the page keeps it; the request id stays in its HttpOnly cookie. */
export interface Wishlist {
  readonly products: WishlistProduct[]
}

export type WishlistResult =
  { ok: true; wishlist: Wishlist } | { ok: false; reason: 'invalid' | 'session-expired'; message: string }

/** Spec §4 "Toggle adds or removes based on membership". */
export function isOnWishlist(wishlist: Wishlist | undefined, productId: number): boolean {
  return wishlist?.products.some((product) => product.id === productId) ?? false
}

/** The products of a shop answer that can be shown; one without an id is logged and skipped. */
export function readableWishlistProducts(
  products: readonly unknown[],
  log: (message: string, item: unknown) => void = console.warn,
): WishlistProduct[] {
  return products.flatMap((item) => {
    const parsed = v.safeParse(wishlistProductSchema, item)
    if (parsed.success) return [parsed.output]
    log('Wishlist item skipped: it has no usable id or shape', item)
    return []
  })
}

/**
 * The answer as the contract test reads it: every product of the API's example must be readable,
 * though at run time one unreadable item is skipped rather than failing the list.
 */
function wishlistContractResponseSchema() {
  return v.object({
    data: v.object({ products: v.array(wishlistProductSchema), uuid: v.string() }),
  })
}

/** The wishlist endpoints the storefront calls, shop and team variants (checked by the contract test). */
export const wishlistContract = (): readonly ContractEndpoint[] =>
  ['/api/v1/wishlist/', '/api/v2/team/wishlist/'].flatMap((base) => [
    endpoint('GET', base, wishlistContractResponseSchema()),
    endpoint('POST', base, wishlistContractResponseSchema()),
    endpoint('DELETE', `${base}:productId/`, wishlistContractResponseSchema()),
    endpoint('POST', `${base}merge/`),
  ])
