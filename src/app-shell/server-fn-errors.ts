import { notFound } from '@tanstack/react-router'
import { createMiddleware } from '@tanstack/react-start'
import { setResponseStatus } from '@tanstack/react-start/server'
import { InputValidationError } from '~/lib/validation'

/**
 * Start serializes a failed call with the status set by response helpers (200 by default); a call
 * whose input failed its schema answers 422 instead, so the failure is visible at the HTTP level.
 */
export const inputValidationMiddleware = createMiddleware({ type: 'function' }).server(async ({ next }) => {
  try {
    return await next()
  } catch (error) {
    if (error instanceof InputValidationError) setResponseStatus(error.status)
    throw error
  }
})

/**
 * A call to a server function id that does not exist is a client error (404), not a server fault.
 * Start reports it as a plain Error thrown before the function runs, recognisable only by its message.
 */
export const unknownServerFnMiddleware = createMiddleware({ type: 'request' }).server(
  async ({ next, handlerType }) => {
    if (handlerType !== 'serverFn') return next()
    try {
      return await next()
    } catch (error) {
      if (error instanceof Error && error.message.startsWith('Server function info not found'))
        throw notFound()
      throw error
    }
  },
)
