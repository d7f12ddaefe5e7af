import { AsyncLocalStorage } from 'node:async_hooks'
import { describe, expect, it } from 'vitest'
import { InputValidationError } from '~/lib/validation'
import { m } from '~/paraglide/messages'
import { getServerAsyncLocalStorage, overwriteServerAsyncLocalStorage } from '~/paraglide/runtime'
import { inPageLocale, sentPageLocale } from './page-locale.middleware'

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

describe('inPageLocale', () => {
  it("makes messages in the page's locale inside a request of the default one", () => {
    const previous = getServerAsyncLocalStorage()
    overwriteServerAsyncLocalStorage(new AsyncLocalStorage())
    try {
      const storage = getServerAsyncLocalStorage()
      const [outside, inside, after] = storage?.run({ locale: 'de-AT' }, () => [
        m.form_required(),
        inPageLocale('en', () => m.form_required()),
        m.form_required(),
      ]) as string[]
      expect(outside).toBe('Bitte ausfüllen.')
      expect(inside).toBe('Please fill in.')
      expect(after).toBe(outside)
    } finally {
      overwriteServerAsyncLocalStorage(previous)
    }
  })
})
