import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs'
import { join } from 'node:path'

export class DataDirInUseError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `The embedded database in ${dataDir} is already open in process ${pid}. ` +
        'PGlite allows one process per data directory: stop that process, or set DATA_DIR to another folder ' +
        '(or DATABASE_URL to use PostgreSQL).',
    )
    this.name = 'DataDirInUseError'
  }
}

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return error instanceof Error && 'code' in error && error.code === 'EPERM'
  }
}

/**
 * PGlite is one process, one connection: a second process opening the same data directory would
 * corrupt it. A lock file holding the owner's pid refuses the second opener; a lock left behind by
 * a dead process is taken over. Returns the release function.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true })
  const lockPath = join(dataDir, 'pglite.lock')
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx')
      writeSync(fd, String(process.pid))
      closeSync(fd)
      let released = false
      const release = () => {
        if (released) return
        released = true
        process.off('exit', release)
        rmSync(lockPath, { force: true })
      }
      process.on('exit', release)
      return release
    } catch (error) {
      if (!(error instanceof Error && 'code' in error && error.code === 'EEXIST')) throw error
      const owner = Number(readFileSync(lockPath, 'utf8').trim())
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && processIsAlive(owner)) {
        throw new DataDirInUseError(dataDir, owner)
      }
      if (owner === process.pid) throw new DataDirInUseError(dataDir, owner)
      rmSync(lockPath, { force: true })
    }
  }
  throw new Error(`Could not lock ${dataDir}`)
}
