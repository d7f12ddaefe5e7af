/**
 * Content text is plain text from the shop. The page turns what a reader expects to click into links
 * (web addresses, e-mail addresses, phone numbers) and nothing else: no markup in the text is ever
 * interpreted, and a link is only made for the http(s), mailto and tel protocols, so `<script>`,
 * `onerror=` or `javascript:` in content stay inert text.
 */
import type { ContentBlock } from '~/shop-client/schemas/content.schema'

export type InlineToken =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'link'; readonly text: string; readonly href: string; readonly external: boolean }

/** An http(s) address up to white space; trailing punctuation belongs to the sentence. */
const webAddress = String.raw`https?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)]`
const emailAddress = String.raw`[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}`
/** Austrian numbers as the content writes them: +43 and groups of digits ("+43 1 597 12 00"). */
const phoneNumber = String.raw`\+43(?:[ \u00a0/-]?\d){5,13}`
const linkPattern = new RegExp(`(${webAddress})|(${emailAddress})|(${phoneNumber})`, 'g')

/** The text split into plain runs and links; the concatenated texts are the input unchanged. */
export function linkify(text: string): InlineToken[] {
  const tokens: InlineToken[] = []
  let last = 0
  for (const match of text.matchAll(linkPattern)) {
    const [found, web, email] = match
    const start = match.index
    if (start > last) tokens.push({ kind: 'text', text: text.slice(last, start) })
    if (web !== undefined) {
      tokens.push({ kind: 'link', text: found, href: web, external: true })
    } else if (email !== undefined) {
      tokens.push({ kind: 'link', text: found, href: `mailto:${email}`, external: false })
    } else {
      tokens.push({ kind: 'link', text: found, href: `tel:${found.replace(/[^\d+]/g, '')}`, external: false })
    }
    last = start + found.length
  }
  if (last < text.length) tokens.push({ kind: 'text', text: text.slice(last) })
  return tokens
}

/** A fragment id for a heading: lower case, umlauts spelt out, words joined by hyphens. */
export function headingSlug(text: string): string {
  const spelled = text
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
  const slug = spelled.replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '')
  return slug || 'abschnitt'
}

export interface HeadingAnchor {
  /** Index of the heading block in the body. */
  readonly index: number
  readonly id: string
  readonly text: string
}

/** Unique fragment ids for the body's headings, in order ("kontakt", "kontakt-2", …). */
export function headingAnchors(blocks: readonly ContentBlock[]): HeadingAnchor[] {
  const used = new Map<string, number>()
  const anchors: HeadingAnchor[] = []
  blocks.forEach((block, index) => {
    if (block.type !== 'heading') return
    const base = headingSlug(block.text)
    const seen = (used.get(base) ?? 0) + 1
    used.set(base, seen)
    anchors.push({ index, id: seen === 1 ? base : `${base}-${seen}`, text: block.text })
  })
  return anchors
}

/** A page gets a table of contents once it has this many sections: shorter pages are read at a glance. */
export const TABLE_OF_CONTENTS_MIN_HEADINGS = 4
