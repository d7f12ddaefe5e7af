import * as v from 'valibot'
import { validateInput } from '~/lib/validation'
import { notFound } from '@tanstack/react-router'
import { createServerFn } from '@tanstack/react-start'
import { getServerConfig } from '~/config/config.server'

/**
 * Fails on purpose so that the error view and its HTTP 500 can be verified on a production build.
 * Exists only when EXPOSE_DIAGNOSTICS is on; otherwise the page is simply not found.
 */
export const triggerDiagnosticError = createServerFn({ method: 'GET' }).handler(() => {
  if (!getServerConfig().EXPOSE_DIAGNOSTICS) throw notFound()
  throw new Error('Diagnostic error requested')
})

const diagnosticEchoInput = v.object({
  message: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
})

/**
 * Echoes a validated message back. It proves, on a production build, that server-function input is
 * validated and that bad input answers 4xx. Exists only when EXPOSE_DIAGNOSTICS is on.
 */
export const echoDiagnostic = createServerFn({ method: 'POST' })
  .validator(validateInput(diagnosticEchoInput))
  .handler(({ data }) => {
    if (!getServerConfig().EXPOSE_DIAGNOSTICS) throw notFound()
    return { echoed: data.message }
  })
