/**
 * Health and readiness probes for load balancers and orchestrators (issue 30):
 *
 * - `GET /healthz`: the process answers. No database call, nothing that can wait in a queue.
 * - `GET /readyz`: this node should get new requests — it is not draining for a shutdown, and (with
 *   the embedded API) its database answers and its catalogue index is built. 503 names the reason.
 *
 * Both are cheap and never cached; they answer GET and HEAD, other methods get 405.
 */

export const HEALTH_PATH = '/healthz'
export const READINESS_PATH = '/readyz'

/**
 * Whether a shutdown has begun. The shutdown plugin and the request handler are separate bundles,
 * each with its own copy of this module, so the flag lives on globalThis, shared by both.
 */
const DRAINING_KEY = Symbol.for('sportalpin.draining')
type DrainingHolder = { [DRAINING_KEY]?: boolean }
const holder = globalThis as DrainingHolder

/** Called first thing on SIGTERM: from now on `/readyz` answers 503, so balancers stop sending. */
export function markDraining(): void {
  holder[DRAINING_KEY] = true
}

export function isDraining(): boolean {
  return holder[DRAINING_KEY] === true
}

const probeHeaders = {
  'cache-control': 'no-store',
  'content-type': 'application/json; charset=utf-8',
  'x-robots-tag': 'noindex',
}

function probeAnswer(request: Request, status: number, body: Record<string, string>): Response {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return Response.json(
      { message: 'Only GET and HEAD are allowed here.' },
      { status: 405, headers: { ...probeHeaders, allow: 'GET, HEAD' } },
    )
  }
  const text = JSON.stringify(body)
  return new Response(request.method === 'HEAD' ? null : text, { status, headers: probeHeaders })
}

/** `/healthz`: the process is alive and its event loop turns. */
export function answerHealth(request: Request): Response {
  return probeAnswer(request, 200, { status: 'ok' })
}

/**
 * `/readyz`: `notReady` is asked only when the node is not draining; it resolves to the reason the
 * node cannot take requests, or undefined when it can.
 */
export async function answerReadiness(
  request: Request,
  notReady: () => Promise<string | undefined>,
): Promise<Response> {
  const reason = isDraining() ? 'draining' : await notReady()
  return reason === undefined
    ? probeAnswer(request, 200, { status: 'ready' })
    : probeAnswer(request, 503, { status: 'not ready', reason })
}
