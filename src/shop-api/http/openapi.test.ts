import { readFileSync } from 'node:fs'
import { Validator } from '@seriousme/openapi-schema-validator'
import Ajv2020 from 'ajv/dist/2020.js'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { allEndpoints } from '../endpoints'
import { createShopApi } from '../shop-api'
import { startTestApi, testBackends } from '../testing/test-api'
import type { TestApi } from '../testing/test-api'
import { GENERATED_END, GENERATED_START } from './api-docs'
import { defineEndpoint } from './endpoint'
import {
  buildOpenApiDocument,
  createOpenApiResponder,
  OPENAPI_CACHE_CONTROL,
  OPENAPI_PATH,
  openApiPath,
} from './openapi'
import type { OpenApiDocument } from './openapi'

const document = buildOpenApiDocument(allEndpoints)

/** The document as a client receives it: plain JSON, no shared objects. */
function asJson(value: OpenApiDocument): Record<string, unknown> {
  return v.parse(v.record(v.string(), v.unknown()), JSON.parse(JSON.stringify(value)))
}

async function validate(value: Record<string, unknown>) {
  const validator = new Validator()
  const result = await validator.validate(value)
  return { ...result, version: result.valid ? validator.version : undefined }
}

const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
)

/**
 * The official OpenAPI 3.1 schema leaves Schema Objects unchecked, so each one is compiled here as
 * JSON Schema 2020-12: against its meta-schema, and strictly (an unknown keyword, e.g. a draft-07
 * `definitions`, fails). The components become `$defs` of a schema the references point into.
 */
function schemaCompiler() {
  const ajv = new Ajv2020({ strict: true, strictTypes: false, validateFormats: false, allErrors: true })
  const rewrite = (schema: unknown): object =>
    v.parse(
      v.looseObject({}),
      JSON.parse(
        JSON.stringify(schema).replaceAll(
          '"#/components/schemas/',
          '"https://openapi.test/components#/$defs/',
        ),
      ),
    )
  ajv.addSchema({ $id: 'https://openapi.test/components', $defs: rewrite(document.components.schemas) })
  return (schema: unknown) => ajv.compile(rewrite(schema))
}

/** Every Schema Object outside the components, with where it is. */
function schemaObjects(): { where: string; schema: unknown; example?: unknown }[] {
  const found: { where: string; schema: unknown; example?: unknown }[] = []
  for (const { path, method, operation } of operations) {
    const at = `${method.toUpperCase()} ${path}`
    for (const parameter of operation.parameters ?? [])
      found.push({ where: `${at} ${parameter.in} ${parameter.name}`, ...parameter })
    const body = operation.requestBody?.content['application/json']
    if (body) found.push({ where: `${at} body`, ...body })
    for (const [status, response] of Object.entries(operation.responses)) {
      const json = response.content['application/json']
      if (json) found.push({ where: `${at} ${status}`, ...json })
      for (const [name, header] of Object.entries(response.headers ?? {}))
        found.push({ where: `${at} ${status} ${name}`, schema: header.schema })
    }
  }
  return found
}

describe('OpenAPI document of the shop API', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const result = await validate(asJson(document))
    expect(result.errors).toBeUndefined()
    expect(result).toMatchObject({ valid: true, version: '3.1' })
  })

  it('is refused by the validator when broken, so the check above can fail', async () => {
    const broken = async (change: (login: Record<string, unknown>) => void) => {
      const copy = asJson(document)
      const paths = v.parse(v.record(v.string(), v.record(v.string(), v.looseObject({}))), copy.paths)
      const login = paths['/api/v1/auth/login/']?.post
      if (!login) throw new Error('POST /api/v1/auth/login/ is not in the document')
      change(login)
      return validate({ ...copy, paths })
    }
    // OpenAPI 3.1 lets an operation leave `responses` out, but not list none.
    expect((await broken((login) => (login.responses = {}))).valid).toBe(false)
    expect((await broken((login) => (login.responses = { 200: { content: {} } }))).valid).toBe(false)
    expect(
      (await broken((login) => (login.parameters = [{ name: 'id', in: 'path', schema: {} }]))).valid,
    ).toBe(false)
    const danglingReference = JSON.stringify(document).replace(
      '"#/components/schemas/Error"',
      '"#/components/schemas/Missing"',
    )
    const parsed = v.parse(v.record(v.string(), v.unknown()), JSON.parse(danglingReference))
    expect((await validate(parsed)).valid).toBe(false)
  })

  it('holds only JSON Schema 2020-12 Schema Objects, without $schema or draft-07 keywords', () => {
    const compile = schemaCompiler()
    const text = JSON.stringify(document)
    expect(text).not.toContain('"$schema"')
    expect(text).not.toContain('"$defs"')
    expect(text).not.toContain('"definitions"')
    expect(text).not.toContain('"nullable"')
    for (const [name, schema] of Object.entries(document.components.schemas))
      expect(() => compile(schema), name).not.toThrow()
    for (const { where, schema } of schemaObjects()) expect(() => compile(schema), where).not.toThrow()
  })

  it('the compiler above refuses draft-04/07 schemas and unknown keywords, so the check can fail', () => {
    const compile = schemaCompiler()
    expect(() => compile({ type: 'array', items: [{ type: 'string' }] })).toThrow()
    expect(() => compile({ type: 'number', exclusiveMinimum: true })).toThrow()
    // Strict: a keyword JSON Schema 2020-12 does not know (here misspelt) is refused too.
    expect(() => compile({ type: 'string', maxLenght: 3 })).toThrow()
  })

  it('has examples that fit their schemas', () => {
    const compile = schemaCompiler()
    let checked = 0
    for (const { where, schema, example } of schemaObjects()) {
      if (example === undefined) continue
      const fits = compile(schema)
      expect(fits(example), `${where}: ${JSON.stringify(fits.errors)}`).toBe(true)
      checked += 1
    }
    // Every success answer has its example.
    expect(checked).toBeGreaterThanOrEqual(allEndpoints.length)
  })

  it('declares every parameter of each path template, and no other path parameter', () => {
    for (const { path, method, operation } of operations) {
      const inTemplate = [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1])
      const declared = (operation.parameters ?? [])
        .filter((parameter) => parameter.in === 'path')
        .map((parameter) => parameter.name)
      expect(declared, `${method} ${path}`).toEqual(inTemplate)
    }
  })

  it('documents exactly the endpoints of docs/api.md, trailing slashes included', () => {
    const markdown = readFileSync(new URL('../../../docs/api.md', import.meta.url), 'utf8')
    const generated = markdown.slice(markdown.indexOf(GENERATED_START), markdown.indexOf(GENERATED_END))
    const documented = [...generated.matchAll(/^### `([A-Z]+) (\S+)`$/gm)].map(
      ([, method = '', path = '']) => `${method} ${openApiPath(path)}`,
    )
    const described = operations.map(({ method, path }) => `${method.toUpperCase()} ${path}`)
    expect(documented.length).toBe(allEndpoints.length)
    expect(new Set(described)).toEqual(new Set(documented))
    expect(described).toContain('DELETE /api/v1/cart/hash/{hash}/')
  })

  it('describes authentication, the request id and failures as the definitions say', () => {
    const cartLine = document.paths['/api/v1/cart/hash/{hash}/']?.patch
    expect(cartLine?.security).toEqual([{ bearerAuth: [] }, {}])
    expect(cartLine?.parameters?.map((parameter) => `${parameter.in} ${parameter.name}`)).toEqual([
      'path hash',
      'query locale',
      'header X-Request-Id',
    ])
    expect(Object.keys(cartLine?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '400', '404', '413', '415', '422']),
    )
    expect(cartLine?.responses['422']?.content['application/json']?.schema).toEqual({
      $ref: '#/components/schemas/ValidationError',
    })
    const user = document.paths['/api/v1/user/']?.get
    expect(user?.security).toEqual([{ bearerAuth: [] }])
    expect(Object.keys(user?.responses ?? {})).toEqual(['200', '401', '403', '422'])
    const order = document.paths['/api/v1/orders/']?.post
    expect(Object.keys(order?.responses ?? {})).toEqual(expect.arrayContaining(['200', '201', '409']))
    expect(document.paths['/autosuggest/list/']?.get?.security).toBeUndefined()
  })
})

describe('serving the OpenAPI document', () => {
  it('builds the document once, on the first request', async () => {
    let reads = 0
    const counted = defineEndpoint({
      method: 'GET',
      path: '/api/v1/counted/',
      get summary() {
        reads += 1
        return 'Counts how often the document reads it.'
      },
      auth: 'none',
      requestId: 'none',
      response: v.object({ data: v.string() }),
      example: { response: { data: 'x' } },
      handler: () => Promise.resolve({ data: 'x' }),
    })
    const respond = createOpenApiResponder([counted])
    expect(reads).toBe(0)
    const first = respond(new Request(`http://shop.test${OPENAPI_PATH}`))
    const afterFirst = reads
    expect(afterFirst).toBeGreaterThan(0)
    const second = respond(new Request(`http://shop.test${OPENAPI_PATH}`))
    expect(reads).toBe(afterFirst)
    expect(await second?.text()).toBe(await first?.text())
    expect(respond(new Request('http://shop.test/api/v1/counted/'))).toBeUndefined()
  })

  describe.each(testBackends())('through the shop API on %s', (backend) => {
    let api: TestApi
    beforeAll(async () => {
      api = await startTestApi(backend, [])
    }, 60_000)
    afterAll(async () => {
      await api.close()
    })

    const request = (method: string, path: string, headers: Record<string, string> = {}) =>
      createShopApi(api.services).fetch(new Request(`http://shop.test${path}`, { method, headers }))

    it('answers the generated document as cacheable JSON', async () => {
      const response = await request('GET', OPENAPI_PATH)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toMatch(/^application\/json/)
      expect(response.headers.get('cache-control')).toBe(OPENAPI_CACHE_CONTROL)
      expect(await response.json()).toEqual(asJson(document))

      const etag = response.headers.get('etag') ?? ''
      expect(etag).toMatch(/^".+"$/)
      const unchanged = await request('GET', OPENAPI_PATH, { 'if-none-match': etag })
      expect(unchanged.status).toBe(304)
      expect(await unchanged.text()).toBe('')
      const head = await request('HEAD', OPENAPI_PATH)
      expect(head.status).toBe(200)
      expect(head.headers.get('etag')).toBe(etag)
      expect(await head.text()).toBe('')
    })

    it('leaves every other request to the endpoints', async () => {
      const post = await request('POST', OPENAPI_PATH)
      expect(post.status).toBe(404)
      expect(await post.json()).toEqual({ message: 'Endpoint not found' })
      const autosuggest = await request('GET', '/autosuggest/list/?q=ru')
      expect(autosuggest.status).toBe(200)
    })
  })
})
