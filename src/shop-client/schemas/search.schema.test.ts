import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { InputValidationError, validateInput } from '~/lib/validation'
import {
  autosuggestInputSchema,
  autosuggestResponseSchema,
  headerDataResponseSchema,
  isSearchablePhrase,
  limitedSearchInputSchema,
} from './search.schema'

describe.each([
  ['autosuggestInputSchema', autosuggestInputSchema, {}],
  // The previews come from the shop in the page's locale (colour names).
  ['limitedSearchInputSchema', limitedSearchInputSchema, { locale: 'en' }],
])('%s', (_name, schema, rest) => {
  const validate = validateInput(schema)

  it('normalizes the phrase as spec §2 says: trimmed, spaces collapsed', () => {
    expect(validate({ q: '  Lauf   schuhe, rot ', ...rest })).toEqual({ q: 'Lauf schuhe, rot', ...rest })
  })

  it('uses only the first 50 characters (spec §5)', () => {
    expect(validate({ q: 'x'.repeat(120), ...rest }).q).toBe('x'.repeat(50))
  })

  it('accepts an empty phrase (the panel before anything is typed)', () => {
    expect(validate({ q: '', ...rest })).toEqual({ q: '', ...rest })
  })

  it.each([
    ['no phrase', {}],
    ['a number', { q: 12 }],
    ['more than 200 characters', { q: 'x'.repeat(201) }],
    ['no object', null],
  ])('refuses %s', (_case, input) => {
    expect(v.safeParse(schema, input).success).toBe(false)
  })

  it('answers 422 through the server-function validator', () => {
    expect(() => validate({ q: 'x'.repeat(201) })).toThrow(InputValidationError)
    try {
      validate({ q: 'x'.repeat(201) })
    } catch (error) {
      expect(error).toHaveProperty('status', 422)
      expect(error).toHaveProperty('fieldErrors.q')
    }
    expect.assertions(3)
  })
})

describe('isSearchablePhrase (spec §5: minimum 2 characters)', () => {
  it.each([
    ['', false],
    ['l', false],
    ['  l  ', false],
    ['la', true],
    ['l a', true],
    ['🏃', false],
    ['🏃🏃', true],
  ])('%j → %s', (raw, searchable) => {
    expect(isSearchablePhrase(raw)).toBe(searchable)
  })
})

describe('response schemas', () => {
  it('read the autosuggest list of spec §3: phrase, weight, url, and the count of results', () => {
    const body = { data: [{ phrase: 'laufschuhe', weight: 1840, url: '/search/?q=laufschuhe', count: 168 }] }
    expect(v.parse(autosuggestResponseSchema, body)).toEqual(body)
    // A category link has no count; an API without counts shows none rather than the weight.
    const older = { data: [{ phrase: 'laufschuhe damen', weight: 920, url: '/damen/schuhe/laufschuhe/' }] }
    expect(v.parse(autosuggestResponseSchema, older).data[0]?.count).toBeNull()
    expect(v.safeParse(autosuggestResponseSchema, { data: [{ phrase: 'x', url: '/' }] }).success).toBe(false)
  })

  it('read the header data: blog posts and search-limited products', () => {
    const body = {
      blogPosts: [{ id: 1, slug: 'a', url: '/blog/article/a/', title: 'A', image: '/a.svg', teaser: '' }],
      'search-limited': { products: [], total: 0 },
    }
    expect(v.parse(headerDataResponseSchema, body).blogPosts[0]?.slug).toBe('a')
    expect(v.safeParse(headerDataResponseSchema, { blogPosts: [] }).success).toBe(false)
  })
})

describe('limitedSearchInputSchema locale', () => {
  it.each([
    ['none', {}],
    ['an unknown one', { locale: 'fr' }],
  ])('refuses %s', (_case, extra) => {
    expect(v.safeParse(limitedSearchInputSchema, { q: 'jacke', ...extra }).success).toBe(false)
  })
})
