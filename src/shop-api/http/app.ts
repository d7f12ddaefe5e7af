import { Hono } from 'hono'
import * as v from 'valibot'
import type { ShopApiServices } from '../services'
import { resolveSession } from '../session/session'
import type { AnyEndpoint } from './endpoint'
import { ApiError, notFound } from './errors'
import { parseOrFail, toFieldErrors } from './validation'

/** Largest JSON body the API accepts. */
export const MAX_BODY_BYTES = 256 * 1024

export interface ShopApiHandler {
  /** Answers one HTTP request of the API contract (spec §7). */
  fetch(request: Request): Promise<Response>
}

async function readJsonBody(request: Request): Promise<unknown> {
  const declared = request.headers.get('content-length')
  if (declared !== null && Number(declared) > MAX_BODY_BYTES)
    throw new ApiError(413, `Request body exceeds ${MAX_BODY_BYTES} bytes`)
  const text = await request.text()
  if (new TextEncoder().encode(text).byteLength > MAX_BODY_BYTES)
    throw new ApiError(413, `Request body exceeds ${MAX_BODY_BYTES} bytes`)
  if (text.trim() === '') return {}
  const contentType = request.headers.get('content-type') ?? ''
  if (!/^application\/(.+\+)?json\b/i.test(contentType))
    throw new ApiError(415, 'Content-Type must be application/json')
  try {
    return JSON.parse(text) as unknown
  } catch {
    throw new ApiError(400, 'Malformed JSON body')
  }
}

function queryObject(url: URL): Record<string, string> {
  const query: Record<string, string> = {}
  for (const [key, value] of url.searchParams) query[key] = value
  return query
}

function errorResponse(error: ApiError): Response {
  return Response.json(error.toBody(), { status: error.status, headers: error.headers })
}

/** Builds the API's request handler from its endpoint definitions. */
export function createShopApiHandler(
  services: ShopApiServices,
  endpoints: readonly AnyEndpoint[],
): ShopApiHandler {
  // strict: false — `/api/v1/wishlist/12` and `/api/v1/wishlist/12/` are the same resource (spec §7 mixes both).
  const app = new Hono({ strict: false })

  for (const endpoint of endpoints) {
    // Registered without the trailing slash; with strict: false Hono then matches both forms.
    app.on(endpoint.method, endpoint.path.replace(/(.)\/$/, '$1'), async (c) => {
      const request = c.req.raw
      // Who is calling comes first: a call without its token answers 401/403 whatever its body.
      const session = await resolveSession(services.db, request, endpoint, services.now())
      let params: unknown
      if (endpoint.params) {
        const parsed = v.safeParse(endpoint.params, c.req.param())
        if (!parsed.success) throw new ApiError(404, 'Not found', toFieldErrors(parsed.issues))
        params = parsed.output
      }
      const query: unknown = endpoint.query
        ? parseOrFail(endpoint.query, queryObject(new URL(request.url)))
        : undefined
      const rawBody = endpoint.body ? await readJsonBody(request) : undefined
      const body: unknown = endpoint.body ? parseOrFail(endpoint.body, rawBody) : undefined
      const result: unknown = await endpoint.handler({ services, params, query, body, session, request })
      return c.json(result as object, endpoint.successStatus ?? 200)
    })
  }

  app.notFound(() => errorResponse(notFound('Endpoint')))
  app.onError((error) => {
    if (error instanceof ApiError) return errorResponse(error)
    console.error('Shop API error', error)
    return Response.json({ message: 'Internal server error' }, { status: 500 })
  })

  return { fetch: (request) => Promise.resolve(app.fetch(request)) }
}
