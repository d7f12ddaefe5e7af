import { createMiddleware } from '@tanstack/react-start'
import * as v from 'valibot'
import { localeInputSchema } from '~/lib/locale'
import { InputValidationError } from '~/lib/validation'
import { baseLocale, getLocale, getServerAsyncLocalStorage } from '~/paraglide/runtime'
import type { Locale } from '~/paraglide/runtime'

// A page loaded before this middleware existed sends no locale: it gets the shop's own language,
// as the API does without one.
const sentLocaleSchema = v.object({ locale: v.optional(localeInputSchema, baseLocale) })

/**
 * The locale a server function's caller sent, checked: it comes over the wire like any input, so an
 * unknown one is refused with 422 rather than trusted.
 */
export function sentPageLocale(context: unknown): Locale {
  const parsed = v.safeParse(sentLocaleSchema, context)
  if (!parsed.success) throw new InputValidationError(parsed.issues)
  return parsed.output.locale
}

/**
 * Sends the page's locale with every call of a server function that uses it, as `context.locale`:
 * the shop API names colours in it in the cart and the wishlist. Those functions are called from
 * many places (buttons, popovers, the login's merge), so the locale travels beside their input
 * instead of being threaded through each caller. A page never changes its locale (switching
 * reloads it), so cached answers keyed without the locale stay right.
 */
export const pageLocaleMiddleware = createMiddleware({ type: 'function' })
  .client(({ next }) => next({ sendContext: { locale: getLocale() } }))
  .server(({ next, context }) => next({ context: { locale: sentPageLocale(context) } }))

/**
 * Runs `work` with the messages in `locale` (on the server, inside a request): a server function is
 * called at `/_serverFn/…`, whose URL says nothing about the page, so messages made there (a schema's
 * field errors) would be in the default language. Pair with the locale this middleware sent.
 */
export function inPageLocale<T>(locale: Locale, work: () => T): T {
  const storage = getServerAsyncLocalStorage()
  if (!storage) return work()
  return storage.run({ ...storage.getStore(), locale }, work) as T
}
