import { createCsrfMiddleware, createStart } from '@tanstack/react-start'
import { inputValidationMiddleware, unknownServerFnMiddleware } from '~/app-shell/server-fn-errors'
import { sessionEndedMiddleware } from '~/features/session/session.middleware'

/**
 * A custom start instance replaces Start's defaults, so the CSRF protection of server functions
 * must be installed here explicitly: cross-site requests to server functions are refused.
 */
const csrfMiddleware = createCsrfMiddleware({
  filter: (context) => context.handlerType === 'serverFn',
})

export const startInstance = createStart(() => ({
  requestMiddleware: [csrfMiddleware, unknownServerFnMiddleware],
  functionMiddleware: [sessionEndedMiddleware, inputValidationMiddleware],
}))
