import * as v from 'valibot'
import { STOREFRONT_FORWARDING_HEADERS } from '~/shop-api/http/storefront-forwarding'

/** The caller's session towards the shop API (spec §3 Session values), kept in HttpOnly cookies. */
/**
 * A file the shop API answered instead of JSON (`application/pdf`, e.g. a return label): read as
 * bytes, never as text, and checked with `shopFileSchema`.
 */
export interface ShopFile {
  readonly filename: string
  readonly contentType: string
  readonly bytes: Uint8Array
}

export interface ShopSession {
  readonly token?: string | undefined
  readonly requestId?: string | undefined
}

const errorBodySchema = v.object({
  message: v.optional(v.string(), ''),
  errors: v.optional(v.record(v.string(), v.array(v.string()))),
})
export type ShopErrorBody = v.InferOutput<typeof errorBodySchema>

/** A failure answered by the shop API, with its status and per-field errors. */
export class ShopApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ShopErrorBody,
    /** Seconds from the answer's `Retry-After` header (a throttled login, spec §7 429). */
    readonly retryAfterSeconds?: number,
  ) {
    super(body.message || `Shop API answered ${status}`)
    this.name = 'ShopApiError'
  }
}

/**
 * The API host did not answer: the connection failed, or the call's deadline (SHOP_API_TIMEOUT_MS)
 * passed, its one retry included. Pages show the error view for it like for any failed load.
 */
export class ShopApiUnavailableError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options)
    this.name = 'ShopApiUnavailableError'
  }
}

export type SessionSignal = 'invalid-token' | 'no-uuid-header' | 'invalid-uuid' | 'user-id-without-token'

/** One of the session-error signals of spec §8: the storefront must log the user out. */
export class ShopSessionError extends ShopApiError {
  constructor(
    status: number,
    body: ShopErrorBody,
    readonly signal: SessionSignal,
  ) {
    super(status, body)
    this.name = 'ShopSessionError'
  }
}

/** Spec §8: which error answers mean "forced logout". */
export function sessionSignalOf(status: number, body: ShopErrorBody): SessionSignal | undefined {
  if (status === 403 && body.errors?.token?.includes('invalid token')) return 'invalid-token'
  if (status === 401 && body.errors?.uuid?.includes('no uuid header')) return 'no-uuid-header'
  if (status === 422 && body.errors?.uuid?.includes('invalid uuid')) return 'invalid-uuid'
  return undefined
}

/** The delay a `Retry-After` header asks for, in whole seconds; only the delta-seconds form is read. */
export function retryAfterSecondsOf(header: string | null): number | undefined {
  if (header === null || !/^\d{1,9}$/.test(header.trim())) return undefined
  return Number(header.trim())
}

/**
 * Where a body broke the contract and what was expected there, without the value received: a
 * response may carry a token or personal data, and this message ends up in logs and error pages.
 */
function contractBreaches(issues: readonly v.BaseIssue<unknown>[]): string {
  return issues
    .map((issue) => `${v.getDotPath(issue) ?? 'body'} (expected ${issue.expected ?? issue.type})`)
    .join('; ')
}

/** Spec §7: GET is retried once on these statuses; writes are never retried. */
export const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504])

/** Spec §7: repeated GETs to the same path within 2 seconds share one request. */
export const DUPLICATE_GET_WINDOW_MS = 2000

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

export interface RequestOptions<TSchema extends v.GenericSchema | undefined> {
  readonly session?: ShopSession
  readonly query?: Readonly<Record<string, string | number | boolean | undefined>>
  readonly body?: unknown
  /** Extra request headers, e.g. `Idempotency-Key` for placing an order, or a booking's key. */
  readonly headers?: Readonly<Record<string, string>>
  /** Validates the success body; a mismatch is a contract violation, not the caller's fault. */
  readonly schema?: TSchema
}

export interface ShopClient {
  request<TSchema extends v.GenericSchema | undefined = undefined>(
    method: HttpMethod,
    path: string,
    options?: RequestOptions<TSchema>,
  ): Promise<TSchema extends v.GenericSchema ? v.InferOutput<TSchema> : unknown>
}

export interface ShopClientOptions {
  /** Base URL of the API host, e.g. `https://api.example.at` or the in-process origin. */
  readonly baseUrl: string
  /** The transport: the global fetch for a remote host, the in-process handler by default. */
  readonly fetch: (request: Request) => Promise<Response>
  readonly now?: () => number
  /**
   * The whole call's deadline in milliseconds, its GET retry and the reading of the answer included
   * (SHOP_API_TIMEOUT_MS for a remote host). Without it a call waits as long as the transport does.
   */
  readonly timeoutMs?: number
  /** Told of every call that ends in {@link ShopApiUnavailableError} (e.g. to answer 503). */
  readonly onUnavailable?: (error: ShopApiUnavailableError) => void
  /**
   * Told of every call sent (a shared GET once), for metrics: the path without its query, the
   * answer's status (or `unavailable`) and the call's seconds, its retry and reading the answer included.
   */
  readonly onCallEnded?: (
    method: HttpMethod,
    pathname: string,
    outcome: number | 'unavailable',
    seconds: number,
  ) => void
}

interface InFlight {
  readonly startedAt: number
  readonly response: Promise<unknown>
  /** The session it was read with: a write of that session makes it stale. */
  readonly sessionKey: string
}

/**
 * The typed client of the shop API contract (spec §7), implementing its client rules once.
 * Server-only: it carries the bearer token, which never reaches the browser.
 */
export function createShopClient(options: ShopClientOptions): ShopClient {
  const now = options.now ?? Date.now
  const recentGets = new Map<string, InFlight>()

  async function send(
    method: HttpMethod,
    url: URL,
    session: ShopSession | undefined,
    body: unknown,
    extraHeaders: Readonly<Record<string, string>> = {},
    deadline?: AbortSignal,
  ): Promise<Response> {
    const headers = new Headers({ ...extraHeaders, accept: 'application/json' })
    // Who calls is the session's to say, never an extra header's; and which browser it is, the
    // runtime's (it adds the storefront headers to the request it is handed).
    headers.delete('authorization')
    headers.delete('x-request-id')
    for (const name of STOREFRONT_FORWARDING_HEADERS) headers.delete(name)
    if (body !== undefined) headers.set('content-type', 'application/json')
    if (session?.token) headers.set('authorization', `Bearer ${session.token}`)
    if (session?.requestId) headers.set('x-request-id', session.requestId)
    return options.fetch(
      new Request(url, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: deadline,
      }),
    )
  }

  /**
   * `work`, or a rejection once `deadline` passes: a transport that ignores the request's signal
   * (or a body that stops arriving) cannot hold the call beyond it either.
   */
  function withinDeadline<T>(work: Promise<T>, deadline: AbortSignal | undefined): Promise<T> {
    if (!deadline) return work
    return new Promise<T>((resolve, reject) => {
      const onAbort = () => {
        reject(deadline.reason instanceof Error ? deadline.reason : new Error('The deadline passed'))
      }
      if (deadline.aborted) onAbort()
      else deadline.addEventListener('abort', onAbort, { once: true })
      work.then(resolve, reject).finally(() => {
        deadline.removeEventListener('abort', onAbort)
      })
    })
  }

  /** The failure of a call whose host did not answer, told to onUnavailable. */
  function unavailable(
    method: HttpMethod,
    url: URL,
    deadline: AbortSignal | undefined,
    cause: unknown,
  ): ShopApiUnavailableError {
    // The message names the path only: the query may carry a search, the headers a token.
    const error = deadline?.aborted
      ? new ShopApiUnavailableError(
          `Shop API ${method} ${url.pathname} did not answer within ${options.timeoutMs} ms`,
          { cause },
        )
      : new ShopApiUnavailableError(`Shop API ${method} ${url.pathname} could not be reached`, { cause })
    options.onUnavailable?.(error)
    return error
  }

  async function execute(
    method: HttpMethod,
    url: URL,
    session: ShopSession | undefined,
    body: unknown,
    extraHeaders?: Readonly<Record<string, string>>,
  ): Promise<unknown> {
    const onCallEnded = options.onCallEnded
    if (!onCallEnded) return executeOnce(method, url, session, body, extraHeaders)
    const startedAt = performance.now()
    // Only a 2xx answer resolves; any other status is a ShopApiError carrying it.
    let outcome: number | 'unavailable' = 200
    try {
      return await executeOnce(method, url, session, body, extraHeaders)
    } catch (error) {
      outcome = error instanceof ShopApiError ? error.status : 'unavailable'
      throw error
    } finally {
      onCallEnded(method, url.pathname, outcome, (performance.now() - startedAt) / 1000)
    }
  }

  /** A file the API answered (e.g. a return label): its bytes, type and the name it suggests. */
  async function readFile(
    response: Response,
    url: URL,
    deadline: AbortSignal | undefined,
  ): Promise<ShopFile> {
    let bytes: ArrayBuffer
    try {
      bytes = await withinDeadline(response.arrayBuffer(), deadline)
    } catch (error) {
      throw unavailable('GET', url, deadline, error)
    }
    const disposition = response.headers.get('content-disposition') ?? ''
    const filename =
      /filename="([^"]+)"/.exec(disposition)?.[1] ?? url.pathname.split('/').filter(Boolean).at(-1) ?? 'file'
    return {
      filename,
      contentType: (response.headers.get('content-type') ?? '').split(';')[0] ?? '',
      bytes: new Uint8Array(bytes),
    }
  }

  async function executeOnce(
    method: HttpMethod,
    url: URL,
    session: ShopSession | undefined,
    body: unknown,
    extraHeaders?: Readonly<Record<string, string>>,
  ): Promise<unknown> {
    // One deadline for the whole call: both attempts of a GET and reading the answer.
    const deadline = options.timeoutMs === undefined ? undefined : AbortSignal.timeout(options.timeoutMs)
    const attempts = method === 'GET' ? 2 : 1
    let response: Response | undefined
    for (let attempt = 1; attempt <= attempts; attempt++) {
      try {
        response = await withinDeadline(send(method, url, session, body, extraHeaders, deadline), deadline)
      } catch (error) {
        if (attempt < attempts && !deadline?.aborted) continue
        throw unavailable(method, url, deadline, error)
      }
      if (!RETRYABLE_STATUSES.has(response.status) || attempt === attempts || deadline?.aborted) break
      // The answer of an attempt that is retried is not read: free its connection.
      void response.body?.cancel().catch(() => undefined)
    }
    if (!response) throw new Error('Shop API request was not sent')
    const contentType = response.headers.get('content-type') ?? ''
    if (response.ok && contentType.startsWith('application/pdf')) return readFile(response, url, deadline)
    let text: string
    try {
      text = await withinDeadline(response.text(), deadline)
    } catch (error) {
      throw unavailable(method, url, deadline, error)
    }
    let parsed: unknown = undefined
    if (text !== '') {
      try {
        parsed = JSON.parse(text)
      } catch {
        throw new ShopApiError(response.status, {
          message: `Shop API answered ${response.status} with a non-JSON body`,
        })
      }
    }
    if (response.ok) return parsed
    const errorBody = v.safeParse(errorBodySchema, parsed)
    const failure = errorBody.success ? errorBody.output : { message: `Shop API answered ${response.status}` }
    const signal = sessionSignalOf(response.status, failure)
    throw signal
      ? new ShopSessionError(response.status, failure, signal)
      : new ShopApiError(response.status, failure, retryAfterSecondsOf(response.headers.get('retry-after')))
  }

  return {
    async request(method, path, requestOptions = {}) {
      const { session, query, body, schema, headers } = requestOptions
      // Spec §8: a logged-in request id (`u…`) without a token means the session is gone.
      if (session?.requestId?.startsWith('u') && !session.token) {
        throw new ShopSessionError(401, { message: 'request id without token' }, 'user-id-without-token')
      }
      // A path, never a URL: the bearer token must not travel to another host (`//evil.example`),
      // and a base URL's own path prefix (`https://api.example.at/shop`) is kept.
      if (!/^\/(?![/\\])/.test(path)) throw new Error(`Shop API path must start with a single slash: ${path}`)
      const url = new URL(options.baseUrl.replace(/\/+$/, '') + path)
      for (const [key, value] of Object.entries(query ?? {})) {
        if (value !== undefined) url.searchParams.set(key, String(value))
      }

      let pending: Promise<unknown>
      const sessionKey = `|${session?.token ?? ''}|${session?.requestId ?? ''}`
      if (method === 'GET') {
        // Extra headers can change the answer (a booking's key opens it): part of what is shared.
        const headerKey = headers
          ? JSON.stringify(Object.entries(headers).sort(([left], [right]) => left.localeCompare(right)))
          : ''
        const key = `${url.toString()}${sessionKey}|${headerKey}`
        const current = now()
        for (const [entryKey, entry] of recentGets) {
          if (current - entry.startedAt >= DUPLICATE_GET_WINDOW_MS) recentGets.delete(entryKey)
        }
        const shared = recentGets.get(key)
        if (shared) pending = shared.response
        else {
          pending = execute(method, url, session, undefined, headers)
          recentGets.set(key, { startedAt: current, response: pending, sessionKey })
          // A failed GET must not be served to the next caller.
          pending.catch(() => recentGets.delete(key))
        }
      } else {
        // A write may change what this session reads: its shared GETs are not reused after it, so
        // an address list read right after adding an address shows the new one.
        for (const [entryKey, entry] of recentGets) {
          if (entry.sessionKey === sessionKey) recentGets.delete(entryKey)
        }
        pending = execute(method, url, session, body, headers)
      }

      const result = await pending
      if (!schema) return result as never
      const checked = v.safeParse(schema, result)
      if (!checked.success) {
        throw new Error(
          `Shop API ${method} ${url.pathname} broke its contract: ${contractBreaches(checked.issues)}`,
        )
      }
      return checked.output as never
    },
  }
}
