/**
 * The account forms (spec §4 Forms, §5 Validation rules): what each accepts, with the shop's own
 * rules checked here first so that the shopper reads every refusal in the page's language. Also the
 * inputs of the forms' server functions. Apart from account.schema.ts (the shapes read from the
 * shop, on every page), so that these rules and their messages load with the forms only.
 */
import * as v from 'valibot'
import { countryName } from '~/lib/country-name'
import { m } from '~/paraglide/messages'
import { countryIds, deliveryTypes, genders, newPasswordSchema } from './account.schema'
import { emailSchema } from './auth.schema'

const required = () => m.form_required()
const tooLong = (max: number) => () => m.form_too_long({ max })

const requiredText = (max: number) =>
  v.pipe(v.string(), v.trim(), v.nonEmpty(required), v.maxLength(max, tooLong(max)))

/**
 * The shop's own rules for a phone number (spec §5), checked here first so that the shopper reads
 * them in the page's language: empty, or the characters of a written number with 6 to 15 digits.
 */
const PHONE_CHARACTERS = /^\+?[0-9 ()/.-]+$/
export const phoneFieldSchema = v.pipe(
  v.string(),
  v.trim(),
  v.maxLength(30, tooLong(30)),
  v.check(
    (phone) => {
      if (phone === '') return true
      const digits = phone.replace(/\D/g, '').length
      return PHONE_CHARACTERS.test(phone) && digits >= 6 && digits <= 15
    },
    () => m.form_phone_invalid(),
  ),
)

/** The shop refuses birthdays before this day. */
const EARLIEST_BIRTHDAY = '1900-01-01'

/** The shop's postal code rules per country (spec §5), for a message in the page's language. */
const POSTAL_CODES: Readonly<Record<(typeof countryIds)[number], { pattern: RegExp; digits: number }>> = {
  AT: { pattern: /^\d{4}$/, digits: 4 },
  DE: { pattern: /^\d{5}$/, digits: 5 },
  IT: { pattern: /^\d{5}$/, digits: 5 },
  CH: { pattern: /^\d{4}$/, digits: 4 },
  LI: { pattern: /^94(8[5-9]|9[0-8])$/, digits: 4 },
  SI: { pattern: /^\d{4}$/, digits: 4 },
  HU: { pattern: /^\d{4}$/, digits: 4 },
  CZ: { pattern: /^\d{3} ?\d{2}$/, digits: 5 },
  SK: { pattern: /^\d{3} ?\d{2}$/, digits: 5 },
}

/** Whether `postal` is a postal code of the country (an empty one is left to "required"). */
export function isPostalCodeOf(countryId: (typeof countryIds)[number], postal: string): boolean {
  return postal.trim() === '' || POSTAL_CODES[countryId].pattern.test(postal.trim())
}

/** What a postal code of the country looks like, in the page's language. */
export function postalCodeRule(countryId: (typeof countryIds)[number]): string {
  if (countryId === 'LI') return m.form_postal_liechtenstein()
  return m.form_postal_digits({ country: countryName(countryId), count: POSTAL_CODES[countryId].digits })
}

export const personalFormSchema = v.object({
  firstName: requiredText(100),
  lastName: requiredText(100),
  phone: phoneFieldSchema,
  /** `YYYY-MM-DD` or empty; whether it lies in the past is the shop's to judge (its clock). */
  birthday: v.union([
    v.literal(''),
    v.pipe(
      v.string(),
      v.isoDate(() => m.form_date_invalid()),
      v.check(
        (birthday) => birthday >= EARLIEST_BIRTHDAY,
        () => m.form_birthday_too_early(),
      ),
    ),
  ]),
  gender: v.picklist(genders),
})
export type PersonalForm = v.InferOutput<typeof personalFormSchema>

export const passwordFormSchema = v.pipe(
  v.object({
    oldPassword: v.pipe(v.string(), v.nonEmpty(required), v.maxLength(1024, tooLong(1024))),
    newPassword: newPasswordSchema,
    newPasswordConfirmation: v.string(),
  }),
  v.forward(
    v.partialCheck(
      [['newPassword'], ['newPasswordConfirmation']],
      (input) => input.newPassword === input.newPasswordConfirmation,
      () => m.form_password_mismatch(),
    ),
    ['newPasswordConfirmation'],
  ),
)
export type PasswordForm = v.InferOutput<typeof passwordFormSchema>

export const addressFormSchema = v.pipe(
  v.object({
    deliveryType: v.picklist(deliveryTypes),
    /** The pick-up store (click & collect); empty for home delivery. */
    storeId: v.string(),
    firstname: requiredText(100),
    lastname: requiredText(100),
    street: requiredText(150),
    streetNo: requiredText(20),
    postal: requiredText(10),
    city: requiredText(100),
    countryId: v.picklist(countryIds),
    isDefault: v.boolean(),
  }),
  v.forward(
    v.partialCheck(
      [['deliveryType'], ['storeId']],
      (input) => input.deliveryType === 'home' || /^\d{1,9}$/.test(input.storeId),
      () => m.address_store_required(),
    ),
    ['storeId'],
  ),
  v.forward(
    v.partialCheck(
      [['countryId'], ['postal']],
      (input) => isPostalCodeOf(input.countryId, input.postal),
      (issue) => {
        const input = issue.input as { countryId?: unknown }
        const countryId = countryIds.find((id) => id === input.countryId) ?? 'AT'
        return postalCodeRule(countryId)
      },
    ),
    ['postal'],
  ),
)
export type AddressForm = v.InferOutput<typeof addressFormSchema>

/** The e-mail change: the new address (the shop's rule, in the shopper's words) and the password. */
export const emailChangeFormSchema = v.object({
  email: emailSchema,
  password: v.pipe(v.string(), v.nonEmpty(required), v.maxLength(1024, tooLong(1024))),
})
export type EmailChangeForm = v.InferOutput<typeof emailChangeFormSchema>
