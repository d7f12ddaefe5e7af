import { describe, expect, it } from 'vitest'
import { stemGerman } from './stemmer'
import { WordFolder, synonymStems, wordsWithCompounds } from './text'
import {
  LEVEL_CONTEXT,
  LEVEL_DETAIL,
  LEVEL_EXACT,
  LEVEL_HEAD,
  TextIndexBuilder,
  matchText,
} from './text-index'
import type { SearchText } from './text-index'
import { forEachBit } from './bitset'
import { TypoBuckets, withinOneEdit } from './typo'

describe('stemGerman', () => {
  it('gives singular and plural the same stem', () => {
    expect(stemGerman('laufschuhe')).toBe(stemGerman('laufschuh'))
    expect(stemGerman('jacken')).toBe(stemGerman('jacke'))
    expect(stemGerman('hosen')).toBe(stemGerman('hose'))
    expect(stemGerman('rucksaecke')).toBe(stemGerman('rucksaeck'))
    expect(stemGerman('shirts')).toBe(stemGerman('shirt'))
    expect(stemGerman('rotes')).toBe(stemGerman('rot'))
  })

  it('keeps the last part of a compound as its own word would be kept', () => {
    expect(stemGerman('skihose').endsWith(stemGerman('hose'))).toBe(true)
    expect(stemGerman('skihosen').endsWith(stemGerman('hosen'))).toBe(true)
    expect(stemGerman('badehose').endsWith(stemGerman('hose'))).toBe(true)
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
    ['jakce', 'jacke', true],
    ['jakcte', 'jacket', false],
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
  const empty = new TextIndexBuilder().build(names.length)
  const index: SearchText = {
    title: builder.build(),
    brand: empty,
    context: empty,
    details: empty,
    synonyms: new Map(),
    size: names.length,
  }
  const find = (q: string) => {
    const match = matchText(index, folder, q)
    const found: string[] = []
    if (match) forEachBit(match.bits, (position) => found.push(names[position] ?? ''))
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

describe('fields, compounds and synonyms', () => {
  const folder = new WordFolder()
  const products = [
    {
      title: 'Arc Beta Hardshelljacke Herren Schwarz',
      brand: 'Arcteryx',
      context: 'Jacken herren/bekleidung/jacken Wandern',
      details: 'GORE-TEX®',
    },
    {
      title: 'Ski Redster Herren Rot',
      brand: 'Atomic',
      context: 'Ski herren/ausruestung/ski Ski alpin',
      details: 'Holzkern',
    },
    {
      title: 'Skijacke Chakal Damen Blau',
      brand: 'The North Face',
      context: 'Skijacken damen/bekleidung/skijacken Ski alpin',
      details: 'PrimaLoft® Black',
    },
    {
      title: 'Basic T-Shirt Kinder Weiß',
      brand: 'Jack Wolfskin',
      context: 'Shirts kinder/bekleidung/shirts',
      details: '100 % Baumwolle',
    },
    {
      title: 'Cloud 5 Sneaker Damen Pink',
      brand: 'On',
      context: 'Sneaker damen/schuhe/sneaker',
      details: 'Wildleder',
    },
    {
      title: 'Speedmax Langlaufschuh Damen Rot',
      brand: 'Fischer',
      context: 'Langlaufschuhe damen/schuhe/langlaufschuhe Langlauf',
      details: 'Synthetik',
    },
    {
      title: 'Pegasus Laufschuh Damen Rot',
      brand: 'Nike',
      context: 'Laufschuhe damen/schuhe/laufschuhe Laufen',
      details: 'Mesh',
    },
  ]
  const builders = {
    title: new TextIndexBuilder(),
    brand: new TextIndexBuilder(),
    context: new TextIndexBuilder(),
    details: new TextIndexBuilder(),
  }
  products.forEach((product, position) => {
    for (const field of ['title', 'context', 'details'] as const) {
      const terms = new Set<string>()
      folder.stemsOf(product[field], terms)
      builders[field].add(position, terms)
    }
    builders.brand.add(
      position,
      wordsWithCompounds(product.brand, true).flatMap((word) => folder.fold(word)),
    )
  })
  const text: SearchText = {
    title: builders.title.build(products.length),
    brand: builders.brand.build(products.length),
    context: builders.context.build(products.length),
    details: builders.details.build(products.length),
    synonyms: synonymStems(folder, [
      { term: 'turnschuh', synonyms: ['sneaker'] },
      { term: 'schi', synonyms: ['ski'] },
    ]),
    size: products.length,
  }
  const find = (q: string) => {
    const match = matchText(text, folder, q)
    const found: [string, number][] = []
    if (match)
      forEachBit(match.bits, (p) =>
        found.push([products[p]?.title.split(' ')[0] ?? '', match.levels[p] ?? 0]),
      )
    return found
  }

  it('indexes hyphenated words apart and as one word', () => {
    expect(wordsWithCompounds('GORE-TEX® Paclite')).toEqual(['GORE', 'GORETEX', 'TEX', 'Paclite'])
    expect(wordsWithCompounds('The North Face', true)).toEqual([
      'The',
      'TheNorth',
      'North',
      'NorthFace',
      'Face',
    ])
    for (const q of ['goretex', 'gore-tex', 'gore tex', 'GORE-TEX'])
      expect(find(q), q).toEqual([['Arc', LEVEL_DETAIL]])
    for (const q of ['tshirt', 't-shirt', 't shirt', 'T-Shirts'])
      expect(find(q), q).toEqual([['Basic', LEVEL_EXACT]])
    for (const q of ['northface', 'north face', 'the north face'])
      expect(find(q), q).toEqual([['Skijacke', LEVEL_EXACT]])
  })

  it('ranks the product itself above the last part of a compound, and that above other parts', () => {
    expect(find('ski')).toEqual([
      ['Ski', LEVEL_EXACT],
      ['Skijacke', LEVEL_CONTEXT],
    ])
    expect(find('laufschuhe')).toEqual([
      ['Speedmax', LEVEL_HEAD],
      ['Pegasus', LEVEL_EXACT],
    ])
    expect(find('jacke')).toEqual([
      ['Arc', LEVEL_HEAD],
      ['Skijacke', LEVEL_HEAD],
    ])
  })

  it('matches brands as names: "jacke" does not find Jack Wolfskin, nor "ski" Wolfskin', () => {
    // "jack" stems like "jacke": it finds jackets too, and the brand at the top.
    expect(find('jack')).toContainEqual(['Basic', LEVEL_EXACT])
    expect(find('jack').filter(([name]) => name !== 'Basic')).toEqual([
      ['Arc', LEVEL_HEAD],
      ['Skijacke', LEVEL_HEAD],
    ])
    expect(find('jacke').map(([name]) => name)).not.toContain('Basic')
    expect(find('ski').map(([name]) => name)).not.toContain('Basic')
  })

  it('takes a product at the level of its weakest word', () => {
    expect(find('jacke schwarz')).toEqual([['Arc', LEVEL_HEAD]])
    expect(find('jacke wandern')).toEqual([['Arc', LEVEL_CONTEXT]])
    expect(find('schwarze goretex jacke')).toEqual([['Arc', LEVEL_DETAIL]])
  })

  it('finds inflected colours', () => {
    expect(find('schwarze')).toEqual([['Arc', LEVEL_EXACT]])
    expect(find('roter ski')).toEqual([['Ski', LEVEL_EXACT]])
    expect(find('blaue skijacke')).toEqual([['Skijacke', LEVEL_EXACT]])
    expect(find('rote laufschuhe')).toEqual(find('laufschuhe rot'))
  })

  it('applies synonyms one way', () => {
    expect(find('turnschuhe')).toEqual([['Cloud', LEVEL_EXACT]])
    expect(find('schi')).toEqual(find('ski'))
    expect(find('sneaker turnschuh')).toEqual([['Cloud', LEVEL_EXACT]])
  })

  it('finds materials by whole words and their compounds, not inside other words', () => {
    expect(find('wolle')).toEqual([['Basic', LEVEL_DETAIL]])
    expect(find('leder')).toEqual([['Cloud', LEVEL_DETAIL]])
    expect(find('holz')).toEqual([['Ski', LEVEL_DETAIL]])
    expect(find('loft')).toEqual([['Skijacke', LEVEL_DETAIL]])
    expect(find('rima')).toEqual([])
  })
})
