/**
 * Static and service content pages (spec §2 /static/{path}, /services/{path}).
 */
import { and, eq } from 'drizzle-orm'
import type { Database } from '../db/client'
import { contentPages } from '../db/schema'
import type { ContentBlock } from '../db/schema'

export const contentKinds = ['static', 'service'] as const
export type ContentKind = (typeof contentKinds)[number]

type TextBlock = Extract<ContentBlock, { type: 'heading' | 'paragraph' }>

const isTextBlock = (block: ContentBlock): block is TextBlock =>
  block.type === 'heading' || block.type === 'paragraph'

export interface ContentPage {
  readonly kind: ContentKind
  readonly slug: string
  readonly title: string
  readonly body: readonly { readonly type: 'heading' | 'paragraph'; readonly text: string }[]
  /** ISO 8601. */
  readonly updatedAt: string
}

export async function loadContentPage(
  db: Database,
  kind: ContentKind,
  slug: string,
): Promise<ContentPage | null> {
  const [row] = await db
    .select()
    .from(contentPages)
    .where(and(eq(contentPages.kind, kind), eq(contentPages.slug, slug)))
    .limit(1)
  if (!row) return null
  return {
    kind,
    slug: row.slug,
    title: row.title,
    // The table also holds the home page's hero and teasers; a text page shows only text blocks.
    body: row.body.filter(isTextBlock),
    updatedAt: row.updatedAt.toISOString(),
  }
}
