/**
 * The session gateway with the framework's cookie helpers replaced by a recording cookie jar, and a
 * real shop client whose transport answers like the shop API: what is tested is the gateway's own
 * handling of cookies and of the spec §8 signals.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createShopClient } from '~/shop-client/shop-client'

interface CookieWrite {
  readonly name: string
  readonly value: string
  readonly options: Record<string, unknown>
}

const jar = vi.hoisted(() => ({
  request: new Request('http://localhost:3000/'),
  url: new URL('http://localhost:3000/'),
  cookies: new Map<string, string>(),
  writes: [] as CookieWrite[],
  deletes: [] as string[],
  deleteOptions: [] as Record<string, unknown>[],
  cookieDomain: '',
}))

vi.mock('@tanstack/react-start/server', () => ({
  getCookie: (name: string) => jar.cookies.get(name),
  setCookie: (name: string, value: string, options: Record<string, unknown>) => {
    jar.writes.push({ name, value, options })
  },
  deleteCookie: (name: string, options: Record<string, unknown>) => {
    jar.deletes.push(name)
    jar.deleteOptions.push(options)
  },
  getRequest: () => jar.request,
  getRequestUrl: () => jar.url,
}))

vi.mock('~/config/config.server', () => ({ getServerConfig: () => ({ COOKIE_DOMAIN: jar.cookieDomain }) }))

type Answer = { status: number; body: unknown; headers?: Record<string, string> }
interface FakeShop {
  answer: (request: Request) => Answer
  calls: {
    method: string
    path: string
    authorization: string | null
    requestId: string | null
    body: string
  }[]
}
const shop = vi.hoisted((): FakeShop => ({
  answer: () => ({ status: 200, body: { data: {} } }),
  calls: [],
}))

vi.mock('~/shop-client/shop-runtime.server', () => ({
  getShopRuntime: () =>
    Promise.resolve({
      client: createShopClient({
        baseUrl: 'http://shop.test',
        fetch: async (request: Request) => {
          shop.calls.push({
            method: request.method,
            path: new URL(request.url).pathname,
            authorization: request.headers.get('authorization'),
            requestId: request.headers.get('x-request-id'),
            body: request.body ? await request.text() : '',
          })
          const { status, body, headers } = shop.answer(request)
          return new Response(JSON.stringify(body), {
            status,
            headers: { 'content-type': 'application/json', ...headers },
          })
        },
      }),
      embedded: undefined,
    }),
}))

const {
  asCustomer,
  endShopSession,
  readFromShop,
  readShopSession,
  replaceSessionToken,
  sessionCookieOptions,
  sessionEndedDuringRequest,
  startShopSession,
  submitAsCustomer,
  writeToShop,
} = await import('./session-gateway.server')

const TOKEN = 'T'.repeat(43)
const USER_ID = `u${'1'.repeat(32)}`
const GUEST_ID = `g${'2'.repeat(32)}`
const HASH = '9e107d9d372bb6826bd81d3542a419d6'

function newRequest(url = 'http://localhost:3000/', cookies: Record<string, string> = {}) {
  jar.request = new Request(url)
  jar.url = new URL(url)
  jar.cookies = new Map(Object.entries(cookies))
  jar.writes = []
  jar.deletes = []
  jar.deleteOptions = []
  shop.calls = []
  shop.answer = () => ({ status: 200, body: { data: {} } })
}

/** The fake shop's answers for a guest holding this much in the cart and on the wishlist. */
function guestHolding({ cartItems, wishlistItems }: { cartItems: number; wishlistItems: number }) {
  return (request: Request): Answer => {
    const path = new URL(request.url).pathname
    if (request.method === 'GET' && path === '/api/v1/cart/')
      return { status: 200, body: { data: { groups: { full: { quantity: cartItems } } } } }
    if (request.method === 'GET' && path === '/api/v1/wishlist/')
      return {
        status: 200,
        body: { data: { products: Array.from({ length: wishlistItems }, (_, id) => ({ id })) } },
      }
    return { status: 200, body: { data: {} } }
  }
}

const loggedIn = () => ({ sp_token: TOKEN, sp_request_id: USER_ID, sp_user_hash: HASH })

/** The four forced-logout signals of spec §8 as the shop API answers them (the fourth is never sent). */
const signals = {
  'invalid token': { status: 403, body: { message: 'invalid token', errors: { token: ['invalid token'] } } },
  'no uuid header': {
    status: 401,
    body: { message: 'no uuid header', errors: { uuid: ['no uuid header'] } },
  },
  'invalid uuid': { status: 422, body: { message: 'invalid uuid', errors: { uuid: ['invalid uuid'] } } },
} as const

beforeEach(() => {
  jar.cookieDomain = ''
  newRequest()
})

describe('session cookies', () => {
  it('are HttpOnly, SameSite=Lax, on the whole site', () => {
    const options = sessionCookieOptions(new URL('http://localhost:3000/'), '', 60)
    expect(options).toMatchObject({ httpOnly: true, sameSite: 'lax', path: '/', maxAge: 60 })
  })

  it('are Secure over https and on any host but loopback', () => {
    expect(sessionCookieOptions(new URL('https://www.sportalpin.at/'), '', 1).secure).toBe(true)
    expect(sessionCookieOptions(new URL('http://www.sportalpin.at/'), '', 1).secure).toBe(true)
    expect(sessionCookieOptions(new URL('http://localhost:3000/'), '', 1).secure).toBe(false)
    expect(sessionCookieOptions(new URL('http://127.0.0.1:4173/'), '', 1).secure).toBe(false)
  })

  it('live on COOKIE_DOMAIN when it is set (spec §9: the parent domain)', () => {
    expect(sessionCookieOptions(new URL('https://www.sportalpin.at/'), 'sportalpin.at', 1).domain).toBe(
      'sportalpin.at',
    )
    expect(sessionCookieOptions(new URL('https://www.sportalpin.at/'), '', 1).domain).toBeUndefined()
  })

  it('that do not look like ours are ignored', () => {
    newRequest('http://localhost:3000/', { sp_token: 'short', sp_request_id: 'x123' })
    expect(readShopSession()).toEqual({ token: undefined, requestId: undefined })
  })
})

describe('starting a session (spec §4 Session: login or registration)', () => {
  it('stores token, request id and user hash in HttpOnly cookies and hands the guest cart and wishlist over', async () => {
    newRequest('https://www.sportalpin.at/login/', { sp_request_id: GUEST_ID })
    jar.cookieDomain = 'sportalpin.at'
    shop.answer = guestHolding({ cartItems: 2, wishlistItems: 1 })
    const values = await startShopSession(() => Promise.resolve({ token: TOKEN, uuid: USER_ID, hash: HASH }))
    expect(values.token).toBe(TOKEN)
    expect(jar.writes.map((write) => [write.name, write.value])).toEqual([
      ['sp_token', TOKEN],
      ['sp_request_id', USER_ID],
      ['sp_user_hash', HASH],
    ])
    for (const write of jar.writes) {
      expect(write.options).toMatchObject({
        httpOnly: true,
        sameSite: 'lax',
        secure: true,
        domain: 'sportalpin.at',
      })
    }
    const merges = shop.calls.filter((call) => call.path.endsWith('/merge/'))
    expect(merges.map((call) => call.path).sort()).toEqual(['/api/v1/cart/merge/', '/api/v1/wishlist/merge/'])
    for (const merge of merges) {
      expect(merge.authorization).toBe(`Bearer ${TOKEN}`)
      expect(merge.requestId).toBe(USER_ID)
      expect(JSON.parse(merge.body)).toEqual({ mergeUuid: GUEST_ID })
    }
  })

  it('merges only what the guest holds: an empty guest cart or wishlist is not merged', async () => {
    newRequest('http://localhost:3000/', { sp_request_id: GUEST_ID })
    shop.answer = guestHolding({ cartItems: 0, wishlistItems: 3 })
    await startShopSession(() => Promise.resolve({ token: TOKEN, uuid: USER_ID, hash: HASH }))
    expect(shop.calls.filter((call) => call.path.endsWith('/merge/')).map((call) => call.path)).toEqual([
      '/api/v1/wishlist/merge/',
    ])
    // The guest's holdings are read with the guest's id, before the login.
    expect(shop.calls.slice(0, 2).map((call) => [call.method, call.requestId])).toEqual([
      ['GET', GUEST_ID],
      ['GET', GUEST_ID],
    ])
  })

  it('merges nothing after a failed login, and the next login starts afresh', async () => {
    newRequest('http://localhost:3000/', { sp_request_id: GUEST_ID })
    shop.answer = guestHolding({ cartItems: 2, wishlistItems: 2 })
    await expect(startShopSession(() => Promise.reject(new Error('refused')))).rejects.toThrow('refused')
    expect(shop.calls.filter((call) => call.method === 'POST')).toEqual([])
  })

  it('hands nothing over without a guest id, and a failed hand-over does not fail the login', async () => {
    await startShopSession(() => Promise.resolve({ token: TOKEN, uuid: USER_ID, hash: HASH }))
    expect(shop.calls).toEqual([])
    newRequest('http://localhost:3000/', { sp_request_id: GUEST_ID })
    const holding = guestHolding({ cartItems: 1, wishlistItems: 1 })
    shop.answer = (request) =>
      request.method === 'GET' ? holding(request) : { status: 500, body: { message: 'down' } }
    await expect(
      startShopSession(() => Promise.resolve({ token: TOKEN, uuid: USER_ID, hash: HASH })),
    ).resolves.toMatchObject({
      uuid: USER_ID,
    })
  })

  it('stores nothing when the shop refuses the login', async () => {
    await expect(startShopSession(() => Promise.reject(new Error('refused')))).rejects.toThrow('refused')
    expect(jar.writes).toEqual([])
  })
})

describe('ending a session', () => {
  it('logout ends the API session and deletes every session cookie, on COOKIE_DOMAIN too', async () => {
    newRequest('http://localhost:3000/', loggedIn())
    jar.cookieDomain = 'sportalpin.at'
    await endShopSession()
    expect(jar.deleteOptions).toEqual(Array(3).fill({ path: '/', domain: 'sportalpin.at' }))
    expect(shop.calls.map((call) => [call.method, call.path, call.authorization])).toEqual([
      ['GET', '/api/v1/auth/logout/', `Bearer ${TOKEN}`],
    ])
    expect(jar.deletes.sort()).toEqual(['sp_request_id', 'sp_token', 'sp_user_hash'])
    expect(sessionEndedDuringRequest()).toBe(true)
    // The rest of the request runs anonymously.
    expect(readShopSession()).toEqual({})
  })

  it('logout clears the cookies even when the API no longer knows the token', async () => {
    newRequest('http://localhost:3000/', loggedIn())
    shop.answer = () => signals['invalid token']
    await endShopSession()
    expect(jar.deletes).toHaveLength(3)
  })

  for (const [signal, answer] of Object.entries(signals)) {
    it(`a customer call answered "${signal}" is a forced logout (spec §8)`, async () => {
      newRequest('http://localhost:3000/', loggedIn())
      shop.answer = () => answer
      const result = await asCustomer((client, session) =>
        client.request('GET', '/api/v1/user/', { session }),
      )
      expect(result).toEqual({ ok: false, reason: 'session-ended' })
      expect(jar.deletes.sort()).toEqual(['sp_request_id', 'sp_token', 'sp_user_hash'])
      expect(sessionEndedDuringRequest()).toBe(true)
    })
  }

  it('a logged-in request id without a token is a forced logout before anything is sent (spec §8)', async () => {
    newRequest('http://localhost:3000/', { sp_request_id: USER_ID })
    const read = await readFromShop((client, session) =>
      client.request('GET', '/api/v1/wishlist/', { session }),
    )
    expect(read).toEqual({ data: {} })
    expect(jar.deletes).toHaveLength(3)
    // Only the anonymous repeat reached the shop.
    expect(shop.calls).toHaveLength(1)
    expect(shop.calls[0]?.requestId).toBeNull()
  })

  it('a read whose session ended is answered anonymously', async () => {
    newRequest('http://localhost:3000/', loggedIn())
    shop.answer = (request) =>
      request.headers.get('authorization')
        ? signals['invalid token']
        : { status: 200, body: { data: 'public' } }
    await expect(
      readFromShop((client, session) => client.request('GET', '/api/v1/menu/', { session })),
    ).resolves.toEqual({
      data: 'public',
    })
  })

  it('blocks further writes once the session has ended (spec §4)', async () => {
    newRequest('http://localhost:3000/', loggedIn())
    shop.answer = () => signals['invalid token']
    await expect(
      writeToShop((client, session) => client.request('POST', '/api/v1/cart/', { session, body: {} })),
    ).resolves.toEqual({ ok: false, failure: 'session-expired' })
    const callsBefore = shop.calls.length
    await expect(
      writeToShop((client, session) => client.request('POST', '/api/v1/wishlist/', { session, body: {} })),
    ).resolves.toEqual({ ok: false, failure: 'session-expired' })
    expect(shop.calls).toHaveLength(callsBefore)
  })
})

describe('customer-only calls', () => {
  it('do not ask the shop without a session', async () => {
    const call = vi.fn()
    await expect(asCustomer(call)).resolves.toEqual({ ok: false, reason: 'logged-out' })
    expect(call).not.toHaveBeenCalled()
    expect(shop.calls).toEqual([])
  })

  it('turn a 422 into field errors named like the form, and keep the session', async () => {
    newRequest('http://localhost:3000/', loggedIn())
    shop.answer = () => ({
      status: 422,
      body: {
        message: 'invalid',
        errors: { newPassword_confirmation: ['must match'], oldPassword: ['wrong'] },
      },
    })
    const result = await submitAsCustomer(
      (client, session) => client.request('POST', '/api/v1/user/change-password/', { session, body: {} }),
      { newPassword_confirmation: 'newPasswordConfirmation' },
    )
    expect(result).toEqual({
      ok: false,
      reason: 'invalid',
      message: 'invalid',
      fieldErrors: { newPasswordConfirmation: ['must match'], oldPassword: ['wrong'] },
    })
    expect(jar.deletes).toEqual([])
  })

  it('turn a 429 into the wait the shop asks for (Retry-After)', async () => {
    newRequest('http://localhost:3000/', loggedIn())
    shop.answer = () => ({ status: 429, body: { message: 'Too many' }, headers: { 'retry-after': '90' } })
    const result = await submitAsCustomer((client, session) =>
      client.request('POST', '/api/v1/user/change-password/', { session, body: {} }),
    )
    expect(result).toMatchObject({ ok: false, reason: 'throttled', retryAfterSeconds: 90 })
  })

  it('turn a 503 (the shop cannot store anything now) into a refusal to try again later', async () => {
    newRequest('http://localhost:3000/', loggedIn())
    shop.answer = () => ({
      status: 503,
      body: { message: 'Storage unavailable' },
      headers: { 'retry-after': '60' },
    })
    const result = await submitAsCustomer((client, session) =>
      client.request('PUT', '/api/v1/user/personal/', { session, body: {} }),
    )
    expect(result).toMatchObject({ ok: false, reason: 'unavailable', retryAfterSeconds: 60, fieldErrors: {} })
  })

  it('throw on a server fault instead of blaming the form', async () => {
    newRequest('http://localhost:3000/', loggedIn())
    shop.answer = () => ({ status: 500, body: { message: 'boom' } })
    await expect(
      submitAsCustomer((client, session) =>
        client.request('PUT', '/api/v1/user/personal/', { session, body: {} }),
      ),
    ).rejects.toThrow()
  })
})

describe('replacing the token after a password change (spec §4)', () => {
  it('writes the new token in its HttpOnly cookie and refuses a malformed one', () => {
    newRequest('http://localhost:3000/', loggedIn())
    replaceSessionToken('N'.repeat(43))
    expect(jar.writes).toEqual([expect.objectContaining({ name: 'sp_token', value: 'N'.repeat(43) })])
    expect(jar.writes[0]?.options).toMatchObject({ httpOnly: true })
    expect(() => {
      replaceSessionToken('<script>')
    }).toThrow()
  })
})
