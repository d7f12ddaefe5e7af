import { describe, expect, it } from 'vitest'
import { InputValidationError } from '~/lib/validation'
import { sentPageLocale } from './page-locale.middleware'

describe('sentPageLocale', () => {
  it('accepts the locales the shop speaks', () => {
    expect(sentPageLocale({ locale: 'en' })).toBe('en')
    expect(sentPageLocale({ locale: 'de-AT', other: 1 })).toBe('de-AT')
  })

  it('gives a caller that sends none (a page from an older build) the shop language', () => {
    expect(sentPageLocale({})).toBe('de-AT')
    expect(sentPageLocale({ session: { ended: false } })).toBe('de-AT')
  })

  it('refuses an unknown or malformed locale with a 422 naming the field', () => {
    for (const context of [undefined, { locale: 'fr' }, { locale: ['en'] }, { locale: null }, 'en']) {
      let thrown: unknown
      try {
        sentPageLocale(context)
      } catch (error) {
        thrown = error
      }
      expect(thrown).toBeInstanceOf(InputValidationError)
      expect(thrown).toMatchObject({ status: 422 })
    }
    expect(() => sentPageLocale({ locale: 'fr' })).toThrow(/locale: locale is de-AT or en/)
  })
})
