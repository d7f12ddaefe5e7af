/** The build's hashed client files. Nitro serves the ones it built before any app code runs. */
const ASSETS_PREFIX = '/assets/'

export function isAssetPath(pathname: string): boolean {
  return pathname.startsWith(ASSETS_PREFIX)
}

/**
 * A missing file is a 404, never a page: a browser holding an old build's chunk must not get HTML,
 * nor a redirect cached for a year by the `/assets/**` cache rule, so it says `no-store`.
 */
export function assetNotFound(): Response {
  return new Response('Not found', {
    status: 404,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  })
}

/** ENOENT, on the error or a few causes down (Nitro wraps what its handlers throw). */
function isMissingFileError(error: unknown): boolean {
  let current = error
  for (let depth = 0; depth < 4 && current instanceof Error; depth += 1) {
    if ('code' in current && current.code === 'ENOENT') return true
    current = current.cause
  }
  return false
}

/**
 * For Nitro's error handler: a file in the build's manifest that is gone from disk (a build replaced
 * under a running server) makes Nitro's static handler throw ENOENT, which would answer 500.
 */
export function answerMissingStaticFile(error: unknown, pathname: string): Response | undefined {
  return isAssetPath(pathname) && isMissingFileError(error) ? assetNotFound() : undefined
}
