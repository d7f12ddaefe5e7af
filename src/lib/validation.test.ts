import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { InputValidationError, validateInput } from './validation'

const schema = v.object({
  email: v.pipe(v.string(), v.email('Bitte eine gültige E-Mail-Adresse angeben')),
  address: v.object({ postal: v.pipe(v.string(), v.regex(/^\d{4}$/, 'Vierstellige PLZ')) }),
})

describe('validateInput', () => {
  it('returns the parsed output for valid input', () => {
    const input = { email: 'anna@example.at', address: { postal: '1010' } }
    expect(validateInput(schema)(input)).toEqual(input)
  })

  it('throws a 422 InputValidationError with messages per field', () => {
    let thrown: unknown
    try {
      validateInput(schema)({ email: 'nope', address: { postal: 'x' } })
    } catch (error) {
      thrown = error
    }
    expect(thrown).toBeInstanceOf(InputValidationError)
    const error = thrown as InputValidationError
    expect(error.status).toBe(422)
    expect(error.fieldErrors).toEqual({
      email: ['Bitte eine gültige E-Mail-Adresse angeben'],
      'address.postal': ['Vierstellige PLZ'],
    })
    expect(error.message).toContain('email: Bitte eine gültige E-Mail-Adresse angeben')
  })

  it('reports a wrong root type under the empty key', () => {
    expect(() => validateInput(schema)('text' as never)).toThrow(InputValidationError)
  })
})
