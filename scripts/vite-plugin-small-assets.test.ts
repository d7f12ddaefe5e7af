import { mkdtemp, readFile, rm, writeFile, mkdir } from 'node:fs/promises'
import { existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterEach, describe, expect, it } from 'vitest'
import { smallAssetCompression } from './vite-plugin-small-assets'

let dir: string | undefined
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true })
})

async function runOn(files: Record<string, string>, environment = 'client') {
  dir = await mkdtemp(join(tmpdir(), 'small-assets-'))
  await mkdir(join(dir, 'assets'))
  for (const [name, contents] of Object.entries(files)) await writeFile(join(dir, name), contents)
  const hook = smallAssetCompression().writeBundle
  if (typeof hook !== 'function') throw new Error('writeBundle is a function hook')
  const bundle = Object.fromEntries(Object.keys(files).map((name) => [name, {}]))
  // The hook reads only the environment's name and the output directory.
  await Reflect.apply(hook, { environment: { name: environment } }, [{ dir }, bundle])
  return dir
}

const smallChunk = `export const labels = ${JSON.stringify(Array.from({ length: 30 }, (_, i) => `label-${String(i)}`))};`

describe('small asset compression', () => {
  it('writes brotli and gzip siblings for client files under 1 KB that decode to the file', async () => {
    expect(smallChunk.length).toBeLessThan(1024)
    const out = await runOn({ 'assets/small.js': smallChunk })
    const br = await readFile(join(out, 'assets/small.js.br'))
    const gz = await readFile(join(out, 'assets/small.js.gz'))
    expect(br.length).toBeLessThan(smallChunk.length)
    expect(brotliDecompressSync(br).toString()).toBe(smallChunk)
    expect(gunzipSync(gz).toString()).toBe(smallChunk)
  })

  it('leaves files from 1 KB to Nitro, files compression would not shrink, other kinds and the server build alone', async () => {
    const out = await runOn({
      'assets/large.js': smallChunk.repeat(4),
      'assets/tiny.js': 'x',
      'assets/font.woff2': smallChunk,
    })
    for (const name of ['assets/large.js', 'assets/tiny.js', 'assets/font.woff2'])
      expect(existsSync(join(out, `${name}.br`)), name).toBe(false)
    await rm(out, { recursive: true, force: true })
    const server = await runOn({ 'assets/small.js': smallChunk }, 'ssr')
    expect(existsSync(join(server, 'assets/small.js.br'))).toBe(false)
  })
})
