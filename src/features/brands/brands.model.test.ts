import { describe, expect, it } from 'vitest'
import { groupBrandsByLetter, indexLetter, letterAnchor, OTHER_INITIAL } from './brands.model'

const named = (...names: string[]) => names.map((name) => ({ name }))

describe('indexLetter', () => {
  it('files names under their first letter, umlauts and accents under the base letter', () => {
    expect(indexLetter('Salomon')).toBe('S')
    expect(indexLetter('adidas')).toBe('A')
    expect(indexLetter('Öhlins')).toBe('O')
    expect(indexLetter('Élan')).toBe('E')
    expect(indexLetter('  Ziener')).toBe('Z')
  })

  it('files digits, symbols and empty names under 0–9', () => {
    for (const name of ['2XU', '4F', '#hashtag', '', 'ßport']) expect(indexLetter(name)).toBe(OTHER_INITIAL)
  })
})

describe('groupBrandsByLetter', () => {
  const groups = groupBrandsByLetter(named('Salomon', 'asics', 'Öhlins', '2XU', 'Adidas', 'Odlo', '4F'))

  it('has every letter A–Z, then 0–9, empty letters included', () => {
    expect(groups.map((group) => group.letter)).toEqual([
      ...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split(''),
      OTHER_INITIAL,
    ])
    expect(groups.find((group) => group.letter === 'B')?.brands).toEqual([])
  })

  it('sorts each group by German collation, ignoring case and umlauts', () => {
    const of = (letter: string) =>
      groups.find((group) => group.letter === letter)?.brands.map((brand) => brand.name)
    expect(of('A')).toEqual(['Adidas', 'asics'])
    expect(of('O')).toEqual(['Odlo', 'Öhlins'])
    expect(of('S')).toEqual(['Salomon'])
    expect(of(OTHER_INITIAL)).toEqual(['2XU', '4F'])
  })

  it('keeps every brand exactly once', () => {
    expect(groups.flatMap((group) => group.brands)).toHaveLength(7)
  })
})

describe('letterAnchor', () => {
  it('gives ids that are valid fragment targets', () => {
    expect(letterAnchor('A')).toBe('marken-a')
    expect(letterAnchor(OTHER_INITIAL)).toBe('marken-0-9')
  })
})
