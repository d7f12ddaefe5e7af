import { defineConfig, devices } from '@playwright/test'
import { chromiumArgs, findChromium } from './tests/setup/find-chromium.mjs'

const PORT = Number(process.env.E2E_PORT ?? 4173)
const baseURL = `http://127.0.0.1:${PORT}`
const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? '.e2e-data'

// isbot() counts "HeadlessChrome" as a bot, and bots get no rendered error view (spec §8). The tests
// play shoppers, so they present a regular desktop Chrome user agent; bot behaviour is tested explicitly.
export const SHOPPER_USER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36'

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
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
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], userAgent: SHOPPER_USER_AGENT } }],
  webServer: {
    // A fresh, deterministic catalogue for every run, then the production build.
    command: [
      `node -e "require('node:fs').rmSync('${E2E_DATA_DIR}', { recursive: true, force: true })"`,
      'node node_modules/tsx/dist/cli.mjs scripts/db-prepare.ts',
      'node .output/server/index.mjs',
    ].join(' && '),
    url: `${baseURL}/`,
    reuseExistingServer: false,
    timeout: 180_000,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      EXPOSE_DIAGNOSTICS: 'true',
      EXPOSE_MAIL_OUTBOX: 'true',
      // Journeys send X-Forwarded-For with an address of their own (tests/setup/test.ts).
      TRUSTED_PROXY: 'loopback',
      DATA_DIR: E2E_DATA_DIR,
      DATABASE_URL: '',
      SHOP_API_URL: '',
      // Enough products that filtered category pages still have a second page.
      SEED_PRODUCTS: '3000',
    },
  },
})
