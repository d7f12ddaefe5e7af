import { defaultSerovalDeserializerPlugins } from '@tanstack/router-core/ssr/server'
import { fromJSON } from 'seroval'
import { MAX_REQUEST_BODY_BYTES } from './request-guards.server'

const SERVER_FN_PREFIX = '/_serverFn/'

function badRequest(message: string): Response {
  return Response.json({ error: 'bad_request', message }, { status: 400 })
}

/** Why a serialized server-function payload cannot be decoded, or undefined when it can. */
export function describeMalformedPayload(text: string): string | undefined {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    return 'Server function payload is not valid JSON'
  }
  try {
    fromJSON(json as Parameters<typeof fromJSON>[0], { plugins: defaultSerovalDeserializerPlugins })
  } catch {
    return 'Server function payload is not a valid serialized value'
  }
  return undefined
}

/**
 * Start decodes server-function payloads (JSON or form data) inside its handler and answers any
 * decoding failure with 500. A malformed call is the caller's fault, so it is refused here with 400
 * (or 413) first.
 */
export async function guardServerFnPayload(request: Request): Promise<Response | undefined> {
  const url = new URL(request.url)
  if (!url.pathname.startsWith(SERVER_FN_PREFIX)) return undefined
  // Start reads the id from the first segment and throws (500) when it is empty.
  if (url.pathname.slice(SERVER_FN_PREFIX.length).split('/')[0] === '') {
    return Response.json({ error: 'not_found', message: 'Unknown server function' }, { status: 404 })
  }

  const contentType = request.headers.get('content-type') ?? ''
  let text: string | null = null
  if (request.method === 'GET') {
    text = url.searchParams.get('payload')
    if (text !== null && text.length > MAX_REQUEST_BODY_BYTES) {
      return Response.json(
        { error: 'payload_too_large', message: 'Server function payload is too large' },
        { status: 413 },
      )
    }
  } else if (contentType.includes('application/json')) {
    text = await request.clone().text()
    if (text === '') return badRequest('Server function payload is empty')
  } else if (contentType.includes('multipart/form-data')) {
    // Start reads form bodies with formData() and would answer its failure with 500, echoing the
    // parser's message; the parser's reason is not the caller's business, only that it failed.
    try {
      await request.clone().formData()
    } catch {
      return badRequest('Server function payload is not valid form data')
    }
  }
  if (text === null) return undefined
  const problem = describeMalformedPayload(text)
  return problem ? badRequest(problem) : undefined
}
