import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { renderMigrationsModule } from './migrations-bundle'

describe('migrations.gen.ts', () => {
  it('is in sync with the drizzle-kit migration folder (run npm run db:generate)', () => {
    const folder = new URL('./migrations/', import.meta.url)
    const expected = renderMigrationsModule((name) => readFileSync(new URL(name, folder), 'utf8'))
    const actual = readFileSync(new URL('./migrations.gen.ts', import.meta.url), 'utf8')
    expect(actual).toBe(expected)
  })
})
