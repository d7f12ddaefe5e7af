/**
 * Request and response shapes of the auth endpoints, plus the field schemas that the account
 * endpoints share (e-mail, password, names, phone, birthday, gender). Every message is written for the
 * form that shows it next to the field (spec §5: a map of errors per field).
 */
import * as v from 'valibot'
import { BEARER_TOKEN_PATTERN } from '../session/tokens'

const FIELD_LABELS: Readonly<Record<string, string>> = {
  password_confirmation: 'password confirmation',
  oldPassword: 'current password',
  newPassword_confirmation: 'new password confirmation',
  firstname: 'first name',
  lastname: 'last name',
  countryId: 'country',
  postal: 'postal code',
  streetNo: 'house number',
  separateEmail: 'separate e-mail setting',
  isDefault: 'default address setting',
}

/** `firstName` → "first name": field names as a customer reads them. */
function fieldLabel(key: string): string {
  return (
    FIELD_LABELS[key] ??
    key
      .replace(/([a-z])([A-Z])/g, '$1 $2')
      .replaceAll('_', ' ')
      .toLowerCase()
  )
}

/**
 * An object schema that reports each missing key on its own field ("The email field is required.")
 * instead of valibot's generic key issue, so a form can show the message beside the empty field.
 */
export function formObject<const TEntries extends v.ObjectEntries>(entries: TEntries) {
  return v.object(entries, (issue) => {
    const key = issue.path?.[0]?.key
    return typeof key === 'string'
      ? `The ${fieldLabel(key)} field is required.`
      : 'The request body must be a JSON object.'
  })
}

/** A trimmed, required text of at most `max` characters. */
export function requiredText(label: string, max: number) {
  return v.pipe(
    v.string(`The ${label} must be a string.`),
    v.trim(),
    v.nonEmpty(`The ${label} field is required.`),
    v.maxLength(max, `The ${label} may not be greater than ${max} characters.`),
  )
}

/** E-mail addresses are compared trimmed and lower-cased, so `Anna@Example.at ` is one account. */
export const emailSchema = v.config(
  v.pipe(
    v.string('The email must be a string.'),
    v.trim(),
    v.toLowerCase(),
    v.nonEmpty('The email field is required.'),
    v.maxLength(254, 'The email may not be greater than 254 characters.'),
    v.email('The email must be a valid email address.'),
  ),
  // One message per field: an empty address is "required", not also "not a valid address".
  { abortPipeEarly: true },
)

export const PASSWORD_MIN_LENGTH = 8
export const PASSWORD_MAX_LENGTH = 128

/** A new password: 8–128 characters and no composition rules (design brief §7, NIST SP 800-63B). */
export function newPasswordSchema(label: string) {
  return v.pipe(
    v.string(`The ${label} must be a string.`),
    v.minLength(PASSWORD_MIN_LENGTH, `The ${label} must be at least ${PASSWORD_MIN_LENGTH} characters.`),
    v.maxLength(
      PASSWORD_MAX_LENGTH,
      `The ${label} may not be greater than ${PASSWORD_MAX_LENGTH} characters.`,
    ),
  )
}

/**
 * A password to check against a stored one. No minimum (accounts may predate the rule), but a cap so
 * nobody makes the server hash megabytes.
 */
export function existingPasswordSchema(label: string) {
  return v.pipe(
    v.string(`The ${label} must be a string.`),
    v.nonEmpty(`The ${label} field is required.`),
    v.maxLength(1024, `The ${label} may not be greater than 1024 characters.`),
  )
}

export const genders = ['', 'male', 'female', 'divers'] as const
export type Gender = (typeof genders)[number]
export const genderSchema = v.picklist(genders, 'The gender must be empty, male, female or divers.')

const PHONE_CHARACTERS = /^\+?[0-9 ()/.-]+$/

/** Loose on purpose: customers write numbers in many ways; we only refuse what cannot be one. */
export const phoneSchema = v.pipe(
  v.string('The phone must be a string.'),
  v.trim(),
  v.maxLength(30, 'The phone may not be greater than 30 characters.'),
  v.check((phone) => {
    if (phone === '') return true
    const digits = phone.replace(/\D/g, '').length
    return PHONE_CHARACTERS.test(phone) && digits >= 6 && digits <= 15
  }, 'The phone must be a valid phone number.'),
)

const BIRTHDAY_MESSAGE = 'The birthday must be a valid date (YYYY-MM-DD).'
const EARLIEST_BIRTHDAY = '1900-01-01'

/** True for a real calendar day in ISO form (so 2001-02-30 is refused). */
function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
}

/**
 * A birthday as an ISO date, or null for none ('' from an empty form field also means none).
 * Whether it lies in the past is checked by the service against the API's clock.
 */
export const birthdaySchema = v.pipe(
  v.nullable(v.string(BIRTHDAY_MESSAGE)),
  v.transform((value) => (value === null || value.trim() === '' ? null : value.trim())),
  v.nullable(
    v.config(
      v.pipe(
        v.string(),
        v.check(isCalendarDate, BIRTHDAY_MESSAGE),
        v.check(
          (value) => value >= EARLIEST_BIRTHDAY,
          `The birthday must not be before ${EARLIEST_BIRTHDAY}.`,
        ),
      ),
      // A malformed date gets one message, not also "must not be before 1900".
      { abortPipeEarly: true },
    ),
  ),
)

export const PASSWORD_MISMATCH = 'The password confirmation does not match.'

// ---------------------------------------------------------------------------------------------
// Requests
// ---------------------------------------------------------------------------------------------

export const loginBodySchema = formObject({
  email: emailSchema,
  password: existingPasswordSchema('password'),
})
export type LoginBody = v.InferOutput<typeof loginBodySchema>

/** The fields of a registration (the team shop's registration adds its team to them). */
export const registerEntries = {
  email: emailSchema,
  password: newPasswordSchema('password'),
  password_confirmation: v.string('The password confirmation must be a string.'),
  firstName: requiredText('first name', 100),
  lastName: requiredText('last name', 100),
  gender: v.optional(genderSchema, ''),
  birthday: v.optional(birthdaySchema, null),
  phone: v.optional(phoneSchema, ''),
}

export const registerBodySchema = v.pipe(
  formObject(registerEntries),
  v.forward(
    v.partialCheck(
      [['password'], ['password_confirmation']],
      (input) => input.password === input.password_confirmation,
      PASSWORD_MISMATCH,
    ),
    ['password_confirmation'],
  ),
)
export type RegisterBody = v.InferOutput<typeof registerBodySchema>

export const forgotPasswordBodySchema = formObject({ email: emailSchema })

export const INVALID_RESET_LINK = 'This password reset link is invalid or has expired.'

export const resetPasswordBodySchema = v.pipe(
  formObject({
    // A token that cannot be ours gets the same answer as an unknown one.
    token: v.pipe(v.string(INVALID_RESET_LINK), v.regex(BEARER_TOKEN_PATTERN, INVALID_RESET_LINK)),
    email: emailSchema,
    password: newPasswordSchema('password'),
    password_confirmation: v.string('The password confirmation must be a string.'),
  }),
  v.forward(
    v.partialCheck(
      [['password'], ['password_confirmation']],
      (input) => input.password === input.password_confirmation,
      PASSWORD_MISMATCH,
    ),
    ['password_confirmation'],
  ),
)
export type ResetPasswordBody = v.InferOutput<typeof resetPasswordBodySchema>

export const INVALID_DOI_LINK = 'This confirmation link is invalid.'

/**
 * Path of POST /api/v1/auth/doi/{token}/: the double opt-in token of the registration mail (base64url,
 * 43 characters, letter case significant). Any segment is taken here, so that a malformed token, the
 * user hash included, gets the same answer as an unknown one (the service checks the form).
 */
export const doiParamsSchema = v.object({ token: v.string() })

// ---------------------------------------------------------------------------------------------
// Responses
// ---------------------------------------------------------------------------------------------

/** Spec §3 session values: the bearer token, the account's request id (`u…`) and the user hash. */
export const sessionValuesSchema = v.object({
  token: v.string(),
  uuid: v.string(),
  hash: v.string(),
})
export type SessionValues = v.InferOutput<typeof sessionValuesSchema>

export const sessionResponseSchema = v.object({ data: sessionValuesSchema })

/**
 * A login's answer: the session values and `device`, the token of this device for this account —
 * sent back as `X-Device-Token` on later logins, it puts them ahead of a flood of strangers' attempts.
 */
export const loginResponseSchema = v.object({
  data: v.object({ ...sessionValuesSchema.entries, device: v.string() }),
})
export const logoutResponseSchema = v.object({ data: v.object({ loggedOut: v.literal(true) }) })
export const forgotPasswordResponseSchema = v.object({ data: v.object({ message: v.string() }) })
export const resetPasswordResponseSchema = v.object({ data: v.object({ reset: v.literal(true) }) })
export const doiResponseSchema = v.object({
  data: v.object({
    verified: v.literal(true),
    /** For the thank-you page's greeting. */
    firstName: v.string(),
  }),
})
