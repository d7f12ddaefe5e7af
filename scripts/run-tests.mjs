// @ts-check
/**
 * `npm test`: format check, lint, typecheck, unit tests, production build, the JavaScript and CSS
 * budget of the build's page templates, then the Playwright journeys against that build — in this
 * order, stopping at the first failure. On an older system Node it first re-runs itself under the
 * pinned Node 24 (scripts/node-bootstrap.mjs), so every step below runs on it.
 */
import { spawnSync } from 'node:child_process'
import { ensureRecentNode } from './node-bootstrap.mjs'

await ensureRecentNode()

// bench:size (and bench:size:team for the team build) checks the JavaScript and CSS per page
// template against the budget.
const steps = [
  'format:check',
  'lint',
  'typecheck',
  'test:unit',
  'build',
  'bench:size',
  'build:team',
  'bench:size:team',
  'test:e2e',
]

// npm_execpath is the npm that started `npm test`; run it with this (recent) Node.
const npmCli = process.env.npm_execpath
for (const step of steps) {
  const result = npmCli
    ? spawnSync(process.execPath, [npmCli, 'run', step], { stdio: 'inherit' })
    : spawnSync('npm', ['run', step], { stdio: 'inherit' })
  if (result.status !== 0) {
    console.error(`npm test: "${step}" failed`)
    process.exit(result.status ?? 1)
  }
}
