import { spawn } from 'node:child_process'
import { resolve } from 'node:path'
import * as v from 'valibot'
import { expect, test } from '../setup/test'

/** Starts the production server with extra environment and collects how it ended and its log. */
function startServer(env: Record<string, string>): Promise<{ code: number | null; stdout: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['.output/server/index.mjs'], {
      env: { ...process.env, PORT: '4199', ...env },
    })
    let stdout = ''
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000)
    child.on('exit', (code) => {
      clearTimeout(timer)
      resolve({ code, stdout })
    })
  })
}

const logLineSchema = v.looseObject({ level: v.string(), msg: v.string() })

test('a bad configuration value stops start-up with one line naming the variable', async () => {
  const { code, stdout } = await startServer({ LOYALTY_ENABLED: 'maybe' })
  expect(code).not.toBe(0)
  // The log's one line: JSON, like every line the server writes.
  const lines = stdout.trim().split('\n')
  expect(lines).toHaveLength(1)
  expect(v.parse(logLineSchema, JSON.parse(lines[0] ?? ''))).toMatchObject({
    level: 'fatal',
    msg: 'Invalid configuration: LOYALTY_ENABLED="maybe" (expected true or false)',
  })
})

test('a second server on the same embedded data directory is refused with a clear message', async () => {
  // The e2e server (playwright.config.ts) holds its data directory open.
  const dataDir = process.env.E2E_DATA_DIR ?? '.e2e-data'
  const { code, stdout } = await startServer({ DATA_DIR: dataDir, DATABASE_URL: '', SHOP_API_URL: '' })
  expect(code).not.toBe(0)
  expect(stdout).toContain(`The embedded database in ${resolve(dataDir)} is already open in process`)
})
