// @ts-check
import { existsSync } from 'node:fs'
import { chromium } from '@playwright/test'

/**
 * The Chromium the end-to-end tests drive: PLAYWRIGHT_CHROMIUM_PATH, else Debian's /usr/bin/chromium,
 * else Playwright's own download. Returns undefined when none is installed.
 * @returns {{ executablePath: string | undefined, source: string } | undefined}
 */
export function findChromium() {
  const fromEnv = process.env.PLAYWRIGHT_CHROMIUM_PATH
  if (fromEnv)
    return existsSync(fromEnv) ? { executablePath: fromEnv, source: 'PLAYWRIGHT_CHROMIUM_PATH' } : undefined
  if (existsSync('/usr/bin/chromium'))
    return { executablePath: '/usr/bin/chromium', source: '/usr/bin/chromium' }
  try {
    const bundled = chromium.executablePath()
    if (bundled && existsSync(bundled)) return { executablePath: undefined, source: bundled }
  } catch {
    // Playwright throws when its browser was never downloaded.
  }
  return undefined
}

/** Flags for a root user on a closed network (no sandbox, no background connections). */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]
