import * as v from 'valibot'
import { rawRequest } from '../../../src/app-shell/testing/node-http'
import { DEMO_PASSWORD } from '../../setup/accounts'
import { otherPublicTeam as team, teamCartWith, teamMember } from '../../setup/teams'
import { expect, test } from '../../setup/test'

/**
 * What real clients send to the team build, over real HTTP (node:http, paths verbatim): empty path
 * segments, bodiless DELETEs, chunked uploads, forms and broken JSON. Each answers what it should,
 * never a 5xx, and a refused request writes nothing. A team and coach no other journey changes.
 */

const sessionSchema = v.object({ data: v.object({ token: v.string() }) })
const cartSchema = v.object({
  data: v.object({
    products: v.array(v.object({ hash: v.string(), product: v.object({ slug: v.string() }) })),
  }),
})

test.describe('request shapes on the team build', () => {
  test('page URLs with empty segments redirect; any method on a page answers without a 5xx', async ({
    baseURL,
  }) => {
    const base = baseURL ?? ''
    for (const [path, location] of [
      ['//', '/'],
      ['/list//', '/list/'],
      [`//list/${team}/`, `/list/${team}/`],
    ] as const) {
      const response = await rawRequest(base, path, { method: 'GET' })
      expect(response.status, path).toBe(301)
      expect(response.headers.location, path).toBe(location)
    }
    for (const method of ['OPTIONS', 'DELETE', 'POST', 'HEAD']) {
      for (const path of ['/', '/list/', `/list/${team}/`, `/${team}/p/x/`, '/warenkorb/']) {
        const response = await rawRequest(base, path, { method })
        expect(response.status, `${method} ${path}`).toBeLessThan(500)
      }
    }
  })

  test('the team cart takes a chunked upload, refuses other shapes with a 4xx naming the fault, and deletes without a body', async ({
    baseURL,
    request,
  }) => {
    const base = baseURL ?? ''
    const login = await request.post('/api/v2/team/auth/login/', {
      data: { email: teamMember(team, 'trainer'), password: DEMO_PASSWORD },
    })
    expect(login.status()).toBe(200)
    const asMember = { authorization: `Bearer ${v.parse(sessionSchema, await login.json()).data.token}` }
    const linesOf = async () =>
      v.parse(cartSchema, await (await request.get('/api/v2/team/cart/', { headers: asMember })).json()).data
        .products
    // The add as the team product page sends it, to learn a valid body; then taken out again.
    const product = await teamCartWith(request, asMember, team, 'staff')
    const added = (await linesOf()).find((line) => line.product.slug === product.slug)
    if (!added) throw new Error('The add left no line')
    const removed = await rawRequest(base, `/api/v2/team/cart/hash/${added.hash}/`, {
      method: 'DELETE',
      headers: asMember,
    })
    expect(removed.status, removed.body).toBe(200)
    const before = await linesOf()

    const body = JSON.stringify({
      items: [{ productOption: product.optionId, amount: 1 }],
      team,
      shopIdentifier: product.shopIdentifier,
      priceType: 'staff',
    })
    const json = { ...asMember, 'content-type': 'application/json' }
    const shapes: [string, { headers: Record<string, string>; chunks?: string[] }, number, RegExp][] = [
      ['no Content-Type', { headers: asMember, chunks: [body] }, 415, /Content-Type/],
      ['an empty body', { headers: { ...json, 'content-length': '0' } }, 422, /items/],
      [
        'a form-encoded body',
        {
          headers: { ...asMember, 'content-type': 'application/x-www-form-urlencoded' },
          chunks: ['team=askoe-linz-tennis'],
        },
        415,
        /Content-Type/,
      ],
      ['malformed JSON', { headers: json, chunks: ['{"items":'] }, 400, /Malformed/],
      ['a JSON list', { headers: json, chunks: ['[]'] }, 422, /items/],
      [
        'a price type not the member’s',
        { headers: json, chunks: [body.replace('"staff"', '"vk"')] },
        422,
        /price type/,
      ],
    ]
    for (const [name, shape, status, message] of shapes) {
      const response = await rawRequest(base, '/api/v2/team/cart/', { method: 'POST', ...shape })
      expect(response.status, name).toBe(status)
      expect(response.body, name).toMatch(message)
    }
    expect(await linesOf(), 'a refused add writes nothing').toEqual(before)

    // The valid body, sent chunked in three parts (no Content-Length), is added like any other.
    const thirds = [body.slice(0, 20), body.slice(20, 60), body.slice(60)]
    const chunked = await rawRequest(base, '/api/v2/team/cart/', {
      method: 'POST',
      headers: json,
      chunks: thirds,
    })
    expect(chunked.status, chunked.body).toBe(200)
    const line = (await linesOf()).find((candidate) => candidate.product.slug === product.slug)
    if (!line) throw new Error('The chunked add left no line')

    // DELETEs without a body, as browsers and curl send them.
    const gone = await rawRequest(base, `/api/v2/team/cart/hash/${line.hash}/`, {
      method: 'DELETE',
      headers: asMember,
    })
    expect(gone.status, gone.body).toBe(200)
    const again = await rawRequest(base, `/api/v2/team/cart/hash/${line.hash}/`, {
      method: 'DELETE',
      headers: asMember,
    })
    expect(again.status).toBe(404)
    const kept = await request.post('/api/v2/team/wishlist/', {
      headers: asMember,
      data: { productId: product.id },
    })
    expect(kept.status()).toBe(200)
    const unkept = await rawRequest(base, `/api/v2/team/wishlist/${String(product.id)}/`, {
      method: 'DELETE',
      headers: asMember,
    })
    expect(unkept.status, unkept.body).toBe(200)
  })
})
