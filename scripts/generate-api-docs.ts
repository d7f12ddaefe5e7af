/** Regenerates the endpoint reference in docs/api.md from the shop API's endpoint definitions. */
import { readFileSync, writeFileSync } from 'node:fs'
import { allEndpoints } from '../src/shop-api/endpoints'
import { spliceEndpointDocs } from '../src/shop-api/http/api-docs'

const target = new URL('../docs/api.md', import.meta.url)
writeFileSync(target, spliceEndpointDocs(readFileSync(target, 'utf8'), allEndpoints))
console.log(`Wrote ${allEndpoints.length} endpoints to docs/api.md`)
