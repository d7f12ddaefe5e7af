import { defineErrorHandler } from 'nitro'
import { answerMissingStaticFile } from './app-shell/static-files.server'

/**
 * Nitro's error handler, before its built-in one: errors thrown outside the app (Nitro's own static
 * file handler) end here. Returning nothing hands the error on to the built-in handler.
 */
export default defineErrorHandler((error, event) =>
  answerMissingStaticFile(error, new URL(event.req.url).pathname),
)
