import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { getLocale, overwriteGetLocale } from '~/paraglide/runtime'
import { addressFormSchema, personalFormSchema } from './account-forms.schema'

/**
 * The account forms check the shop's rules themselves (spec §5 Validation rules), so that a shopper
 * reads each refusal in the page's language instead of the shop's English.
 */

const personal = { firstName: 'Anna', lastName: 'Huber', phone: '', birthday: '', gender: '' as const }
const address = {
  deliveryType: 'home' as const,
  storeId: '',
  firstname: 'Anna',
  lastname: 'Huber',
  street: 'Mariahilfer Straße',
  streetNo: '1',
  postal: '1060',
  city: 'Wien',
  countryId: 'AT' as const,
  isDefault: false,
}

function messagesOf(schema: v.GenericSchema, input: unknown): Record<string, string[]> {
  const result = v.safeParse(schema, input)
  if (result.success) return {}
  return v.flatten(result.issues).nested as Record<string, string[]>
}

describe('the personal data form', () => {
  it('takes a phone number written as customers write them, and none', () => {
    for (const phone of ['', '+43 1 234 56 78', '0664/123 45 67', '(01) 234-5678'])
      expect(messagesOf(personalFormSchema, { ...personal, phone }), phone).toEqual({})
  })

  it('refuses what cannot be a phone number, in German', () => {
    for (const phone of ['abc123', '12345', '+43 1 234 56 78 90 12 34'])
      expect(messagesOf(personalFormSchema, { ...personal, phone }).phone, phone).toEqual([
        'Bitte gib eine Telefonnummer mit 6 bis 15 Ziffern an (erlaubt sind auch +, Leerzeichen, ( ) / . und -).',
      ])
  })

  it('refuses a birthday before 1900 as the shop does', () => {
    expect(messagesOf(personalFormSchema, { ...personal, birthday: '1899-12-31' }).birthday).toEqual([
      'Bitte gib einen Geburtstag ab dem 1. 1. 1900 an.',
    ])
    expect(messagesOf(personalFormSchema, { ...personal, birthday: '1900-01-01' })).toEqual({})
  })
})

describe('the address form', () => {
  it('checks the postal code against the country, naming the country in the page’s language', () => {
    expect(messagesOf(addressFormSchema, { ...address, postal: '123' }).postal).toEqual([
      'Die Postleitzahl hat in Österreich 4 Ziffern.',
    ])
    expect(messagesOf(addressFormSchema, { ...address, postal: '1060', countryId: 'DE' }).postal).toEqual([
      'Die Postleitzahl hat in Deutschland 5 Ziffern.',
    ])
    expect(messagesOf(addressFormSchema, { ...address, postal: '9400', countryId: 'LI' }).postal).toEqual([
      'Die Postleitzahl liegt in Liechtenstein zwischen 9485 und 9498.',
    ])
    expect(messagesOf(addressFormSchema, { ...address, postal: '811 01', countryId: 'SK' })).toEqual({})
    expect(messagesOf(addressFormSchema, address)).toEqual({})
  })

  it('says an empty postal code is missing, not malformed', () => {
    expect(messagesOf(addressFormSchema, { ...address, postal: '' }).postal).toEqual(['Bitte ausfüllen.'])
  })

  it('speaks English on an English page', () => {
    const defaultGetLocale = getLocale
    overwriteGetLocale(() => 'en')
    try {
      expect(messagesOf(addressFormSchema, { ...address, postal: '123' }).postal).toEqual([
        'Postal codes in Austria have 4 digits.',
      ])
    } finally {
      overwriteGetLocale(defaultGetLocale)
    }
  })
})
