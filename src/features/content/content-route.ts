/**
 * What the content routes share: the guide's search params and the head tags of a content page.
 */
import * as v from 'valibot'
import { canonicalUrl } from '~/app-shell/canonical'

/** `?page=N` of the guide list: a whole number 2–1000, anything else reads as page 1. */
export const guideSearchSchema = v.object({
  page: v.fallback(
    v.optional(
      v.pipe(
        v.union([v.number(), v.string()]),
        v.transform(Number),
        v.integer(),
        v.minValue(2),
        v.maxValue(1000),
      ),
    ),
    undefined,
  ),
})
export type GuideSearch = v.InferOutput<typeof guideSearchSchema>

export interface ContentHead {
  readonly title: string
  /**
   * Built by the server's render only; a navigation in the browser leaves it empty and the page
   * without a description tag (nothing there reads it), which keeps the texts off every page's
   * JavaScript: routes' loaders and heads are in the main chunk.
   */
  readonly description: string
  readonly canonical: string
}

export function contentHead(hostName: string, path: string, title: string, description: string): ContentHead {
  return { title, description, canonical: canonicalUrl(hostName, path) }
}

export function contentHeadTags(head: ContentHead | undefined) {
  if (!head) return {}
  return {
    meta: [
      { title: head.title },
      ...(head.description ? [{ name: 'description', content: head.description }] : []),
    ],
  }
}

/** A meta description from body text: the first sentences up to about 160 characters. */
export function describe(text: string): string {
  const trimmed = text.replace(/\s+/g, ' ').trim()
  if (trimmed.length <= 160) return trimmed
  const cut = trimmed.slice(0, 157)
  return `${cut.slice(0, cut.lastIndexOf(' ') > 100 ? cut.lastIndexOf(' ') : 157)}…`
}
