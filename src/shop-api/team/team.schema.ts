/**
 * Request shapes of the team shop's own endpoints (/api/v2/team/…). Everything else they answer
 * keeps the shape of its /api/v1/ counterpart.
 */
import * as v from 'valibot'
import { PASSWORD_MISMATCH, formObject, registerEntries } from '../auth/auth.schema'
import { MAX_ADD_AMOUNT } from '../cart/cart-rules'
import { idSchema, missingFieldMessages } from '../cart/shared-schemas'
import { priceTypes } from '../db/schema'
import { UNKNOWN_TEAM } from './team.service'

/** A team's slug as the requests name it; one no team has is refused by the service alike. */
export const teamSlugSchema = v.pipe(
  v.string(UNKNOWN_TEAM),
  v.trim(),
  v.nonEmpty('The team field is required.'),
  v.maxLength(200, UNKNOWN_TEAM),
)

/** Body of POST /api/v2/team/auth/register/: the shop's registration plus the team to join. */
export const teamRegisterBodySchema = v.pipe(
  formObject({ ...registerEntries, team: teamSlugSchema }),
  v.forward(
    v.partialCheck(
      [['password'], ['password_confirmation']],
      (input) => input.password === input.password_confirmation,
      PASSWORD_MISMATCH,
    ),
    ['password_confirmation'],
  ),
)
export type TeamRegisterBody = v.InferOutput<typeof teamRegisterBodySchema>

export const MAX_TEAM_ADD_ITEMS = 20

const amountMessage = `The amount must be a whole number from 1 to ${MAX_ADD_AMOUNT}.`

/**
 * Body of POST /api/v2/team/cart/ (spec §7: "its add posts items, team, shopIdentifier, priceType").
 * The team, identifier and price type are checked against the caller's membership, never trusted.
 */
export const teamAddToCartBodySchema = v.object(
  {
    items: v.pipe(
      v.array(
        v.object(
          {
            productOption: idSchema('The selected product option does not exist.'),
            amount: v.nullish(
              v.pipe(
                v.number(amountMessage),
                v.integer(amountMessage),
                v.minValue(1, amountMessage),
                v.maxValue(MAX_ADD_AMOUNT, amountMessage),
              ),
              1,
            ),
          },
          missingFieldMessages({ productOption: 'Choose a size (productOption is required).' }),
        ),
        'Items must be a list of product options with amounts.',
      ),
      v.minLength(1, 'Add at least one item.'),
      v.maxLength(MAX_TEAM_ADD_ITEMS, `At most ${MAX_TEAM_ADD_ITEMS} items can be added at once.`),
    ),
    team: teamSlugSchema,
    shopIdentifier: v.pipe(
      v.string('The shop identifier must be a string.'),
      v.maxLength(100, "This is not the team's shop identifier."),
    ),
    priceType: v.picklist(priceTypes, 'The price type must be vk, premium, staff or pro.'),
  },
  missingFieldMessages({
    items: 'Choose what to add (items is required).',
    shopIdentifier: 'The shop identifier is required.',
    priceType: 'The price type is required.',
  }),
)
export type TeamAddToCartBody = v.InferOutput<typeof teamAddToCartBodySchema>
