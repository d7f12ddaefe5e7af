// @ts-check
import { findChromium } from '../tests/setup/find-chromium.mjs'

// Stops the e2e run with one line when no Chromium can be found, instead of a wall of errors.
if (!findChromium()) {
  const requested = process.env.PLAYWRIGHT_CHROMIUM_PATH
  console.error(
    requested
      ? `No Chromium at PLAYWRIGHT_CHROMIUM_PATH=${requested}; point it at a Chromium binary, or unset it to use /usr/bin/chromium.`
      : 'No Chromium found: install one with `sudo apt-get install -y chromium`, set PLAYWRIGHT_CHROMIUM_PATH, or run `npx playwright install chromium`.',
  )
  process.exit(1)
}
