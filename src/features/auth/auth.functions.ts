import { createServerFn } from '@tanstack/react-start'
import { pageLocaleMiddleware } from '~/app-shell/page-locale.middleware'
import {
  logIn as logInAtShop,
  register as registerAtShop,
  requestPasswordReset as requestResetAtShop,
  resetPassword as resetPasswordAtShop,
} from '~/shop-client/api/auth.server'
import type { FormResult } from '~/lib/form-result'
import { validateInput } from '~/lib/validation'
import {
  forgotPasswordFormSchema,
  loginFormSchema,
  registerFormSchema,
  resetPasswordFormSchema,
} from '~/shop-client/schemas/auth.schema'

/** Spec §7 Auth login; the session starts in HttpOnly cookies and a guest's cart moves over. */
export const logIn = createServerFn({ method: 'POST' })
  .validator(validateInput(loginFormSchema))
  .handler(({ data }): Promise<FormResult<null>> => logInAtShop(data))

/** Spec §7 Auth register: creates the account and starts its session like a login. */
export const register = createServerFn({ method: 'POST' })
  .middleware([pageLocaleMiddleware])
  .validator(validateInput(registerFormSchema))
  .handler(({ data, context }): Promise<FormResult<null>> => registerAtShop(data, context.locale))

/**
 * Spec §7 forgot password. The shop answers the same whether or not the address has an account, and
 * so does this function: the page shows one message either way.
 */
export const requestPasswordReset = createServerFn({ method: 'POST' })
  .middleware([pageLocaleMiddleware])
  .validator(validateInput(forgotPasswordFormSchema))
  .handler(({ data, context }): Promise<FormResult<null>> => requestResetAtShop(data.email, context.locale))

/** Design brief §7: sets the new password with the mailed token. */
export const resetPassword = createServerFn({ method: 'POST' })
  .validator(validateInput(resetPasswordFormSchema))
  .handler(({ data }): Promise<FormResult<null>> => resetPasswordAtShop(data))
