import { clientAddressOf } from '../http/client-address'
import { localeOnlyQuerySchema } from '../http/locale'
import { enforceAddressLimit } from './address-limits'
/** Spec §7 "Auth": login, logout, registration, forgotten and reset password. */
import type { AnyEndpoint } from '../http/endpoint'
import { defineEndpoint } from '../http/endpoint'
import {
  INVALID_DOI_LINK,
  doiParamsSchema,
  doiResponseSchema,
  forgotPasswordBodySchema,
  forgotPasswordResponseSchema,
  loginBodySchema,
  logoutResponseSchema,
  registerBodySchema,
  resetPasswordBodySchema,
  resetPasswordResponseSchema,
  loginResponseSchema,
  sessionResponseSchema,
} from './auth.schema'
import {
  FORGOT_PASSWORD_ANSWER,
  confirmDoi,
  login,
  logout,
  register,
  requestPasswordReset,
  resetPassword,
} from './auth.service'
import { requireSessionId } from './current-user'

const exampleSession = {
  token: 'q3Jx9bV0mZr4Tn8sWc2LkYp6Hd1Ge5Fa7Ui0Oo3Ss4E',
  uuid: 'u5f0c3a9e2b7d4418a6c1e9f03b2d7a64',
  hash: '9e107d9d372bb6826bd81d3542a419d6',
}

export const loginEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/v1/auth/login/',
  summary:
    'Logs a customer in. Returns the session values of spec §3: the bearer token, the account request id (`uuid`) and the user hash; and `device`, a token for this device and account. Sent back as the `X-Device-Token` header on a later login to the same account, it has the password verified ahead of the attempts waiting (a flood from many addresses does not keep a returning customer waiting); and strangers’ wrong passwords for the account (which block logins from new devices for a while, and tell the owner by mail at most once an hour) never block a login with it, whose own wrong passwords are throttled on their own. It grants nothing else, and a login with it answers the same token.',
  auth: 'none',
  requestId: 'none',
  body: loginBodySchema,
  response: loginResponseSchema,
  failures: [
    {
      status: 422,
      when: 'the e-mail address or password is wrong, or the account was deleted (`errors.email`: "These credentials do not match our records.")',
    },
    {
      status: 429,
      when: 'five login attempts for this e-mail failed within 15 minutes: blocked for 60 s, doubling per further failure up to 15 minutes; or more than 30 logins came from this client address within 10 minutes; or, for a login without a known device, the line of password checks is full (8 per core; `Retry-After: 5`). `Retry-After` gives the seconds',
    },
  ],
  example: {
    body: { email: 'anna.huber@example.at', password: 'Bergsommer2026' },
    response: { data: { ...exampleSession, device: 'Zk3Lw8Qp1Rt6Vx0Yb4Nc7Md2Fh5Gj9Ks3Ae8Ui1Oo6Pa' } },
  },
  handler: async ({ services, body, request }) => {
    await enforceAddressLimit(services.db, 'login', clientAddressOf(request), services.now())
    return { data: await login(services, body, request.headers.get('x-device-token') ?? undefined) }
  },
})

export const logoutEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/v1/auth/logout/',
  summary: 'Ends the current session; its token answers 403 "invalid token" afterwards.',
  auth: 'required',
  requestId: 'optional',
  response: logoutResponseSchema,
  failures: [{ status: 401, when: 'no bearer token was sent' }],
  example: { response: { data: { loggedOut: true } } },
  handler: async ({ services, session }) => {
    await logout(services, requireSessionId(session))
    return { data: { loggedOut: true as const } }
  },
})

export const registerEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/v1/auth/register/',
  summary:
    'Creates a customer account (price type vk, 500 welcome loyalty points) and logs it in. Passwords need 8–128 characters and no particular characters. After the account is stored, a double opt-in mail (kind `doi`) asks the customer to confirm the address with the link `{storefront}/doi/thankyou/{token}/` (`/en/doi/thankyou/{token}/` in English); `locale` (de-AT, the default, or en) is the language of the registration page, which this mail and later ones (the login warning) speak, `token` being a random secret (base64url, 43 characters) that only the mail holds — not the `hash` returned here, which confirms nothing; the account stays unverified until then. A mail that cannot be sent is logged and does not fail the registration.',
  auth: 'none',
  requestId: 'none',
  query: localeOnlyQuerySchema,
  body: registerBodySchema,
  response: sessionResponseSchema,
  successStatus: 201,
  failures: [
    { status: 422, when: 'the e-mail address already has an account ("The email has already been taken.")' },
    {
      status: 429,
      when: 'more than 10 registrations came from this client address within an hour (`Retry-After`)',
    },
  ],
  example: {
    body: {
      email: 'anna.huber@example.at',
      password: 'Bergsommer2026',
      password_confirmation: 'Bergsommer2026',
      firstName: 'Anna',
      lastName: 'Huber',
      gender: 'female',
      birthday: '1991-04-17',
      phone: '+43 664 1234567',
    },
    response: { data: exampleSession },
  },
  handler: async ({ services, body, query, request }) => {
    await enforceAddressLimit(services.db, 'register', clientAddressOf(request), services.now())
    return { data: await register(services, body, { locale: query.locale }) }
  },
})

export const confirmDoiEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/v1/auth/doi/:token/',
  summary:
    'Confirms the e-mail address of a new account (double opt-in): `{token}` is the secret (base64url, 43 characters) from the link of the registration mail; only its SHA-256 is stored. The account’s `verified` flag (GET /api/v1/user/) turns true. Confirming again with the same link answers the same. The user hash returned by login and registration confirms nothing. No body, no login needed.',
  auth: 'none',
  requestId: 'none',
  params: doiParamsSchema,
  response: doiResponseSchema,
  failures: [
    {
      status: 404,
      when: `the token is malformed or unknown (the user hash included), or belongs to a deleted account ("${INVALID_DOI_LINK}")`,
    },
  ],
  example: {
    path: '/api/v1/auth/doi/Hx4pW9sLq2Vb7Nd0Kf3Rt8Zm1Ya6Ec5Gj0Uo4Ti7Sn4/',
    response: { data: { verified: true, firstName: 'Anna' } },
  },
  handler: async ({ services, params }) => {
    const { firstName } = await confirmDoi(services, params.token)
    return { data: { verified: true as const, firstName } }
  },
})

export const forgotPasswordEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/v1/forgotpassword/',
  summary:
    'Sends a single-use link to reset the password (valid 60 minutes) if the address has an account, in the mail language `locale` names. The answer is the same either way, so it reveals no accounts. At most one new link per account every 2 minutes; the newest link replaces earlier ones.',
  auth: 'none',
  requestId: 'none',
  query: localeOnlyQuerySchema,
  body: forgotPasswordBodySchema,
  response: forgotPasswordResponseSchema,
  failures: [
    {
      status: 429,
      when: 'more than 10 reset requests came from this client address within an hour (`Retry-After`)',
    },
  ],
  example: {
    body: { email: 'anna.huber@example.at' },
    response: { data: { message: FORGOT_PASSWORD_ANSWER } },
  },
  handler: async ({ services, body, query, request }) => {
    await enforceAddressLimit(services.db, 'forgot-password', clientAddressOf(request), services.now())
    requestPasswordReset(services, body.email, services.storefrontOrigin, query.locale)
    return { data: { message: FORGOT_PASSWORD_ANSWER } }
  },
})

export const resetPasswordEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/v1/resetpassword/',
  summary:
    'Sets a new password with the token from the reset mail. The token is used up, and every session of the account ends.',
  auth: 'none',
  requestId: 'none',
  body: resetPasswordBodySchema,
  response: resetPasswordResponseSchema,
  failures: [
    {
      status: 422,
      when: 'the token is unknown, used, expired or belongs to another address (`errors.token`: "This password reset link is invalid or has expired.")',
    },
    {
      status: 429,
      when: 'more than 20 reset attempts came from this client address within an hour (`Retry-After`)',
    },
  ],
  example: {
    body: {
      token: 'Zk8rT2pQx7Lm4Nv9Bc1Hd6Fg3Js0Wa5Ye8Ri2Uo7Ip4',
      email: 'anna.huber@example.at',
      password: 'Herbstwind2026',
      password_confirmation: 'Herbstwind2026',
    },
    response: { data: { reset: true } },
  },
  handler: async ({ services, body, request }) => {
    await enforceAddressLimit(services.db, 'reset-password', clientAddressOf(request), services.now())
    await resetPassword(services, body)
    return { data: { reset: true as const } }
  },
})

export const authEndpoints: AnyEndpoint[] = [
  loginEndpoint,
  logoutEndpoint,
  registerEndpoint,
  confirmDoiEndpoint,
  forgotPasswordEndpoint,
  resetPasswordEndpoint,
]
