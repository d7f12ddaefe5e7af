import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { searchTextOfPath, teamFreePathSchema } from './team.schema'

const searchTextOf = (splat: string) => {
  const path = v.safeParse(teamFreePathSchema, splat)
  return path.success ? searchTextOfPath(path.output) : null
}

describe("the team build's free path", () => {
  it('stands for its words: hyphens and slashes part them, case and umlauts as typed', () => {
    expect(searchTextOf('laufschuhe/')).toBe('laufschuhe')
    expect(searchTextOf('/Trail-Laufschuhe/')).toBe('trail laufschuhe')
    expect(searchTextOf('damen/laufschuhe')).toBe('damen laufschuhe')
    expect(searchTextOf('Mützen')).toBe('mützen')
    expect(searchTextOf('t-shirt-2024')).toBe('t shirt 2024')
  })

  it('is no search for anything that is not words (the page answers 404)', () => {
    for (const splat of [
      '',
      '/',
      'index.php',
      'a..b',
      '%ZZ',
      'lauf\u0000schuhe',
      '-',
      'a--b',
      'a b',
      'x'.repeat(101),
    ])
      expect(searchTextOf(splat), JSON.stringify(splat)).toBeNull()
  })
})
