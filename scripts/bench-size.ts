/**
 * `npm run bench:size` — the JavaScript and CSS budget per page template (issue "Speed and
 * discoverability"). Needs a production build (`npm run build`).
 *
 * Starts the build on a fresh embedded database with a small seed, fetches one page of each
 * template, sums the brotli size (the build's own .br files) of every JavaScript module the HTML
 * loads before it is interactive (module scripts, module preloads, the inline bootstrap's imports)
 * and of its stylesheets, prints a markdown table for docs/performance.md and exits non-zero when a
 * template is over budget (scripts/bench-size-budget.ts).
 */
import { existsSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync } from 'node:zlib'
import type { RunningServer } from '../tests/setup/server-process'
import { fetchPage, firstLink } from './bench-pages'
import { freePort, killServer, pgliteEnv, prepareDatabase, startServer } from '../tests/setup/server-process'
import { budgetTable, evaluateBudget, hydrationBytes, initialAssets } from './bench-size-budget'
import type { TemplateSize } from './bench-size-budget'

const PUBLIC_DIR = '.output/public'
if (!existsSync('.output/server/index.mjs')) throw new Error('No production build: run `npm run build` first')

/** Brotli bytes of a built asset: its precompressed sibling, or compressed here if it has none. */
function brotliBytes(path: string): number {
  const file = join(PUBLIC_DIR, path)
  if (existsSync(`${file}.br`)) return statSync(`${file}.br`).size
  return brotliCompressSync(readFileSync(file)).length
}

async function measure(origin: string): Promise<TemplateSize[]> {
  const category = await fetchPage(origin, '/herren/')
  const brands = await fetchPage(origin, '/marken/')
  const templates: [string, string][] = [
    ['home', '/'],
    ['category', '/herren/'],
    ['search', '/search/?q=jacke'],
    ['product', firstLink(category, /href="(\/p\/[^"]+\/)"/, '/herren/')],
    ['brands', '/marken/'],
    // A brand's own page, not the gendered brand lists (/marken/damen/) the menu links first.
    ['brand', firstLink(brands, /href="(\/marken\/(?!damen\/|herren\/|kinder\/)[^"/]+\/)"/, '/marken/')],
    ['login', '/login/'],
    ['cart', '/warenkorb/'],
    ['checkout', '/checkout/'],
  ]
  const sizes: TemplateSize[] = []
  for (const [template, path] of templates) {
    const html = await fetchPage(origin, path)
    const { modules, stylesheets } = initialAssets(html)
    sizes.push({
      template,
      path,
      modules: modules.length,
      jsBrotli: modules.reduce((sum, module) => sum + brotliBytes(module), 0),
      cssBrotli: stylesheets.reduce((sum, sheet) => sum + brotliBytes(sheet), 0),
      hydration: hydrationBytes(html),
    })
  }
  return sizes
}

let server: RunningServer | undefined
try {
  const env = pgliteEnv()
  prepareDatabase(env)
  server = await startServer(await freePort(), env)
  const verdicts = evaluateBudget(await measure(server.url))
  console.log(budgetTable(verdicts))
  const failures = verdicts.flatMap((verdict) => verdict.failures)
  if (failures.length > 0) {
    console.error(`\nOver budget:\n${failures.map((failure) => `- ${failure}`).join('\n')}`)
    process.exitCode = 1
  }
} finally {
  killServer(server)
}
