import type * as v from 'valibot'
import type { ShopApiServices } from '../services'
import type { SessionContext } from '../session/session'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

type Schema = v.GenericSchema
type Out<T extends Schema | undefined> = T extends Schema ? v.InferOutput<T> : undefined

export interface HandlerContext<TParams, TQuery, TBody> {
  readonly services: ShopApiServices
  readonly params: TParams
  readonly query: TQuery
  readonly body: TBody
  readonly session: SessionContext
  readonly request: Request
}

/**
 * One endpoint of the shop API: its contract (schemas, example) and its handler. The same
 * definition validates requests, generates docs/api.md and drives the contract tests.
 */
export interface Endpoint<
  TParams extends Schema | undefined = Schema | undefined,
  TQuery extends Schema | undefined = Schema | undefined,
  TBody extends Schema | undefined = Schema | undefined,
  TResponse extends Schema = Schema,
> {
  readonly method: HttpMethod
  /** Hono path, e.g. `/api/v1/cart/hash/:hash/`. */
  readonly path: string
  readonly summary: string
  /**
   * A switchable part of the contract: `omnichannel` endpoints exist only where omnichannel is
   * available (spec §4 feature switching); elsewhere they are not registered and answer 404 like
   * any unknown path, whatever is sent.
   */
  readonly feature?: 'omnichannel'
  /** `required`: a valid bearer token; `optional`: used when sent; `none`: ignored. */
  readonly auth: 'none' | 'optional' | 'required'
  /** The request-id header (`X-Request-Id`) keying guest carts and wishlists. */
  readonly requestId: 'none' | 'optional' | 'required'
  /** Path parameters; a failure answers 404 (no such resource). */
  readonly params?: TParams
  /** Query parameters; a failure answers 422 with field errors. */
  readonly query?: TQuery
  /** JSON body; a failure answers 422 with field errors. */
  readonly body?: TBody
  /** Shape of the success body; for an endpoint that `produces` a file, what the file is (its name and type). */
  readonly response: TResponse
  /**
   * A file instead of JSON: the handler answers a {@link FileReply} of this type, and the docs and
   * the OpenAPI document describe a binary body.
   */
  readonly produces?: 'application/pdf'
  readonly successStatus?: 200 | 201
  /** Documented failures beyond validation, e.g. `{ status: 404, when: 'the cart was merged' }`. */
  readonly failures?: readonly { readonly status: number; readonly when: string }[]
  readonly example: {
    readonly path?: string
    readonly query?: Record<string, string>
    readonly body?: unknown
    readonly response: v.InferOutput<TResponse>
  }
  readonly handler: (
    context: HandlerContext<Out<TParams>, Out<TQuery>, Out<TBody>>,
  ) => Promise<v.InferOutput<TResponse> | EndpointReply<v.InferOutput<TResponse>> | FileReply>
}

/** What a file endpoint is documented to answer: the file's name and type (the body is the file). */
export interface FileDescription {
  readonly filename: string
  readonly contentType: string
}

/**
 * A file answered instead of JSON (an endpoint that `produces` one): the bytes with their type, and
 * a name the browser saves them under. Never cached by a shared cache: such files are personal.
 */
export class FileReply {
  constructor(
    readonly bytes: Uint8Array,
    readonly description: FileDescription,
  ) {}
}

/**
 * A success answered other than the endpoint's usual way: another status (a replayed order answers
 * 200, not 201) or extra headers. The body keeps the endpoint's response shape.
 */
export class EndpointReply<TBody> {
  constructor(
    readonly body: TBody,
    readonly status: 200 | 201,
    readonly headers: Readonly<Record<string, string>> = {},
  ) {}
}

/** Identity helper that infers an endpoint's types from its schemas. */
export function defineEndpoint<
  TParams extends Schema | undefined = undefined,
  TQuery extends Schema | undefined = undefined,
  TBody extends Schema | undefined = undefined,
  TResponse extends Schema = Schema,
>(endpoint: Endpoint<TParams, TQuery, TBody, TResponse>): Endpoint<TParams, TQuery, TBody, TResponse> {
  return endpoint
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a heterogeneous registry of endpoints
export type AnyEndpoint = Endpoint<any, any, any, any>

/** What an endpoint promises, without its handler: enough to document and test it. */
export type EndpointContract = Omit<Endpoint, 'handler'>

/** The request-id header name of spec §6/§7 ("request id header"). */
export const REQUEST_ID_HEADER = 'x-request-id'
