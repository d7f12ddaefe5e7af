/** A change of the login's e-mail address, confirmed by a link to the new address (issue 33 part 6). */
import * as v from 'valibot'
import { emailSchema, existingPasswordSchema, formObject } from '../auth/auth.schema'
import { requireUser } from '../auth/current-user'
import { defineEndpoint } from '../http/endpoint'
import type { AnyEndpoint } from '../http/endpoint'
import { badLocaleFailure, localeOnlyQuerySchema } from '../http/locale'
import {
  EMAIL_TAKEN,
  INVALID_EMAIL_CHANGE_LINK,
  SAME_EMAIL,
  WRONG_PASSWORD,
  confirmEmailChange,
  requestEmailChange,
} from './email-change.service'

export const emailChangeBodySchema = formObject({
  password: existingPasswordSchema('password'),
  email: emailSchema,
})

export const emailChangeResponseSchema = v.object({
  data: v.object({
    /** The address that becomes the account's once the link mailed to it is opened. */
    pendingEmail: v.string(),
    /** When the link runs out (ISO 8601). */
    expiresAt: v.string(),
  }),
})

export const emailChangeConfirmedResponseSchema = v.object({
  data: v.object({ email: v.string() }),
})

/** `{token}` of the mailed link; anything malformed is answered as an unknown link. */
const tokenParamsSchema = v.object({ token: v.pipe(v.string(), v.maxLength(200)) })

export const requestEmailChangeEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/v1/user/email/',
  summary:
    'Asks for another e-mail address to log in with. Needs the account’s `password` (wrong ones are counted like logins, per session). A link valid for 24 hours goes to the new address (mail kind `email-change-confirm`, `{storefront}/email/bestaetigen/{token}/`, under `/en/` in English) and a notice to the current one (kind `email-change-notice`), both in `locale`. Until the link is opened the current address stays; a new request replaces an open one. Sessions are kept.',
  auth: 'required',
  requestId: 'optional',
  query: localeOnlyQuerySchema,
  body: emailChangeBodySchema,
  response: emailChangeResponseSchema,
  failures: [
    { status: 401, when: 'no bearer token was sent' },
    { status: 409, when: `the address belongs to another account ("${EMAIL_TAKEN}", \`errors.email\`)` },
    {
      status: 422,
      when: `the password is wrong ("${WRONG_PASSWORD}", \`errors.password\`), the address is not one or is the account’s already ("${SAME_EMAIL}", \`errors.email\`)`,
    },
    { status: 429, when: 'too many wrong passwords in this session' },
    badLocaleFailure,
  ],
  example: {
    body: { password: 'Bergsommer2026', email: 'anna.neu@example.at' },
    response: { data: { pendingEmail: 'anna.neu@example.at', expiresAt: '2026-11-30T10:15:00.000Z' } },
  },
  handler: async ({ services, session, body, query }) => {
    const user = requireUser(session)
    const pending = await requestEmailChange(services, user, session.sessionId ?? 0, body, query.locale)
    return { data: { pendingEmail: pending.pendingEmail, expiresAt: pending.expiresAt.toISOString() } }
  },
})

export const confirmEmailChangeEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/v1/user/email/confirm/:token/',
  summary:
    'Opens the link of an e-mail change: `{token}` is the secret (base64url, 43 characters) of the mailed link; only its SHA-256 is stored. The account’s address becomes the new one, and counts as confirmed. Opening it again while it holds answers the same. No login needed.',
  auth: 'none',
  requestId: 'none',
  params: tokenParamsSchema,
  response: emailChangeConfirmedResponseSchema,
  failures: [
    {
      status: 404,
      when: `the link is unknown, malformed or older than 24 hours ("${INVALID_EMAIL_CHANGE_LINK}")`,
    },
    { status: 409, when: `another account took the address meanwhile ("${EMAIL_TAKEN}")` },
  ],
  example: {
    path: '/api/v1/user/email/confirm/Hx4pW9sLq2Vb7Nd0Kf3Rt8Zm1Ya6Ec5Gj0Uo4Ti7Sn4/',
    response: { data: { email: 'anna.neu@example.at' } },
  },
  handler: async ({ services, params }) => ({ data: await confirmEmailChange(services, params.token) }),
})

export const emailChangeEndpoints: AnyEndpoint[] = [requestEmailChangeEndpoint, confirmEmailChangeEndpoint]
