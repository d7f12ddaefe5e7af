import { notFound } from '@tanstack/react-router'
import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import {
  endShopSession,
  formFailureOf,
  readFromShop,
  shopFailureOf,
  readDeviceToken,
  startShopSession,
  storeDeviceToken,
} from '~/shop-client/session-gateway.server'
import { sessionValuesSchema } from '~/shop-client/schemas/session.schema'
import type { FormResult } from '~/lib/form-result'
import { validateInput } from '~/lib/validation'
import {
  doiThankYouParamsSchema,
  forgotPasswordFormSchema,
  loginFormSchema,
  registerFormSchema,
  resetPasswordFormSchema,
} from '~/shop-client/schemas/auth.schema'
import { shopPaths } from '~/shop-client/paths'

const sessionResponseSchema = v.object({ data: sessionValuesSchema })
/** Another shop API may not give device tokens: then none is kept. */
const loginResponseSchema = v.object({
  data: v.object({ ...sessionValuesSchema.entries, device: v.optional(v.string()) }),
})

/** Spec §7 Auth login; the session starts in HttpOnly cookies and a guest's cart moves over. */
export const logIn = createServerFn({ method: 'POST' })
  .validator(validateInput(loginFormSchema))
  .handler(async ({ data }): Promise<FormResult<null>> => {
    try {
      await startShopSession(async (client) => {
        const device = readDeviceToken()
        const response = await client.request('POST', `${shopPaths.auth}login/`, {
          body: { email: data.email, password: data.password },
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
  })

/** Spec §7 Auth register: creates the account and starts its session like a login. */
export const register = createServerFn({ method: 'POST' })
  .validator(validateInput(registerFormSchema))
  .handler(async ({ data }): Promise<FormResult<null>> => {
    try {
      await startShopSession(async (client) => {
        const response = await client.request('POST', `${shopPaths.auth}register/`, {
          body: {
            email: data.email,
            password: data.password,
            password_confirmation: data.passwordConfirmation,
            firstName: data.firstName,
            lastName: data.lastName,
            ...(data.team ? { team: data.team } : {}),
          },
          schema: sessionResponseSchema,
        })
        return response.data
      })
      return { ok: true, value: null }
    } catch (error) {
      return formFailureOf(error, { password_confirmation: 'passwordConfirmation' })
    }
  })

/**
 * Spec §4 Session logout: a POST (never a GET link a third party could trigger). The session ends
 * here, and the session-ended report sends the browser home with the viewer's data cleared.
 */
export const logOut = createServerFn({ method: 'POST' }).handler(async () => {
  await endShopSession()
  return { ok: true as const }
})

/**
 * Spec §7 forgot password. The shop answers the same whether or not the address has an account, and
 * so does this function: the page shows one message either way.
 */
export const requestPasswordReset = createServerFn({ method: 'POST' })
  .validator(validateInput(forgotPasswordFormSchema))
  .handler(async ({ data }): Promise<FormResult<null>> => {
    try {
      await readFromShop((client) =>
        client.request('POST', shopPaths.forgotPassword, { body: { email: data.email } }),
      )
      return { ok: true, value: null }
    } catch (error) {
      return formFailureOf(error)
    }
  })

/** Design brief §7: sets the new password with the mailed token. */
export const resetPassword = createServerFn({ method: 'POST' })
  .validator(validateInput(resetPasswordFormSchema))
  .handler(async ({ data }): Promise<FormResult<null>> => {
    try {
      await readFromShop((client) =>
        client.request('POST', '/api/v1/resetpassword/', {
          body: {
            token: data.token,
            email: data.email,
            password: data.password,
            password_confirmation: data.passwordConfirmation,
          },
        }),
      )
      return { ok: true, value: null }
    } catch (error) {
      return formFailureOf(error, { password_confirmation: 'passwordConfirmation' })
    }
  })

const doiResponseSchema = v.object({ data: v.object({ verified: v.literal(true) }) })

/** Spec §2 `/doi/thankyou/{userHash}`: confirms the mailed double opt-in; an unknown hash is a 404. */
export const confirmDoubleOptIn = createServerFn({ method: 'POST' })
  .validator(validateInput(doiThankYouParamsSchema))
  .handler(async ({ data }): Promise<{ verified: true }> => {
    try {
      await readFromShop((client) =>
        client.request('POST', `/api/v1/auth/doi/${data.userHash}/`, { schema: doiResponseSchema }),
      )
      return { verified: true }
    } catch (error) {
      const status = shopFailureOf(error)?.status
      if (status === 404 || status === 422) throw notFound()
      throw error
    }
  })
