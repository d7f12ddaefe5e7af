/**
 * The contract test (issue: the shop contract's one home): both sides of the HTTP contract are held
 * together by the API's documented examples. Every endpoint the storefront calls must exist in the
 * reference API, and the API's example answer of each must parse with the schema the storefront
 * reads it with, as JSON, the way it arrives over the wire. A field renamed, dropped or retyped on
 * either side fails here.
 */
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { allEndpoints } from '~/shop-api/endpoints'
import { storefrontContract } from './contract'
import { cartResponseSchema } from './schemas/cart.schema'

/**
 * Endpoints of the reference API the storefront never calls, and why. A new endpoint must be either
 * called (and so listed by a schema module) or named here.
 */
const NOT_CALLED_BY_THE_STOREFRONT: Readonly<Record<string, string>> = {
  'GET /api/v1/dev/outbox/': 'test-only mail outbox, read by the e2e journeys',
}

const key = (endpoint: { method: string; path: string }) => `${endpoint.method} ${endpoint.path}`
const apiEndpoints = new Map(allEndpoints.map((endpoint) => [key(endpoint), endpoint]))

/** The example as the storefront receives it: serialized to JSON and parsed again. */
function overTheWire(value: unknown): unknown {
  return value === undefined ? undefined : JSON.parse(JSON.stringify(value))
}

function breaches(schema: v.GenericSchema, body: unknown): string[] {
  const result = v.safeParse(schema, body)
  return result.success
    ? []
    : result.issues.map(
        (issue) => `${v.getDotPath(issue) ?? 'body'}: expected ${issue.expected ?? issue.type}`,
      )
}

describe('the storefront and the shop API agree on the contract', () => {
  it('calls only endpoints the API has, each listed once', () => {
    const keys = storefrontContract.map(key)
    expect(keys.filter((entry) => !apiEndpoints.has(entry))).toEqual([])
    expect(keys.filter((entry, index) => keys.indexOf(entry) !== index)).toEqual([])
  })

  it('calls every endpoint of the API, or says why not', () => {
    const called = new Set(storefrontContract.map(key))
    const unaccounted = [...apiEndpoints.keys()].filter(
      (entry) => !called.has(entry) && !(entry in NOT_CALLED_BY_THE_STOREFRONT),
    )
    expect(unaccounted).toEqual([])
  })

  it.each(storefrontContract.map((endpoint) => [key(endpoint), endpoint] as const))(
    "%s: the API's documented example parses with the storefront's schema",
    (entry, endpoint) => {
      const api = apiEndpoints.get(entry)
      expect(api, `${entry} is not an endpoint of the API`).toBeDefined()
      expect(breaches(endpoint.response, overTheWire(api?.example.response))).toEqual([])
    },
  )

  it('fails when a field is renamed on one side (the test can fail)', () => {
    const api = apiEndpoints.get('GET /api/v1/cart/')
    const example = overTheWire(api?.example.response)
    expect(breaches(cartResponseSchema, example)).toEqual([])
    // The API renames `totalCartPriceFormatted`; the storefront still reads the old name.
    const renamed = JSON.parse(
      JSON.stringify(example).replace('"totalCartPriceFormatted"', '"cartTotalFormatted"'),
    ) as unknown
    expect(breaches(cartResponseSchema, renamed)).toEqual([
      expect.stringMatching(/^data\.total\.totalCartPriceFormatted: /),
    ])
    // The storefront renames a field it reads; the API's answer lacks it.
    const storefrontRenamed = v.object({
      data: v.object({ ...v.object({ uuid: v.string() }).entries, cartUuid: v.string() }),
    })
    expect(breaches(storefrontRenamed, example)).toEqual([expect.stringMatching(/^data\.cartUuid: /)])
  })
})
