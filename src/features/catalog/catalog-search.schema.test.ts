import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  stripSearchParams,
} from '@tanstack/react-router'
import * as v from 'valibot'
import { describe, expect, it, vi } from 'vitest'
import { parseSearch, stringifySearch } from '~/lib/search-serialization'
import {
  MAX_FILTERS_PARAM_LENGTH,
  MAX_VALUES_PER_FILTER,
  catalogSearchDefaults,
  keepCatalogKeys,
  catalogSearchSchema,
  formatFilterParam,
  parseFilterParam,
} from './catalog-search.schema'

function validate(input: unknown) {
  return v.parse(catalogSearchSchema, input)
}

/** As the router does it: the URL's search string through our parser, then the route schema. */
function fromUrl(searchStr: string) {
  return validate(parseSearch(searchStr))
}

describe('parseFilterParam', () => {
  it('reads the canonical example', () => {
    expect(parseFilterParam('83-12.14,89-40,89-42_5')).toEqual({ '83': ['12', '14'], '89': ['40', '42_5'] })
  })

  it('merges repeated groups, sorts and removes duplicate values', () => {
    expect(parseFilterParam('91-7.3,83-14.12,91-3.5')).toEqual({ '83': ['12', '14'], '91': ['3', '5', '7'] })
  })

  it('sorts numeric filters by number and sizes by text', () => {
    expect(parseFilterParam('83-9.100.10')).toEqual({ '83': ['9', '10', '100'] })
    expect(parseFilterParam('89-xl.42_5.100.m')).toEqual({ '89': ['100', '42_5', 'm', 'xl'] })
  })

  it('drops unknown filter ids', () => {
    expect(parseFilterParam('1-5,83-2,999-1,9999-1')).toEqual({ '83': ['2'] })
  })

  it('drops malformed groups', () => {
    expect(parseFilterParam('83,-5,83-,abc,83_1,12345-1,83-2')).toEqual({ '83': ['2'] })
  })

  it('drops malformed values and keeps the rest of the group', () => {
    expect(parseFilterParam('83-1.x.2..3,89-42%5.m-l.40')).toEqual({ '83': ['1', '2', '3'], '89': ['40'] })
  })

  it('takes only the known values of the addition filter', () => {
    expect(parseFilterParam('98-sale.new.outlet.Sale')).toEqual({ '98': ['outlet', 'sale'] })
    expect(parseFilterParam('98-neu')).toEqual({})
  })

  it('takes only whole numbers 0–3 for gender, without leading zeros', () => {
    expect(parseFilterParam('82-4.1.01.2')).toEqual({ '82': ['1', '2'] })
    expect(parseFilterParam('83-007')).toEqual({ '83': ['7'] })
  })

  it('reads size tokens in any case as lower case', () => {
    expect(parseFilterParam('89-XL')).toEqual({ '89': ['xl'] })
  })

  it('keeps at most the allowed number of values per filter', () => {
    const many = Array.from({ length: MAX_VALUES_PER_FILTER + 5 }, (_, index) => index + 1).join('.')
    expect(parseFilterParam(`83-${many}`)['83']).toHaveLength(MAX_VALUES_PER_FILTER)
  })

  it('ignores an overlong parameter entirely', () => {
    const long = `83-${'1.'.repeat(MAX_FILTERS_PARAM_LENGTH)}1`
    expect(parseFilterParam(long)).toEqual({})
  })

  it('selects nothing for an empty parameter', () => {
    expect(parseFilterParam('')).toEqual({})
  })
})

describe('formatFilterParam', () => {
  it('writes groups by ascending filter id with sorted unique values', () => {
    expect(formatFilterParam({ '95': ['7'], '89': ['42_5', '40'], '83': ['14', '12', '14'] })).toBe(
      '83-12.14,89-40.42_5,95-7',
    )
  })

  it('merges keys that spell the same filter id differently, in id order', () => {
    expect(formatFilterParam({ '0091': ['5'], '083': ['14'], '83': ['12'], '91': ['3'] })).toBe(
      '83-12.14,91-3.5',
    )
    expect(formatFilterParam({ '91': ['3'], '083': ['14'] })).toBe('83-14,91-3')
  })

  it('leaves out empty groups, unknown ids and invalid values', () => {
    expect(formatFilterParam({ '83': [], '12': ['1'], abc: ['1'], '8.3e1': ['1'], '91': ['red', '3'] })).toBe(
      '91-3',
    )
    expect(formatFilterParam({})).toBe('')
  })

  it('is the canonical form of what parseFilterParam reads', () => {
    const encoded = '95-3,83-14.12,89-42_5,89-40,82-1'
    const canonical = formatFilterParam(parseFilterParam(encoded))
    expect(canonical).toBe('82-1,83-12.14,89-40.42_5,95-3')
    expect(formatFilterParam(parseFilterParam(canonical))).toBe(canonical)
  })
})

describe('catalogSearchSchema', () => {
  it('reads a complete URL', () => {
    expect(
      fromUrl(
        '?q=Lauf+schuhe,+rot&filters=89-42_5,83-12&priceMin=10&priceMax=1.234,50&priceType=staff&sortField=price&sortType=asc&page=3',
      ),
    ).toEqual({
      q: 'Lauf schuhe, rot',
      filters: '83-12,89-42_5',
      priceMin: 10,
      priceMax: 1234.5,
      priceType: 'staff',
      sortField: 'price',
      sortType: 'asc',
      page: 3,
    })
  })

  it('keeps inStore=1 ("in my store") and drops any other value', () => {
    expect(fromUrl('?filters=83-12&inStore=1')).toEqual({ filters: '83-12', inStore: '1' })
    expect(validate({ inStore: 1 })).toEqual({ inStore: '1' })
    expect(fromUrl('?inStore=0')).toEqual({})
    expect(fromUrl('?inStore=yes')).toEqual({})
  })

  it('accepts the values typed links pass', () => {
    expect(validate({ q: 'ski', priceMin: 12.5, page: 2, sortField: 'added_at' })).toEqual({
      q: 'ski',
      priceMin: 12.5,
      page: 2,
      sortField: 'added_at',
    })
  })

  it('normalizes the phrase and drops a blank one', () => {
    expect(fromUrl(`?q=++Lauf+++schuhe++${'x'.repeat(60)}`).q).toBe(`Lauf schuhe ${'x'.repeat(38)}`)
    expect(fromUrl('?q=+++')).toEqual({})
    expect(fromUrl('?q=123').q).toBe('123')
  })

  it('re-emits filters in canonical form and drops what is invalid', () => {
    expect(fromUrl('?filters=95-3,83-14.12,999-1,83-x')).toEqual({ filters: '83-12.14,95-3' })
    expect(fromUrl('?filters=999-1,abc')).toEqual({})
    expect(fromUrl('?filters=')).toEqual({})
  })

  it('parses price bounds per spec §5 and stores numbers', () => {
    expect(fromUrl('?priceMin=12,5&priceMax=1.234')).toEqual({ priceMin: 12.5, priceMax: 1234 })
  })

  it('ignores a non-numeric price bound and logs an error naming it', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    expect(fromUrl('?priceMin=cheap&priceMax=-5&page=2')).toEqual({ page: 2 })
    expect(error).toHaveBeenCalledTimes(2)
    expect(error.mock.calls[0]?.[0]).toContain('priceMin')
    expect(error.mock.calls[0]?.[0]).toContain('"cheap"')
    expect(error.mock.calls[1]?.[0]).toContain('priceMax')
    expect(error.mock.calls[1]?.[0]).toContain('"-5"')
  })

  it('does not log for an empty price bound', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    expect(fromUrl('?priceMin=&priceMax=')).toEqual({})
    expect(error).not.toHaveBeenCalled()
  })

  it('keeps a hostile price value short in the log', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    fromUrl(`?priceMin=${'x'.repeat(5000)}`)
    expect(String(error.mock.calls[0]?.[0]).length).toBeLessThan(120)
  })

  it('accepts the four price types and drops any other', () => {
    for (const priceType of ['vk', 'premium', 'staff', 'pro'])
      expect(fromUrl(`?priceType=${priceType}`)).toEqual({ priceType })
    expect(fromUrl('?priceType=admin')).toEqual({})
    expect(fromUrl('?priceType=VK')).toEqual({})
  })

  it('accepts the sort fields and types and drops others', () => {
    expect(fromUrl('?sortField=added_at&sortType=desc')).toEqual({ sortField: 'added_at' })
    expect(fromUrl('?sortField=name&sortType=up')).toEqual({})
  })

  it('leaves the default sort out, part by part', () => {
    expect(fromUrl('?sortField=sales_rank&sortType=desc')).toEqual({})
    expect(fromUrl('?sortField=price&sortType=desc')).toEqual({ sortField: 'price' })
    expect(fromUrl('?sortField=price&sortType=asc')).toEqual({ sortField: 'price', sortType: 'asc' })
    expect(fromUrl('?sortField=added_at&sortType=desc')).toEqual({ sortField: 'added_at' })
  })

  it.each(['?sortType=asc', '?sortField=sales_rank&sortType=asc', '?sortField=added_at&sortType=asc'])(
    'drops a sort that is none of the four options of spec §9: %s',
    (query) => {
      expect(fromUrl(query)).toEqual({})
    },
  )

  it('swaps price bounds given the wrong way round', () => {
    expect(fromUrl('?priceMin=50&priceMax=10')).toEqual({ priceMin: 10, priceMax: 50 })
  })

  it.each(['2000000', '1.000.001', '9999999999'])(
    'drops a price bound above the highest price: %s',
    (price) => {
      expect(fromUrl(`?priceMin=${price}&priceMax=${price}`)).toEqual({})
    },
  )

  it.each(['9,999', '1,234', '1.234', '12,5'])(
    'reads a price that stays the same when written back into the URL: %s',
    (price) => {
      const once = fromUrl(`?priceMax=${price}`)
      expect(fromUrl(stringifySearch({ ...once }))).toEqual(once)
    },
  )

  it.each(['0', '-1', '1001', '2.5', '1e2', 'two', '', '99999'])('drops page=%s', (page) => {
    expect(fromUrl(`?page=${page}`)).toEqual({})
  })

  it('keeps pages 2 to 1000 and leaves page 1 out', () => {
    expect(fromUrl('?page=2')).toEqual({ page: 2 })
    expect(fromUrl('?page=1000')).toEqual({ page: 1000 })
    expect(fromUrl('?page=1')).toEqual({})
    expect(validate({ page: 1.5 })).toEqual({})
  })

  it('drops unknown keys and values of the wrong kind instead of failing', () => {
    expect(validate({ utm_source: 'mail', q: ['a', 'b'], filters: 83, page: {}, sortField: null })).toEqual(
      {},
    )
  })

  it('never fails, whatever it is given', () => {
    for (const input of [undefined, null, 'text', 42, [], { page: Symbol('x') }])
      expect(v.safeParse(catalogSearchSchema, input).success).toBe(true)
  })

  it('round-trips through the URL unchanged', () => {
    const search = {
      q: 'Lauf schuhe, rot',
      filters: '83-12.14,89-40.42_5',
      priceMin: 12.5,
      priceMax: 1234,
      sortField: 'price',
      sortType: 'asc',
      page: 4,
    } as const
    const url = stringifySearch(search)
    expect(url).toBe(
      '?q=Lauf+schuhe%2C+rot&filters=83-12.14%2C89-40.42_5&priceMin=12.5&priceMax=1234&sortField=price&sortType=asc&page=4',
    )
    expect(fromUrl(url)).toEqual(search)
  })

  it('holds every key, undefined where the URL has no valid value', () => {
    expect(fromUrl('?page=abc&q=ski')).toStrictEqual({
      q: 'ski',
      filters: undefined,
      inStore: undefined,
      priceMin: undefined,
      priceMax: undefined,
      priceType: undefined,
      sortField: undefined,
      sortType: undefined,
      page: undefined,
    })
  })

  it('exports the defaults the URL leaves out', () => {
    expect(catalogSearchDefaults).toEqual({ page: 1, sortField: 'sales_rank', sortType: 'desc' })
    expect(validate(catalogSearchDefaults)).toEqual({})
  })
})

describe('with the router', () => {
  /** A router wired as the app's: our codec, the schema as validateSearch, defaults stripped. */
  function searchRouter(url: string) {
    const rootRoute = createRootRoute()
    const searchRoute = createRoute({
      getParentRoute: () => rootRoute,
      path: '/search/',
      validateSearch: catalogSearchSchema,
      search: { middlewares: [keepCatalogKeys, stripSearchParams(catalogSearchDefaults)] },
    })
    return createRouter({
      routeTree: rootRoute.addChildren([searchRoute]),
      history: createMemoryHistory({ initialEntries: [url] }),
      parseSearch,
      stringifySearch,
      trailingSlash: 'always',
    })
  }

  it('gives the route undefined, not the raw string, for an invalid URL value', () => {
    const router = searchRouter('/search/?q=123&priceMin=1.234,50&page=abc&sortField=name')
    const { pathname, search } = router.state.location
    const matches: readonly { routeId: string; search: unknown }[] = router.matchRoutes(pathname, search)
    const match = matches.find((candidate) => candidate.routeId === '/search/')
    expect(match?.search).toEqual(
      expect.objectContaining({ q: '123', priceMin: 1234.5, page: undefined, sortField: undefined }),
    )
  })

  it('leaves unknown keys and priceType out of the canonical URL', () => {
    const router = searchRouter('/search/?utm_source=x&q=ski&priceType=staff&__proto__=y')
    const canonical = router.buildLocation({ to: '/search/', search: true })
    expect(canonical.href).toBe('/search/?q=ski')
  })

  it('builds canonical links without defaults', () => {
    const router = searchRouter('/search/')
    const location = router.buildLocation({
      to: '/search/',
      search: {
        q: 'Lauf schuhe, rot',
        filters: '83-12',
        priceMin: 12.5,
        page: 1,
        sortField: 'sales_rank',
        sortType: 'desc',
      },
    })
    expect(location.href).toBe('/search/?q=Lauf+schuhe%2C+rot&filters=83-12&priceMin=12.5')
  })
})
