// @ts-check
/**
 * `npm run build:team`: the production build of the team shops (TEAM_SHOULD_BUILD=true) into
 * .output-team, beside the shop's .output (scripts/team-build.mjs).
 */
import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const result = spawnSync(
  process.execPath,
  [
    fileURLToPath(new URL('../node_modules/vite/bin/vite.js', import.meta.url)),
    'build',
    ...process.argv.slice(2),
  ],
  { cwd: root, stdio: 'inherit', env: { ...process.env, TEAM_SHOULD_BUILD: 'true' } },
)
process.exit(result.status ?? 1)
