import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { verifyPassword } from '../auth/passwords'
import { openDatabase } from '../db/client'
import type { DatabaseHandle } from '../db/client'
import { brands, catalogVersion, users } from '../db/schema'
import { DEMO_PASSWORD } from './customers'
import { mediaVersion } from './media'
import { catalogIsEmpty, resetDatabase, SeedConflictError, seedDatabase } from './seed'
import type { SeedSummary } from './seed'
import { seedStoreStock } from './store-stock'

const countSchema = v.object({ rows: v.array(v.object({ count: v.number() })) })

describe('seedDatabase on in-memory PGlite', () => {
  let handle: DatabaseHandle
  let mediaDir: string
  let summary: SeedSummary
  const phases = new Set<string>()

  const count = async (query: string) => {
    const result = v.parse(countSchema, await handle.db.execute(sql.raw(query)))
    return result.rows[0]?.count ?? -1
  }

  beforeAll(async () => {
    handle = await openDatabase({ kind: 'memory' })
    mediaDir = mkdtempSync(join(tmpdir(), 'seed-media-'))
  }, 60_000)

  afterAll(async () => {
    await handle.close()
    rmSync(mediaDir, { recursive: true, force: true })
  })

  it('seeds an empty database, after which the catalogue is no longer empty', async () => {
    expect(await catalogIsEmpty(handle.db)).toBe(true)
    summary = await seedDatabase(handle.db, {
      products: 300,
      seed: 1,
      mediaDir,
      onProgress: (done, total, phase) => {
        expect(done).toBeLessThanOrEqual(total)
        phases.add(phase)
      },
    })
    expect(await catalogIsEmpty(handle.db)).toBe(false)
    expect(summary.products).toBe(300)
    expect(phases).toContain('generating data')
    expect(phases).toContain('inserting products')
  }, 60_000)

  it('inserted every generated row', async () => {
    expect(await count('SELECT count(*)::int AS count FROM products')).toBe(300)
    expect(await count('SELECT count(*)::int AS count FROM product_prices')).toBe(1200)
    expect(await count('SELECT count(*)::int AS count FROM product_options')).toBe(
      summary.rows.productOptions,
    )
    expect(await count('SELECT count(*)::int AS count FROM product_relations')).toBe(
      summary.rows.productRelations,
    )
    expect(await count('SELECT count(*)::int AS count FROM autosuggest_phrases')).toBe(
      summary.rows.autosuggestPhrases,
    )
    expect(await count('SELECT count(*)::int AS count FROM menu_items')).toBe(summary.rows.menuItems)
    expect(await count('SELECT count(*)::int AS count FROM users')).toBe(summary.rows.users)
    expect(await count('SELECT count(*)::int AS count FROM team_members')).toBe(summary.rows.teamMembers)
    expect(await count('SELECT count(*)::int AS count FROM team_product_prices')).toBe(
      summary.rows.teamProductPrices,
    )
    expect(await count('SELECT count(*)::int AS count FROM orders')).toBe(summary.rows.orders)
    expect(await count('SELECT count(*)::int AS count FROM stores')).toBe(summary.rows.stores)
    expect(summary.rows.brands).toBeGreaterThanOrEqual(38)
  })

  it('kept every reference intact (the load skips foreign-key triggers)', async () => {
    const dangling = [
      'SELECT count(*)::int AS count FROM products p LEFT JOIN categories c ON c.id = p.category_id WHERE c.id IS NULL',
      'SELECT count(*)::int AS count FROM products p LEFT JOIN brands b ON b.id = p.brand_id WHERE b.id IS NULL',
      'SELECT count(*)::int AS count FROM products p LEFT JOIN colors c ON c.id = p.color_id WHERE c.id IS NULL',
      'SELECT count(*)::int AS count FROM product_prices x LEFT JOIN products p ON p.id = x.product_id WHERE p.id IS NULL',
      'SELECT count(*)::int AS count FROM product_options x LEFT JOIN products p ON p.id = x.product_id WHERE p.id IS NULL',
      'SELECT count(*)::int AS count FROM product_relations x LEFT JOIN products p ON p.id = x.related_id WHERE p.id IS NULL',
      'SELECT count(*)::int AS count FROM product_set_items x LEFT JOIN products p ON p.id = x.product_id WHERE p.id IS NULL',
      'SELECT count(*)::int AS count FROM order_lines x LEFT JOIN product_options o ON o.id = x.product_option_id WHERE o.id IS NULL',
      'SELECT count(*)::int AS count FROM users u LEFT JOIN stores s ON s.id = u.store_id WHERE s.id IS NULL',
      'SELECT count(*)::int AS count FROM flyers f LEFT JOIN stores s ON s.id = f.store_id WHERE f.store_id IS NOT NULL AND s.id IS NULL',
      'SELECT count(*)::int AS count FROM team_members m LEFT JOIN users u ON u.id = m.user_id WHERE u.id IS NULL',
      'SELECT count(*)::int AS count FROM team_product_prices x LEFT JOIN team_products k ON k.team_id = x.team_id AND k.product_id = x.product_id WHERE k.team_id IS NULL',
    ]
    for (const query of dangling) expect(await count(query), query).toBe(0)
    // Every option of a product has a price row per price type, and prices respect the CHECK.
    expect(
      await count('SELECT count(*)::int AS count FROM product_prices WHERE rrp_cents < price_cents'),
    ).toBe(0)
  })

  it('wrote the media files the rows point to', async () => {
    const [product] = await handle.db
      .execute(sql.raw('SELECT images FROM products ORDER BY id LIMIT 1'))
      .then(
        (result) =>
          v.parse(v.object({ rows: v.array(v.object({ images: v.array(v.string()) })) }), result).rows,
      )
    for (const image of product?.images ?? []) {
      const [path = '', version] = image.replace(/^\/media\//, '').split('?v=')
      const file = join(mediaDir, path)
      expect(existsSync(file)).toBe(true)
      expect(readFileSync(file, 'utf8')).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/)
      // The version in the address is that of the bytes written: caches may keep the picture for good.
      expect(mediaVersion(readFileSync(file))).toBe(version)
    }
    expect(existsSync(join(mediaDir, 'brands', 'salomon.svg'))).toBe(true)
    expect(summary.mediaFiles).toBeGreaterThan(300)
  })

  it('stores a working argon2id hash of the demo password', async () => {
    const [user] = await handle.db.select({ passwordHash: users.passwordHash }).from(users).limit(1)
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/)
    expect(await verifyPassword(user?.passwordHash ?? '', DEMO_PASSWORD)).toBe(true)
  })

  it('moves the id sequences past the seeded rows and sets the catalogue version', async () => {
    // Read first: the brand inserted below is a catalogue change and raises the version again.
    const [version] = await handle.db.select().from(catalogVersion)
    expect(version?.id).toBe(1)
    expect(version?.version).toBe(1)
    const [brand] = await handle.db
      .insert(brands)
      .values({ slug: 'neue-marke', name: 'Neue Marke', logoPath: '/media/brands/neue-marke.svg' })
      .returning({ id: brands.id })
    expect(brand?.id).toBe(summary.rows.brands + 1)
  })

  it('stocks the stores sparsely: every store carries some, bulky goods and edge sizes less often, some shelves sold empty', async () => {
    const rows = await count('SELECT count(*)::int AS count FROM store_stock')
    const candidates = await count(
      'SELECT (count(*) * (SELECT count(*) FROM stores))::int AS count FROM product_options',
    )
    expect(rows).toBeGreaterThan(0)
    expect(rows).toBeLessThan(candidates * 0.4)
    expect(
      await count(
        'SELECT count(*)::int AS count FROM stores s WHERE NOT EXISTS (SELECT 1 FROM store_stock x WHERE x.store_id = s.id AND x.quantity > 0)',
      ),
    ).toBe(0)
    expect(await count('SELECT count(*)::int AS count FROM store_stock WHERE quantity = 0')).toBeGreaterThan(
      0,
    )
    // Share of (product, store) pairs carried, in per mille: bulky goods well below the rest.
    const carriedShare = (bulky: boolean) =>
      count(`SELECT (1000 * count(DISTINCT (x.store_id, o.product_id)) / greatest(1, (SELECT count(*) FROM products WHERE (is_bike OR is_ski OR is_heavy) = ${String(bulky)}) * (SELECT count(*) FROM stores)))::int AS count
        FROM store_stock x JOIN product_options o ON o.id = x.product_option_id JOIN products p ON p.id = o.product_id
        WHERE (p.is_bike OR p.is_ski OR p.is_heavy) = ${String(bulky)}`)
    expect(await carriedShare(true)).toBeLessThan((await carriedShare(false)) * 0.6)
  }, 30_000)

  it('stocks the same shelves for the same seed', async () => {
    const fingerprint = () =>
      handle.db.execute(
        sql.raw(
          "SELECT md5(string_agg(store_id || ':' || product_option_id || ':' || quantity, ',' ORDER BY product_option_id, store_id)) AS sum FROM store_stock",
        ),
      )
    const before = await fingerprint()
    await handle.db.execute(sql.raw('DELETE FROM store_stock'))
    await seedStoreStock(handle.db, 1)
    expect(await fingerprint()).toEqual(before)
  }, 30_000)

  it('refuses to seed a database that holds data, changing nothing', async () => {
    await expect(seedDatabase(handle.db, { products: 10, seed: 2, mediaDir })).rejects.toBeInstanceOf(
      SeedConflictError,
    )
    expect(await count('SELECT count(*)::int AS count FROM products')).toBe(300)
  }, 30_000)

  it('reseeds after a reset and raises the catalogue version', async () => {
    const [before] = await handle.db.select().from(catalogVersion)
    await resetDatabase(handle.db)
    expect(await catalogIsEmpty(handle.db)).toBe(true)
    expect(await count('SELECT count(*)::int AS count FROM users')).toBe(0)
    await seedDatabase(handle.db, { products: 50, seed: 3, mediaDir })
    expect(await count('SELECT count(*)::int AS count FROM products')).toBe(50)
    // The reset announces itself too (the catalogue triggers), so "raised" rather than "+1".
    const [version] = await handle.db.select().from(catalogVersion)
    expect(version?.version).toBeGreaterThan(before?.version ?? Infinity)
    // The media of the larger first seed are gone.
    expect(existsSync(join(mediaDir, 'products', '00', '300-1.svg'))).toBe(false)
  }, 60_000)

  it('rejects invalid options', async () => {
    await expect(seedDatabase(handle.db, { products: 0, seed: 1, mediaDir })).rejects.toThrow(RangeError)
    await expect(seedDatabase(handle.db, { products: 10, seed: -1, mediaDir })).rejects.toThrow(RangeError)
  })
})
