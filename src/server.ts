import handler from '@tanstack/react-start/server-entry'
import { paraglideMiddleware } from '~/paraglide/server'
import { guardRequestBody } from '~/app-shell/request-guards.server'
import { guardServerFnPayload } from '~/app-shell/server-fn-guard.server'
import { quietFatalErrorsForBots } from '~/app-shell/bot-errors.server'
import { trailingSlashRedirect } from '~/app-shell/trailing-slash.server'

export default {
  async fetch(request: Request): Promise<Response> {
    const redirect = trailingSlashRedirect(request)
    if (redirect) return redirect
    const guarded = await guardRequestBody(request)
    if (guarded instanceof Response) return guarded
    const refused = await guardServerFnPayload(guarded)
    if (refused) return refused
    const response = await paraglideMiddleware(guarded, () => handler.fetch(guarded))
    return quietFatalErrorsForBots(guarded, response)
  },
}
