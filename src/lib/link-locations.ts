import { getLocale } from '~/paraglide/runtime'

/**
 * The server's router builds every link's location anew for each request: route lookup, the
 * catalogue routes' search middlewares, the search string, and the locale rewrite through `URL`
 * objects. A page has 100–200 links (menus, product cards, facets, pagination), and building them was
 * the largest single part of a page's server CPU (docs/performance.md, 2026-11-27). For a link to an
 * absolute path whose params and search are given in full, the location depends only on those and on
 * the locale (the rewrite's one input besides the path), so it is built once per process and shared.
 * Anything that could read the current location (relative paths, `from`, inherited params, search or
 * params as functions or `true`, a hash or state, masks) is built as before. The cached location is
 * only read (its `href` for the link, `pathname` and `search` for the active state), never changed.
 */

/** The options of `router.buildLocation` this cache reads; anything else present builds as before. */
export interface LinkLocationOptions {
  readonly to?: unknown
  readonly params?: unknown
  readonly search?: unknown
  readonly hash?: unknown
  readonly state?: unknown
  readonly mask?: unknown
  readonly from?: unknown
  readonly href?: unknown
  readonly unsafeRelative?: unknown
  readonly leaveParams?: unknown
  readonly _includeValidateSearch?: unknown
  readonly _fromLocation?: unknown
  readonly _isNavigate?: unknown
}

/** Bounded: product links at 100,000 products in two locales would otherwise grow without end. */
export const MAX_CACHED_LINK_LOCATIONS = 20_000

const plainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype

/** Names of the path's params (`$slug` → `slug`, `$` → `_splat`), or null for a shape not handled. */
function pathParamNames(to: string): readonly string[] | null {
  const names: string[] = []
  for (const segment of to.split('/')) {
    if (segment.includes('{')) return null
    if (segment === '$') names.push('_splat')
    else if (segment.startsWith('$')) names.push(segment.slice(1))
    else if (segment.includes('$')) return null
  }
  return names
}

/** Route paths are few (the typed `to` of the route tree); bounded all the same. */
const paramNamesByPath = new Map<string, readonly string[] | null>()

function paramNamesOf(to: string): readonly string[] | null {
  let names = paramNamesByPath.get(to)
  if (names === undefined) {
    names = pathParamNames(to)
    if (paramNamesByPath.size >= 1000) paramNamesByPath.clear()
    paramNamesByPath.set(to, names)
  }
  return names
}

/** A part of a key that no other text can imitate: its length first (values come from URLs). */
const part = (text: string) => `${String(text.length)}:${text}`

/**
 * The key of a record of strings, numbers, booleans, undefined and arrays of strings or numbers,
 * keys in their order (a record in another order is only a miss); undefined for anything else,
 * which could be shared by reference or depend on more than its value.
 */
function flatKey(record: Record<string, unknown>): string | undefined {
  let key = ''
  for (const name in record) {
    const value = record[name]
    key += part(name)
    switch (typeof value) {
      case 'string':
        key += `s${part(value)}`
        break
      case 'number':
        key += `n${part(String(value))}`
        break
      case 'boolean':
        key += value ? 't' : 'f'
        break
      case 'undefined':
        // Kept apart from a key left out: the active state tells them apart.
        key += 'u'
        break
      default: {
        if (!Array.isArray(value)) return undefined
        key += `a${String(value.length)}:`
        for (const item of value as unknown[]) {
          if (typeof item === 'string') key += `s${part(item)}`
          else if (typeof item === 'number') key += `n${part(String(item))}`
          else return undefined
        }
      }
    }
  }
  return key
}

/**
 * The cache key of a link whose location depends only on its own options and the locale, or
 * undefined for one that must be built for each request.
 */
export function linkLocationKey(
  options: LinkLocationOptions,
  locale: string = getLocale(),
): string | undefined {
  const { to, params, search } = options
  if (typeof to !== 'string' || !to.startsWith('/')) return undefined
  if (
    options.hash !== undefined ||
    options.state !== undefined ||
    options.mask !== undefined ||
    options.from !== undefined ||
    options.href !== undefined ||
    options.unsafeRelative !== undefined ||
    options.leaveParams !== undefined ||
    options._includeValidateSearch !== undefined ||
    options._fromLocation !== undefined ||
    options._isNavigate !== undefined
  )
    return undefined
  const names = paramNamesOf(to)
  if (names === null) return undefined
  let paramsKey = '-'
  if (params !== undefined) {
    if (!plainObject(params)) return undefined
    const key = flatKey(params)
    if (key === undefined) return undefined
    paramsKey = `+${key}`
  }
  // A param the link does not give is taken from the current page: not the same for every request.
  for (const name of names) if (!plainObject(params) || params[name] === undefined) return undefined
  let searchKey = '-'
  if (search !== undefined) {
    if (!plainObject(search)) return undefined
    const key = flatKey(search)
    if (key === undefined) return undefined
    searchKey = `+${key}`
  }
  return `${part(locale)}${part(to)}${part(paramsKey)}${searchKey}`
}

/**
 * Wraps a server router's `buildLocation` with the process-wide cache. `cache` is shared by all
 * requests' routers; each router gets its own wrapper.
 */
export function cachingBuildLocation<Options extends LinkLocationOptions, Location>(
  build: (options: Options) => Location,
  cache: Map<string, Location>,
): (options: Options) => Location {
  return (options) => {
    const key = linkLocationKey(options)
    if (key === undefined) return build(options)
    let location = cache.get(key)
    if (location === undefined) {
      location = build(options)
      if (cache.size >= MAX_CACHED_LINK_LOCATIONS) cache.clear()
      cache.set(key, location)
    }
    return location
  }
}
