/**
 * The home page's editorial content (spec §2 `/`): one hero and a handful of teasers per locale, kept
 * as a content page of kind `home` whose slug is the locale tag in lower case (`de-at`, `en`).
 */
import { and, eq } from 'drizzle-orm'
import * as v from 'valibot'
import type { Database } from '../db/client'
import { contentPages } from '../db/schema'

export const homeLocales = ['de-AT', 'en'] as const
export type HomeLocale = (typeof homeLocales)[number]

/** The home page shows at least this many teasers and at most this many, in stored order. */
export const HOME_TEASERS = { min: 3, max: 6 } as const

const imageSchema = v.object({
  src: v.string(),
  alt: v.string(),
  width: v.number(),
  height: v.number(),
})

const heroBlockSchema = v.object({
  type: v.literal('hero'),
  eyebrow: v.string(),
  heading: v.string(),
  text: v.string(),
  image: imageSchema,
  url: v.string(),
  linkLabel: v.string(),
})

const teaserBlockSchema = v.object({
  type: v.literal('teaser'),
  title: v.string(),
  text: v.string(),
  image: imageSchema,
  url: v.string(),
})

export type HomeHero = Omit<v.InferOutput<typeof heroBlockSchema>, 'type'>
export type HomeTeaser = Omit<v.InferOutput<typeof teaserBlockSchema>, 'type'>

export interface HomeContent {
  readonly locale: HomeLocale
  readonly hero: HomeHero
  readonly teasers: HomeTeaser[]
  /** ISO 8601. */
  readonly updatedAt: string
}

/**
 * The home content of a locale, or null when none is stored or it has no hero. The body is jsonb that
 * editors may have written by hand, so every block is checked and blocks of another shape are skipped
 * rather than sent on.
 */
export async function loadHomeContent(db: Database, locale: HomeLocale): Promise<HomeContent | null> {
  const [row] = await db
    .select()
    .from(contentPages)
    .where(and(eq(contentPages.kind, 'home'), eq(contentPages.slug, locale.toLowerCase())))
    .limit(1)
  if (!row) return null
  let hero: HomeHero | undefined
  const teasers: HomeTeaser[] = []
  for (const block of row.body) {
    const asHero = v.safeParse(heroBlockSchema, block)
    if (asHero.success) {
      const { eyebrow, heading, text, image, url, linkLabel } = asHero.output
      hero ??= { eyebrow, heading, text, image, url, linkLabel }
      continue
    }
    const asTeaser = v.safeParse(teaserBlockSchema, block)
    if (asTeaser.success && teasers.length < HOME_TEASERS.max) {
      const { title, text, image, url } = asTeaser.output
      teasers.push({ title, text, image, url })
    }
  }
  if (!hero) return null
  return { locale, hero, teasers, updatedAt: row.updatedAt.toISOString() }
}
