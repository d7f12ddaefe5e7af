import { AsyncLocalStorage } from 'node:async_hooks'
import { createRequire } from 'node:module'
import { format } from 'node:util'
import { DrizzleQueryError } from 'drizzle-orm/errors'
import pino from 'pino'
import type { DestinationStream, Logger } from 'pino'
import * as v from 'valibot'
import { configFields } from '../config/config.schema'

/**
 * The server's one logger: JSON lines on stdout in production (one object per line, for whatever
 * collects the container's output), pino-pretty's readable lines under `vite dev`. Server-only.
 *
 * What must never reach a line — passwords, tokens (session, reset, confirmation, device), e-mail
 * addresses, cookies, Authorization headers — is kept out three ways: callers log ids and kinds,
 * not values; `redact` blanks the fields that could carry them when an object is logged whole; and
 * every finished line is scrubbed of e-mail addresses and bearer tokens, which may hide in an
 * error's message (a mail server's refusal names its recipient).
 */

/** Vite's flags; absent when a script runs a module under tsx (seeding, benchmarks). */
const viteEnv = import.meta.env as ImportMetaEnv | undefined

export type LogLevel = v.InferOutput<(typeof configFields)['LOG_LEVEL']['schema']>

/** Fields blanked wherever they appear at the top level or one level down. */
const SECRET_KEYS = [
  'password',
  'newPassword',
  'oldPassword',
  'currentPassword',
  'token',
  'deviceToken',
  'device',
  'x-device-token',
  'resetToken',
  'sessionToken',
  'email',
  'cookie',
  'cookies',
  'authorization',
  'set-cookie',
  'x-request-id',
  'x-storefront-secret',
]

export const REDACT_PATHS = SECRET_KEYS.flatMap((key) => {
  const property = /^[a-z]\w*$/i.test(key) ? key : `["${key}"]`
  const nested = property.startsWith('[') ? `*${property}` : `*.${property}`
  return [property, nested]
})

// Local parts are at most 64 characters (RFC 5321): bounded, so a long line without an `@` costs
// linear time, not quadratic. An `@` written as `%40` (in a URL) counts as well.
const EMAIL = /[\w.!#$%&'*+/=?^`{|}~-]{1,64}(?:@|%40)[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}/gi
const BEARER = /\b(Bearer\s+)[\w.~+/-]+=*/gi

/** Longest line written: an error quoting a whole request (a URL, a body) is cut here. */
export const LINE_LIMIT = 16 * 1024

/** A finished line without the e-mail addresses and bearer tokens a message or stack might carry. */
export function scrubLine(line: string): string {
  const capped = line.length > LINE_LIMIT ? `${line.slice(0, LINE_LIMIT)}…[cut]\n` : line
  return capped.replace(EMAIL, '[email]').replace(BEARER, '$1[redacted]')
}

/** Errors whose stack is already in the log: a later layer that logs the same error adds none. */
const loggedErrors = new WeakSet<object>()

/**
 * pino's error serializer, with each error's stack written once. The same error object passes
 * several layers on its way out (a loader, the route's error view, the framework): the first line
 * carries the stack, later ones name the error and say it was logged.
 */
export function serializeErrorOnce(error: unknown): unknown {
  if (!(error instanceof Error)) return error
  if (error instanceof DrizzleQueryError) return failedQuery(error)
  if (loggedErrors.has(error)) return { type: error.name, message: error.message, stackLogged: true }
  loggedErrors.add(error)
  return pino.stdSerializers.err(error)
}

/**
 * A failed query as a line may show it: the SQL state, the driver's message and the statement —
 * never its parameters, which the error carries in its message and its `params` (e-mail addresses,
 * password hashes, a mail's text with its reset link, an order's address).
 */
function failedQuery(error: DrizzleQueryError): Record<string, unknown> {
  const cause = error.cause
  const code = cause && 'code' in cause ? String(cause.code) : undefined
  return { type: 'DrizzleQueryError', code, message: cause?.message ?? 'query failed', query: error.query }
}

export function levelFromEnv(value: string | undefined): LogLevel {
  const result = v.safeParse(
    configFields.LOG_LEVEL.schema,
    value?.trim() || configFields.LOG_LEVEL.defaultValue,
  )
  // A bad value is refused at start-up with the other settings (src/server-startup.server.ts);
  // until then the log works at the default.
  return result.success ? result.output : 'info'
}

/**
 * The request being answered (src/app-shell/request-log.server.ts runs its handler inside): every
 * line written on its behalf — a failed mail, an error view — carries its `reqId`.
 */
export const requestContext = new AsyncLocalStorage<{ readonly reqId: string }>()

/** A logger writing scrubbed JSON lines to `destination`. */
export function createLogger(level: LogLevel, destination: DestinationStream): Logger {
  return pino(
    {
      level,
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      serializers: { err: serializeErrorOnce, error: serializeErrorOnce },
      redact: { paths: REDACT_PATHS, censor: '[redacted]' },
      mixin: () => requestContext.getStore() ?? {},
    },
    {
      write: (line: string) => {
        destination.write(scrubLine(line))
      },
    },
  )
}

/** Under `vite dev`, readable lines; pino-pretty as a stream, not a worker transport (the server is bundled). */
function developmentDestination(): DestinationStream | undefined {
  if (!viteEnv?.DEV || process.env.VITEST) return undefined
  const require = createRequire(import.meta.url)
  const pretty = require('pino-pretty') as typeof import('pino-pretty')
  return pretty({ colorize: true, sync: true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' })
}

/** Synchronous writes: a line written just before `process.exit` (start-up refusal, shutdown) is not lost. */
export const log: Logger = createLogger(
  levelFromEnv(process.env.LOG_LEVEL),
  developmentDestination() ?? pino.destination({ dest: 1, sync: true }),
)

/** Longest message a console call becomes: a framework's message may quote a whole request path. */
const CONSOLE_MESSAGE_LIMIT = 1024

/**
 * Code that also runs in the browser (loaders, views) and the framework write to `console`. On the
 * production server those calls become log lines too, so that stdout carries nothing but JSON: an
 * error argument keeps its stack (once), the rest is the message, capped.
 */
export function routeConsoleToLog(logger: Logger = log): void {
  const bridge =
    (level: 'error' | 'warn' | 'info' | 'debug') =>
    (...args: unknown[]) => {
      const error = args.find((argument) => argument instanceof Error)
      const rest = error === undefined ? args : args.filter((argument) => argument !== error)
      const message = format(...rest).slice(0, CONSOLE_MESSAGE_LIMIT)
      if (error === undefined) logger[level](message)
      else logger[level]({ err: error }, message || error.message)
    }
  console.error = bridge('error')
  console.warn = bridge('warn')
  console.info = bridge('info')
  console.log = bridge('info')
  console.debug = bridge('debug')
}

let installed = false

/** Once per process, on the production server only (`vite dev` and the tests keep their console). */
export function installServerLogging(): void {
  if (installed || viteEnv?.DEV) return
  installed = true
  routeConsoleToLog()
}
