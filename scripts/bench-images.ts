/**
 * `npm run bench:images -- [--samples N] [--rounds R]`
 *
 * What the image pipeline (src/app-shell/image-pipeline.server.ts, ADR 032) costs and sends, on the
 * seed's product artwork: for N product pictures of different types (rendered by the seed's own
 * renderer), each width of IMAGE_WIDTHS the pages use for the product page and the cards, and each
 * output format, the bytes and the milliseconds one render takes in this process (median of R
 * rounds; a cached answer costs nothing of this). Prints a markdown table for docs/performance.md.
 */
import { parseArgs } from 'node:util'
import { renderImage } from '../src/app-shell/image-pipeline.server'
import type { OutputFormat } from '../src/app-shell/image-pipeline.server'
import type { ImageWidth } from '../src/lib/product-image'
import { renderMedia } from '../src/shop-api/seed/media'
import type { Silhouette } from '../src/shop-api/seed/vocabulary/product-types'
import { percentile, sortedSamples } from './bench-stats'

const median = (samples: readonly number[]) => percentile(sortedSamples(samples), 0.5)

const { values } = parseArgs({
  options: { samples: { type: 'string', default: '6' }, rounds: { type: 'string', default: '5' } },
})
const rounds = Math.max(1, Number(values.rounds))
const silhouettes: readonly Silhouette[] = [
  'shoe',
  'jacket',
  'ski',
  'bike',
  'backpack',
  'helmet',
  'pants',
  'ball',
]
const samples = silhouettes.slice(0, Math.max(1, Number(values.samples))).map((silhouette, index) =>
  Buffer.from(
    renderMedia({
      kind: 'product',
      path: `bench/${silhouette}.svg`,
      silhouette,
      hex: ['#c0392b', '#1f4e8c', '#2e8b57', '#f2c300', '#7b4bb3', '#1c1c1e'][index % 6] ?? '#c0392b',
      brand: 'Sportalpin',
      view: 1,
    }),
  ),
)
const widths: readonly ImageWidth[] = [160, 320, 480, 640, 800, 1080]
const formats: readonly OutputFormat[] = ['avif', 'webp', 'jpeg']

const sourceBytes = samples.map((sample) => sample.byteLength)
console.log(
  `${samples.length} pictures (${silhouettes.slice(0, samples.length).join(', ')}), SVG sources ${String(
    Math.min(...sourceBytes),
  )}–${String(Math.max(...sourceBytes))} bytes; median of ${String(rounds)} rounds per render\n`,
)
console.log('| width | AVIF bytes | AVIF ms | WebP bytes | WebP ms | JPEG bytes | JPEG ms |')
console.log('| ----: | ---------: | ------: | ---------: | ------: | ---------: | ------: |')
for (const width of widths) {
  const cells: string[] = []
  for (const format of formats) {
    const bytes: number[] = []
    const times: number[] = []
    for (const sample of samples) {
      const perRound: number[] = []
      let size = 0
      for (let round = 0; round < rounds; round++) {
        const started = performance.now()
        size = (await renderImage(sample, width, format)).byteLength
        perRound.push(performance.now() - started)
      }
      bytes.push(size)
      times.push(median(perRound))
    }
    cells.push(String(Math.round(median(bytes))), median(times).toFixed(1))
  }
  console.log(`| ${String(width)} | ${cells.join(' | ')} |`)
}
