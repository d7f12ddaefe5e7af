import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApi, testBackends } from '../testing/test-api'
import type { TestApi } from '../testing/test-api'
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
