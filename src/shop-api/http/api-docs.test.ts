import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { allEndpoints } from '../endpoints'
import { spliceEndpointDocs } from './api-docs'

describe('docs/api.md', () => {
  it('lists every endpoint exactly as the definitions say (run npm run docs:api)', () => {
    const document = readFileSync(new URL('../../../docs/api.md', import.meta.url), 'utf8')
    expect(document).toBe(spliceEndpointDocs(document, allEndpoints))
    for (const endpoint of allEndpoints)
      expect(document).toContain(`### \`${endpoint.method} ${endpoint.path}\``)
  })
})
