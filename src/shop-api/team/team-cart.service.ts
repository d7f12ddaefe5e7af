/**
 * The team cart: the shop's cart rules (cart/cart.service.ts) over carts of its own, whose lines are
 * kit products of a team the caller belongs to, priced from the team's price list. The add checks
 * the caller's membership, the team's shop identifier, the caller's price type and the kit; the team
 * checkout checks them again when the order is placed.
 */
import { and, eq, inArray } from 'drizzle-orm'
import { lineHash, relatedStockMessage, stockMessage } from '../cart/cart-rules'
import {
  claimedByCart,
  loadPricedCart,
  loadStock,
  openCart,
  toCartBody,
  touchCart,
  upsertLine,
} from '../cart/cart.service'
import type { CartScope, LinePrice, LinePrices } from '../cart/cart.service'
import type { Cart } from '../cart/cart.schema'
import type { CheckoutChannel } from '../checkout/checkout.service'
import { brandedProductName } from '../catalog/branded-name'
import type { Database } from '../db/client'
import { carts, productOptions, productPrices, products, teams } from '../db/schema'
import { validationFailed } from '../http/errors'
import type { FieldErrors } from '../http/errors'
import type { ApiLocale } from '../http/locale'
import type { ShopApiServices } from '../services'
import type { SessionContext, SessionUser } from '../session/session'
import { newGuestRequestId } from '../session/tokens'
import type { TeamAddToCartBody } from './team.schema'
import {
  MEMBERS_ONLY,
  UNKNOWN_TEAM,
  findTeam,
  kitEntries,
  kitKey,
  loadTeamPrices,
  teamsOfMember,
} from './team.service'

/**
 * Team lines at their team's price of the viewer's price type (else its vk price), shown under the
 * team's product page `/{team}/p/{slug}/`, for as long as the cart's owner belongs to the team.
 */
const teamLinePrices: LinePrices = async (db, lines, priceType) => {
  const candidates = lines.flatMap(({ item, productId }) =>
    item.teamId === null ? [] : [{ itemId: item.id, cartId: item.cartId, teamId: item.teamId, productId }],
  )
  if (candidates.length === 0) return new Map()
  // A team's prices are its members': a line of a team the cart's owner has left (or a guest's, merged
  // in) is priced as in the shop, and the checkout names it as no longer theirs to order.
  const owners = await db
    .select({ userId: carts.userId })
    .from(carts)
    .where(inArray(carts.id, [...new Set(candidates.map((line) => line.cartId))]))
  const owner = owners.find((row) => row.userId !== null)?.userId ?? null
  const memberOf =
    owner === null
      ? new Set<number>()
      : await teamsOfMember(db, owner, [...new Set(candidates.map((line) => line.teamId))])
  const teamLines = candidates.filter((line) => memberOf.has(line.teamId))
  if (teamLines.length === 0) return new Map()
  const prices = await loadTeamPrices(db, teamLines, priceType)
  const [slugRows, productRows] = await Promise.all([
    db
      .select({ id: teams.id, slug: teams.slug })
      .from(teams)
      .where(inArray(teams.id, [...new Set(teamLines.map((line) => line.teamId))])),
    db
      .select({ id: products.id, slug: products.slug })
      .from(products)
      .where(inArray(products.id, [...new Set(teamLines.map((line) => line.productId))])),
  ])
  const teamSlugs = new Map(slugRows.map((row) => [row.id, row.slug]))
  const productSlugs = new Map(productRows.map((row) => [row.id, row.slug]))
  const result = new Map<number, LinePrice>()
  for (const line of teamLines) {
    const cents = prices.get(kitKey(line.teamId, line.productId))
    if (cents === undefined) continue
    const team = teamSlugs.get(line.teamId)
    const product = productSlugs.get(line.productId)
    result.set(line.itemId, { cents, ...(team && product ? { url: `/${team}/p/${product}/` } : {}) })
  }
  return result
}

/**
 * Team carts live beside the shop's under `team:` + the request id: the same account (or guest) has
 * a shop cart and a team cart, and neither call reaches the other.
 */
export const teamCartScope: CartScope = {
  cartKey: (requestId) => `team:${requestId}`,
  linePrices: teamLinePrices,
}

interface AddedOption {
  readonly optionId: number
  readonly label: string
  readonly productId: number
  readonly name: string
}

/**
 * The checks of a team add, all failures at once as one 422, before anything is written: the caller
 * is a member of the team, names its shop identifier and the caller's own price type, and every
 * option exists and is of a kit product. Returns the team, the member and the options.
 */
async function checkTeamAdd(
  tx: Database,
  session: SessionContext,
  body: TeamAddToCartBody,
): Promise<{ teamId: number; member: SessionUser; options: Map<number, AddedOption> }> {
  const errors: FieldErrors = {}
  const { user } = session
  const team = await findTeam(tx, body.team)
  if (!team) errors.team = [UNKNOWN_TEAM]
  else if (!user || !(await teamsOfMember(tx, user.id, [team.id])).has(team.id)) errors.team = [MEMBERS_ONLY]
  if (team && body.shopIdentifier !== team.shopIdentifier)
    errors.shopIdentifier = ["This is not the team's shop identifier."]
  // The price is the member's own, whatever the request says; a different one is refused, not obeyed.
  if (user && body.priceType !== user.role) errors.priceType = ['This price type is not yours.']

  const optionIds = [...new Set(body.items.map((item) => item.productOption))]
  const rows = await tx
    .select({
      optionId: productOptions.id,
      label: productOptions.label,
      productId: products.id,
      name: products.name,
    })
    .from(productOptions)
    .innerJoin(products, eq(products.id, productOptions.productId))
    // As in the shop: only products with a regular (vk) price are sold.
    .innerJoin(
      productPrices,
      and(eq(productPrices.productId, products.id), eq(productPrices.priceType, 'vk')),
    )
    .where(inArray(productOptions.id, optionIds))
  const options = new Map(rows.map((row) => [row.optionId, row]))
  if (optionIds.some((optionId) => !options.has(optionId)))
    errors.productOption = ['The selected product option does not exist.']
  if (team) {
    const kit = await kitEntries(
      tx,
      [team.id],
      rows.map((row) => row.productId),
    )
    const outside = new Map(
      rows.filter((row) => !kit.has(kitKey(team.id, row.productId))).map((row) => [row.productId, row.name]),
    )
    if (outside.size > 0)
      errors.items = [...outside.values()].map((name) => `${name} is not part of this team's kit.`)
  }
  // Without a team or a user `errors.team` is set; the conditions narrow the types.
  if (Object.keys(errors).length > 0 || !team || !user) throw validationFailed(errors)
  return { teamId: team.id, member: user, options }
}

/**
 * POST /api/v2/team/cart/: adds kit items to the caller's team cart, each line carrying its team and
 * the member's price type. Stock is checked as in the shop, against the whole cart's claim.
 */
export async function addTeamItems(
  services: ShopApiServices,
  session: SessionContext,
  body: TeamAddToCartBody,
  locale: ApiLocale = 'de-AT',
): Promise<Cart> {
  const requestId = session.requestId ?? newGuestRequestId()
  const now = services.now()
  return services.db.transaction(async (tx) => {
    const { teamId, member: user, options } = await checkTeamAdd(tx, session, body)
    const cart = await openCart(tx, teamCartScope.cartKey(requestId), user.id, now)

    const claimed = await claimedByCart(tx, cart.id)
    const wanted = new Map<number, number>()
    for (const item of body.items)
      wanted.set(item.productOption, (wanted.get(item.productOption) ?? 0) + item.amount)
    const stock = await loadStock(tx, [...wanted.keys()])
    const short: string[] = []
    for (const [optionId, units] of wanted) {
      const left = stock.get(optionId) ?? 0
      if ((claimed.get(optionId) ?? 0) + units <= left) continue
      const option = options.get(optionId)
      // One item: the shop's message; several: each names its product and size.
      short.push(
        wanted.size === 1 || !option
          ? stockMessage(left)
          : relatedStockMessage(`${option.name} (${option.label})`, left),
      )
    }
    if (short.length > 0) throw validationFailed({ amount: short })

    const team = { id: teamId, priceType: user.role }
    for (const [optionId, quantity] of wanted)
      await upsertLine(tx, {
        cartId: cart.id,
        hash: lineHash({ optionId, mounting: false, setId: null, relatedOptionIds: [], team }),
        productOptionId: optionId,
        quantity,
        teamId,
        priceType: user.role,
        createdAt: now,
      })
    await touchCart(tx, cart.id, now)
    return toCartBody(requestId, await loadPricedCart(tx, cart.id, user.role, locale, teamLinePrices))
  })
}

/**
 * The team checkout's own refusals, checked again when the order is placed (membership, kit and
 * role may have changed since the add): one message per product, naming it.
 */
const recheckTeamLines: NonNullable<CheckoutChannel['recheck']> = async (tx, cart, user) => {
  const lines = cart.lines.map((line) => ({
    teamId: line.item.teamId,
    priceType: line.item.priceType,
    productId: line.product.id,
    name: brandedProductName(line.product.brand.name, line.product.name),
  }))
  const teamIds = lines.flatMap((line) => (line.teamId === null ? [] : [line.teamId]))
  const memberOf = user ? await teamsOfMember(tx, user.id, teamIds, true) : new Set<number>()
  const kit = await kitEntries(
    tx,
    teamIds,
    lines.map((line) => line.productId),
    true,
  )
  const problems = new Map<string, string>()
  for (const line of lines) {
    const key = `${line.teamId ?? 'none'}:${line.productId}`
    if (problems.has(key)) continue
    if (line.teamId === null || !memberOf.has(line.teamId))
      problems.set(key, `${line.name} can only be ordered by members of its team.`)
    else if (!kit.has(kitKey(line.teamId, line.productId)))
      problems.set(key, `${line.name} is no longer part of the team's kit.`)
    else if (line.priceType !== user?.role)
      problems.set(
        key,
        `${line.name} was added at another price type than yours; remove it and add it again.`,
      )
  }
  return [...problems.values()]
}

/** POST /api/v2/team/orders/: the team cart at team prices, re-checked line by line. */
export const teamCheckout: CheckoutChannel = {
  name: 'team',
  cart: teamCartScope,
  recheck: recheckTeamLines,
}
