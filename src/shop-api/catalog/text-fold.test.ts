import { sql } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApi, testBackends } from '../testing/test-api'
import type { TestApi } from '../testing/test-api'
import { containsFolded, escapeLike, foldSql, foldText } from './text-fold'

const samples = [
  'Müller',
  'MÜLLER',
  'Straße',
  'STRAẞE',
  'Crème Brûlée',
  'Łódź',
  'Øresund',
  'Škoda Žilina',
  'Ærø',
  'plain ascii 42',
]

describe('foldText', () => {
  it('folds case, umlauts (two ways), accents and ß', () => {
    expect(foldText('Müller', 'german')).toBe('mueller')
    expect(foldText('Müller', 'plain')).toBe('muller')
    expect(foldText('STRAẞE', 'german')).toBe('strasse')
    expect(foldText('Crème Brûlée', 'plain')).toBe('creme brulee')
    expect(foldText('Łódź', 'plain')).toBe('lodz')
    // A decomposed ü (u + combining diaeresis) folds like the composed one.
    expect(foldText('Mu\u0308ller', 'german')).toBe('mueller')
  })

  it('matches "mueller", "müller" and "muller" against Müller, but not unrelated text', () => {
    for (const needle of ['mueller', 'müller', 'muller', 'MÜL'])
      expect(containsFolded('Sport Müller', needle), needle).toBe(true)
    expect(containsFolded('Sport Müller', 'miller')).toBe(false)
    expect(containsFolded('Mariahilfer Straße', 'strasse')).toBe(true)
  })

  it('escapes LIKE wildcards', () => {
    expect(escapeLike('50%_\\')).toBe('50\\%\\_\\\\')
  })
})

describe.each(testBackends())('foldSql on %s', (backend) => {
  let api: TestApi
  beforeAll(async () => {
    api = await startTestApi(backend, [])
  }, 60_000)
  afterAll(async () => {
    await api.close()
  })

  it.each(['german', 'plain'] as const)('agrees with foldText (%s folding)', async (folding) => {
    for (const sample of samples) {
      const result = await api.db.execute(sql`select ${foldSql(sql`${sample}::text`, folding)} as folded`)
      const [row] = v.parse(v.object({ rows: v.array(v.object({ folded: v.string() })) }), result).rows
      expect(row?.folded, sample).toBe(foldText(sample, folding))
    }
  })
})
