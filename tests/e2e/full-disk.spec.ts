import { spawnSync } from 'node:child_process'
import { closeSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from '../setup/test'
import { freePort, killServer, prepareDatabase, startServer } from '../setup/server-process'
import type { RunningServer } from '../setup/server-process'

/**
 * A node whose data directory fills up (issue 30): writes answer 503 saying so, reads keep working,
 * the failure is logged once rather than per request, and writes work again once space is freed —
 * without a restart. The data directory is a small tmpfs of its own, which needs root to mount.
 */

const mayMount = process.getuid?.() === 0 && spawnSync('mount', ['--version']).status === 0

/** Fills the file system holding `folder` to the last byte; answers the filler file's path. */
function fillUp(folder: string): string {
  const filler = join(folder, 'filler')
  const descriptor = openSync(filler, 'w')
  const block = Buffer.alloc(1024 * 1024)
  try {
    for (;;) {
      try {
        writeSync(descriptor, block)
      } catch (error) {
        if (error instanceof Error && 'code' in error && error.code === 'ENOSPC') break
        throw error
      }
    }
    // The last block did not fit whole: the rest, byte by byte in smaller pieces.
    for (let size = 512 * 1024; size >= 1; size = Math.floor(size / 2)) {
      try {
        for (;;) writeSync(descriptor, block.subarray(0, size))
      } catch {
        // Full at this piece size; try a smaller one.
      }
    }
  } finally {
    closeSync(descriptor)
  }
  return filler
}

test.describe('a full disk', () => {
  test.skip(!mayMount, 'mounting a tmpfs needs root')
  test.describe.configure({ timeout: 120_000 })

  let mountPoint = ''
  let server: RunningServer | undefined
  test.beforeAll(() => {
    mountPoint = mkdtempSync(join(tmpdir(), 'sportalpin-full-disk-'))
    const mounted = spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=256m', 'tmpfs', mountPoint])
    if (mounted.status !== 0) throw new Error(`mount failed: ${mounted.stderr.toString()}`)
  })
  test.afterAll(async () => {
    killServer(server)
    // The file system stays busy until the server has let go of its files.
    await server?.exited
    spawnSync('umount', [mountPoint])
    rmSync(mountPoint, { recursive: true, force: true })
  })

  test('refuses writes with 503 and a clear message, keeps reading, logs once and recovers by itself', async () => {
    const env = { DATA_DIR: join(mountPoint, 'data'), DATABASE_URL: '' }
    prepareDatabase(env)
    server = await startServer(await freePort(), env)
    const { url } = server
    const addToWishlist = () =>
      fetch(`${url}/api/v1/wishlist/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ productId: 1 }),
      })
    expect((await addToWishlist()).status).toBe(200)

    const filler = fillUp(mountPoint)
    // Rows go where a table's last page has room; the first write that needs a new page fails.
    let answer = await addToWishlist()
    for (let write = 1; write < 1000 && answer.status === 200; write++) answer = await addToWishlist()
    for (let attempt = 1; attempt <= 3; attempt++) {
      const refused = attempt === 1 ? answer : await addToWishlist()
      expect(refused.status).toBe(503)
      expect(refused.headers.get('retry-after')).toBe('60')
      expect(await refused.json()).toEqual({
        message:
          'Storage unavailable: the shop cannot save anything right now. Please try again in a few minutes.',
      })
    }
    // Reading needs no space: pages and the API's reads still answer.
    expect((await fetch(`${url}/herren/`)).status).toBe(200)
    expect((await fetch(`${url}/api/v1/content/home/`)).status).toBe(200)
    // One line for the three refusals, not one each.
    const storageLines = server
      .stdout()
      .split('\n')
      .filter((line) => line.includes('storage unavailable'))
    expect(storageLines).toHaveLength(1)

    // Space again: the next write is stored, no restart needed.
    rmSync(filler)
    expect((await addToWishlist()).status).toBe(200)
  })
})
