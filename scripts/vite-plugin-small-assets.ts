import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { Plugin } from 'vite'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/** Nitro's `compressPublicAssets` leaves files under this size uncompressed. */
const NITRO_MIN_BYTES = 1024
const COMPRESSIBLE = /\.(?:js|mjs|css|json|svg)$/

/**
 * Brotli and gzip siblings for the client build's files under 1 KB. Nitro precompresses only from
 * 1 KB, yet every page loads a few small shared chunks before it is interactive, sent as they are:
 * 0.3–0.6 KB each where brotli takes about 40 % off. Written right after the client build, before
 * Nitro copies the public files, so its compression step sees the siblings and leaves the files
 * alone, and its asset manifest serves them by `Accept-Encoding` like any other.
 */
export function smallAssetCompression(): Plugin {
  return {
    name: 'small-asset-compression',
    apply: 'build',
    async writeBundle(options, bundle) {
      if (this.environment.name !== 'client' || !options.dir) return
      const dir = options.dir
      const small = Object.keys(bundle).filter((fileName) => COMPRESSIBLE.test(fileName))
      await Promise.all(
        small.map(async (fileName) => {
          const path = join(dir, fileName)
          const contents = await readFile(path)
          if (contents.length >= NITRO_MIN_BYTES) return
          const [br, gz] = await Promise.all([
            brotli(contents, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: contents.length,
              },
            }),
            gzipAsync(contents, { level: constants.Z_BEST_COMPRESSION }),
          ])
          // A sibling that is not smaller would only cost the client bytes.
          if (br.length < contents.length) await writeFile(`${path}.br`, br)
          if (gz.length < contents.length) await writeFile(`${path}.gz`, gz)
        }),
      )
    },
  }
}
