import { afterEach, describe, expect, it } from 'vitest'
import { overwriteGetLocale } from '~/paraglide/runtime'
import { countryName } from './country-name'

describe('countryName', () => {
  afterEach(() => {
    overwriteGetLocale(() => 'de-AT')
  })

  it('names the delivery countries in the page’s language', () => {
    overwriteGetLocale(() => 'de-AT')
    expect(countryName('AT')).toBe('Österreich')
    expect(countryName('DE')).toBe('Deutschland')
    overwriteGetLocale(() => 'en')
    expect(countryName('AT')).toBe('Austria')
  })

  it('names other countries from Intl and keeps a code that is none', () => {
    overwriteGetLocale(() => 'de-AT')
    expect(countryName('FR')).toBe('Frankreich')
    expect(countryName('not a code')).toBe('not a code')
  })
})
