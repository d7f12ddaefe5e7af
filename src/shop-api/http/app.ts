import { DrizzleQueryError } from 'drizzle-orm/errors'
import { Hono } from 'hono'
import * as v from 'valibot'
import type { ShopApiServices } from '../services'
import { resolveSession } from '../session/session'
import { cachePolicy, PERSONAL_CACHE_CONTROL } from './cache-policy'
import { EndpointReply, FileReply } from './endpoint'
import type { AnyEndpoint } from './endpoint'
import { ApiError, notFound, validationFailed } from './errors'
import {
  STORAGE_RETRY_AFTER_SECONDS,
  STORAGE_UNAVAILABLE_MESSAGE,
  createStorageFailureLog,
  isStorageFailure,
} from './storage-failure'
import { parseOrFail, toFieldErrors } from './validation'
import { log } from '../../lib/log.server'

/** Largest JSON body the API accepts. */
export const MAX_BODY_BYTES = 256 * 1024

/** Deepest nesting of arrays and objects a JSON body may have; real bodies need a handful. */
export const MAX_JSON_DEPTH = 64

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
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    throw new ApiError(400, 'Malformed JSON body')
  }
  // Everything after parsing (the NUL check, the schemas) walks the value recursively.
  if (exceedsDepth(json, MAX_JSON_DEPTH))
    throw new ApiError(400, `JSON body is nested deeper than ${MAX_JSON_DEPTH} levels`)
  return json
}

/** Whether arrays and objects in `value` nest deeper than `limit`; iterative, so any depth is safe. */
function exceedsDepth(value: unknown, limit: number): boolean {
  const pending: [unknown, number][] = [[value, 1]]
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, depth] = next
    if (typeof item !== 'object' || item === null) continue
    if (depth > limit) return true
    for (const child of Object.values(item)) pending.push([child, depth + 1])
  }
  return false
}

const NUL_MESSAGE = 'Text must not contain NUL characters.'

/**
 * The dot path of the first string holding a NUL character: PostgreSQL refuses NUL in text, so it
 * is refused here, for every endpoint at once, as the caller's mistake (422) rather than a 500.
 */
function pathOfNul(value: unknown, path: string): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path || '_' : undefined
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = pathOfNul(item, path ? `${path}.${index}` : String(index))
      if (found) return found
    }
    return undefined
  }
  if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      const found = pathOfNul(key, path) ?? pathOfNul(item, path ? `${path}.${key}` : key)
      if (found) return found
    }
  }
  return undefined
}

function refuseNul(value: unknown): void {
  const path = pathOfNul(value, '')
  if (path !== undefined) throw validationFailed({ [path]: [NUL_MESSAGE] })
}

function queryObject(url: URL): Record<string, string> {
  const query: Record<string, string> = {}
  for (const [key, value] of url.searchParams) query[key] = value
  return query
}

/**
 * What an unexpected failure logs: for a failed query the SQL state, the driver's message and the
 * statement without its parameters, which hold personal data (e-mails, password hashes, tokens).
 */
export function describeForLog(error: unknown): string {
  if (error instanceof DrizzleQueryError) {
    const cause = error.cause
    const code = cause && 'code' in cause ? String(cause.code) : 'unknown'
    return `query failed (SQLSTATE ${code}): ${cause?.message ?? ''} — ${error.query}`
  }
  return error instanceof Error ? (error.stack ?? error.message) : String(error)
}

function errorResponse(error: ApiError): Response {
  const response = Response.json(error.toBody(), { status: error.status, headers: error.headers })
  response.headers.set('cache-control', PERSONAL_CACHE_CONTROL)
  return response
}

/** Builds the API's request handler from its endpoint definitions. */
export function createShopApiHandler(
  services: ShopApiServices,
  endpoints: readonly AnyEndpoint[],
): ShopApiHandler {
  // strict: false — `/api/v1/wishlist/12` and `/api/v1/wishlist/12/` are the same resource (spec §7 mixes both).
  const app = new Hono({ strict: false })

  for (const endpoint of endpoints) {
    if (endpoint.feature === 'omnichannel' && !services.omnichannel) continue
    // Registered without the trailing slash; with strict: false Hono then matches both forms.
    app.on(endpoint.method, endpoint.path.replace(/(.)\/$/, '$1'), cachePolicy(endpoint), async (c) => {
      const request = c.req.raw
      // Who is calling comes first: a call without its token answers 401/403 whatever its body.
      const session = await resolveSession(services.db, request, endpoint, services.now())
      let params: unknown
      if (endpoint.params) {
        const parsed = v.safeParse(endpoint.params, c.req.param())
        if (!parsed.success) throw new ApiError(404, 'Not found', toFieldErrors(parsed.issues))
        params = parsed.output
      }
      const rawQuery = queryObject(new URL(request.url))
      refuseNul(rawQuery)
      const query: unknown = endpoint.query ? parseOrFail(endpoint.query, rawQuery) : undefined
      const rawBody = endpoint.body ? await readJsonBody(request) : undefined
      refuseNul(rawBody)
      const body: unknown = endpoint.body ? parseOrFail(endpoint.body, rawBody) : undefined
      const result: unknown = await endpoint.handler({ services, params, query, body, session, request })
      if (result instanceof FileReply) {
        // A copy typed for the Response body (the bytes may sit in a shared buffer).
        const response = new Response(new Uint8Array(result.bytes), {
          headers: {
            'content-type': result.description.contentType,
            // Only safe characters: a name from stored data must not break the header.
            'content-disposition': `inline; filename="${result.description.filename.replace(/[^\w.-]/g, '_')}"`,
            'content-length': String(result.bytes.byteLength),
          },
        })
        response.headers.set('cache-control', PERSONAL_CACHE_CONTROL)
        return response
      }
      if (result instanceof EndpointReply)
        return c.json(result.body as object, result.status, { ...result.headers })
      return c.json(result as object, endpoint.successStatus ?? 200)
    })
  }

  app.notFound(() => errorResponse(notFound('Endpoint')))
  const storageFailures = createStorageFailureLog()
  app.onError((error) => {
    if (error instanceof ApiError) return errorResponse(error)
    if (isStorageFailure(error)) {
      const leftOut = storageFailures.shouldLog()
      if (leftOut !== undefined)
        log.error(
          { error: describeForLog(error), leftOut },
          'storage unavailable: writes are refused with 503',
        )
      return errorResponse(
        new ApiError(503, STORAGE_UNAVAILABLE_MESSAGE, undefined, {
          'Retry-After': String(STORAGE_RETRY_AFTER_SECONDS),
        }),
      )
    }
    // The description, not the error: a failed query's message lists its parameters.
    log.error({ error: describeForLog(error) }, 'shop API error')
    return Response.json({ message: 'Internal server error' }, { status: 500 })
  })

  return { fetch: (request) => Promise.resolve(app.fetch(request)) }
}
