/**
 * The wishlist: products remembered per request id (guest `g…` or the account's `u…`), each at most
 * once — the primary key (wishlist, product) makes a second add a no-op, also under concurrency. A
 * wishlist scope lets the team shop keep wishlists of its own with the same rules.
 */
import { and, asc, desc, eq, inArray } from 'drizzle-orm'
import { loadProductSummaries } from '../catalog/product-summary'
import type { ProductSummary } from '../catalog/product-summary'
import type { ApiLocale } from '../http/locale'
import type { Database } from '../db/client'
import { productOptions, products, wishlistItems, wishlists } from '../db/schema'
import { ApiError, validationFailed } from '../http/errors'
import type { ShopApiServices } from '../services'
import type { SessionContext, SessionUser } from '../session/session'
import { newGuestRequestId } from '../session/tokens'
import { checkMergeId, requiredRequestId } from '../cart/cart.service'
import { viewerPriceType } from '../session/session'
import type { Wishlist } from './wishlist.schema'

type WishlistRow = typeof wishlists.$inferSelect

/**
 * Which wishlists a call works on: the shop's are keyed by the caller's request id itself, another
 * scope's (the team shop's) by a prefixed id, so that one caller has a wishlist in each.
 */
export interface WishlistScope {
  /** The `wishlists.request_id` of a caller's request id. */
  readonly wishlistKey: (requestId: string) => string
  /** Why an existing product may not be added in this scope (a field error), or null when it may. */
  readonly refuse?: (db: Database, productId: number) => Promise<string | null>
  /**
   * How this scope shows its products to the caller (the team shop: under a team's product page, at
   * that team's price where the caller may see it); products it leaves out show as in the shop.
   */
  readonly present?: (
    db: Database,
    user: SessionUser | null,
    products: readonly ProductSummary[],
  ) => Promise<Map<number, ProductSummary>>
}

/** The shop's own wishlists (spec §7 /api/v1/wishlist/). */
export const shopWishlistScope: WishlistScope = { wishlistKey: (requestId) => requestId }

const wishlistNotFound = () => new ApiError(404, 'Wishlist not found')
const wishlistItemNotFound = () => new ApiError(404, 'Wishlist item not found')

/** A merged wishlist is retired: its id answers 404, like a merged cart. */
function usable(wishlist: WishlistRow | undefined): WishlistRow | null {
  if (wishlist?.status === 'merged') throw wishlistNotFound()
  return wishlist ?? null
}

async function toWishlist(
  db: Database,
  requestId: string,
  wishlistId: number | null,
  user: SessionUser | null,
  locale: ApiLocale,
  scope: WishlistScope,
): Promise<Wishlist> {
  const priceType = viewerPriceType(user)
  if (wishlistId === null) return { products: [], uuid: requestId }
  const items = await db
    .select({ productId: wishlistItems.productId })
    .from(wishlistItems)
    .where(eq(wishlistItems.wishlistId, wishlistId))
    .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.productId))
  const ids = items.map((item) => item.productId)
  const shopSummaries = await loadProductSummaries(db, ids, priceType, locale)
  const presented = scope.present
    ? await scope.present(db, user, [...shopSummaries.values()])
    : new Map<number, ProductSummary>()
  const summaries = new Map([...shopSummaries].map(([id, summary]) => [id, presented.get(id) ?? summary]))
  const optionRows =
    ids.length === 0
      ? []
      : await db
          .select({
            productId: productOptions.productId,
            id: productOptions.id,
            label: productOptions.label,
            stock: productOptions.stock,
          })
          .from(productOptions)
          .where(inArray(productOptions.productId, ids))
          .orderBy(asc(productOptions.position), asc(productOptions.id))
  const optionsOf = new Map<number, typeof optionRows>()
  for (const row of optionRows) optionsOf.set(row.productId, [...(optionsOf.get(row.productId) ?? []), row])
  return {
    // A product without prices cannot be shown; it stays in the list and reappears once priced again.
    products: ids.flatMap((id) => {
      const summary = summaries.get(id)
      if (!summary) return []
      const options = (optionsOf.get(id) ?? []).map(({ id: optionId, label, stock }) => ({
        id: optionId,
        label,
        stock,
        status: stock > 0 ? (2 as const) : (1 as const),
      }))
      return [{ ...summary, options }]
    }),
    uuid: requestId,
  }
}

/**
 * The wishlist under a key (the request id, or a scope's key of it), created when missing
 * (INSERT … ON CONFLICT DO NOTHING, then read).
 */
async function openWishlist(
  tx: Database,
  wishlistKey: string,
  userId: number | null,
  now: Date,
): Promise<WishlistRow> {
  await tx
    .insert(wishlists)
    .values({ requestId: wishlistKey, userId, createdAt: now })
    .onConflictDoNothing({ target: wishlists.requestId })
  // Locked, so an add cannot slip into a guest list that a concurrent merge is retiring.
  const [wishlist] = await tx
    .select()
    .from(wishlists)
    .where(eq(wishlists.requestId, wishlistKey))
    .for('update')
  const row = usable(wishlist)
  if (!row) throw new Error(`Wishlist ${wishlistKey} vanished after its insert`)
  return row
}

/** GET /api/v1/wishlist/. Without a request id: a new guest id and an empty list; reading never writes. */
export async function readWishlist(
  services: ShopApiServices,
  session: SessionContext,
  locale: ApiLocale = 'de-AT',
  scope: WishlistScope = shopWishlistScope,
): Promise<Wishlist> {
  const requestId = session.requestId ?? newGuestRequestId()
  const [wishlist] = await services.db
    .select()
    .from(wishlists)
    .where(eq(wishlists.requestId, scope.wishlistKey(requestId)))
  return toWishlist(services.db, requestId, usable(wishlist)?.id ?? null, session.user, locale, scope)
}

/** POST /api/v1/wishlist/: adds a product; adding it again keeps one entry. */
export async function addToWishlist(
  services: ShopApiServices,
  session: SessionContext,
  productId: number,
  locale: ApiLocale = 'de-AT',
  scope: WishlistScope = shopWishlistScope,
): Promise<Wishlist> {
  const requestId = session.requestId ?? newGuestRequestId()
  const now = services.now()
  return services.db.transaction(async (tx) => {
    const [product] = await tx.select({ id: products.id }).from(products).where(eq(products.id, productId))
    if (!product) throw validationFailed({ productId: ['The selected product does not exist.'] })
    const refusal = (await scope.refuse?.(tx, productId)) ?? null
    if (refusal !== null) throw validationFailed({ productId: [refusal] })
    const wishlist = await openWishlist(tx, scope.wishlistKey(requestId), session.user?.id ?? null, now)
    await tx
      .insert(wishlistItems)
      .values({ wishlistId: wishlist.id, productId, createdAt: now })
      .onConflictDoNothing()
    return toWishlist(tx, requestId, wishlist.id, session.user, locale, scope)
  })
}

/** DELETE /api/v1/wishlist/{productId}: removes a product that is on the list. */
export async function removeFromWishlist(
  services: ShopApiServices,
  session: SessionContext,
  productId: number,
  locale: ApiLocale = 'de-AT',
  scope: WishlistScope = shopWishlistScope,
): Promise<Wishlist> {
  const requestId = requiredRequestId(session)
  return services.db.transaction(async (tx) => {
    const [found] = await tx
      .select()
      .from(wishlists)
      .where(eq(wishlists.requestId, scope.wishlistKey(requestId)))
      .for('update')
    const wishlist = usable(found)
    if (!wishlist) throw wishlistItemNotFound()
    const removed = await tx
      .delete(wishlistItems)
      .where(and(eq(wishlistItems.wishlistId, wishlist.id), eq(wishlistItems.productId, productId)))
      .returning({ productId: wishlistItems.productId })
    if (removed.length === 0) throw wishlistItemNotFound()
    return toWishlist(tx, requestId, wishlist.id, session.user, locale, scope)
  })
}

/**
 * POST /api/v1/wishlist/merge/: the union of a guest wishlist and the user's, without duplicates.
 * The guest wishlist is then retired (404 from then on). Both rows are locked, so a concurrent second
 * merge of the same guest list waits and then finds it retired.
 */
export async function mergeWishlist(
  services: ShopApiServices,
  user: SessionUser,
  mergeUuid: string,
  locale: ApiLocale = 'de-AT',
  scope: WishlistScope = shopWishlistScope,
): Promise<Wishlist> {
  checkMergeId(user, mergeUuid)
  const now = services.now()
  const ownKey = scope.wishlistKey(user.requestId)
  const guestKey = scope.wishlistKey(mergeUuid)
  return services.db.transaction(async (tx) => {
    await tx
      .insert(wishlists)
      .values({ requestId: ownKey, userId: user.id, createdAt: now })
      .onConflictDoNothing({ target: wishlists.requestId })
    const rows = await tx
      .select()
      .from(wishlists)
      .where(inArray(wishlists.requestId, [ownKey, guestKey]))
      .orderBy(asc(wishlists.id))
      .for('update')
    const own = rows.find((row) => row.requestId === ownKey)
    const guest = rows.find((row) => row.requestId === guestKey)
    if (!own) throw new Error(`Wishlist ${ownKey} vanished after its insert`)
    if (!guest || guest.status === 'merged') throw wishlistNotFound()
    const guestItems = await tx
      .select({ productId: wishlistItems.productId, createdAt: wishlistItems.createdAt })
      .from(wishlistItems)
      .where(eq(wishlistItems.wishlistId, guest.id))
    if (guestItems.length > 0)
      await tx
        .insert(wishlistItems)
        .values(guestItems.map((item) => ({ wishlistId: own.id, ...item })))
        .onConflictDoNothing()
    await tx.update(wishlists).set({ status: 'merged' }).where(eq(wishlists.id, guest.id))
    return toWishlist(tx, user.requestId, own.id, user, locale, scope)
  })
}
