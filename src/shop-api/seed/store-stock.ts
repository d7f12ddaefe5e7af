/**
 * The stores' shelves: which sizes each of the 32 stores has, and how many. Generated inside the
 * database from the products, sizes and stores already written (one INSERT … SELECT instead of
 * 100,000s of rows of INSERT text), deterministically from the seed through PostgreSQL's stable
 * integer hash, so the same seed gives the same shelves in PGlite and PostgreSQL.
 *
 * Realistic rather than uniform:
 * - a store carries the best sellers (sales rank ≤ 2,000) far more often than the next 8,000, and
 *   the long tail beyond rank 10,000 is sold online only, so the table stays small at any catalogue
 *   size;
 * - bulky goods (bikes, skis, heavy items) are carried by fewer stores;
 * - each store has an assortment size of its own (50–100 % of the base share);
 * - the sizes at the edges of a size run (the smallest and the largest) are rarer and fewer;
 * - a simulated day of store sales then empties some shelves (quantity 0: "nicht vorrätig").
 */
import { sql } from 'drizzle-orm'
import type { SqlExecutor } from './load'

/** Products beyond this sales rank are not carried in stores. */
export const STORE_ASSORTMENT_MAX_RANK = 10_000

/** Fills `store_stock` (empty before) from products, sizes and stores; its rows are derived, never listed. */
export async function seedStoreStock(executor: SqlExecutor, seed: number): Promise<void> {
  // `h(key, salt) % n` is a deterministic draw per (product or size, store); salts keep draws apart.
  // Products first (a draw per product and store), then their sizes (a draw per size and store):
  // the long tail never meets the stores, and no size is looked at for a store that lacks its model.
  await executor.execute(sql`
    WITH carried AS (
      SELECT id, (is_bike OR is_ski OR is_heavy) AS bulky, sales_rank <= 2000 AS best_seller
      FROM products
      WHERE sales_rank <= ${STORE_ASSORTMENT_MAX_RANK}
    ),
    shelves AS (
      SELECT c.id AS product_id, s.id AS store_id
      FROM carried c CROSS JOIN stores s
      WHERE abs(hashint8extended(c.id::bigint * 64 + s.id, ${seed} + 1)) % 1000
          < (CASE WHEN c.bulky THEN 120 ELSE 300 END)
            * (CASE WHEN c.best_seller THEN 4 ELSE 1 END) / 4
            * (50 + abs(hashint8extended(s.id, ${seed} + 5)) % 51) / 100
    ),
    sizes AS (
      SELECT x.id, x.product_id,
        count(*) OVER run > 2
          AND (row_number() OVER run_in_order = 1 OR row_number() OVER run_in_order = count(*) OVER run) AS edge
      FROM product_options x JOIN carried c ON c.id = x.product_id
      WINDOW run AS (PARTITION BY x.product_id),
             run_in_order AS (PARTITION BY x.product_id ORDER BY x.position)
    )
    INSERT INTO store_stock (store_id, product_option_id, quantity)
    SELECT h.store_id, z.id,
      1 + abs(hashint8extended(z.id::bigint * 64 + h.store_id, ${seed} + 3)) % (CASE WHEN z.edge THEN 2 ELSE 7 END)
    FROM shelves h JOIN sizes z ON z.product_id = h.product_id
    WHERE abs(hashint8extended(z.id::bigint * 64 + h.store_id, ${seed} + 2)) % 100 < (CASE WHEN z.edge THEN 50 ELSE 85 END)
  `)
  await simulateStoreSales(executor, seed, 1)
}

/**
 * A day of sales in every store: about one shelf in six sells one to three units (never below
 * zero). Deterministic per seed and day, so a demo can replay "day 2", "day 3" … on top.
 */
export async function simulateStoreSales(executor: SqlExecutor, seed: number, day: number): Promise<void> {
  await executor.execute(sql`
    UPDATE store_stock
    SET quantity = greatest(0, quantity - 1 - abs(hashint8extended(product_option_id::bigint * 64 + store_id, ${seed} + 100 + ${day})) % 3)
    WHERE abs(hashint8extended(product_option_id::bigint * 64 + store_id, ${seed} + 200 + ${day})) % 6 = 0
  `)
}
