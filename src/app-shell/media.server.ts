import { readFile } from 'node:fs/promises'
import { extname, join, normalize, sep } from 'node:path'

const CONTENT_TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
}

/**
 * Serves the generated artwork (products, brands, stores, flyers) from the media folder at /media/.
 * Paths are confined to that folder; anything else answers 404.
 */
export async function serveMedia(mediaDir: string, pathname: string): Promise<Response> {
  let relative: string
  try {
    relative = decodeURIComponent(pathname.slice('/media/'.length))
  } catch {
    return new Response('Not found', { status: 404 })
  }
  const contentType = CONTENT_TYPES[extname(relative).toLowerCase()]
  const target = normalize(join(mediaDir, relative))
  if (!contentType || relative.includes('\0') || !target.startsWith(mediaDir + sep)) {
    return new Response('Not found', { status: 404 })
  }
  try {
    const body = await readFile(target)
    return new Response(body, {
      headers: {
        'content-type': contentType,
        'cache-control': 'public, max-age=86400',
        'x-content-type-options': 'nosniff',
        // SVGs are images only: no scripts, even when opened directly.
        'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      },
    })
  } catch {
    return new Response('Not found', { status: 404 })
  }
}
