/** Largest request body the storefront accepts; server-function payloads are small JSON. */
export const MAX_REQUEST_BODY_BYTES = 1024 * 1024

function payloadTooLarge(): Response {
  return Response.json(
    { error: 'payload_too_large', message: `Request body exceeds ${MAX_REQUEST_BODY_BYTES} bytes` },
    { status: 413 },
  )
}

/**
 * Refuses bodies above the limit with 413 before any handler reads them. A declared Content-Length
 * is checked up front; a body without one (chunked, or none at all on a DELETE or OPTIONS) is read
 * up to the limit and no further, and handed on as a new request holding the bytes read.
 */
export async function guardRequestBody(request: Request): Promise<Request | Response> {
  if (!request.body) return request
  const declared = request.headers.get('content-length')
  if (declared !== null) {
    if (!/^\d+$/.test(declared.trim())) {
      return Response.json({ error: 'bad_request', message: 'Invalid Content-Length' }, { status: 400 })
    }
    return Number(declared) > MAX_REQUEST_BODY_BYTES ? payloadTooLarge() : request
  }
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let total = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    total += value.byteLength
    if (total > MAX_REQUEST_BODY_BYTES) {
      await reader.cancel()
      return payloadTooLarge()
    }
    chunks.push(value)
  }
  const body = new Uint8Array(total)
  let offset = 0
  for (const chunk of chunks) {
    body.set(chunk, offset)
    offset += chunk.byteLength
  }
  // Built from its parts: `new Request(request, init)` throws when `request` is not an undici
  // Request, and the production server's (srvx) requests are not. Its body has been read, so the
  // copy carries the bytes, or none at all (a DELETE or OPTIONS without a body).
  return new Request(request.url, {
    method: request.method,
    headers: request.headers,
    signal: request.signal,
    body: total > 0 ? body : null,
  })
}
