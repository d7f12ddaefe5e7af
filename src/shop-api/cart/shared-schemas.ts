/**
 * Request-schema helpers shared by the cart, wishlist and checkout endpoints.
 */
import * as v from 'valibot'
import { REQUEST_ID_PATTERN } from '../session/tokens'

/** Largest value of a PostgreSQL `integer`: bigger ids cannot exist, and must not reach a query. */
export const MAX_DB_ID = 2_147_483_647

/**
 * The message of an object schema, used by valibot for a missing key and for a body that is no object.
 * It names the missing field in plain English instead of valibot's generic "Invalid key".
 */
export function missingFieldMessages(
  messages: Readonly<Record<string, string>>,
): v.ErrorMessage<v.ObjectIssue> {
  return (issue) => {
    const key = issue.path?.[0]?.key
    if (typeof key !== 'string') return 'The request body must be a JSON object.'
    return messages[key] ?? `The ${key} field is required.`
  }
}

/** A database id sent by a client: a positive whole number in the range of the id column. */
export function idSchema(message: string) {
  return v.pipe(v.number(message), v.integer(message), v.minValue(1, message), v.maxValue(MAX_DB_ID, message))
}

/** A numeric id in a URL path (`/api/v1/wishlist/42`): digits only, within the id column's range. */
export const pathIdSchema = v.pipe(
  v.string(),
  v.regex(/^[1-9][0-9]{0,9}$/),
  v.transform(Number),
  v.maxValue(MAX_DB_ID),
)

/** Body of the merge calls (spec §7): the guest request id whose cart or wishlist is merged. */
export const mergeBodySchema = v.object(
  {
    mergeUuid: v.pipe(
      v.string('The merge id must be a request id.'),
      v.regex(REQUEST_ID_PATTERN, 'The merge id is not a valid request id.'),
    ),
  },
  missingFieldMessages({ mergeUuid: 'The merge id is required.' }),
)
