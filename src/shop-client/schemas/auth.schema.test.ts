import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { InputValidationError } from '~/lib/validation'
import { forgotPasswordFormSchema, loginFormSchema, registerFormSchema } from './auth.schema'

/** The messages a form shows per field for `input`, as the server functions answer them. */
function fieldErrorsOf(schema: v.GenericSchema, input: unknown) {
  const result = v.safeParse(schema, input)
  if (result.success) return {}
  return new InputValidationError(result.issues).fieldErrors
}

describe('the account forms say one thing per field', () => {
  it('an empty e-mail address is "required", not also "not a valid address"', () => {
    expect(fieldErrorsOf(forgotPasswordFormSchema, { email: '' }).email).toHaveLength(1)
    expect(fieldErrorsOf(loginFormSchema, { email: '  ', password: 'Bergsommer2026' }).email).toHaveLength(1)
    const register = fieldErrorsOf(registerFormSchema, {
      firstName: '',
      lastName: '',
      email: '',
      password: 'Bergsommer2026',
      passwordConfirmation: 'Bergsommer2026',
    })
    expect(register.email).toHaveLength(1)
  })

  it('a malformed address is still "not a valid address"', () => {
    expect(fieldErrorsOf(forgotPasswordFormSchema, { email: 'anna@' }).email).toHaveLength(1)
  })
})
