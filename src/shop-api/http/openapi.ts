/**
 * The OpenAPI 3.1 document of the shop API, generated from the same endpoint definitions as
 * docs/api.md, and served at `GET /api/openapi.json`.
 */
import { createHash } from 'node:crypto'
import { toJsonSchema } from '@valibot/to-json-schema'
import type { JsonSchema } from '@valibot/to-json-schema'
import * as v from 'valibot'
import { version } from '../../../package.json'
import { REQUEST_ID_PATTERN } from '../session/tokens'
import { MAX_BODY_BYTES, MAX_JSON_DEPTH } from './app'
import type { EndpointContract } from './endpoint'

export const OPENAPI_PATH = '/api/openapi.json'

/** The document only changes with a deployment; the ETag makes a revalidation after that cheap. */
export const OPENAPI_CACHE_CONTROL = 'public, max-age=600'

export interface OpenApiParameter {
  readonly name: string
  readonly in: 'path' | 'query' | 'header'
  readonly required: boolean
  readonly description?: string
  readonly schema: JsonSchema
  readonly example?: string
}

export interface OpenApiMediaType {
  readonly schema: JsonSchema
  readonly example?: unknown
}

export interface OpenApiResponse {
  readonly description: string
  readonly headers?: Record<
    string,
    { readonly description: string; readonly required: boolean; readonly schema: JsonSchema }
  >
  /** JSON, or a file (`application/pdf`) for an endpoint that produces one. */
  readonly content: Readonly<Record<string, OpenApiMediaType>>
}

export interface OpenApiOperation {
  readonly operationId: string
  readonly summary: string
  readonly description: string
  readonly parameters?: OpenApiParameter[]
  readonly security?: Record<string, string[]>[]
  readonly requestBody?: {
    readonly required: boolean
    readonly content: { readonly 'application/json': OpenApiMediaType }
  }
  readonly responses: Record<string, OpenApiResponse>
}

export interface OpenApiDocument {
  readonly openapi: string
  readonly info: { readonly title: string; readonly version: string; readonly description: string }
  readonly servers: readonly { readonly url: string }[]
  readonly paths: Record<string, Record<string, OpenApiOperation>>
  readonly components: {
    readonly schemas: Record<string, JsonSchema>
    readonly securitySchemes: Record<string, Record<string, string>>
  }
}

const ERROR_REF = '#/components/schemas/Error'
const VALIDATION_ERROR_REF = '#/components/schemas/ValidationError'

/** The error bodies every endpoint shares (src/shop-api/http/errors.ts). */
const SHARED_SCHEMAS: Record<string, JsonSchema> = {
  FieldErrors: {
    type: 'object',
    description: 'Messages per field; nested fields by dot path (`address.postal`).',
    additionalProperties: { type: 'array', items: { type: 'string' } },
  },
  Error: {
    type: 'object',
    properties: { message: { type: 'string' }, errors: { $ref: '#/components/schemas/FieldErrors' } },
    required: ['message'],
  },
  ValidationError: {
    type: 'object',
    properties: { message: { type: 'string' }, errors: { $ref: '#/components/schemas/FieldErrors' } },
    required: ['message', 'errors'],
  },
  RequestId: {
    type: 'string',
    pattern: REQUEST_ID_PATTERN.source,
    description: 'A guest id (`g` + 32 hex) or a logged-in id (`u` + 32 hex, stable per account).',
  },
}

/**
 * Transformations and custom checks JSON Schema cannot express: the document leaves them out (it
 * is a little more permissive than the server there). Anything else that does not convert fails
 * the build of the document, so it never silently drops a constraint.
 */
const UNEXPRESSIBLE_ACTIONS = [
  'trim',
  'trim_start',
  'trim_end',
  'to_lower_case',
  'to_upper_case',
  'transform',
  'raw_transform',
  'check',
  'partial_check',
  'raw_check',
]

/** `/api/v1/cart/hash/:hash/` → `/api/v1/cart/hash/{hash}/`; the trailing slash stays. */
export function openApiPath(honoPath: string): string {
  return honoPath.replace(/:([A-Za-z0-9_]+)/g, '{$1}')
}

function pathParameterNames(honoPath: string): string[] {
  return [...honoPath.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1] ?? '')
}

/** `DELETE /api/v1/cart/hash/:hash/` → `deleteApiV1CartHashByHash`: stable names for code generators. */
function operationIdOf(endpoint: EndpointContract): string {
  const words = endpoint.path
    .split(/[/\-_.]/)
    .filter(Boolean)
    .map((segment) => (segment.startsWith(':') ? `By${capitalize(segment.slice(1))}` : capitalize(segment)))
  return endpoint.method.toLowerCase() + words.join('')
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}

/** The path's parameter values in the endpoint's example call, for the parameters' examples. */
function examplePathValues(endpoint: EndpointContract): Record<string, string> {
  const names = pathParameterNames(endpoint.path)
  if (!endpoint.example.path || names.length === 0) return {}
  const pattern = new RegExp(
    `^${endpoint.path
      .split(/:[A-Za-z0-9_]+/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('([^/]+)')}$`,
  )
  const match = pattern.exec(endpoint.example.path)
  if (!match) return {}
  return Object.fromEntries(names.map((name, index) => [name, decodeURIComponent(match[index + 1] ?? '')]))
}

/**
 * Turns valibot schemas into JSON Schema 2020-12 Schema Objects. A recursive schema (`v.lazy`)
 * becomes a named component: a `#/$defs/…` reference inside an operation would resolve against the
 * whole document, where no `$defs` are.
 */
class SchemaConverter {
  readonly components: Record<string, JsonSchema> = { ...SHARED_SCHEMAS }
  private readonly names = { input: new Map<unknown, string>(), output: new Map<unknown, string>() }

  convert(schema: v.GenericSchema, typeMode: 'input' | 'output', owner: string): JsonSchema {
    const names = this.names[typeMode]
    // This conversion's definition ids (`0`, `1`, …) and the component names given to them.
    const local = new Map<string, string>()
    const json = toJsonSchema(schema, {
      target: 'draft-2020-12',
      typeMode,
      errorMode: 'throw',
      ignoreActions: UNEXPRESSIBLE_ACTIONS,
      overrideRef: ({ referenceId, valibotSchema }) => {
        let name = local.get(referenceId) ?? names.get(valibotSchema)
        if (!name) {
          const suffix = `${typeMode === 'input' ? 'Input' : ''}${referenceId === '0' ? '' : referenceId}`
          name = `${capitalize(owner)}Node${suffix}`
          names.set(valibotSchema, name)
        }
        local.set(referenceId, name)
        return `#/components/schemas/${name}`
      },
    })
    // `$schema` belongs to a schema resource of its own, not to a Schema Object inside the document;
    // the `$defs` become components.
    const { $defs, ...rest } = json
    delete rest.$schema
    for (const [referenceId, definition] of Object.entries($defs ?? {})) {
      const name = local.get(referenceId)
      if (!name) throw new Error(`No component name for the definition ${referenceId} of ${owner}`)
      if (typeof definition !== 'boolean') this.components[name] ??= definition
    }
    return rest
  }
}

interface Reason {
  readonly description: string
  readonly schemaRef: string
}

function describeReasons(reasons: readonly string[]): string {
  const [only] = reasons
  return reasons.length === 1 && only !== undefined ? only : reasons.map((reason) => `- ${reason}`).join('\n')
}

/** The failures every endpoint of its kind can answer (src/shop-api/http/app.ts, session.ts). */
function standardFailures(endpoint: EndpointContract): Map<number, Reason[]> {
  const failures = new Map<number, Reason[]>()
  const add = (status: number, description: string, schemaRef = ERROR_REF) => {
    failures.set(status, [...(failures.get(status) ?? []), { description, schemaRef }])
  }
  const documented = endpoint.failures ?? []
  const documents = (status: number) => documented.some((failure) => failure.status === status)
  const mentions = (signal: string) => documented.some((failure) => failure.when.includes(signal))
  if (endpoint.params) add(404, 'a path parameter has the wrong form (answered as an unknown resource)')
  if (endpoint.query || endpoint.body)
    add(
      422,
      'a field fails validation: `errors` holds the messages per field (`address.postal` for nested fields)',
      VALIDATION_ERROR_REF,
    )
  if (endpoint.body) {
    add(400, `the body is not JSON, or nests arrays and objects deeper than ${MAX_JSON_DEPTH} levels`)
    add(413, `the body exceeds ${MAX_BODY_BYTES / 1024} KiB`)
    add(415, 'the body is not sent as `application/json`')
  }
  // The session-error signals of spec §8, unless the endpoint's own failures already name them.
  if (endpoint.auth === 'required' && !documents(401))
    add(401, 'no bearer token was sent ("unauthenticated")')
  if (endpoint.auth !== 'none' && !documents(403))
    add(403, 'the bearer token is invalid or revoked ("invalid token")')
  if (endpoint.requestId === 'required' && endpoint.auth === 'none' && !documents(401))
    add(401, 'no request id was sent ("no uuid header")')
  if (endpoint.requestId !== 'none' && !mentions('invalid uuid'))
    add(
      422,
      'the request id is malformed, or a logged-in id (`u…`) comes without its token ("invalid uuid")',
      VALIDATION_ERROR_REF,
    )
  return failures
}

function jsonContent(schema: JsonSchema, example?: unknown): { 'application/json': OpenApiMediaType } {
  return { 'application/json': example === undefined ? { schema } : { schema, example } }
}

function responsesOf(
  endpoint: EndpointContract,
  responseSchema: JsonSchema,
): Record<string, OpenApiResponse> {
  const successStatus = endpoint.successStatus ?? 200
  const successes = new Map<number, string[]>([[successStatus, [successStatus === 201 ? 'Created' : 'OK']]])
  const failures = standardFailures(endpoint)
  for (const failure of endpoint.failures ?? []) {
    if (failure.status < 300) {
      // Another success, e.g. a replayed order: the same body under another status.
      successes.set(failure.status, [...(successes.get(failure.status) ?? []), failure.when])
      continue
    }
    const schemaRef = failure.status === 422 ? VALIDATION_ERROR_REF : ERROR_REF
    failures.set(failure.status, [
      ...(failures.get(failure.status) ?? []),
      { description: failure.when, schemaRef },
    ])
  }
  const responses: Record<string, OpenApiResponse> = {}
  for (const [status, descriptions] of [...successes].sort(([a], [b]) => a - b)) {
    responses[String(status)] = {
      description: describeReasons(descriptions),
      content: endpoint.produces
        ? { [endpoint.produces]: { schema: { type: 'string', format: 'binary' } } }
        : jsonContent(responseSchema, status === successStatus ? endpoint.example.response : undefined),
    }
  }
  for (const [status, reasons] of [...failures].sort(([a], [b]) => a - b)) {
    const schemaRef = reasons.some((reason) => reason.schemaRef === ERROR_REF)
      ? ERROR_REF
      : VALIDATION_ERROR_REF
    responses[String(status)] = {
      description: describeReasons(reasons.map((reason) => reason.description)),
      ...(status === 429
        ? {
            headers: {
              'Retry-After': {
                description: 'Seconds until the limit lets the call through again.',
                required: true,
                schema: { type: 'integer', minimum: 0 },
              },
            },
          }
        : {}),
      content: jsonContent({ $ref: schemaRef }),
    }
  }
  return responses
}

function parametersOf(
  endpoint: EndpointContract,
  converter: SchemaConverter,
  operationId: string,
): OpenApiParameter[] {
  const parameters: OpenApiParameter[] = []
  const pathValues = examplePathValues(endpoint)
  const pathSchema = endpoint.params ? converter.convert(endpoint.params, 'input', operationId) : undefined
  for (const name of pathParameterNames(endpoint.path)) {
    const schema = pathSchema?.properties?.[name]
    const example = pathValues[name]
    parameters.push({
      name,
      in: 'path',
      required: true,
      schema: typeof schema === 'object' ? schema : { type: 'string' },
      ...(example === undefined ? {} : { example }),
    })
  }
  if (endpoint.query) {
    const querySchema = converter.convert(endpoint.query, 'input', operationId)
    const required = new Set(querySchema.required ?? [])
    for (const [name, schema] of Object.entries(querySchema.properties ?? {})) {
      const example = endpoint.example.query?.[name]
      parameters.push({
        name,
        in: 'query',
        required: required.has(name),
        schema: typeof schema === 'object' ? schema : {},
        ...(example === undefined ? {} : { example }),
      })
    }
  }
  if (endpoint.requestId !== 'none') {
    // With a bearer token the account's own id is used, so only a guest must send one.
    const requiredForGuests = endpoint.requestId === 'required'
    parameters.push({
      name: 'X-Request-Id',
      in: 'header',
      required: requiredForGuests && endpoint.auth === 'none',
      description: `Keys guest carts and wishlists${requiredForGuests ? '; required without a bearer token' : ', when sent'}. With a bearer token the account’s own id is used; a \`u…\` id without its token is refused.`,
      schema: { $ref: '#/components/schemas/RequestId' },
    })
  }
  return parameters
}

/** The OpenAPI 3.1 document of the given endpoints. */
export function buildOpenApiDocument(endpoints: readonly EndpointContract[]): OpenApiDocument {
  const converter = new SchemaConverter()
  const paths: Record<string, Record<string, OpenApiOperation>> = {}
  const operationIds = new Set<string>()
  for (const endpoint of endpoints) {
    const operationId = operationIdOf(endpoint)
    if (operationIds.has(operationId)) throw new Error(`Two endpoints share the operation id ${operationId}`)
    operationIds.add(operationId)
    const parameters = parametersOf(endpoint, converter, operationId)
    const responseSchema = converter.convert(endpoint.response, 'output', operationId)
    const operation: OpenApiOperation = {
      operationId,
      summary: endpoint.summary.split('. ')[0]?.replace(/\.$/, '') ?? endpoint.summary,
      description: endpoint.summary,
      ...(parameters.length > 0 ? { parameters } : {}),
      ...(endpoint.auth === 'required' ? { security: [{ bearerAuth: [] }] } : {}),
      ...(endpoint.auth === 'optional' ? { security: [{ bearerAuth: [] }, {}] } : {}),
      ...(endpoint.body
        ? {
            requestBody: {
              // An empty body is read as `{}`: a body whose fields are all optional may be left out.
              required: !v.safeParse(endpoint.body, {}).success,
              content: jsonContent(
                converter.convert(endpoint.body, 'input', operationId),
                endpoint.example.body,
              ),
            },
          }
        : {}),
      responses: responsesOf(endpoint, responseSchema),
    }
    const path = openApiPath(endpoint.path)
    paths[path] = { ...paths[path], [endpoint.method.toLowerCase()]: operation }
  }
  return {
    openapi: '3.1.1',
    info: {
      title: 'Sportalpin reference shop API',
      version,
      description:
        'The reference shop API the storefront talks to (spec §7). Generated from the same endpoint definitions as docs/api.md, which also explains the conventions: JSON in and out, the `{ "data": … }` envelope, errors as `{ "message", "errors"? }`, bearer tokens and the `X-Request-Id` header.',
    },
    servers: [{ url: '/' }],
    paths,
    components: {
      schemas: converter.components,
      securitySchemes: {
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          description: 'The token from login or registration (43 base64url characters).',
        },
      },
    },
  }
}

/**
 * Answers `GET`/`HEAD /api/openapi.json` with the document of `endpoints`, built on the first call
 * and kept for the life of the process; undefined for any other request.
 */
export function createOpenApiResponder(
  endpoints: readonly EndpointContract[],
): (request: Request) => Response | undefined {
  let served: { readonly body: string; readonly etag: string } | undefined
  return (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return undefined
    if (new URL(request.url).pathname !== OPENAPI_PATH) return undefined
    if (!served) {
      const body = JSON.stringify(buildOpenApiDocument(endpoints))
      served = { body, etag: `"${createHash('sha256').update(body).digest('base64url')}"` }
    }
    const headers = {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': OPENAPI_CACHE_CONTROL,
      etag: served.etag,
    }
    const conditional = request.headers.get('if-none-match')
    if (conditional?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === served?.etag))
      return new Response(null, { status: 304, headers })
    return new Response(request.method === 'HEAD' ? null : served.body, { status: 200, headers })
  }
}
