/**
 * `npm run bench:size` — the JavaScript and CSS budget per page template (issue "Speed and
 * discoverability"). Needs a production build (`npm run build`). `npm run bench:size:team` (`--team`)
 * measures the team build's templates the same way (`npm run build:team`, spec §2 Team-shop mode).
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

const TEAM = process.argv.includes('--team')
const OUTPUT_DIR = TEAM ? '.output-team' : '.output'
const PUBLIC_DIR = `${OUTPUT_DIR}/public`
if (!existsSync(`${OUTPUT_DIR}/server/index.mjs`))
  throw new Error(`No production build: run \`npm run ${TEAM ? 'build:team' : 'build'}\` first`)

/** Brotli bytes of a built asset: its precompressed sibling, or compressed here if it has none. */
function brotliBytes(path: string): number {
  const file = join(PUBLIC_DIR, path)
  if (existsSync(`${file}.br`)) return statSync(`${file}.br`).size
  return brotliCompressSync(readFileSync(file)).length
}

/** One page of each of the shop build's templates. */
async function shopTemplates(origin: string): Promise<[string, string][]> {
  const category = await fetchPage(origin, '/herren/')
  const brands = await fetchPage(origin, '/marken/')
  return [
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
}

/** One page of each of the team build's templates (the list segment at its default, `list`). */
async function teamTemplates(origin: string): Promise<[string, string][]> {
  const list = await fetchPage(origin, '/list/')
  const team = firstLink(list, /href="(\/list\/[^"/]+\/)"/, '/list/')
  const kit = await fetchPage(origin, team)
  return [
    ['team home', '/'],
    ['team list', '/list/'],
    ['team', team],
    ['team product', firstLink(kit, /href="(\/[^"/]+\/p\/[^"]+\/)"/, team)],
    ['team content', '/info/impressum/'],
    ['team login', '/login/'],
    ['team register', '/register/'],
    ['team cart', '/warenkorb/'],
    ['team checkout', '/checkout/'],
  ]
}

async function measure(origin: string): Promise<TemplateSize[]> {
  const templates = TEAM ? await teamTemplates(origin) : await shopTemplates(origin)
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
  const env = { ...pgliteEnv(), ...(TEAM ? { TEAM_SHOULD_BUILD: 'true' } : {}) }
  prepareDatabase(env)
  server = await startServer(await freePort(), env, OUTPUT_DIR)
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
