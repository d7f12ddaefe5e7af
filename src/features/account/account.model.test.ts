import { describe, expect, it, vi } from 'vitest'
import type { FormFailure } from '~/lib/form-result'
import { getLocale, overwriteGetLocale } from '~/paraglide/runtime'
import {
  canSubmitChanges,
  canSubmitPasswordChange,
  changedFields,
  formErrorsOf,
  localizedServerMessage,
  singleFlight,
  throttledMessage,
} from './account.model'

const defaultGetLocale = getLocale

const personal = { firstName: 'Anna', lastName: 'Huber', phone: '', birthday: '', gender: '' }

describe('spec §4 Forms: changes are tracked per field', () => {
  it('lists exactly the fields that differ from the saved values', () => {
    expect(changedFields(personal, personal)).toEqual([])
    expect(changedFields(personal, { ...personal, phone: '+43 1', gender: 'female' })).toEqual([
      'phone',
      'gender',
    ])
  })

  it('disables submit while nothing changed, and while a submission is pending', () => {
    expect(canSubmitChanges(personal, personal, false)).toBe(false)
    expect(canSubmitChanges(personal, { ...personal, firstName: 'Eva' }, false)).toBe(true)
    expect(canSubmitChanges(personal, { ...personal, firstName: 'Eva' }, true)).toBe(false)
    // Typing a value and then its original again is no change.
    expect(canSubmitChanges(personal, { ...personal, firstName: 'Anna' }, false)).toBe(false)
  })
})

describe('spec §5 password change', () => {
  const empty = { oldPassword: '', newPassword: '', newPasswordConfirmation: '' }

  it('is disabled unless a field changed', () => {
    expect(canSubmitPasswordChange(empty, false)).toBe(false)
  })

  it('is disabled unless the new password equals its confirmation', () => {
    expect(
      canSubmitPasswordChange(
        { oldPassword: 'alt', newPassword: 'Neu12345', newPasswordConfirmation: 'Neu1234' },
        false,
      ),
    ).toBe(false)
    expect(
      canSubmitPasswordChange(
        { oldPassword: 'alt', newPassword: 'Neu12345', newPasswordConfirmation: 'Neu12345' },
        false,
      ),
    ).toBe(true)
  })

  it('is disabled while submitting', () => {
    expect(
      canSubmitPasswordChange(
        { oldPassword: 'alt', newPassword: 'Neu12345', newPasswordConfirmation: 'Neu12345' },
        true,
      ),
    ).toBe(false)
  })
})

describe('spec §4 Forms: a second submit while one is pending reuses the pending one', () => {
  it('starts one call for submissions made while it runs, and a new one afterwards', async () => {
    let resolve: (value: string) => void = () => undefined
    const run = vi.fn(() => new Promise<string>((done) => (resolve = done)))
    const submit = singleFlight(run)
    const first = submit()
    const second = submit()
    expect(second).toBe(first)
    expect(run).toHaveBeenCalledTimes(1)
    resolve('saved')
    await expect(first).resolves.toBe('saved')
    void submit()
    expect(run).toHaveBeenCalledTimes(2)
  })

  it('lets the next submission through after a failure', async () => {
    const run = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('ok')
    const submit = singleFlight(run)
    await expect(submit()).rejects.toThrow('offline')
    await expect(submit()).resolves.toBe('ok')
  })
})

describe('spec §5: the server’s per-field errors are shown on the form', () => {
  const failure = (
    fieldErrors: Record<string, string[]>,
    reason: FormFailure['reason'] = 'invalid',
  ): FormFailure => ({
    ok: false,
    reason,
    message: 'refused',
    fieldErrors,
  })

  it('puts errors of the form’s fields on those fields, localized where the message is known', () => {
    expect(
      formErrorsOf(failure({ birthday: ['The birthday must be a date in the past.'] }), ['birthday']),
    ).toEqual({
      fields: { birthday: 'Der Geburtstag muss in der Vergangenheit liegen.' },
    })
  })

  it('shows errors of other fields, and refusals without fields, as the form’s message', () => {
    expect(
      formErrorsOf(failure({ email: ['The email has already been taken.'], token: ['x'] }), ['email']),
    ).toEqual({
      form: 'Das hat gerade nicht geklappt. Bitte versuche es noch einmal.',
      fields: { email: 'Zu dieser E-Mail-Adresse gibt es schon ein Konto.' },
    })
    expect(formErrorsOf(failure({ '': ['Something else'] }), ['email'])).toEqual({
      form: 'Das hat gerade nicht geklappt. Bitte versuche es noch einmal.',
      fields: {},
    })
  })

  it('says how long a throttled login must wait', () => {
    const throttled: FormFailure = { ...failure({}, 'throttled'), retryAfterSeconds: 125 }
    expect(formErrorsOf(throttled, ['email']).form).toBe(
      'Zu viele Anmeldeversuche. Bitte versuche es in 2 Min. 5 Sek. wieder.',
    )
    expect(throttledMessage(42)).toBe('Zu viele Anmeldeversuche. Bitte versuche es in 42 Sekunden wieder.')
    expect(throttledMessage(undefined)).toBe('Zu viele Versuche. Bitte versuche es später wieder.')
  })

  it('says the shop cannot save right now, without pointing at a field', () => {
    expect(formErrorsOf(failure({}, 'unavailable'), ['firstName'])).toEqual({
      form: 'Das können wir gerade nicht speichern: Unser Speicher ist voll oder gestört. Bitte versuche es in ein paar Minuten noch einmal.',
      fields: {},
    })
  })

  it('says the session has ended instead of pointing at a field', () => {
    expect(formErrorsOf(failure({}, 'session-ended'), ['firstName']).form).toBe(
      'Deine Sitzung ist abgelaufen. Bitte melde dich wieder an.',
    )
  })

  it('never puts the shop’s English on a German page: a field it does not know is to be checked', () => {
    expect(
      formErrorsOf(
        failure({
          phone: ['The phone must be a valid phone number.'],
          birthday: ['Some rule only the shop knows.', 'Another one.'],
        }),
        ['phone', 'birthday'],
      ),
    ).toEqual({ fields: { phone: 'Bitte prüfe diese Angabe.', birthday: 'Bitte prüfe diese Angabe.' } })
    expect(localizedServerMessage('Postal code unknown')).toBe('Bitte prüfe diese Angabe.')
  })

  it('keeps the shop’s own message on an English page', () => {
    overwriteGetLocale(() => 'en')
    try {
      expect(localizedServerMessage('Postal code unknown')).toBe('Postal code unknown')
      expect(localizedServerMessage('The birthday must be a date in the past.')).toBe(
        'The birthday must be in the past.',
      )
    } finally {
      overwriteGetLocale(defaultGetLocale)
    }
  })
})
