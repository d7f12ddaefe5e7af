import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { allEndpoints } from '../endpoints'
import { authEndpoints } from '../auth/auth.endpoints'
import { cartEndpoints } from '../cart/cart.endpoints'
import { checkoutEndpoints } from '../checkout/checkout.endpoints'
import { loyaltyEndpoints } from '../loyalty/loyalty.endpoints'
import { outboxEndpoints } from '../mail/outbox.endpoints'
import { userEndpoints } from '../user/user.endpoints'
import { wishlistEndpoints } from '../wishlist/wishlist.endpoints'
import { teamAuthEndpoints } from '../team/team-auth.endpoints'
import { teamCartEndpoints } from '../team/team-cart.endpoints'
import { teamOrderEndpoints } from '../team/team-orders.endpoints'
import { teamWishlistEndpoints } from '../team/team-wishlist.endpoints'
import { cachePolicy, isPersonalEndpoint, PERSONAL_CACHE_CONTROL, PERSONAL_VARY } from './cache-policy'

describe('isPersonalEndpoint', () => {
  it('counts every auth, user, loyalty, cart, wishlist, order and outbox endpoint as personal, the team shop’s too', () => {
    const personal = [
      ...authEndpoints,
      ...userEndpoints,
      ...loyaltyEndpoints,
      ...cartEndpoints,
      ...wishlistEndpoints,
      ...checkoutEndpoints,
      ...outboxEndpoints,
      ...teamAuthEndpoints,
      ...teamCartEndpoints,
      ...teamWishlistEndpoints,
      ...teamOrderEndpoints,
    ]
    for (const endpoint of personal) {
      expect(isPersonalEndpoint(endpoint), `${endpoint.method} ${endpoint.path}`).toBe(true)
    }
  })

  it('leaves answers that are the same for everyone (suggestions) cacheable', () => {
    const catalogue = allEndpoints.filter((endpoint) => endpoint.path.startsWith('/autosuggest/'))
    expect(catalogue.length).toBeGreaterThan(0)
    for (const endpoint of catalogue) expect(isPersonalEndpoint(endpoint), endpoint.path).toBe(false)
  })
})

describe('cachePolicy', () => {
  function appWith(endpoint: Parameters<typeof cachePolicy>[0], status: 200 | 422) {
    const app = new Hono()
    app.get('/x', cachePolicy(endpoint), (c) => c.json({ ok: status === 200 }, status))
    return app
  }

  it('marks a personal answer no-store and varies it on the token and the request id', async () => {
    const response = await appWith(
      { auth: 'none', requestId: 'required', path: '/api/v1/cart/' },
      200,
    ).request('/x')
    expect(response.headers.get('cache-control')).toBe(PERSONAL_CACHE_CONTROL)
    expect(response.headers.get('vary')).toBe(PERSONAL_VARY)
  })

  it('never stores a failure, and leaves a public success alone', async () => {
    const publicEndpoint = { auth: 'none', requestId: 'none', path: '/autosuggest/list/' } as const
    expect((await appWith(publicEndpoint, 422).request('/x')).headers.get('cache-control')).toBe('no-store')
    expect((await appWith(publicEndpoint, 200).request('/x')).headers.get('cache-control')).toBeNull()
  })
})
