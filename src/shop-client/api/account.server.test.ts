import { describe, expect, it } from 'vitest'
import { ACCOUNT_PARSE_ERROR, parseAccountData } from './account.server'

const account = {
  personal: {
    firstName: 'Anna',
    lastName: 'Huber',
    email: 'anna.huber@example.at',
    phone: '+43 664 1234567',
    birthday: '1991-04-17',
    gender: 'female',
    avatar: '',
    separateEmail: false,
  },
  role: 'premium',
  store: null,
  addresses: { shipping: [] },
  p4m: false,
  verified: true,
}

describe('parseAccountData (spec §3 Account data response, §8)', () => {
  it('reads the account data and its role', () => {
    expect(parseAccountData({ data: account })).toMatchObject({
      role: 'premium',
      personal: { firstName: 'Anna' },
    })
  })

  it('falls back to the default price type for a role it does not know', () => {
    expect(parseAccountData({ data: { ...account, role: 'vip' } }).role).toBe('vk')
  })

  it('raises the spec’s parsing error when the account data is missing or broken', () => {
    for (const body of [{}, { data: null }, { data: { role: 'vk' } }, null, 'oops']) {
      expect(() => parseAccountData(body)).toThrow(ACCOUNT_PARSE_ERROR)
    }
    expect(ACCOUNT_PARSE_ERROR).toBe('Error during server response parsing!')
  })
})
