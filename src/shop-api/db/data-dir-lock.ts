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

/**
 * When the process `pid` started, in clock ticks since boot (field 22 of /proc/<pid>/stat), or
 * undefined where there is no /proc or no such process. Together with the pid it names one process:
 * containers reuse small pids after a restart, so a pid alone may now belong to someone else.
 */
export function processStartTime(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // The command name (field 2) is in parentheses and may itself contain spaces or parentheses.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return fields[19]
  } catch {
    return undefined
  }
}

/** What the lock file holds: the owner's pid and, where known, its start time. */
export function lockContent(pid: number): string {
  const startTime = processStartTime(pid)
  return startTime === undefined ? String(pid) : `${pid} ${startTime}`
}

/**
 * Whether the lock's owner still runs: its pid is alive and, when the lock recorded a start time and
 * the system can tell, it is the same process and not a newer one that was given the same pid.
 */
export function lockOwnerIsAlive(content: string): { pid: number; alive: boolean } {
  const [pidText = '', recordedStart] = content.trim().split(/\s+/)
  const pid = Number(pidText)
  if (!Number.isInteger(pid) || pid <= 0) return { pid, alive: false }
  if (!processIsAlive(pid)) return { pid, alive: false }
  if (recordedStart === undefined) return { pid, alive: true }
  const currentStart = processStartTime(pid)
  return { pid, alive: currentStart === undefined || currentStart === recordedStart }
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
 * corrupt it. A lock file holding the owner's pid and start time refuses the second opener; a lock
 * left behind by a dead process, or whose pid now names another process, is taken over. Returns the
 * release function.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true })
  const lockPath = join(dataDir, 'pglite.lock')
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx')
      writeSync(fd, lockContent(process.pid))
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
      const owner = lockOwnerIsAlive(readFileSync(lockPath, 'utf8'))
      // Our own pid counts like any other: after a container restart the new server may well have
      // been given the pid of the one that died holding the lock (pid 1, typically).
      if (owner.alive) throw new DataDirInUseError(dataDir, owner.pid)
      rmSync(lockPath, { force: true })
    }
  }
  throw new Error(`Could not lock ${dataDir}`)
}
