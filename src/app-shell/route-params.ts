import { notFound } from '@tanstack/react-router'
import * as v from 'valibot'

/**
 * Spec §8: a route whose params fail validation is a fatal error with status 404 and the message
 * "Page Not Found: {full path}". Call from `beforeLoad`; returns the typed, validated params.
 */
export function parseRouteParams<TSchema extends v.GenericSchema>(
  schema: TSchema,
  params: unknown,
  location: { readonly href: string },
): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, params)
  if (result.success) return result.output
  const message = `Page Not Found: ${location.href}`
  // In the browser's console only: on the server the request's one line (status 404, its path
  // capped) says it, where this message would repeat the whole path (up to 15 KB) in the log.
  if (!import.meta.env.SSR) console.warn(message)
  throw notFound({ data: { message } })
}

/**
 * The params of a route named by a uuid (`$uuid`). Here rather than in the feature's modules: what a
 * route's `beforeLoad` imports travels in every page's bundle, with the rest of its module.
 */
export const uuidRouteParamsSchema = v.object({ uuid: v.pipe(v.string(), v.uuid()) })
