/** Shapes of the login, registration and password-reset forms (spec §4 Forms, §5). Client-safe. */
import * as v from 'valibot'
import { endpoint } from './contract'
import type { ContractEndpoint } from './contract'
import { TEAM_BUILD } from '~/config/build-mode'
import { newPasswordSchema } from '~/shop-client/schemas/account.schema'
import { sessionValuesSchema, userHashSchema } from '~/shop-client/schemas/session.schema'
import { m } from '~/paraglide/messages'

export { userHashSchema }

export const doiThankYouParamsSchema = v.object({ userHash: userHashSchema })

/**
 * Design brief §7: the e-mail format is checked in the browser; the server checks again. One message
 * per field: an empty address is "required", not also "not a valid address".
 */
export const emailSchema = v.config(
  v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(() => m.form_required()),
    v.maxLength(254, () => m.form_email_invalid()),
    v.email(() => m.form_email_invalid()),
  ),
  { abortPipeEarly: true },
)

export const loginFormSchema = v.object({
  email: emailSchema,
  password: newPasswordSchema,
})
export type LoginForm = v.InferOutput<typeof loginFormSchema>

const nameSchema = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty(() => m.form_required()),
  v.maxLength(100, () => m.form_too_long({ max: 100 })),
)

export const registerFormSchema = v.pipe(
  v.object({
    firstName: nameSchema,
    lastName: nameSchema,
    email: emailSchema,
    password: newPasswordSchema,
    passwordConfirmation: v.string(),
    /**
     * The team a new member registers with (team build, spec §7 `/api/v2/team/auth/register/`);
     * empty in the shop. The team build's register requires one.
     */
    team: v.union([v.literal(''), v.pipe(v.string(), v.maxLength(200), v.regex(/^[a-z0-9][a-z0-9-]*$/))]),
  }),
  v.forward(
    v.partialCheck(
      [['team']],
      (input) => !TEAM_BUILD || input.team !== '',
      () => m.register_team_required(),
    ),
    ['team'],
  ),
  v.forward(
    v.partialCheck(
      [['password'], ['passwordConfirmation']],
      (input) => input.password === input.passwordConfirmation,
      () => m.form_password_mismatch(),
    ),
    ['passwordConfirmation'],
  ),
)
export type RegisterForm = v.InferOutput<typeof registerFormSchema>

export const forgotPasswordFormSchema = v.object({ email: emailSchema })

/** A reset token as the mailed link carries it. */
export const resetTokenSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{43}$/))

export const resetPasswordFormSchema = v.pipe(
  v.object({
    token: resetTokenSchema,
    email: emailSchema,
    password: newPasswordSchema,
    passwordConfirmation: v.string(),
  }),
  v.forward(
    v.partialCheck(
      [['password'], ['passwordConfirmation']],
      (input) => input.password === input.passwordConfirmation,
      () => m.form_password_mismatch(),
    ),
    ['passwordConfirmation'],
  ),
)
export type ResetPasswordForm = v.InferOutput<typeof resetPasswordFormSchema>

/**
 * Token and address of a reset link: in its fragment (`/reset-password/#token=…&email=…`, as mailed)
 * or, from links mailed before, its query. Anything malformed is simply absent.
 */
export const resetPasswordSearchSchema = v.object({
  token: v.optional(v.fallback(v.optional(resetTokenSchema), undefined)),
  // A link whose address is not one is as broken as one without: the page says the link is invalid.
  email: v.optional(v.fallback(v.optional(emailSchema), undefined)),
})

/** `?redirect=` of the login and registration pages: where to go afterwards (checked before use). */
export const authSearchSchema = v.object({
  redirect: v.optional(v.fallback(v.optional(v.pipe(v.string(), v.maxLength(2000))), undefined)),
})

// ---------------------------------------------------------------------------------------------
// Read from the shop
// ---------------------------------------------------------------------------------------------

/** What registration answers: the session values of spec §3. */
export const sessionResponseSchema = v.object({ data: sessionValuesSchema })

/** What login answers: the session values and a device token (another shop API may give none: then none is kept). */
export const loginResponseSchema = v.object({
  data: v.object({ ...sessionValuesSchema.entries, device: v.optional(v.string()) }),
})

/** What the double opt-in confirmation answers. */
export const doiResponseSchema = v.object({ data: v.object({ verified: v.literal(true) }) })

/**
 * The auth endpoints the storefront calls, shop and team variants (checked by the contract test).
 * Logout is the session gateway's; the answers of logout, forgotten and reset password are not read.
 */
export const authContract = (): readonly ContractEndpoint[] =>
  [
    { auth: '/api/v1/auth/', forgotPassword: '/api/v1/forgotpassword/' },
    { auth: '/api/v2/team/auth/', forgotPassword: '/api/v2/team/forgotpassword/' },
  ]
    .flatMap((variant) => [
      endpoint('POST', `${variant.auth}login/`, loginResponseSchema),
      endpoint('POST', `${variant.auth}register/`, sessionResponseSchema),
      endpoint('GET', `${variant.auth}logout/`),
      endpoint('POST', variant.forgotPassword),
    ])
    .concat(
      endpoint('POST', '/api/v1/auth/doi/:token/', doiResponseSchema),
      endpoint('POST', '/api/v1/resetpassword/'),
    )
