/**
 * The auth endpoints (spec §7 "Auth", docs/api.md): login, registration, forgotten and reset
 * password, double opt-in. Logout is the session gateway's (`endShopSession`). The team build logs in,
 * registers and asks for a reset mail through the same functions (src/shop-client/paths.ts).
 */
import type { FormResult } from '~/lib/form-result'
import type { Locale } from '~/paraglide/runtime'
import { shopApiPaths } from '../paths'
import { doiResponseSchema, loginResponseSchema, sessionResponseSchema } from '../schemas/auth.schema'
import type { LoginForm, RegisterForm, ResetPasswordForm } from '../schemas/auth.schema'
import {
  formFailureOf,
  readDeviceToken,
  readFromShop,
  shopFailureOf,
  startShopSession,
  storeDeviceToken,
} from '../session-gateway.server'

/** The API's name of the confirmation field, as the forms call it. */
const PASSWORD_CONFIRMATION_FIELD = { password_confirmation: 'passwordConfirmation' }

/** Spec §7 Auth login; the session starts in HttpOnly cookies and a guest's cart moves over. */
export async function logIn(credentials: LoginForm): Promise<FormResult<null>> {
  try {
    await startShopSession(async (client) => {
      const device = readDeviceToken()
      const response = await client.request('POST', shopApiPaths.auth.login, {
        body: { email: credentials.email, password: credentials.password },
        // A device that logged in before is verified ahead of a flood of strangers' attempts.
        ...(device ? { headers: { 'x-device-token': device } } : {}),
        schema: loginResponseSchema,
      })
      storeDeviceToken(response.data.device)
      return response.data
    })
    return { ok: true, value: null }
  } catch (error) {
    return formFailureOf(error)
  }
}

/** Spec §7 Auth register: creates the account and starts its session like a login. */
export async function register(form: RegisterForm, locale: Locale): Promise<FormResult<null>> {
  try {
    await startShopSession(async (client) => {
      const response = await client.request('POST', shopApiPaths.auth.register, {
        // The page's language: the shop's mails to this customer speak it.
        query: { locale },
        body: {
          email: form.email,
          password: form.password,
          password_confirmation: form.passwordConfirmation,
          firstName: form.firstName,
          lastName: form.lastName,
          ...(form.team ? { team: form.team } : {}),
        },
        schema: sessionResponseSchema,
      })
      return response.data
    })
    return { ok: true, value: null }
  } catch (error) {
    return formFailureOf(error, PASSWORD_CONFIRMATION_FIELD)
  }
}

/**
 * Spec §7 forgot password. The shop answers the same whether or not the address has an account, and
 * so does this function.
 */
export async function requestPasswordReset(email: string, locale: Locale): Promise<FormResult<null>> {
  try {
    await readFromShop((client) =>
      client.request('POST', shopApiPaths.auth.forgotPassword, { query: { locale }, body: { email } }),
    )
    return { ok: true, value: null }
  } catch (error) {
    return formFailureOf(error)
  }
}

/** Design brief §7: sets the new password with the mailed token. */
export async function resetPassword(form: ResetPasswordForm): Promise<FormResult<null>> {
  try {
    await readFromShop((client) =>
      client.request('POST', shopApiPaths.auth.resetPassword, {
        body: {
          token: form.token,
          email: form.email,
          password: form.password,
          password_confirmation: form.passwordConfirmation,
        },
      }),
    )
    return { ok: true, value: null }
  } catch (error) {
    return formFailureOf(error, PASSWORD_CONFIRMATION_FIELD)
  }
}

/**
 * Confirms a mailed double opt-in: true when confirmed, false when the shop knows no such link (404)
 * or refuses it as malformed (422).
 */
export async function confirmDoubleOptIn(userHash: string): Promise<boolean> {
  try {
    await readFromShop((client) =>
      client.request('POST', shopApiPaths.auth.doubleOptIn(userHash), { schema: doiResponseSchema }),
    )
    return true
  } catch (error) {
    const status = shopFailureOf(error)?.status
    if (status === 404 || status === 422) return false
    throw error
  }
}
