/**
 * The JavaScript a page loads before it is interactive: every module its HTML names (module
 * scripts, module preloads, the inline bootstrap's imports), summed raw, gzip and brotli from the
 * build's precompressed files. Run it against two builds in one session to see what a change adds.
 *
 *   tsx scripts/bench-initial-js.ts --url http://127.0.0.1:4199 --public .output/public [/ /herren/ …]
 */
import { existsSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { brotliCompressSync, gzipSync } from 'node:zlib'

const { values, positionals } = parseArgs({
  options: { url: { type: 'string' }, public: { type: 'string', default: '.output/public' } },
  allowPositionals: true,
})
if (!values.url) throw new Error('--url of a running production server is required')
const pages = positionals.length > 0 ? positionals : ['/', '/herren/', '/search/?q=jacke', '/marken/']

/** Module URLs of this site that a page's HTML loads up front. */
function initialModules(html: string): string[] {
  const found = new Set<string>()
  const patterns = [
    /<link[^>]+rel="modulepreload"[^>]+href="(\/[^"]+\.js)"/g,
    /<script[^>]+type="module"[^>]+src="(\/[^"]+\.js)"/g,
    /import\(?\s*["'](\/assets\/[^"']+\.js)["']/g,
  ]
  for (const pattern of patterns)
    for (const match of html.matchAll(pattern)) if (match[1]) found.add(match[1])
  return [...found]
}

function sizes(publicDir: string, path: string) {
  const file = join(publicDir, path)
  const raw = statSync(file).size
  const gzip = existsSync(`${file}.gz`) ? statSync(`${file}.gz`).size : gzipSync(readFileSync(file)).length
  const brotli = existsSync(`${file}.br`)
    ? statSync(`${file}.br`).size
    : brotliCompressSync(readFileSync(file)).length
  return { raw, gzip, brotli }
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1)

console.log('| page | modules | raw KB | gzip KB | brotli KB |')
console.log('|---|---:|---:|---:|---:|')
for (const page of pages) {
  const response = await fetch(new URL(page, values.url), { headers: { 'accept-encoding': 'identity' } })
  const modules = initialModules(await response.text())
  const total = { raw: 0, gzip: 0, brotli: 0 }
  for (const module of modules) {
    const size = sizes(values.public, module)
    total.raw += size.raw
    total.gzip += size.gzip
    total.brotli += size.brotli
  }
  console.log(
    `| \`${page}\` | ${String(modules.length)} | ${kb(total.raw)} | ${kb(total.gzip)} | ${kb(total.brotli)} |`,
  )
}
