import { describe, expect, it } from 'vitest'
import type { MenuNode } from '~/shop-client/schemas/navigation.schema'
import {
  chooseGender,
  genderCookie,
  genderOfPath,
  initialSelectedGender,
  parseGenderCookie,
  recommendGender,
  selectedGender,
} from './selected-gender.model'

const root = (id: number, url: string, gender: 0 | 1 | 2 | 3): MenuNode => ({
  id,
  name: url,
  url,
  type: gender === 0 ? 'root-hot' : 'root-gender',
  column: 0,
  children: [],
  gender,
})
const roots = [root(1, '/damen/', 1), root(2, '/herren/', 2), root(3, '/kinder/', 3), root(4, '/outlet/', 0)]

describe('selected gender (spec §4)', () => {
  it('is unknown without a choice or a recommendation', () => {
    expect(selectedGender(initialSelectedGender)).toBe(0)
  })

  it('follows the server recommendation while the shopper has not chosen', () => {
    expect(selectedGender(recommendGender(initialSelectedGender, 2))).toBe(2)
  })

  it('a user choice takes priority over the recommendation, before and after it arrives', () => {
    const chosen = chooseGender(initialSelectedGender, 1)
    expect(selectedGender(recommendGender(chosen, 2))).toBe(1)
    const recommended = recommendGender(initialSelectedGender, 2)
    expect(selectedGender(chooseGender(recommended, 3))).toBe(3)
  })

  it('a recommendation of unknown never overwrites a known one', () => {
    const state = recommendGender(recommendGender(initialSelectedGender, 1), 0)
    expect(state.server).toBe(1)
    expect(selectedGender(state)).toBe(1)
  })

  it('a known recommendation replaces an earlier one', () => {
    expect(recommendGender(recommendGender(initialSelectedGender, 1), 3).server).toBe(3)
  })

  it('choosing the selected gender again resets it to unknown', () => {
    const chosen = chooseGender(initialSelectedGender, 2)
    expect(selectedGender(chooseGender(chosen, 2))).toBe(0)
  })

  it('choosing the recommended gender resets it to unknown too: it is the selected one', () => {
    const recommended = recommendGender(initialSelectedGender, 1)
    expect(selectedGender(chooseGender(recommended, 1))).toBe(0)
  })
})

describe('server recommendation from the page path', () => {
  it.each([
    ['/damen/', 1],
    ['/damen/schuhe/laufschuhe/', 1],
    ['/herren/outlet/', 2],
    ['/kinder/', 3],
    ['/', 0],
    ['/outlet/', 0],
    ['/damenmode/', 0],
    ['/marken/adidas/', 0],
  ] as const)('%s → %i', (path, gender) => {
    expect(genderOfPath(path, roots)).toBe(gender)
  })
})

describe('gender cookie', () => {
  it('reads only the four gender values', () => {
    expect(parseGenderCookie('2')).toBe(2)
    expect(parseGenderCookie('0')).toBe(0)
    expect(parseGenderCookie(undefined)).toBeNull()
    expect(parseGenderCookie('4')).toBeNull()
    expect(parseGenderCookie('1;')).toBeNull()
    expect(parseGenderCookie('')).toBeNull()
  })

  it('is written for the whole site for a year', () => {
    expect(genderCookie(3)).toBe('selected_gender=3; Path=/; Max-Age=31536000; SameSite=Lax')
  })
})
