import { describe, expect, it } from 'vitest'
import { parseSearch } from './search-serialization'
import { searchHref } from './search-href'

describe('searchHref (spec §2 search route rules)', () => {
  it('trims, collapses spaces, writes spaces as plus signs and keeps commas', () => {
    expect(searchHref('  Lauf   schuhe, rot ')).toBe('/search/?q=Lauf+schuhe,+rot')
  })

  it('collapses tabs and line breaks like spaces', () => {
    expect(searchHref('\tski\n\nhelm ')).toBe('/search/?q=ski+helm')
  })

  it('uses only the first 50 characters', () => {
    const long = 'a'.repeat(48) + ' bcdef'
    expect(searchHref(long)).toBe(`/search/?q=${'a'.repeat(48)}+b`)
  })

  it('does not leave a trailing plus when the cut falls on a space', () => {
    expect(searchHref('a'.repeat(50) + ' x')).toBe(`/search/?q=${'a'.repeat(50)}`)
  })

  it.each(['', '   ', '\n\t'])('goes to /search/ without a phrase (%j)', (raw) => {
    expect(searchHref(raw)).toBe('/search/')
  })

  it.each([
    ['a+b', '/search/?q=a%2Bb'],
    ['salt & pepper', '/search/?q=salt+%26+pepper'],
    ['100% merino', '/search/?q=100%25+merino'],
    ['#1', '/search/?q=%231'],
    ['Größe 42', '/search/?q=Gr%C3%B6%C3%9Fe+42'],
  ])('percent-encodes %j so it stays part of the phrase', (raw, href) => {
    expect(searchHref(raw)).toBe(href)
  })

  it.each(['Lauf schuhe, rot', 'a+b & c, d', '100% Wolle', 'Müsli-Riegel 🍫'])(
    'reads back as the normalized phrase through the router codec (%j)',
    (phrase) => {
      const href = searchHref(phrase)
      expect(parseSearch(href.slice(href.indexOf('?')))).toEqual({ q: phrase })
    },
  )
})
