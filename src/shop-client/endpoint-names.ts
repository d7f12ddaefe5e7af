import { shopApiPaths } from './paths'

/**
 * The endpoint name of a shop-API call for metrics: its method and path template, e.g.
 * `GET /api/v1/catalog/product/{id}/`. Never the path itself — product slugs, order ids and tokens
 * would make every call a time series of its own (and a token must not reach the metrics).
 *
 * The templates come from the path table (src/shop-client/paths.ts): a literal path is its own
 * template; a path function is called with a marker per parameter, which then stands for `{id}`.
 */

/** Escaped by the table's `segment()` to `%01`, which no literal path contains. */
const MARKER = '\u0001'
const ESCAPED_MARKER = encodeURIComponent(MARKER)

interface Template {
  readonly template: string
  readonly pattern: RegExp
}

function collect(node: unknown, literals: Set<string>, templates: Map<string, Template>): void {
  if (typeof node === 'string') literals.add(node)
  else if (typeof node === 'function') {
    const path = String(
      (node as (...markers: string[]) => unknown)(...Array<string>(node.length).fill(MARKER)),
    )
    const template = path.split(ESCAPED_MARKER).join('{id}')
    const source = path
      .split(ESCAPED_MARKER)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('[^/]+')
    templates.set(template, { template, pattern: new RegExp(`^${source}$`) })
  } else if (node !== null && typeof node === 'object') {
    for (const child of Object.values(node)) collect(child, literals, templates)
  }
}

const literalPaths = new Set<string>()
const templateByText = new Map<string, Template>()
collect(shopApiPaths, literalPaths, templateByText)
const parameterized = [...templateByText.values()]

/** Every path template the storefront calls (for tests and documentation). */
export const SHOP_API_PATH_TEMPLATES: readonly string[] = [...literalPaths, ...templateByText.keys()]

/** `METHOD template` of a call's path (without query), or `METHOD other` for a path not in the table. */
export function shopApiEndpointName(method: string, pathname: string): string {
  if (literalPaths.has(pathname)) return `${method} ${pathname}`
  for (const { template, pattern } of parameterized) {
    if (pattern.test(pathname)) return `${method} ${template}`
  }
  return `${method} other`
}
