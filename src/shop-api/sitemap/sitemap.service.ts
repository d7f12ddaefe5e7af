/**
 * What a sitemap lists: every product (in files of at most `perFile`, by id, so a file is one range of
 * a keyset scan), every category, every brand with products, the published guide and its authors, the stores and the
 * static and service pages, each with the date it last changed where the data has one.
 *
 * The overview is a few grouped queries whose size grows with the number of categories and files,
 * not with the number of products; the products themselves are read in keyset pages.
 */
import { sql } from 'drizzle-orm'
import type { SQL } from 'drizzle-orm'
import * as v from 'valibot'
import type { Database } from '../db/client'
import type { SitemapOverview, SitemapProductsPage } from './sitemap.schema'

/** An instant as ISO 8601 text in UTC, written by the database (the same on PGlite and PostgreSQL). */
const iso = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`

async function rows<T extends v.GenericSchema>(db: Database, schema: T, query: SQL) {
  const result = await db.execute(query)
  return v.parse(v.object({ rows: v.array(schema) }), result).rows
}

const lastmod = v.nullable(v.string())

/** The product files: ranges of ids holding `perFile` products each (the last one fewer). */
export async function productFiles(db: Database, perFile: number): Promise<SitemapOverview['products']> {
  const files = await rows(
    db,
    v.object({ firstId: v.number(), lastId: v.number(), count: v.number(), lastmod }),
    sql`
      select min(id)::float8 as "firstId", max(id)::float8 as "lastId", count(*)::float8 as "count",
             ${iso(sql`max(updated_at)`)} as "lastmod"
      from (select id, updated_at, (row_number() over (order by id) - 1) / ${perFile} as file from products) numbered
      group by file
      order by file`,
  )
  // A file starts after the last id of the one before, so a product added later inside a range
  // still lands in some file.
  return {
    total: files.reduce((sum, file) => sum + file.count, 0),
    files: files.map((file, index) => ({
      afterId: index === 0 ? 0 : (files[index - 1]?.lastId ?? 0),
      lastId: index === files.length - 1 ? 2_147_483_647 : file.lastId,
      count: file.count,
      lastmod: file.lastmod,
    })),
  }
}

/** Categories dated by the most recently added or changed product anywhere below them. */
async function categoryEntries(db: Database): Promise<SitemapOverview['categories']> {
  const categories = await rows(
    db,
    v.object({ path: v.string(), lastmod }),
    sql`
      select c.path, ${iso(sql`p.newest`)} as "lastmod"
      from categories c
      left join (select category_id, max(updated_at) as newest from products group by category_id) p
        on p.category_id = c.id
      order by c.path`,
  )
  // A parent changes when any category below it does; the list is small (hundreds), the roll-up cheap.
  const newest = new Map(categories.map((category) => [category.path, category.lastmod]))
  for (const category of categories) {
    if (category.lastmod === null) continue
    const segments = category.path.split('/')
    for (let length = 1; length < segments.length; length++) {
      const parent = segments.slice(0, length).join('/')
      const known = newest.get(parent)
      if (known !== undefined && (known === null || known < category.lastmod))
        newest.set(parent, category.lastmod)
    }
  }
  return categories.map((category) => ({ path: category.path, lastmod: newest.get(category.path) ?? null }))
}

export async function sitemapOverview(
  db: Database,
  input: { readonly version: number; readonly perFile: number; readonly now: Date },
): Promise<SitemapOverview> {
  const [products, categories, brands, guideSections, guideArticles, guideAuthors, stores, pages] =
    await Promise.all([
      productFiles(db, input.perFile),
      categoryEntries(db),
      rows(
        db,
        v.object({ slug: v.string(), lastmod }),
        sql`select b.slug, ${iso(sql`max(p.updated_at)`)} as "lastmod"
          from brands b join products p on p.brand_id = b.id group by b.slug order by b.slug`,
      ),
      rows(
        db,
        v.object({ slug: v.string(), lastmod }),
        sql`select section as slug, ${iso(sql`max(published_at)`)} as "lastmod" from guide_articles
          where published_at <= ${input.now.toISOString()} group by section order by section`,
      ),
      rows(
        db,
        v.object({ slug: v.string(), lastmod }),
        sql`select slug, ${iso(sql`published_at`)} as "lastmod" from guide_articles
          where published_at <= ${input.now.toISOString()} order by slug`,
      ),
      // Authors with a published article have a page, dated by their newest article.
      rows(
        db,
        v.object({ slug: v.string(), lastmod }),
        sql`select au.slug, ${iso(sql`max(a.published_at)`)} as "lastmod"
          from guide_authors au join guide_articles a on a.author_id = au.id
          where a.published_at <= ${input.now.toISOString()} group by au.slug order by au.slug`,
      ),
      rows(db, v.object({ slug: v.string() }), sql`select slug from stores order by slug`),
      rows(
        db,
        v.object({ kind: v.picklist(['static', 'service']), slug: v.string(), lastmod }),
        sql`select kind, slug, ${iso(sql`updated_at`)} as "lastmod" from content_pages
          where kind in ('static', 'service') order by kind, slug`,
      ),
    ])
  return {
    version: input.version,
    products,
    categories,
    brands,
    guideSections,
    guideArticles,
    guideAuthors,
    stores,
    pages,
  }
}

/** One keyset page of products: those after `after` by id, at most `limit`. */
export async function sitemapProducts(
  db: Database,
  input: { readonly after: number; readonly limit: number },
): Promise<SitemapProductsPage> {
  const products = await rows(
    db,
    v.object({ id: v.number(), slug: v.string(), lastmod }),
    sql`select id::float8 as id, slug, ${iso(sql`updated_at`)} as "lastmod" from products
        where id > ${input.after} order by id limit ${input.limit}`,
  )
  return { products }
}

/** How long an overview is reused when the catalogue has not changed: content and stores change apart. */
const OVERVIEW_TTL_MS = 5 * 60 * 1000

const cache = new WeakMap<Database, Map<string, { at: number; overview: Promise<SitemapOverview> }>>()

/**
 * The overview, computed once per catalogue version (the catalogue index follows every change
 * through the database's notifications, ADR 008) and at most every five minutes otherwise.
 */
export function cachedSitemapOverview(
  db: Database,
  input: { readonly version: number; readonly perFile: number; readonly now: Date },
): Promise<SitemapOverview> {
  let entries = cache.get(db)
  if (!entries) {
    entries = new Map()
    cache.set(db, entries)
  }
  const key = `${input.version}:${input.perFile}`
  const hit = entries.get(key)
  if (hit && input.now.getTime() - hit.at < OVERVIEW_TTL_MS) return hit.overview
  const overview = sitemapOverview(db, input)
  // Only the current version is kept; a failed computation is not kept at all.
  entries.clear()
  entries.set(key, { at: input.now.getTime(), overview })
  overview.catch(() => entries.delete(key))
  return overview
}
