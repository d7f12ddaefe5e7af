import { describe, expect, it } from 'vitest'
import { matchesEtag } from './sitemap-responses.server'

describe('matchesEtag', () => {
  it('compares weakly: a compressed answer’s W/ validator still matches', () => {
    expect(matchesEtag('"3-abc"', '"3-abc"')).toBe(true)
    expect(matchesEtag('W/"3-abc"', '"3-abc"')).toBe(true)
    expect(matchesEtag('"1-x", W/"3-abc"', '"3-abc"')).toBe(true)
    expect(matchesEtag('*', '"3-abc"')).toBe(true)
    expect(matchesEtag('"4-abc"', '"3-abc"')).toBe(false)
    expect(matchesEtag(null, '"3-abc"')).toBe(false)
  })
})
