import { isbot } from 'isbot'

/**
 * Spec §8: fatal errors go to the error page, except for bot user agents, which only log. A crawler
 * still receives the right status (so it does not index the page) but not the rendered error view.
 */
export function quietFatalErrorsForBots(request: Request, response: Response): Response {
  if (response.status < 500) return response
  const userAgent = request.headers.get('user-agent')
  if (!isbot(userAgent)) return response
  console.error(
    `Fatal error ${response.status} for bot on ${new URL(request.url).pathname} (user agent: ${userAgent ?? 'none'})`,
  )
  void response.body?.cancel()
  return new Response(response.statusText || 'Internal Server Error', {
    status: response.status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  })
}
