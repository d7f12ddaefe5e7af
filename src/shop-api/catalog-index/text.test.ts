import { describe, expect, it } from 'vitest'
import { stemGerman } from './stemmer'
import { WordFolder } from './text'
import { TextIndexBuilder, matchText } from './text-index'
import { forEachBit } from './bitset'
import { TypoBuckets, withinOneEdit } from './typo'

describe('stemGerman', () => {
  it('gives singular and plural the same stem', () => {
    expect(stemGerman('laufschuhe')).toBe(stemGerman('laufschuh'))
    expect(stemGerman('jacken')).toBe(stemGerman('jacke'))
    expect(stemGerman('hosen')).toBe(stemGerman('hose'))
    expect(stemGerman('rucksaecke')).toBe(stemGerman('rucksaeck'))
  })

  it('keeps short words and numbers', () => {
    expect(stemGerman('ski')).toBe('ski')
    expect(stemGerman('42')).toBe('42')
    expect(stemGerman('gtx2s')).toBe('gtx2s')
  })
})

describe('withinOneEdit', () => {
  it.each([
    ['trainingsjak', 'trainingsjack', true],
    ['laufschuh', 'laufschuh', true],
    ['laufschuh', 'laufschue', true],
    ['laufschuh', 'lauschuh', true],
    ['laufschuh', 'laufschuhxx', false],
    ['abcde', 'abxye', false],
  ])('%s ~ %s is %s', (a, b, expected) => {
    expect(withinOneEdit(a, b)).toBe(expected)
    expect(withinOneEdit(b, a)).toBe(expected)
  })

  it('finds typo candidates in the length buckets around a word', () => {
    const buckets = new TypoBuckets(['trainingsjack', 'trainingshos', 'laufschuh'])
    expect(buckets.near('trainingsjak')).toEqual([0])
  })
})

describe('matchText', () => {
  const folder = new WordFolder()
  const names = ['Trainingsjacke Pro', 'Laufschuhe Speed', 'Müller Trekkingstöcke', 'Straßenrad Elite']
  const builder = new TextIndexBuilder()
  names.forEach((name, position) => {
    const terms = new Set<string>()
    folder.stemsOf(name, terms)
    builder.add(position, terms)
  })
  const index = builder.build()
  const find = (q: string) => {
    const bits = matchText(index, folder, q)
    const found: string[] = []
    if (bits) forEachBit(bits, (position) => found.push(names[position] ?? ''))
    return found
  }

  it('stems: "laufschuh" finds "Laufschuhe"', () => {
    expect(find('laufschuh')).toEqual(['Laufschuhe Speed'])
  })

  it('forgives one typo in long words: "trainingsjake" finds "Trainingsjacke"', () => {
    expect(find('trainingsjake')).toEqual(['Trainingsjacke Pro'])
    expect(find('trainingsjake pro')).toEqual(['Trainingsjacke Pro'])
  })

  it('does not apply typo tolerance to short words', () => {
    expect(find('speed')).toEqual(['Laufschuhe Speed'])
    expect(find('spex laufschuhe')).toEqual([])
  })

  it('matches the last word as a prefix', () => {
    expect(find('trai')).toEqual(['Trainingsjacke Pro'])
    expect(find('laufschuhe sp')).toEqual(['Laufschuhe Speed'])
    expect(find('sp laufschuhe')).toEqual([])
  })

  it('folds case, umlauts and ß both ways', () => {
    for (const q of ['müller', 'MUELLER', 'muller', 'Mu\u0308ller'])
      expect(find(q)).toEqual(['Müller Trekkingstöcke'])
    for (const q of ['strasse', 'straße', 'STRASSENRAD']) expect(find(q)).toEqual(['Straßenrad Elite'])
  })

  it('finds parts of compounds, as the SQL substring search does', () => {
    expect(find('schuhe')).toEqual(['Laufschuhe Speed'])
    expect(find('stöcke')).toEqual(['Müller Trekkingstöcke'])
  })

  it('requires every word and treats an empty query as no restriction', () => {
    expect(find('müller laufschuhe')).toEqual([])
    expect(matchText(index, folder, '   ')).toBeNull()
  })
})
