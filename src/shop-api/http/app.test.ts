import { sql } from 'drizzle-orm'
import { DrizzleQueryError } from 'drizzle-orm/errors'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApi, testBackends } from '../testing/test-api'
import type { TestApi } from '../testing/test-api'
import { sessions, users } from '../db/schema'
import { hashToken, newToken, newUserHash, newUserRequestId } from '../session/tokens'
import { describeForLog, MAX_JSON_DEPTH } from './app'
import { defineEndpoint } from './endpoint'

const echo = defineEndpoint({
  method: 'POST',
  path: '/api/v1/echo/:id/',
  summary: 'Echo for tests',
  auth: 'optional',
  requestId: 'optional',
  params: v.object({ id: v.pipe(v.string(), v.regex(/^\d+$/)) }),
  body: v.object({
    name: v.pipe(v.string(), v.minLength(2, 'Name is too short')),
    age: v.number('Age must be a number'),
  }),
  response: v.object({
    data: v.object({ id: v.string(), name: v.string(), requestId: v.nullable(v.string()) }),
  }),
  example: {
    body: { name: 'Anna', age: 30 },
    response: { data: { id: '1', name: 'Anna', requestId: null } },
  },
  handler: ({ params, body, session }) =>
    Promise.resolve({ data: { id: params.id, name: body.name, requestId: session.requestId } }),
})

const needsRequestId = defineEndpoint({
  method: 'GET',
  path: '/api/v1/needs-id/',
  summary: 'Requires a request id',
  auth: 'optional',
  requestId: 'required',
  response: v.object({ data: v.object({ uuid: v.string() }) }),
  example: { response: { data: { uuid: 'g0123456789abcdef0123456789abcdef' } } },
  handler: ({ session }) => Promise.resolve({ data: { uuid: session.requestId ?? '' } }),
})

describe.each(testBackends())('shop API HTTP core on %s', (backend) => {
  let api: TestApi
  beforeAll(async () => {
    api = await startTestApi(backend, [echo, needsRequestId])
  }, 60_000)
  afterAll(async () => {
    await api.close()
  })

  it('answers a valid call', async () => {
    const result = await api.call('POST', '/api/v1/echo/7/', { body: { name: 'Anna', age: 30 } })
    expect(result).toMatchObject({ status: 200, body: { data: { id: '7', name: 'Anna', requestId: null } } })
  })

  it('answers unknown paths with a JSON 404', async () => {
    const result = await api.call('GET', '/api/v1/nothing-here/')
    expect(result.status).toBe(404)
    expect(result.body).toEqual({ message: 'Endpoint not found' })
  })

  it('answers invalid path params with 404', async () => {
    expect((await api.call('POST', '/api/v1/echo/abc/', { body: { name: 'Anna', age: 1 } })).status).toBe(404)
  })

  it('refuses malformed JSON with 400 and other content types with 415', async () => {
    const malformed = await api.call('POST', '/api/v1/echo/1/', { rawBody: '{"name": ' })
    expect(malformed.status).toBe(400)
    expect(malformed.body).toEqual({ message: 'Malformed JSON body' })
    const wrongType = await api.call('POST', '/api/v1/echo/1/', {
      rawBody: 'name=Anna',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(wrongType.status).toBe(415)
  })

  it('answers invalid fields with 422 and a map of errors per field', async () => {
    const result = await api.call('POST', '/api/v1/echo/1/', { body: { name: 'A', age: 'old' } })
    expect(result.status).toBe(422)
    expect(result.body).toEqual({
      message: 'The given data was invalid.',
      errors: { name: ['Name is too short'], age: ['Age must be a number'] },
    })
  })

  it('refuses JSON nested deeper than the limit with 400, and accepts it at the limit', async () => {
    /** A valid echo body whose extra field (dropped by the schema) makes it `depth` levels deep. */
    const nested = (depth: number, open: string, close: string) =>
      `{"name":"Anna","age":1,"extra":${open.repeat(depth - 1)}0${close.repeat(depth - 1)}}`
    const atLimit = await api.call('POST', '/api/v1/echo/1/', { rawBody: nested(MAX_JSON_DEPTH, '[', ']') })
    expect(atLimit.status).toBe(200)
    for (const [open, close] of [
      ['[', ']'],
      ['{"a":', '}'],
    ] as const) {
      for (const depth of [MAX_JSON_DEPTH + 1, 10_000]) {
        const result = await api.call('POST', '/api/v1/echo/1/', { rawBody: nested(depth, open, close) })
        expect(result.status).toBe(400)
        expect(result.body).toEqual({ message: `JSON body is nested deeper than ${MAX_JSON_DEPTH} levels` })
      }
    }
  })

  it('refuses oversized bodies with 413', async () => {
    const result = await api.call('POST', '/api/v1/echo/1/', {
      rawBody: JSON.stringify({ name: 'x'.repeat(300_000), age: 1 }),
    })
    expect(result.status).toBe(413)
  })

  it('signals an invalid token with 403 "invalid token"', async () => {
    for (const token of ['not-a-token', 'A'.repeat(43)]) {
      const result = await api.call('POST', '/api/v1/echo/1/', { body: { name: 'Anna', age: 1 }, token })
      expect(result.status).toBe(403)
      expect(result.body).toEqual({ message: 'invalid token', errors: { token: ['invalid token'] } })
    }
  })

  it('signals a missing request id with 401 "no uuid header"', async () => {
    const result = await api.call('GET', '/api/v1/needs-id/')
    expect(result.status).toBe(401)
    expect(result.body).toEqual({ message: 'no uuid header', errors: { uuid: ['no uuid header'] } })
  })

  it('signals a malformed request id, or a logged-in id without its token, with 422 "invalid uuid"', async () => {
    for (const requestId of ['nonsense', `u${'a'.repeat(32)}`]) {
      const result = await api.call('GET', '/api/v1/needs-id/', { requestId })
      expect(result.status).toBe(422)
      expect(result.body).toEqual({ message: 'invalid uuid', errors: { uuid: ['invalid uuid'] } })
    }
    const guest = `g${'b'.repeat(32)}`
    expect((await api.call('GET', '/api/v1/needs-id/', { requestId: guest })).body).toEqual({
      data: { uuid: guest },
    })
  })
})

describe.each(testBackends())('NUL characters on %s', (backend) => {
  let api: TestApi
  const store = defineEndpoint({
    method: 'POST',
    path: '/api/v1/store-name/',
    summary: 'Stores a name in the database',
    auth: 'none',
    requestId: 'none',
    query: v.object({ tag: v.optional(v.string()) }),
    body: v.object({ name: v.string() }),
    response: v.object({ data: v.object({ name: v.string() }) }),
    example: { body: { name: 'Anna' }, response: { data: { name: 'Anna' } } },
    handler: async ({ services, body }) => {
      await services.db.execute(sql`SELECT ${body.name}::text`)
      return { data: { name: body.name } }
    },
  })
  beforeAll(async () => {
    api = await startTestApi(backend, [store])
  }, 60_000)
  afterAll(async () => {
    await api.close()
  })

  it('refuses NUL in bodies and queries with 422 instead of failing in the database', async () => {
    const inBody = await api.call('POST', '/api/v1/store-name/', { body: { name: 'Anna\u0000Gruber' } })
    expect(inBody.status).toBe(422)
    expect(inBody.body).toMatchObject({ errors: { name: ['Text must not contain NUL characters.'] } })
    const inQuery = await api.call('POST', '/api/v1/store-name/', {
      body: { name: 'Anna' },
      query: { tag: 'a\u0000' },
    })
    expect(inQuery.status).toBe(422)
    expect(inQuery.body).toMatchObject({ errors: { tag: ['Text must not contain NUL characters.'] } })
  })
})

describe('describeForLog', () => {
  it('logs a failed query without its parameters', () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint'), {
      code: '23505',
    })
    const line = describeForLog(
      new DrizzleQueryError('insert into "users" ("email") values ($1)', ['anna@example.at'], cause),
    )
    expect(line).toContain('23505')
    expect(line).toContain('insert into "users"')
    expect(line).not.toContain('anna@example.at')
  })
})

describe.each(testBackends())('session lifetime on %s', (backend) => {
  let api: TestApi
  const whoAmI = defineEndpoint({
    method: 'GET',
    path: '/api/v1/who-am-i/',
    summary: 'The caller',
    auth: 'required',
    requestId: 'none',
    response: v.object({ data: v.object({ email: v.nullable(v.string()) }) }),
    example: { response: { data: { email: 'anna@example.at' } } },
    handler: ({ session }) => Promise.resolve({ data: { email: session.user?.email ?? null } }),
  })
  beforeAll(async () => {
    api = await startTestApi(backend, [whoAmI])
  }, 60_000)
  afterAll(async () => {
    await api.close()
  })

  it('accepts the scheme in any case, and ends a session after 30 idle days', async () => {
    const token = newToken()
    const [user] = await api.db
      .insert(users)
      .values({
        publicId: crypto.randomUUID(),
        hash: newUserHash(),
        requestId: newUserRequestId(),
        email: 'idle@example.at',
      })
      .returning()
    if (!user) throw new Error('fixture failed')
    await api.db.insert(sessions).values({
      userId: user.id,
      tokenHash: hashToken(token),
      lastUsedAt: api.clock.now,
      createdAt: api.clock.now,
    })

    const lowerCase = await api.call('GET', '/api/v1/who-am-i/', {
      headers: { authorization: `bearer ${token}` },
    })
    expect(lowerCase.body).toEqual({ data: { email: 'idle@example.at' } })

    api.clock.advance(29 * 24 * 60 * 60 * 1000)
    expect((await api.call('GET', '/api/v1/who-am-i/', { token })).status).toBe(200)
    api.clock.advance(31 * 24 * 60 * 60 * 1000)
    const expired = await api.call('GET', '/api/v1/who-am-i/', { token })
    expect(expired.status).toBe(403)
    expect(expired.body).toEqual({ message: 'invalid token', errors: { token: ['invalid token'] } })
  })
})
