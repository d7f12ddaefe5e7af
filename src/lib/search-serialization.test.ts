import { defaultParseSearch } from '@tanstack/router-core'
import { describe, expect, it } from 'vitest'
import {
  MAX_SEARCH_PHRASE_LENGTH,
  normalizeSearchPhrase,
  parseSearch,
  stringifySearch,
} from './search-serialization'

describe('parseSearch', () => {
  it('keeps every value a string where the router default would JSON-parse it', () => {
    const search = '?q=123&page=2&flag=true&n=null&list=%5B1%5D'
    expect(defaultParseSearch(search)).toMatchObject({ q: 123, page: 2, flag: true })
    expect(parseSearch(search)).toEqual({ q: '123', page: '2', flag: 'true', n: 'null', list: '[1]' })
  })

  it('decodes + as a space and percent escapes as UTF-8', () => {
    expect(parseSearch('?q=Lauf+schuhe,+rot')).toEqual({ q: 'Lauf schuhe, rot' })
    expect(parseSearch('q=Gr%C3%B6%C3%9Fe%2B1')).toEqual({ q: 'Größe+1' })
  })

  it('accepts the string with or without its question mark, and an empty one', () => {
    expect(parseSearch('page=3')).toEqual({ page: '3' })
    expect(parseSearch('?page=3')).toEqual({ page: '3' })
    expect(parseSearch('')).toEqual({})
    expect(parseSearch('?')).toEqual({})
  })

  it('keeps the first value of a repeated key', () => {
    expect(parseSearch('?page=2&page=5')).toEqual({ page: '2' })
  })

  it('keeps empty values and keys without a value as empty strings', () => {
    expect(parseSearch('?q=&filters')).toEqual({ q: '', filters: '' })
  })

  it('does not throw on malformed percent escapes', () => {
    expect(parseSearch('?q=%E0%A4%A')).toHaveProperty('q')
  })

  it('keeps keys such as __proto__ as plain data', () => {
    const parsed = parseSearch('?__proto__=x&constructor=y')
    expect(Object.getPrototypeOf(parsed)).toBe(Object.prototype)
    expect(Object.keys(parsed)).toEqual(['__proto__', 'constructor'])
    expect(parsed.constructor).toBe('y')
  })
})

describe('stringifySearch', () => {
  it('writes the spec §2 example with plus signs, the comma form-encoded', () => {
    expect(stringifySearch({ q: 'Lauf schuhe, rot' })).toBe('?q=Lauf+schuhe%2C+rot')
  })

  it('leaves filter punctuation other than the comma unencoded', () => {
    expect(stringifySearch({ filters: '83-12.14,89-40.42_5' })).toBe('?filters=83-12.14%2C89-40.42_5')
  })

  // The server normalizes every request's query with URLSearchParams before it compares the URL with
  // the canonical one the router builds; any other encoding redirects to itself forever.
  it.each([
    "women's shoes",
    'Lauf schuhe, rot',
    '83-12.14,89-40',
    "a~b!c'd(e)f*g",
    'Größe 42½ 🏃',
    'a+b&c=d#e?f%g/h',
    '[x]{y}|z^`',
  ])('writes exactly what the server normalizes to: %s', (value) => {
    const searchStr = stringifySearch({ q: value, filters: value })
    expect(searchStr.slice(1)).toBe(new URLSearchParams(searchStr).toString())
  })

  it('encodes what would change the meaning of the query', () => {
    expect(stringifySearch({ q: 'a+b&c=d#e?f%g/h' })).toBe('?q=a%2Bb%26c%3Dd%23e%3Ff%25g%2Fh')
    expect(stringifySearch({ q: 'Größe' })).toBe('?q=Gr%C3%B6%C3%9Fe')
  })

  it('writes keys in the canonical order, then other keys alphabetically', () => {
    expect(
      stringifySearch({
        zeta: 'z',
        page: 2,
        sortType: 'asc',
        sortField: 'price',
        priceType: 'vk',
        priceMax: 100,
        priceMin: 10,
        filters: '83-1',
        alpha: 'a',
        q: 'ski',
      }),
    ).toBe(
      '?q=ski&filters=83-1&priceMin=10&priceMax=100&priceType=vk&sortField=price&sortType=asc&page=2&alpha=a&zeta=z',
    )
  })

  it('writes numbers and booleans plainly, never quoted', () => {
    expect(stringifySearch({ priceMin: 12.5, page: 3, outlet: true })).toBe(
      '?priceMin=12.5&page=3&outlet=true',
    )
    expect(stringifySearch({ q: '123' })).toBe('?q=123')
    expect(stringifySearch({ q: 'true' })).toBe('?q=true')
  })

  it('leaves out undefined, null, empty and non-finite values', () => {
    expect(
      stringifySearch({ q: '', filters: undefined, priceMin: null, priceMax: Number.NaN, page: Infinity }),
    ).toBe('')
    expect(stringifySearch({})).toBe('')
  })

  it('writes objects as JSON rather than losing them', () => {
    expect(stringifySearch({ extra: { a: 1 } })).toBe(
      `?${new URLSearchParams({ extra: '{"a":1}' }).toString()}`,
    )
  })

  it('survives the URL search setter the router applies with a rewrite', () => {
    const searchStr = stringifySearch({ q: 'Lauf schuhe, rot', filters: '83-1.2,89-42_5', priceMin: 12.5 })
    const url = new URL('https://shop.example/search/')
    url.search = searchStr
    expect(url.search).toBe(searchStr)
  })

  it.each([
    { q: 'Lauf schuhe, rot' },
    { q: '123', page: '2' },
    { q: 'a+b&c=d#e?f%g', filters: '83-12.14,89-40' },
    { q: '  leading and trailing  ' },
    { q: 'Größe 42½ 🏃', other: 'x y', 'key with space': 'v' },
    { q: 'null', sortField: 'true', priceMin: '1.234,50' },
  ])('round-trips string values: %j', (search) => {
    expect(parseSearch(stringifySearch(search))).toEqual(search)
  })
})

describe('normalizeSearchPhrase (spec §2)', () => {
  it('trims and collapses repeated whitespace', () => {
    expect(normalizeSearchPhrase('  Lauf   schuhe,\t\n rot  ')).toBe('Lauf schuhe, rot')
  })

  it('turns control characters (a pasted NUL, escape, DEL, C1 controls) into spaces', () => {
    expect(normalizeSearchPhrase('la\u0000uf')).toBe('la uf')
    expect(normalizeSearchPhrase('\u001b[31mski\u007f\u0085helm\u009f')).toBe('[31mski helm')
    expect(normalizeSearchPhrase('\u0000\u0001')).toBe('')
  })

  it('uses only the first 50 characters', () => {
    const long = 'x'.repeat(60)
    expect(normalizeSearchPhrase(long)).toBe('x'.repeat(MAX_SEARCH_PHRASE_LENGTH))
    expect(MAX_SEARCH_PHRASE_LENGTH).toBe(50)
  })

  it('counts after collapsing and drops a space left at the cut', () => {
    expect(normalizeSearchPhrase(`${'a'.repeat(49)}     b`)).toBe('a'.repeat(49))
    expect(normalizeSearchPhrase(`${'a'.repeat(48)}     b`)).toBe(`${'a'.repeat(48)} b`)
  })

  it('never cuts a character in half', () => {
    const phrase = normalizeSearchPhrase(`${'a'.repeat(49)}🏃🏃`)
    expect(phrase).toBe(`${'a'.repeat(49)}🏃`)
  })

  it('turns blank input into an empty phrase', () => {
    expect(normalizeSearchPhrase('   \t ')).toBe('')
  })
})
