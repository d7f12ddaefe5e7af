import { defineConfig, devices } from '@playwright/test'
import { chromiumArgs, findChromium } from './tests/setup/find-chromium.mjs'

const PORT = Number(process.env.E2E_PORT ?? 4173)
const baseURL = `http://127.0.0.1:${PORT}`
const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? '.e2e-data'
// The team-shop build (npm run build:team) runs beside the shop, on the next port with its own data.
const TEAM_PORT = PORT + 1
export const teamBaseURL = `http://127.0.0.1:${TEAM_PORT}`
const TEAM_DATA_DIR = `${E2E_DATA_DIR}-team`
// The omnichannel mode (spec §4: an `OS` not starting with APP) runs on the port after the team's.
const OMNICHANNEL_PORT = PORT + 2
export const omnichannelBaseURL = `http://127.0.0.1:${OMNICHANNEL_PORT}`
const OMNICHANNEL_DATA_DIR = `${E2E_DATA_DIR}-omnichannel`

// isbot() counts "HeadlessChrome" as a bot, and bots get no rendered error view (spec §8). The tests
// play shoppers, so they present a regular desktop Chrome user agent; bot behaviour is tested explicitly.
export const SHOPPER_USER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36'

/** Prepares a fresh database in `dataDir`, then serves the production build in `outputDir`. */
function serverCommand(dataDir: string, outputDir: string): string {
  return [
    `node -e "require('node:fs').rmSync('${dataDir}', { recursive: true, force: true })"`,
    'node node_modules/tsx/dist/cli.mjs scripts/db-prepare.ts',
    `node ${outputDir}/server/index.mjs`,
  ].join(' && ')
}

/** Opens GET /metrics of the test servers (tests/e2e/metrics.spec.ts); a test value, not a secret. */
export const E2E_METRICS_TOKEN = 'e2e-metrics-token-0123456789abcdef'

const serverEnv = {
  HOST: '127.0.0.1',
  EXPOSE_DIAGNOSTICS: 'true',
  EXPOSE_MAIL_OUTBOX: 'true',
  // Journeys send X-Forwarded-For with an address of their own (tests/setup/test.ts).
  TRUSTED_PROXY: 'loopback',
  DATABASE_URL: '',
  SHOP_API_URL: '',
  METRICS_TOKEN: E2E_METRICS_TOKEN,
}

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  // CI shares a two-core machine with other work: an argon2id login, a hydration or an axe pass that
  // takes a few hundred milliseconds on a quiet machine takes several seconds there. Every wait is
  // still on a condition; only how long a condition may take is longer than Playwright's defaults.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL,
    userAgent: SHOPPER_USER_AGENT,
    locale: 'de-AT',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: findChromium()?.executablePath,
      args: chromiumArgs,
    },
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: ['team/**', 'http-mode/**', 'omnichannel/**'],
      use: { ...devices['Desktop Chrome'], userAgent: SHOPPER_USER_AGENT },
    },
    // The team-shop build's journeys (tests/e2e/team), against the second server below.
    {
      name: 'team',
      testMatch: 'team/**/*.spec.ts',
      use: { ...devices['Desktop Chrome'], userAgent: SHOPPER_USER_AGENT, baseURL: teamBaseURL },
    },
    // Store stock, the "in my store" filter and click & reserve (tests/e2e/omnichannel), against the
    // third server below, whose OS code turns omnichannel on.
    {
      name: 'omnichannel',
      testMatch: 'omnichannel/**/*.spec.ts',
      use: { ...devices['Desktop Chrome'], userAgent: SHOPPER_USER_AGENT, baseURL: omnichannelBaseURL },
    },
    // HTTP mode (tests/e2e/http-mode): each file starts an API node and a storefront node in front of
    // it (SHOP_API_URL) and sets its baseURL to that storefront. A file's tests share the pair and run
    // in order; the files run beside each other.
    {
      name: 'http-mode',
      testMatch: 'http-mode/**/*.spec.ts',
      fullyParallel: false,
      use: { ...devices['Desktop Chrome'], userAgent: SHOPPER_USER_AGENT },
    },
  ],
  webServer: [
    {
      // A fresh, deterministic catalogue for every run, then the production build.
      command: serverCommand(E2E_DATA_DIR, '.output'),
      url: `${baseURL}/`,
      reuseExistingServer: false,
      timeout: 180_000,
      env: {
        ...serverEnv,
        PORT: String(PORT),
        DATA_DIR: E2E_DATA_DIR,
        // Enough products that filtered category pages still have a second page.
        SEED_PRODUCTS: '3000',
      },
    },
    {
      command: serverCommand(TEAM_DATA_DIR, '.output-team'),
      url: `${teamBaseURL}/`,
      reuseExistingServer: false,
      timeout: 180_000,
      env: {
        ...serverEnv,
        PORT: String(TEAM_PORT),
        DATA_DIR: TEAM_DATA_DIR,
        TEAM_SHOULD_BUILD: 'true',
        // The team kits come from the whole catalogue; fewer products seed faster.
        SEED_PRODUCTS: '1500',
      },
    },
    {
      command: serverCommand(OMNICHANNEL_DATA_DIR, '.output'),
      url: `${omnichannelBaseURL}/`,
      reuseExistingServer: false,
      timeout: 180_000,
      env: {
        ...serverEnv,
        PORT: String(OMNICHANNEL_PORT),
        DATA_DIR: OMNICHANNEL_DATA_DIR,
        OS: 'WEB1',
        // The frame-size advisor on bike pages (tests/e2e/omnichannel/bike-fitting.spec.ts).
        BIKE_FITTING_ENABLED: 'true',
        SEED_PRODUCTS: '1500',
      },
    },
    // E2E_SHARED_SERVERS=false leaves all three out, for a run of only the http-mode project
    // (`npx playwright test --project=http-mode`), whose journeys start servers of their own.
  ].filter(() => process.env.E2E_SHARED_SERVERS !== 'false'),
})
