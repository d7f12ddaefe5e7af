import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { configFields } from './config.schema'

const documented = new Map(
  readFileSync(new URL('../../.env.example', import.meta.url), 'utf8')
    .split('\n')
    .filter((line) => /^[A-Z_]+=/.test(line))
    .map((line) => {
      const [name = '', ...value] = line.split('=')
      return [name, value.join('=')] as const
    }),
)

describe('.env.example', () => {
  it('documents every configuration variable with its default', () => {
    for (const [name, definition] of Object.entries(configFields)) {
      expect(documented.has(name), `${name} is missing from .env.example`).toBe(true)
      expect(documented.get(name), `${name} default`).toBe(definition.defaultValue ?? '')
    }
  })

  it('documents nothing that the configuration does not read', () => {
    for (const name of documented.keys()) expect(Object.keys(configFields)).toContain(name)
  })
})
