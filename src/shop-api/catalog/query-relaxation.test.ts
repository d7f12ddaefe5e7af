import { describe, expect, it } from 'vitest'
import { MAX_CANDIDATES, relaxationPlan, relaxAsync, relaxSync, splitUnit } from './query-relaxation'

/** A catalogue as counts per query; anything not listed finds nothing. Records what was asked. */
function catalogue(counts: Record<string, number>) {
  const asked: string[] = []
  const countOf = (q: string) => {
    asked.push(q)
    return counts[q] ?? 0
  }
  return { asked, countOf }
}

describe('splitUnit', () => {
  it('reads a number with a unit, and nothing else', () => {
    expect(splitUnit('30l')).toEqual({ number: '30', unit: 'l' })
    expect(splitUnit('2,5KG')).toEqual({ number: '2,5', unit: 'KG' })
    expect(splitUnit('500ml')).toEqual({ number: '500', unit: 'ml' })
    expect(splitUnit('3d')).toBeNull()
    expect(splitUnit('rucksack')).toBeNull()
    expect(splitUnit('30')).toBeNull()
  })
})

describe('relaxing a query that finds nothing', () => {
  it('shows the number without its unit: "rucksack 30l" → "rucksack 30"', () => {
    const { countOf, asked } = catalogue({ 'rucksack 30': 17, rucksack: 40, '30': 25 })
    expect(relaxSync('rucksack 30l', countOf)).toEqual({ q: 'rucksack 30', total: 17 })
    // A one-letter unit alone would be read as the start of every word with that letter: not tried.
    expect(asked).toEqual(['rucksack 30'])
  })

  it('tries a longer unit apart first: "kettlebell 16kg" → "kettlebell 16 kg"', () => {
    const { countOf } = catalogue({ 'kettlebell 16 kg': 3, 'kettlebell 16': 5 })
    expect(relaxSync('kettlebell 16kg', countOf)).toEqual({ q: 'kettlebell 16 kg', total: 3 })
  })

  it('drops a unit written apart: "rucksack 30 liter" → "rucksack 30"', () => {
    const { countOf } = catalogue({ 'rucksack 30': 17, 'rucksack liter': 6, liter: 50 })
    expect(relaxSync('rucksack 30 liter', countOf)?.q).toBe('rucksack 30')
  })

  it('splits a compound the catalogue knows in two words, leftmost split first', () => {
    const { countOf } = catalogue({ 'rucksack damen': 36, rucksack: 40, damen: 900 })
    expect(relaxSync('rucksackdamen', countOf)).toEqual({ q: 'rucksack damen', total: 36 })
  })

  it('drops the unknown word, not the one finding fewer products', () => {
    const { countOf } = catalogue({ skijacke: 93, 'skijacke blau': 0, blau: 300, tennisball: 0 })
    expect(relaxSync('skijacke tennisball', countOf)?.q).toBe('skijacke')
  })

  it('drops the word finding the fewest products when all are known', () => {
    const { countOf } = catalogue({
      jacke: 400,
      rot: 200,
      gore: 30,
      'jacke rot': 12,
      'jacke gore': 9,
      'rot gore': 0,
    })
    expect(relaxSync('jacke rot gore', countOf)).toEqual({ q: 'jacke rot', total: 12 })
  })

  it('drops a word only found through a typo before a word the catalogue knows', () => {
    const counts = { rucksack: 40, '30': 25, alpn: 60, 'rucksack alpn': 6, 'rucksack 30': 17 }
    // By counts alone "30" is the weaker word …
    expect(relaxSync('rucksack 30 alpn', catalogue(counts).countOf)?.q).toBe('rucksack alpn')
    // … but "alpn" is no word of the catalogue (it finds products only through typo tolerance).
    const known = (word: string) => word !== 'alpn'
    expect(relaxSync('rucksack 30 alpn', catalogue(counts).countOf, known)?.q).toBe('rucksack 30')
  })

  it('among equals drops the later word, and keeps dropping until something is found', () => {
    const { countOf } = catalogue({ schuh: 50 })
    expect(relaxSync('schuh xx yy', countOf)).toEqual({ q: 'schuh', total: 50 })
    const { countOf: only } = catalogue({ aa: 0 })
    expect(relaxSync('aa bb', only)).toBeNull()
  })

  it('is deterministic and leaves a single unknown word alone', () => {
    const counts = { 'rucksack 30': 17, 'rucksack damen': 36, rucksack: 40 }
    expect(relaxSync('rucksack 30l', catalogue(counts).countOf)).toEqual(
      relaxSync('rucksack 30l', catalogue(counts).countOf),
    )
    expect(relaxSync('qqqqq', catalogue(counts).countOf)).toBeNull()
    expect(relaxSync('   ', catalogue(counts).countOf)).toBeNull()
  })

  it('asks at most a bounded number of candidates', () => {
    const { countOf, asked } = catalogue({})
    expect(relaxSync('abcdefghijklmnop qrstuvwxyzabcdef ghijklmnopqrstuv a b c d e f g', countOf)).toBeNull()
    expect(asked.length).toBeLessThanOrEqual(MAX_CANDIDATES)
  })

  it('runs the same plan with an asynchronous count (the SQL search)', async () => {
    const counts = { 'rucksack 30': 17, 'rucksack damen': 36, rucksack: 40, skijacke: 93 }
    for (const q of ['rucksack 30l', 'rucksackdamen', 'skijacke tennisball', 'qqqqq'])
      expect(
        await relaxAsync(q, async (candidate) => Promise.resolve(catalogue(counts).countOf(candidate))),
      ).toEqual(relaxSync(q, catalogue(counts).countOf))
    expect(relaxationPlan('x').next(0).done).toBe(true)
  })
})
