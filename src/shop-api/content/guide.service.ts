/**
 * The guide (blog, spec §2 /blog/…): sections, a paged list of posts and single articles. Posts dated
 * in the future are scheduled, not published: they appear once `now` reaches them.
 */
import { and, count, desc, eq, lte, ne } from 'drizzle-orm'
import type { Database } from '../db/client'
import { guideArticles, guideAuthors, sports } from '../db/schema'

export const GUIDE_PER_PAGE = 12

export interface GuidePost {
  readonly id: number
  readonly slug: string
  readonly url: string
  readonly title: string
  readonly teaser: string
  readonly image: string
  readonly section: string
  readonly sectionName: string
  readonly author: string
  /** The author's page is /blog/autor/{authorSlug}/; null for a byline without one ("Redaktion"). */
  readonly authorSlug: string | null
  /** ISO 8601. */
  readonly publishedAt: string
  /** Whole minutes to read the article at about 200 words a minute; at least 1. */
  readonly readingMinutes: number
}

export interface GuideArticle extends GuidePost {
  readonly body: readonly { readonly type: 'heading' | 'paragraph'; readonly text: string }[]
  readonly sport: { readonly id: number; readonly name: string; readonly slug: string } | null
}

export interface GuideSection {
  readonly slug: string
  readonly name: string
  readonly count: number
}

type ArticleRow = typeof guideArticles.$inferSelect

/** An article row with its author's slug and name, as the post queries select them. */
interface PostRow {
  readonly article: ArticleRow
  readonly author: { readonly slug: string; readonly name: string } | null
}

const postColumns = { article: guideArticles, author: { slug: guideAuthors.slug, name: guideAuthors.name } }

const WORDS_PER_MINUTE = 200

/** Reading time of an article's body (headings included), rounded up to whole minutes. */
export function readingMinutes(body: ArticleRow['body']): number {
  const words = body.reduce((sum, block) => sum + block.text.split(/\s+/).filter(Boolean).length, 0)
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE))
}

function toPost({ article: row, author }: PostRow): GuidePost {
  return {
    id: row.id,
    slug: row.slug,
    url: `/blog/article/${row.slug}/`,
    title: row.title,
    teaser: row.teaser,
    image: row.imagePath,
    section: row.section,
    sectionName: row.sectionName,
    author: author?.name ?? row.author,
    authorSlug: author?.slug ?? null,
    publishedAt: row.publishedAt.toISOString(),
    readingMinutes: readingMinutes(row.body),
  }
}

const newestFirst = [desc(guideArticles.publishedAt), desc(guideArticles.id)]

export async function listGuideSections(db: Database, now: Date): Promise<GuideSection[]> {
  const rows = await db
    .select({ slug: guideArticles.section, name: guideArticles.sectionName, count: count() })
    .from(guideArticles)
    .where(lte(guideArticles.publishedAt, now))
    .groupBy(guideArticles.section, guideArticles.sectionName)
  // A section renamed in some rows only would be listed twice: keep the name of its largest group.
  const bySlug = new Map<string, GuideSection>()
  for (const row of rows) {
    const known = bySlug.get(row.slug)
    bySlug.set(row.slug, {
      slug: row.slug,
      name: known && known.count >= row.count ? known.name : row.name,
      count: (known?.count ?? 0) + row.count,
    })
  }
  return [...bySlug.values()].sort((a, b) => a.name.localeCompare(b.name, 'de-AT'))
}

export interface GuideListing {
  readonly sections: GuideSection[]
  readonly posts: GuidePost[]
  readonly pagination: { page: number; perPage: number; total: number; pages: number }
}

/** A page of posts, newest first, optionally of one section; null for an unknown section. */
export async function listGuide(
  db: Database,
  now: Date,
  options: { readonly section: string | null; readonly page: number },
): Promise<GuideListing | null> {
  const sections = await listGuideSections(db, now)
  const section = options.section === null ? null : sections.find((entry) => entry.slug === options.section)
  if (section === undefined) return null
  const where = and(
    lte(guideArticles.publishedAt, now),
    section === null ? undefined : eq(guideArticles.section, section.slug),
  )
  const rows = await db
    .select(postColumns)
    .from(guideArticles)
    .leftJoin(guideAuthors, eq(guideAuthors.id, guideArticles.authorId))
    .where(where)
    .orderBy(...newestFirst)
    .limit(GUIDE_PER_PAGE)
    .offset((options.page - 1) * GUIDE_PER_PAGE)
  const total = section === null ? sections.reduce((sum, entry) => sum + entry.count, 0) : section.count
  return {
    sections,
    posts: rows.map(toPost),
    pagination: {
      page: options.page,
      perPage: GUIDE_PER_PAGE,
      total,
      pages: Math.max(1, Math.ceil(total / GUIDE_PER_PAGE)),
    },
  }
}

/** The newest published posts (the header's blog teasers). */
export async function latestGuidePosts(db: Database, now: Date, limit: number): Promise<GuidePost[]> {
  const rows = await db
    .select(postColumns)
    .from(guideArticles)
    .leftJoin(guideAuthors, eq(guideAuthors.id, guideArticles.authorId))
    .where(lte(guideArticles.publishedAt, now))
    .orderBy(...newestFirst)
    .limit(limit)
  return rows.map(toPost)
}

export const RELATED_POSTS = 3

/** One published article with three related posts (same section first); null when unknown. */
export async function loadGuideArticle(
  db: Database,
  now: Date,
  slug: string,
): Promise<{ article: GuideArticle; related: GuidePost[] } | null> {
  const [row] = await db
    .select({ ...postColumns, sport: sports })
    .from(guideArticles)
    .leftJoin(guideAuthors, eq(guideAuthors.id, guideArticles.authorId))
    .leftJoin(sports, eq(sports.id, guideArticles.sportId))
    .where(and(eq(guideArticles.slug, slug), lte(guideArticles.publishedAt, now)))
    .limit(1)
  if (!row) return null
  const { article, sport } = row
  const published = and(lte(guideArticles.publishedAt, now), ne(guideArticles.id, article.id))
  const sameSection = await db
    .select(postColumns)
    .from(guideArticles)
    .leftJoin(guideAuthors, eq(guideAuthors.id, guideArticles.authorId))
    .where(and(published, eq(guideArticles.section, article.section)))
    .orderBy(...newestFirst)
    .limit(RELATED_POSTS)
  const others =
    sameSection.length < RELATED_POSTS
      ? await db
          .select(postColumns)
          .from(guideArticles)
          .leftJoin(guideAuthors, eq(guideAuthors.id, guideArticles.authorId))
          .where(and(published, ne(guideArticles.section, article.section)))
          .orderBy(...newestFirst)
          .limit(RELATED_POSTS - sameSection.length)
      : []
  return {
    article: {
      ...toPost(row),
      body: article.body,
      sport: sport ? { id: sport.id, name: sport.name, slug: sport.slug } : null,
    },
    related: [...sameSection, ...others].map(toPost),
  }
}

export const guideAuthorLocales = ['de-AT', 'en'] as const
export type GuideAuthorLocale = (typeof guideAuthorLocales)[number]

export interface GuideAuthorPage {
  readonly author: {
    readonly slug: string
    readonly name: string
    /** In the asked locale; the German one where no English bio is written; may be empty. */
    readonly bio: string
    /** Storefront path: `/blog/autor/{slug}/`. */
    readonly url: string
  }
  readonly posts: GuidePost[]
  readonly pagination: { page: number; perPage: number; total: number; pages: number }
}

/** An author with a page of their published posts, newest first; null for an unknown author. */
export async function loadGuideAuthor(
  db: Database,
  now: Date,
  options: { readonly slug: string; readonly page: number; readonly locale: GuideAuthorLocale },
): Promise<GuideAuthorPage | null> {
  const [author] = await db.select().from(guideAuthors).where(eq(guideAuthors.slug, options.slug)).limit(1)
  if (!author) return null
  const where = and(eq(guideArticles.authorId, author.id), lte(guideArticles.publishedAt, now))
  const [rows, [counted]] = await Promise.all([
    db
      .select(postColumns)
      .from(guideArticles)
      .leftJoin(guideAuthors, eq(guideAuthors.id, guideArticles.authorId))
      .where(where)
      .orderBy(...newestFirst)
      .limit(GUIDE_PER_PAGE)
      .offset((options.page - 1) * GUIDE_PER_PAGE),
    db.select({ total: count() }).from(guideArticles).where(where),
  ])
  const total = counted?.total ?? 0
  return {
    author: {
      slug: author.slug,
      name: author.name,
      bio: options.locale === 'en' && author.bioEn !== '' ? author.bioEn : author.bio,
      url: `/blog/autor/${author.slug}/`,
    },
    posts: rows.map(toPost),
    pagination: {
      page: options.page,
      perPage: GUIDE_PER_PAGE,
      total,
      pages: Math.max(1, Math.ceil(total / GUIDE_PER_PAGE)),
    },
  }
}
