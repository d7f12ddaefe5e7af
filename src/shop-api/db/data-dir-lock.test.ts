import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { DataDirInUseError, acquireDataDirLock, lockContent, processStartTime } from './data-dir-lock'

const freshDir = () => mkdtempSync(join(tmpdir(), 'pglite-lock-'))

describe('acquireDataDirLock', () => {
  it('takes the lock, records the pid, and releases it', () => {
    const dir = freshDir()
    const release = acquireDataDirLock(dir)
    expect(readFileSync(join(dir, 'pglite.lock'), 'utf8')).toBe(
      `${process.pid} ${processStartTime(process.pid)}`,
    )
    release()
    expect(existsSync(join(dir, 'pglite.lock'))).toBe(false)
  })

  it('refuses a second opener while the owner lives, with a clear message', () => {
    const dir = freshDir()
    // The parent process (the test runner) is alive: it plays the first server.
    writeFileSync(join(dir, 'pglite.lock'), lockContent(process.ppid))
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirInUseError)
    expect(() => acquireDataDirLock(dir)).toThrow(`already open in process ${process.ppid}`)
    expect(readFileSync(join(dir, 'pglite.lock'), 'utf8')).toBe(lockContent(process.ppid))
  })

  it('refuses the same data directory twice within one process', () => {
    const dir = freshDir()
    const release = acquireDataDirLock(dir)
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirInUseError)
    release()
  })

  it('takes over a lock left behind by a process that died', () => {
    const dir = freshDir()
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], {
      encoding: 'utf8',
    })
    writeFileSync(join(dir, 'pglite.lock'), dead.stdout)
    const release = acquireDataDirLock(dir)
    expect(readFileSync(join(dir, 'pglite.lock'), 'utf8')).toBe(lockContent(process.pid))
    release()
  })

  it.runIf(processStartTime(process.pid) !== undefined)(
    'takes over a lock whose pid is alive but now names an unrelated process',
    () => {
      const dir = freshDir()
      // The parent process is alive, but it is not the process that wrote this lock: that one
      // started at another time (a container restart handed its pid on).
      const startedElsewhen = String(Number(processStartTime(process.ppid)) + 1)
      writeFileSync(join(dir, 'pglite.lock'), `${process.ppid} ${startedElsewhen}`)
      const release = acquireDataDirLock(dir)
      expect(readFileSync(join(dir, 'pglite.lock'), 'utf8')).toBe(lockContent(process.pid))
      release()
    },
  )

  it.runIf(processStartTime(process.pid) !== undefined)(
    'takes over a stale lock that carries this very pid (pid 1 in a restarted container)',
    () => {
      const dir = freshDir()
      const startedElsewhen = String(Number(processStartTime(process.pid)) + 1)
      writeFileSync(join(dir, 'pglite.lock'), `${process.pid} ${startedElsewhen}`)
      const release = acquireDataDirLock(dir)
      expect(readFileSync(join(dir, 'pglite.lock'), 'utf8')).toBe(lockContent(process.pid))
      release()
    },
  )
})
