import { createHash } from 'node:crypto'

/**
 * The content version of a media file as the shop API names it in product image URLs (`?v=`,
 * docs/api.md "Media and product images"): the first 12 hex digits of its SHA-256. The image pipeline
 * checks it against the bytes it renders before it answers as immutable (ADR 032). The reference
 * API computes it on its side of the contract (`mediaVersion` in its seed); a retailer's API host
 * names its pictures' versions the same way.
 */
export function contentVersion(bytes: Uint8Array | string): string {
  return createHash('sha256').update(bytes).digest('hex').slice(0, 12)
}
