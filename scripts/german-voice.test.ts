import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { formalAddresses } from './german-voice'

const root = join(import.meta.dirname, '..')

/** The reference API's source files that hold German text: mails, seeded content, error texts. */
function shopApiSources(directory: string): string[] {
  return readdirSync(join(root, directory), { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name)
    if (entry.isDirectory()) return shopApiSources(path)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : []
  })
}

describe('formalAddresses', () => {
  it('finds the formal address', () => {
    expect(formalAddresses('Bitte bestätigen Sie Ihre E-Mail-Adresse.')).toHaveLength(2)
    expect(formalAddresses('Sie haben den Zugriff nicht erlaubt.')).toHaveLength(1)
    expect(formalAddresses('Wir erstatten Ihnen alles.')).toHaveLength(1)
    expect(formalAddresses('Meinten Sie:')).toHaveLength(1)
  })

  it('leaves "du" and the pronoun for a thing alone', () => {
    expect(formalAddresses('Bitte bestätige deine E-Mail-Adresse.')).toEqual([])
    expect(formalAddresses('Sie ist atmungsaktiv. Sie passt gut unter die Kapuze.')).toEqual([])
    expect(formalAddresses('Probier sie gefüllt an.')).toEqual([])
    expect(formalAddresses('Diese Adresse ist fehlerhaft. Sie enthält Zeichen.')).toEqual([])
  })
})

describe('one voice: German addresses the shopper with "du"', () => {
  it('in every German message of the storefront', () => {
    const messages = JSON.parse(readFileSync(join(root, 'messages/de-AT.json'), 'utf8')) as Record<
      string,
      unknown
    >
    const formal = Object.entries(messages).flatMap(([key, text]) =>
      typeof text === 'string' ? formalAddresses(text).map((context) => `${key}: ${context}`) : [],
    )
    expect(formal).toEqual([])
  })

  it('in the mails, the seeded pages, guides and products of the reference API', () => {
    const formal = shopApiSources('src/shop-api').flatMap((path) =>
      formalAddresses(readFileSync(join(root, path), 'utf8')).map((context) => `${path}: ${context}`),
    )
    expect(formal).toEqual([])
  })
})
