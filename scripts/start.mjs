// @ts-check
/**
 * `npm start`: installs dependencies on a fresh clone, builds when the production build is missing or
 * older than its sources, prepares the database (migrate, seed when empty; not on a storefront node
 * with SHOP_API_URL, which has none), then serves the build on PORT (default 3000). Configuration is
 * validated at start-up.
 */
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { ensureRecentNode } from './node-bootstrap.mjs'
import { buildTeamShop } from './team-build.mjs'

// On an older system Node (e.g. Debian's 20) this re-runs `npm start` under the pinned Node 24.
await ensureRecentNode()

const root = fileURLToPath(new URL('..', import.meta.url))
// TEAM_SHOULD_BUILD chooses the route set: the shop's (.output) or the team shops' (.output-team).
/** @type {ReturnType<typeof buildTeamShop>} */
let mode
try {
  mode = buildTeamShop(process.env)
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error))
  process.exit(1)
}
const serverEntry = join(root, mode.outputDir, 'server/index.mjs')
// The list segment a team build was made with (its routes are fixed at build time).
const modeMarker = join(root, mode.outputDir, 'team-build.json')
const sourceInputs = [
  'src',
  'messages',
  'public',
  'project.inlang/settings.json',
  'vite.config.ts',
  'package-lock.json',
]
const generated = new Set(['paraglide', 'routeTree.gen.ts'])

/** @param {string} path @returns {number} newest modification time below path */
function newestMtime(path) {
  if (!existsSync(path)) return 0
  const stats = statSync(path)
  if (!stats.isDirectory()) return stats.mtimeMs
  let newest = stats.mtimeMs
  for (const entry of readdirSync(path)) {
    if (generated.has(entry)) continue
    newest = Math.max(newest, newestMtime(join(path, entry)))
  }
  return newest
}

function buildIsStale() {
  if (!existsSync(serverEntry)) return true
  if (mode.enabled && (!existsSync(modeMarker) || readFileSync(modeMarker, 'utf8') !== JSON.stringify(mode)))
    return true
  const builtAt = statSync(serverEntry).mtimeMs
  return sourceInputs.some((input) => newestMtime(join(root, input)) > builtAt)
}

// A fresh clone: install exactly the locked dependencies first, so one command runs the shop.
if (!existsSync(join(root, 'node_modules/.package-lock.json'))) {
  console.log('Installing dependencies (npm ci) …')
  const install = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' })
  if (install.status !== 0) process.exit(install.status ?? 1)
}

if (buildIsStale()) {
  console.log('Building the storefront (the build is missing or older than its sources) …')
  const build = spawnSync(
    process.execPath,
    [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
    {
      cwd: root,
      stdio: 'inherit',
    },
  )
  if (build.status !== 0) process.exit(build.status ?? 1)
  if (mode.enabled) writeFileSync(modeMarker, JSON.stringify(mode))
}

// Create, migrate and (when fresh) seed the database before serving it. A storefront node in HTTP
// mode (SHOP_API_URL) keeps no database: its API host prepares its own.
if (process.env.SHOP_API_URL?.trim()) {
  console.log('SHOP_API_URL is set: this storefront node keeps no database, nothing to prepare.')
} else {
  const prepare = spawnSync(
    process.execPath,
    [join(root, 'node_modules/tsx/dist/cli.mjs'), join(root, 'scripts/db-prepare.ts')],
    {
      cwd: root,
      stdio: 'inherit',
      env: process.env,
    },
  )
  if (prepare.status !== 0) process.exit(prepare.status ?? 1)
}

const server = spawn(process.execPath, [serverEntry], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, PORT: process.env.PORT || '3000', NODE_ENV: 'production' },
})
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => server.kill(signal))
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
