/**
 * Shapes of the recently viewed list: what the browser keeps in localStorage, and what the server
 * function that prices the list accepts.
 */
import * as v from 'valibot'
import { shopIdSchema } from '~/shop-client/schemas/product.schema'
import { localeInputSchema } from '~/lib/locale'

/** Products the list remembers (most recent first). */
export const RECENTLY_VIEWED_LIMIT = 12

/**
 * The stored value: product ids only. Names, images, prices and stock are fetched fresh when the
 * list is shown, so a price change or a sold-out size is never shown stale from the browser.
 */
export const storedRecentlyViewedSchema = v.object({
  ids: v.pipe(v.array(shopIdSchema), v.maxLength(100)),
})

export const recentlyViewedInputSchema = v.object({
  ids: v.pipe(
    v.array(shopIdSchema),
    v.minLength(1, 'At least one product id'),
    v.maxLength(RECENTLY_VIEWED_LIMIT, `At most ${RECENTLY_VIEWED_LIMIT} product ids`),
  ),
  locale: localeInputSchema,
})
export type RecentlyViewedInput = v.InferInput<typeof recentlyViewedInputSchema>
