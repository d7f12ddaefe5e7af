import { createCsrfMiddleware, createStart } from '@tanstack/react-start'
import * as v from 'valibot'
import { inputValidationMiddleware, unknownServerFnMiddleware } from '~/app-shell/server-fn-errors'
import { sessionEndedMiddleware } from '~/features/session/session.middleware'

const requestContextSchema = v.object({ publicOrigin: v.string() })

/** The origin src/server.ts worked out for this request; none (refuse) if it is missing. */
function publicOriginOf(context: unknown): string | undefined {
  const parsed = v.safeParse(requestContextSchema, context)
  return parsed.success ? parsed.output.publicOrigin : undefined
}

/**
 * A custom start instance replaces Start's defaults, so the CSRF protection of server functions
 * must be installed here explicitly: cross-site requests to server functions are refused.
 */
const csrfMiddleware = createCsrfMiddleware({
  filter: (context) => context.handlerType === 'serverFn',
  // Without Sec-Fetch-Site, the Origin (or Referer) must be the origin the browser used: behind a
  // trusted TLS proxy that is the forwarded https one, not the proxy's plain-http hop to this node.
  origin: (origin, context) => origin === publicOriginOf(context.context),
})

export const startInstance = createStart(() => ({
  requestMiddleware: [csrfMiddleware, unknownServerFnMiddleware],
  functionMiddleware: [sessionEndedMiddleware, inputValidationMiddleware],
}))
