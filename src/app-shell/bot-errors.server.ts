import { isbot } from 'isbot'
import { loggedPath } from '~/app-shell/request-log.server'
import { log } from '~/lib/log.server'

/**
 * Spec §8: fatal errors go to the error page, except for bot user agents, which only log. A crawler
 * still receives the right status (so it does not index the page) but not the rendered error view.
 */
export function quietFatalErrorsForBots(request: Request, response: Response): Response {
  if (response.status < 500) return response
  const userAgent = request.headers.get('user-agent')
  if (!isbot(userAgent)) return response
  // The request's own line (request-log.server.ts) carries the path; this one says a bot got it.
  log.error(
    {
      status: response.status,
      path: loggedPath(new URL(request.url).pathname),
      userAgent: userAgent?.slice(0, 200),
    },
    'fatal error for a bot',
  )
  void response.body?.cancel()
  return new Response(response.statusText || 'Internal Server Error', {
    status: response.status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  })
}
