/**
 * `npm run bench:size` — the JavaScript and CSS budget per page template (ADR 020, ADR 025). Needs a
 * production build (`npm run build`) and a Chromium (tests/setup/find-chromium.mjs).
 * `npm run bench:size:team` (`--team`) measures the team build's templates the same way
 * (`npm run build:team`, spec §2 Team-shop mode); `--output <dir>` measures another build's output
 * folder (an older commit's, for a before-and-after).
 *
 * Starts the build on a fresh embedded database with a small seed and opens one page of each
 * template in headless Chromium, as a first visit (empty cache, no cookies, desktop viewport). It
 * counts what the browser downloads before the page is interactive: every script and stylesheet
 * requested before `<html data-hydrated>` is set — lazily imported chunks that start during
 * hydration included — with the bytes the server sent for the browser's Accept-Encoding, from the
 * DevTools protocol's network events. Beside it, the HTML's count (the modules and stylesheets the
 * HTML names and their static imports, fetched over HTTP); the two must agree within 3 %. Prints a
 * markdown table for docs/performance.md and each template's list of chunks, and exits non-zero when
 * a template is over budget or the counts disagree (scripts/bench-size-budget.ts).
 */
import { existsSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { chromium } from '@playwright/test'
import type { Browser } from '@playwright/test'
import { SHOPPER_USER_AGENT } from '../playwright.config'
import { chromiumArgs, findChromium } from '../tests/setup/find-chromium.mjs'
import type { RunningServer } from '../tests/setup/server-process'
import { fetchPage, firstLink } from './bench-pages'
import { freePort, killServer, pgliteEnv, prepareDatabase, startServer } from '../tests/setup/server-process'
import { assetLists, budgetTable, evaluateBudget, hydrationBytes } from './bench-size-budget'
import type { TemplateSize } from './bench-size-budget'
import { chromiumInitialAssets, declaredInitialAssets } from './bench-size-measure'

const { values } = parseArgs({
  options: { team: { type: 'boolean', default: false }, output: { type: 'string' } },
})
const TEAM = values.team
const OUTPUT_DIR = values.output ?? (TEAM ? '.output-team' : '.output')
if (!existsSync(`${OUTPUT_DIR}/server/index.mjs`))
  throw new Error(
    `No production build in ${OUTPUT_DIR}: run \`npm run ${TEAM ? 'build:team' : 'build'}\` first`,
  )
const chromiumPath = findChromium()
if (!chromiumPath)
  throw new Error('No Chromium: install one (`apt-get install chromium`) or set PLAYWRIGHT_CHROMIUM_PATH')

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
    ['content', '/static/impressum/'],
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
    // The catch-all results page: a word the seeded kits match (running shoes of the running club).
    ['team results', '/laufschuhe/'],
    ['team content', '/info/impressum/'],
    ['team login', '/login/'],
    ['team register', '/register/'],
    ['team cart', '/warenkorb/'],
    ['team checkout', '/checkout/'],
  ]
}

async function measure(origin: string, browser: Browser): Promise<TemplateSize[]> {
  const templates = TEAM ? await teamTemplates(origin) : await shopTemplates(origin)
  const sizes: TemplateSize[] = []
  for (const [template, path] of templates) {
    const html = await fetchPage(origin, path)
    // The checkout's own pages are outside the client app: nothing hydrates them (their small
    // scripts, analytics and the form's checks, are modules too). The app's pages carry the
    // router's dehydrated state (`$_TSR`), which those pages never do.
    const hydrates = html.includes('$_TSR')
    // A context per page: a first visit, with nothing cached from the template before.
    const context = await browser.newContext({
      userAgent: SHOPPER_USER_AGENT,
      viewport: { width: 1280, height: 720 },
      locale: 'de-AT',
    })
    try {
      const declared = await declaredInitialAssets(origin, html)
      sizes.push({
        template,
        path,
        assets: await chromiumInitialAssets(context, origin + path, hydrates),
        declaredJsBytes: declared
          .filter((asset) => asset.kind === 'script')
          .reduce((sum, asset) => sum + asset.bytes, 0),
        hydration: hydrationBytes(html),
      })
    } finally {
      await context.close()
    }
  }
  return sizes
}

let server: RunningServer | undefined
let browser: Browser | undefined
try {
  const env = { ...pgliteEnv(), ...(TEAM ? { TEAM_SHOULD_BUILD: 'true' } : {}) }
  prepareDatabase(env)
  server = await startServer(await freePort(), env, OUTPUT_DIR)
  browser = await chromium.launch({ executablePath: chromiumPath.executablePath, args: chromiumArgs })
  const verdicts = evaluateBudget(await measure(server.url, browser))
  console.log(budgetTable(verdicts))
  console.log(`\n${assetLists(verdicts)}`)
  const failures = verdicts.flatMap((verdict) => verdict.failures)
  if (failures.length > 0) {
    console.error(`\nOver budget:\n${failures.map((failure) => `- ${failure}`).join('\n')}`)
    process.exitCode = 1
  }
} finally {
  await browser?.close()
  killServer(server)
}
