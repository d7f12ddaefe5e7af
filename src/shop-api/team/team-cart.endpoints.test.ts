/**
 * Contract tests of the team cart, wishlist and checkout over real HTTP: only members add their
 * team's kit at their own price type, every refusal writes nothing, team carts and wishlists are
 * kept apart from the shop's, and a team order checks each line again.
 */
import { randomBytes } from 'node:crypto'
import { and, asc, eq } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cartEndpoints } from '../cart/cart.endpoints'
import type { Cart } from '../cart/cart.schema'
import { createTestAddress } from '../cart/test-helpers'
import { brandedProductName } from '../catalog/branded-name'
import { checkoutEndpoints, placeOrderEndpoint } from '../checkout/checkout.endpoints'
import {
  cartItems,
  carts,
  orders,
  teamMembers,
  teamProducts,
  users,
  wishlistItems,
  wishlists,
} from '../db/schema'
import { createProduct, createTestUser, stockOf } from '../testing/fixtures'
import type { ProductFixture, TestUser } from '../testing/fixtures'
import { startTestApi, testBackends } from '../testing/test-api'
import type { CallResult, TestApi } from '../testing/test-api'
import { userEndpoints } from '../user/user.endpoints'
import { wishlistEndpoints } from '../wishlist/wishlist.endpoints'
import {
  addTeamCartItemsEndpoint,
  getTeamCartEndpoint,
  mergeTeamCartEndpoint,
  removeTeamCartLineEndpoint,
  teamCartEndpoints,
} from './team-cart.endpoints'
import { placeTeamOrderEndpoint, teamOrderEndpoints } from './team-orders.endpoints'
import { getTeamWishlistEndpoint, teamWishlistEndpoints } from './team-wishlist.endpoints'
import { teamAddToCartBodySchema } from './team.schema'
import { addMembers, createTeam } from './testing'
import type { TeamFixture } from './testing'

const newGuestId = () => `g${randomBytes(16).toString('hex')}`

describe('team cart examples (docs/api.md)', () => {
  it('match the contract', () => {
    expect(v.parse(teamAddToCartBodySchema, addTeamCartItemsEndpoint.example.body)).toMatchObject({
      items: [{ productOption: 55012, amount: 2 }],
    })
    for (const endpoint of [getTeamCartEndpoint, addTeamCartItemsEndpoint, mergeTeamCartEndpoint])
      expect(() => v.parse(endpoint.response, endpoint.example.response)).not.toThrow()
    expect(() => v.parse(placeTeamOrderEndpoint.response, placeOrderEndpoint.example.response)).not.toThrow()
  })
})

describe.each(testBackends())('team cart, wishlist and orders on %s', (backend) => {
  let api: TestApi
  let club: TeamFixture
  let other: TeamFixture
  let jersey: ProductFixture
  let cap: ProductFixture
  let outside: ProductFixture
  let player: TestUser
  let coach: TestUser
  let stranger: TestUser

  beforeAll(async () => {
    api = await startTestApi(backend, [
      ...cartEndpoints,
      ...wishlistEndpoints,
      ...checkoutEndpoints,
      ...userEndpoints,
      ...teamCartEndpoints,
      ...teamWishlistEndpoints,
      ...teamOrderEndpoints,
    ])
    const { db } = api
    jersey = await createProduct(db, {
      name: 'Vereinstrikot',
      prices: { vk: 4000, staff: 3000 },
      sizes: [
        { label: 'S', stock: 5 },
        { label: 'M', stock: 0 },
        { label: 'L', stock: 2 },
      ],
    })
    cap = await createProduct(db, { name: 'Vereinskappe', prices: { vk: 2000 } })
    outside = await createProduct(db, { name: 'Fremdartikel', prices: { vk: 3000 } })
    player = await createTestUser(db, 'vk')
    coach = await createTestUser(db, 'staff')
    stranger = await createTestUser(db, 'vk')
    club = await createTeam(db, {
      name: 'SC Testdorf',
      kit: [
        { productId: jersey.productId, prices: { vk: 3190, staff: 2790 } },
        { productId: cap.productId, prices: { vk: 1590 } },
      ],
      memberIds: [player.id, coach.id],
    })
    other = await createTeam(db, {
      name: 'FC Nachbarort',
      kit: [{ productId: outside.productId, prices: { vk: 2390 } }],
      memberIds: [stranger.id],
    })
  }, 60_000)

  afterAll(async () => {
    await api.close()
  })

  const option = (product: ProductFixture, label = 'S') => {
    const found = product.options.find((candidate) => candidate.label === label)
    if (!found) throw new Error(`no size ${label}`)
    return found.id
  }

  const teamAdd = (
    overrides: Record<string, unknown> = {},
    options: { token?: string; requestId?: string } = {},
  ) =>
    api.call('POST', '/api/v2/team/cart/', {
      body: {
        items: [{ productOption: option(jersey), amount: 1 }],
        team: club.slug,
        shopIdentifier: club.shopIdentifier,
        priceType: 'vk',
        ...overrides,
      },
      ...options,
    })

  const cartOf = (result: CallResult): Cart => {
    expect(result.status, JSON.stringify(result.body)).toBe(200)
    return v.parse(getTeamCartEndpoint.response, result.body).data
  }

  /** Every cart and cart line in the database, to prove a refusal wrote nothing. */
  const cartRows = async () => ({
    carts: await api.db.select().from(carts).orderBy(asc(carts.id)),
    items: await api.db.select().from(cartItems).orderBy(asc(cartItems.id)),
  })

  const emptyTeamCart = async (user: TestUser) => {
    const cart = cartOf(await api.call('GET', '/api/v2/team/cart/', { token: user.token }))
    for (const line of cart.products)
      await api.call('DELETE', `/api/v2/team/cart/hash/${line.hash}/`, { token: user.token })
  }

  describe('POST /api/v2/team/cart/', () => {
    it("adds kit items at the member's team price, each line carrying its team and price type", async () => {
      const cart = cartOf(
        await teamAdd(
          {
            items: [{ productOption: option(jersey), amount: 2 }, { productOption: option(cap) }],
          },
          { token: player.token },
        ),
      )
      expect(cart.uuid).toBe(player.requestId)
      expect(cart.products.map((line) => [line.product.id, line.option.quantity, line.unitPrice])).toEqual([
        [jersey.productId, 2, 31.9],
        [cap.productId, 1, 15.9],
      ])
      expect(cart.products[0]?.product.prices).toMatchObject({ priceType: 'vk', price: 31.9, vk: 40 })
      // A team line's product page is the team's, not the shop's.
      expect(cart.products[0]?.product.url).toBe(`/${club.slug}/p/${jersey.slug}/`)
      expect(cart.total).toMatchObject({ totalCartPrice: 79.7, deliveryPrice: 0, totalPrice: 79.7 })
      const stored = await api.db
        .select({ teamId: cartItems.teamId, priceType: cartItems.priceType, requestId: carts.requestId })
        .from(cartItems)
        .innerJoin(carts, eq(carts.id, cartItems.cartId))
        .where(eq(carts.userId, player.id))
      expect(stored).toEqual([
        { teamId: club.id, priceType: 'vk', requestId: `team:${player.requestId}` },
        { teamId: club.id, priceType: 'vk', requestId: `team:${player.requestId}` },
      ])
      // The same size again adds to its line.
      const again = cartOf(await teamAdd({}, { token: player.token }))
      expect(again.products.map((line) => line.option.quantity)).toEqual([3, 1])
      await emptyTeamCart(player)
    })

    it("prices a coach's lines at the staff team price, else the team's vk price", async () => {
      const cart = cartOf(
        await teamAdd(
          { priceType: 'staff', items: [{ productOption: option(jersey) }, { productOption: option(cap) }] },
          { token: coach.token },
        ),
      )
      expect(cart.products.map((line) => [line.product.prices.priceType, line.unitPrice])).toEqual([
        ['staff', 27.9],
        ['staff', 15.9],
      ])
      await emptyTeamCart(coach)
    })

    it('keeps the team cart apart from the shop cart of the same account', async () => {
      cartOf(await teamAdd({}, { token: player.token }))
      const shopAdd = await api.call('POST', '/api/v1/cart/', {
        token: player.token,
        body: { productOption: option(cap) },
      })
      expect(shopAdd.status).toBe(200)
      const shop = cartOf(await api.call('GET', '/api/v1/cart/', { token: player.token }))
      const team = cartOf(await api.call('GET', '/api/v2/team/cart/', { token: player.token }))
      expect(shop.uuid).toBe(player.requestId)
      expect(team.uuid).toBe(player.requestId)
      // The shop cart holds the cap at the shop's price, the team cart the jersey at the team's.
      expect(shop.products.map((line) => [line.product.id, line.unitPrice])).toEqual([[cap.productId, 20]])
      expect(team.products.map((line) => [line.product.id, line.unitPrice])).toEqual([
        [jersey.productId, 31.9],
      ])
      await api.call('DELETE', `/api/v1/cart/hash/${shop.products[0]?.hash ?? ''}/`, { token: player.token })
      await emptyTeamCart(player)
    })

    it('refuses every add that is not a member ordering its kit at its own price type, writing nothing', async () => {
      cartOf(await teamAdd({}, { token: player.token }))
      const before = await cartRows()
      const refusals: [string, CallResult, Record<string, string[]>][] = [
        [
          'guest',
          await teamAdd({}, { requestId: newGuestId() }),
          {
            team: ['Only members of this team can order its kit.'],
          },
        ],
        [
          'member of another team',
          await teamAdd({}, { token: stranger.token }),
          {
            team: ['Only members of this team can order its kit.'],
          },
        ],
        [
          'unknown team',
          await teamAdd({ team: 'gibt-es-nicht' }, { token: player.token }),
          {
            team: ['Unknown team.'],
          },
        ],
        [
          "another team's identifier",
          await teamAdd({ shopIdentifier: other.shopIdentifier }, { token: player.token }),
          { shopIdentifier: ["This is not the team's shop identifier."] },
        ],
        [
          'a price type not his',
          await teamAdd({ priceType: 'staff' }, { token: player.token }),
          {
            priceType: ['This price type is not yours.'],
          },
        ],
        [
          'a product outside the kit',
          await teamAdd(
            { items: [{ productOption: option(jersey) }, { productOption: option(outside) }] },
            { token: player.token },
          ),
          { items: ["Fremdartikel is not part of this team's kit."] },
        ],
        [
          'an unknown option',
          await teamAdd({ items: [{ productOption: 2_000_000_000 }] }, { token: player.token }),
          { productOption: ['The selected product option does not exist.'] },
        ],
        [
          'more than the stock',
          await teamAdd(
            { items: [{ productOption: option(jersey, 'L'), amount: 3 }] },
            { token: player.token },
          ),
          { amount: ['Only 2 left in stock.'] },
        ],
        [
          'no items',
          await teamAdd({ items: [] }, { token: player.token }),
          { items: ['Add at least one item.'] },
        ],
      ]
      for (const [why, result, errors] of refusals) {
        expect(result.status, why).toBe(422)
        expect(result.body, why).toMatchObject({ errors })
      }
      // Everything wrong at once: every field answers.
      const all = await teamAdd(
        { shopIdentifier: 'TS-0000', priceType: 'pro', items: [{ productOption: option(outside) }] },
        { token: player.token },
      )
      expect(all.status).toBe(422)
      expect(Object.keys((all.body as { errors: object }).errors).sort()).toEqual([
        'items',
        'priceType',
        'shopIdentifier',
      ])
      expect(await cartRows()).toEqual(before)
      await emptyTeamCart(player)
    })
  })

  describe('changing and removing team lines', () => {
    it("prices a line at the team's price only while its customer belongs to the team", async () => {
      await emptyTeamCart(player)
      expect((await teamAdd({}, { token: player.token })).status).toBe(200)
      const unitPrice = async () =>
        cartOf(await api.call('GET', '/api/v2/team/cart/', { token: player.token })).products[0]?.unitPrice
      expect(await unitPrice()).toBe(31.9)

      // Left the team: the team's price is no longer theirs to see; the line shows the shop's.
      await api.db
        .delete(teamMembers)
        .where(and(eq(teamMembers.teamId, club.id), eq(teamMembers.userId, player.id)))
      try {
        expect(await unitPrice()).toBe(40)
      } finally {
        await addMembers(api.db, club.id, [player.id])
      }
      expect(await unitPrice()).toBe(31.9)
      await emptyTeamCart(player)
    })

    it('sets a quantity, removes a line and a set without a body, and leaves the shop cart alone', async () => {
      const added = cartOf(await teamAdd({}, { token: player.token }))
      const hash = added.products[0]?.hash ?? ''
      const patched = cartOf(
        await api.call('PATCH', `/api/v2/team/cart/hash/${hash}/`, {
          token: player.token,
          body: { quantity: 2 },
        }),
      )
      expect(patched.products[0]?.option.quantity).toBe(2)
      // The shop cart has no such line.
      expect(await api.call('DELETE', `/api/v1/cart/hash/${hash}/`, { token: player.token })).toMatchObject({
        status: 404,
      })
      expect(
        await api.call('DELETE', '/api/v2/team/cart/set/4b8e1f0c2d3a5e6f7a8b9c0d1e2f3a4b/', {
          token: player.token,
        }),
      ).toMatchObject({ status: 404, body: { message: 'Cart set not found' } })
      const removed = await api.call('DELETE', `/api/v2/team/cart/hash/${hash}/`, { token: player.token })
      expect(removed.status, JSON.stringify(removed.body)).toBe(200)
      expect(v.parse(removeTeamCartLineEndpoint.response, removed.body).data.products).toEqual([])
      expect(
        await api.call('DELETE', `/api/v2/team/cart/hash/${hash}/`, { token: player.token }),
      ).toMatchObject({
        status: 404,
        body: { message: 'Cart item not found' },
      })
    })

    it("merges a guest's team cart into the member's, and retires it", async () => {
      const guestId = newGuestId()
      const now = new Date()
      const [guestCart] = await api.db
        .insert(carts)
        .values({ requestId: `team:${guestId}`, createdAt: now, updatedAt: now })
        .returning()
      await api.db.insert(cartItems).values({
        cartId: guestCart?.id ?? 0,
        hash: 'f'.repeat(32),
        productOptionId: option(cap),
        quantity: 1,
        teamId: club.id,
        priceType: 'vk',
      })
      const merged = cartOf(
        await api.call('POST', '/api/v2/team/cart/merge/', {
          token: player.token,
          body: { mergeUuid: guestId },
        }),
      )
      expect(merged.uuid).toBe(player.requestId)
      expect(merged.products.map((line) => [line.product.id, line.unitPrice])).toEqual([
        [cap.productId, 15.9],
      ])
      expect(await api.call('GET', '/api/v2/team/cart/', { requestId: guestId })).toMatchObject({
        status: 404,
      })
      // The shop's merge knows no such guest cart.
      expect(
        await api.call('POST', '/api/v1/cart/merge/', { token: player.token, body: { mergeUuid: guestId } }),
      ).toMatchObject({ status: 404 })
      await emptyTeamCart(player)
    })
  })

  describe('/api/v2/team/wishlist/', () => {
    it("shows a members-only team's kit product at the shop's price to others, at the team price to members", async () => {
      const secret = await createProduct(api.db, { name: 'Geheimtrikot', prices: { vk: 5000 } })
      const closed = await createTeam(api.db, {
        name: 'Geschlossener Verein',
        isPrivate: true,
        kit: [{ productId: secret.productId, prices: { vk: 2990 } }],
        memberIds: [coach.id],
      })
      const shown = (result: CallResult) =>
        v
          .parse(getTeamWishlistEndpoint.response, result.body)
          .data.products.find((product) => product.id === secret.productId)
      const asGuest = await api.call('POST', '/api/v2/team/wishlist/', {
        requestId: newGuestId(),
        body: { productId: secret.productId },
      })
      expect(shown(asGuest)).toMatchObject({
        url: `/${closed.slug}/p/${secret.slug}/`,
        prices: { priceType: 'vk', price: 50 },
      })
      const asMember = await api.call('POST', '/api/v2/team/wishlist/', {
        token: coach.token,
        body: { productId: secret.productId },
      })
      // A coach without a staff price of the team gets its vk price.
      expect(shown(asMember)).toMatchObject({ prices: { priceType: 'staff', price: 29.9 } })
      await api.call('DELETE', `/api/v2/team/wishlist/${String(secret.productId)}/`, { token: coach.token })
    })

    it('keeps kit products apart from the shop wishlist, refuses products in no kit, merges on login', async () => {
      const guestId = newGuestId()
      const added = await api.call('POST', '/api/v2/team/wishlist/', {
        requestId: guestId,
        body: { productId: jersey.productId },
      })
      expect(added.status, JSON.stringify(added.body)).toBe(200)
      expect(v.parse(getTeamWishlistEndpoint.response, added.body).data).toMatchObject({
        uuid: guestId,
        // Shown under its team's product page, at the (public) team's price.
        products: [
          {
            id: jersey.productId,
            url: `/${club.slug}/p/${jersey.slug}/`,
            prices: { priceType: 'vk', price: 31.9, vk: 40 },
          },
        ],
      })
      expect(await api.call('GET', '/api/v1/wishlist/', { requestId: guestId })).toMatchObject({
        status: 200,
        body: { data: { products: [] } },
      })

      const unkitted = await createProduct(api.db, { name: 'Ohne Verein' })
      const before = await api.db.select().from(wishlistItems)
      expect(
        await api.call('POST', '/api/v2/team/wishlist/', {
          requestId: guestId,
          body: { productId: unkitted.productId },
        }),
      ).toMatchObject({
        status: 422,
        body: { errors: { productId: ['This product is not part of a team kit.'] } },
      })
      expect(
        await api.call('POST', '/api/v2/team/wishlist/', {
          requestId: guestId,
          body: { productId: 2_000_000_000 },
        }),
      ).toMatchObject({
        status: 422,
        body: { errors: { productId: ['The selected product does not exist.'] } },
      })
      expect(await api.db.select().from(wishlistItems)).toEqual(before)
      // Another team's kit product is welcome too.
      expect(
        (
          await api.call('POST', '/api/v2/team/wishlist/', {
            requestId: guestId,
            body: { productId: outside.productId },
          })
        ).status,
      ).toBe(200)

      const merged = await api.call('POST', '/api/v2/team/wishlist/merge/', {
        token: coach.token,
        body: { mergeUuid: guestId },
      })
      expect(merged.status, JSON.stringify(merged.body)).toBe(200)
      expect(
        v
          .parse(getTeamWishlistEndpoint.response, merged.body)
          .data.products.map((product) => product.id)
          .sort(),
      ).toEqual([jersey.productId, outside.productId].sort())
      const stored = await api.db
        .select({ requestId: wishlists.requestId })
        .from(wishlists)
        .where(eq(wishlists.userId, coach.id))
      expect(stored).toEqual([{ requestId: `team:${coach.requestId}` }])
      expect(await api.call('GET', '/api/v1/wishlist/', { token: coach.token })).toMatchObject({
        body: { data: { products: [] } },
      })

      const removed = await api.call('DELETE', `/api/v2/team/wishlist/${jersey.productId}/`, {
        token: coach.token,
      })
      expect(removed.status, JSON.stringify(removed.body)).toBe(200)
      expect(v.parse(getTeamWishlistEndpoint.response, removed.body).data.products.map((p) => p.id)).toEqual([
        outside.productId,
      ])
    })
  })

  describe('POST /api/v2/team/orders/', () => {
    const orderBody = async (user: TestUser) => ({
      deliveryType: 'home',
      addressId: await createTestAddress(api.db, user.id),
      paymentMethod: 'invoice',
    })

    it('places the team cart at team prices as a team order, leaving the shop cart alone', async () => {
      cartOf(
        await teamAdd({ items: [{ productOption: option(jersey), amount: 2 }] }, { token: player.token }),
      )
      expect(
        (
          await api.call('POST', '/api/v1/cart/', {
            token: player.token,
            body: { productOption: option(cap) },
          })
        ).status,
      ).toBe(200)
      const stockBefore = await stockOf(api.db, option(jersey))
      const result = await api.call('POST', '/api/v2/team/orders/', {
        token: player.token,
        body: await orderBody(player),
        headers: { 'idempotency-key': 'team-order-1' },
      })
      expect(result.status, JSON.stringify(result.body)).toBe(201)
      const { order, cart } = v.parse(placeTeamOrderEndpoint.response, result.body).data
      expect(order).toMatchObject({ priceType: 'vk', subtotal: 63.8 })
      expect(order.lines.map((line) => [line.name, line.quantity, line.unitPrice])).toEqual([
        ['Vereinstrikot', 2, 31.9],
      ])
      expect(cart).toMatchObject({ uuid: player.requestId, products: [] })
      expect(await stockOf(api.db, option(jersey))).toBe((stockBefore ?? 0) - 2)
      const [stored] = await api.db
        .select({ channel: orders.channel })
        .from(orders)
        .where(eq(orders.publicId, order.uuid))
      expect(stored?.channel).toBe('team')
      // An order like any other for the customer.
      expect(await api.call('GET', `/api/v1/orders/${order.uuid}/`, { token: player.token })).toMatchObject({
        status: 200,
        body: { data: { order: { uuid: order.uuid } } },
      })
      expect(await api.call('GET', '/api/v1/user/orders/', { token: player.token })).toMatchObject({
        status: 200,
        body: { data: { orders: [{ uuid: order.uuid }] } },
      })
      // The shop cart still holds the cap.
      const shop = cartOf(await api.call('GET', '/api/v1/cart/', { token: player.token }))
      expect(shop.products.map((line) => line.product.id)).toEqual([cap.productId])
      await api.call('DELETE', `/api/v1/cart/hash/${shop.products[0]?.hash ?? ''}/`, { token: player.token })
    })

    it('checks every line again and refuses, writing nothing, once membership, kit or role changed', async () => {
      const member = await createTestUser(api.db, 'vk')
      await addMembers(api.db, club.id, [member.id])
      cartOf(await teamAdd({ items: [{ productOption: option(cap) }] }, { token: member.token }))
      const body = await orderBody(member)
      const attempt = async (expected: string) => {
        const ordersBefore = await api.db.select({ id: orders.id }).from(orders)
        const rowsBefore = await cartRows()
        const stockBefore = await stockOf(api.db, option(cap))
        const result = await api.call('POST', '/api/v2/team/orders/', { token: member.token, body })
        expect(result).toMatchObject({ status: 422, body: { errors: { cart: [expected] } } })
        expect(await api.db.select({ id: orders.id }).from(orders)).toEqual(ordersBefore)
        expect(await cartRows()).toEqual(rowsBefore)
        expect(await stockOf(api.db, option(cap))).toBe(stockBefore)
      }
      const line = cartOf(await api.call('GET', '/api/v2/team/cart/', { token: member.token })).products[0]
      const label = brandedProductName(line?.product.brand.name ?? '', line?.product.name ?? '')

      // Left the team.
      await api.db
        .delete(teamMembers)
        .where(and(eq(teamMembers.teamId, club.id), eq(teamMembers.userId, member.id)))
      await attempt(`${label} can only be ordered by members of its team.`)
      await addMembers(api.db, club.id, [member.id])

      // Promoted: the line was added at vk, the account is staff now.
      await api.db.update(users).set({ role: 'staff' }).where(eq(users.id, member.id))
      await attempt(`${label} was added at another price type than yours; remove it and add it again.`)
      await api.db.update(users).set({ role: 'vk' }).where(eq(users.id, member.id))

      // Taken out of the kit (its team prices go with it).
      await api.db
        .delete(teamProducts)
        .where(and(eq(teamProducts.teamId, club.id), eq(teamProducts.productId, cap.productId)))
      await attempt(`${label} is no longer part of the team's kit.`)
      await api.db.insert(teamProducts).values({ teamId: club.id, productId: cap.productId })

      const placed = await api.call('POST', '/api/v2/team/orders/', { token: member.token, body })
      expect(placed.status, JSON.stringify(placed.body)).toBe(201)
    })

    it('needs a logged-in customer', async () => {
      const result = await api.call('POST', '/api/v2/team/orders/', {
        requestId: newGuestId(),
        body: {
          deliveryType: 'click_and_collect',
          storeId: 1,
          paymentMethod: 'invoice',
          email: 'gast@example.at',
        },
      })
      expect(result).toMatchObject({ status: 401, body: { message: 'unauthenticated' } })
    })
  })
})
