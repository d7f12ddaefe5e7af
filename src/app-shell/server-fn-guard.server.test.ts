import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAX_REQUEST_BODY_BYTES } from './request-guards.server'
import { describeMalformedPayload, guardServerFnPayload } from './server-fn-guard.server'
import { rawRequest, serveOverHttp } from './testing/node-http'
import type { HttpTestServer } from './testing/node-http'

const validPayload =
  '{"t":{"t":10,"i":0,"p":{"k":["data"],"v":[{"t":10,"i":1,"p":{"k":["message"],"v":[{"t":1,"s":"servus"}]},"o":0}]},"o":0},"f":127,"m":[]}'

const serverFnUrl = 'http://shop.test/_serverFn/abc'

function postJson(body: string, url = serverFnUrl): Request {
  return new Request(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body })
}

function getWithPayload(payload: string): Request {
  const url = new URL(serverFnUrl)
  url.searchParams.set('payload', payload)
  return new Request(url)
}

async function expectRefusal(result: Response | undefined, status: number, error: string): Promise<void> {
  expect(result).toBeInstanceOf(Response)
  if (!result) return
  expect(result.status).toBe(status)
  const json: unknown = await result.json()
  expect(json).toMatchObject({ error })
}

describe('describeMalformedPayload', () => {
  it('accepts a serialized value', () => {
    expect(describeMalformedPayload(validPayload)).toBeUndefined()
  })

  it('names invalid JSON', () => {
    expect(describeMalformedPayload('{"t":')).toBe('Server function payload is not valid JSON')
  })

  it('names JSON that is not a serialized value', () => {
    expect(describeMalformedPayload('{"t":99}')).toBe(
      'Server function payload is not a valid serialized value',
    )
    expect(describeMalformedPayload('{"t":{"t":99},"f":0,"m":[]}')).toBe(
      'Server function payload is not a valid serialized value',
    )
  })
})

describe('guardServerFnPayload', () => {
  it('ignores paths that are not server functions', async () => {
    expect(
      await guardServerFnPayload(postJson('{not json', 'http://shop.test/api/v1/wishlist')),
    ).toBeUndefined()
    expect(await guardServerFnPayload(new Request('http://shop.test/marken/?payload=%7B'))).toBeUndefined()
    expect(
      await guardServerFnPayload(postJson('{not json', 'http://shop.test/x/_serverFn/abc')),
    ).toBeUndefined()
  })

  it('lets a valid JSON payload through', async () => {
    expect(await guardServerFnPayload(postJson(validPayload))).toBeUndefined()
  })

  it('lets a valid GET payload through, and a GET without a payload', async () => {
    expect(await guardServerFnPayload(getWithPayload(validPayload))).toBeUndefined()
    expect(await guardServerFnPayload(new Request(serverFnUrl))).toBeUndefined()
  })

  it('refuses invalid JSON with 400', async () => {
    await expectRefusal(await guardServerFnPayload(postJson('{"t":')), 400, 'bad_request')
  })

  it('refuses JSON that is not a serialized value with 400', async () => {
    await expectRefusal(await guardServerFnPayload(postJson('{"t":99}')), 400, 'bad_request')
    await expectRefusal(
      await guardServerFnPayload(postJson('{"t":{"t":99},"f":0,"m":[]}')),
      400,
      'bad_request',
    )
  })

  it('refuses an empty JSON body with 400', async () => {
    const result = await guardServerFnPayload(postJson(''))
    await expectRefusal(result, 400, 'bad_request')
  })

  it('refuses an invalid GET payload with 400', async () => {
    await expectRefusal(await guardServerFnPayload(getWithPayload('{"t":')), 400, 'bad_request')
  })

  it('refuses a GET payload longer than the body limit with 413', async () => {
    const payload = 'a'.repeat(MAX_REQUEST_BODY_BYTES + 1)
    await expectRefusal(await guardServerFnPayload(getWithPayload(payload)), 413, 'payload_too_large')
  })

  it('leaves bodies that are not JSON to the handler', async () => {
    const form = new FormData()
    form.set('name', 'value')
    const request = new Request(serverFnUrl, { method: 'POST', body: form })
    expect(await guardServerFnPayload(request)).toBeUndefined()
  })

  it('answers a call without a function id with 404 (Start would throw and answer 500)', async () => {
    for (const path of ['/_serverFn/', '/_serverFn//abc']) {
      await expectRefusal(
        await guardServerFnPayload(postJson(validPayload, `http://shop.test${path}`)),
        404,
        'not_found',
      )
    }
  })

  it('reads a clone, so the handler can still read the body', async () => {
    const valid = postJson(validPayload)
    expect(await guardServerFnPayload(valid)).toBeUndefined()
    expect(valid.bodyUsed).toBe(false)
    expect(await valid.text()).toBe(validPayload)

    const invalid = postJson('{"t":99}')
    await expectRefusal(await guardServerFnPayload(invalid), 400, 'bad_request')
    expect(await invalid.text()).toBe('{"t":99}')
  })
})

/** Multipart bodies that do not parse: no boundary, a boundary that never occurs, a cut-off part. */
const malformedMultipart: readonly { shape: string; contentType: string; body: string }[] = [
  {
    shape: 'no boundary',
    contentType: 'multipart/form-data',
    body: '--x\r\ncontent-disposition: form-data; name="a"\r\n\r\n1\r\n--x--',
  },
  { shape: 'boundary never occurs', contentType: 'multipart/form-data; boundary=xyz', body: 'garbage' },
  {
    shape: 'cut-off part',
    contentType: 'multipart/form-data; boundary=xyz',
    body: '--xyz\r\ncontent-disposition: form-data; name="a"',
  },
]

describe('guardServerFnPayload over HTTP (srvx, as in the production server)', () => {
  let server: HttpTestServer
  beforeAll(async () => {
    // Like Start's handler: after the guard, a form body is read with formData().
    server = await serveOverHttp(async (request) => {
      const refused = await guardServerFnPayload(request)
      if (refused) return refused
      const form = await request.formData()
      return Response.json(Object.fromEntries(form))
    })
  })
  afterAll(async () => {
    await server.close()
  })

  it.each(malformedMultipart)(
    'refuses multipart form data that does not parse with 400 and its own message ($shape)',
    async ({ contentType, body }) => {
      const response = await rawRequest(server.baseUrl, '/_serverFn/abc', {
        method: 'POST',
        headers: { 'content-type': contentType, 'content-length': String(Buffer.byteLength(body)) },
        chunks: [body],
      })
      expect(response.status).toBe(400)
      expect(JSON.parse(response.body)).toEqual({
        error: 'bad_request',
        message: 'Server function payload is not valid form data',
      })
    },
  )

  it('lets form data that parses through, and the handler can still read it', async () => {
    const form = new FormData()
    form.set('message', 'servus')
    const response = await fetch(`${server.baseUrl}/_serverFn/abc`, { method: 'POST', body: form })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ message: 'servus' })
  })
})
