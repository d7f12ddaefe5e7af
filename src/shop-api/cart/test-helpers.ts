/**
 * Test helpers for the cart, wishlist and checkout suites: addresses, stores and product sets
 * created directly in the database. Customers with a session: `createTestUser` in testing/fixtures.
 */
import { randomUUID } from 'node:crypto'
import type { Database } from '../db/client'
import { addresses, productSetItems, productSets, stores } from '../db/schema'
let counter = 0

/** A shipping address of a customer; returns its public id. */
export async function createTestAddress(
  db: Database,
  userId: number,
  deliveryType: 'home' | 'click_and_collect' = 'home',
): Promise<string> {
  const publicId = randomUUID()
  await db.insert(addresses).values({
    publicId,
    userId,
    firstname: 'Anna',
    lastname: 'Berger',
    city: 'Salzburg',
    countryId: 'AT',
    postal: '5020',
    street: 'Getreidegasse',
    streetNo: '9',
    deliveryType,
  })
  return publicId
}

/** A store for click & collect; returns its id. */
export async function createTestStore(db: Database): Promise<number> {
  const n = ++counter
  const [store] = await db
    .insert(stores)
    .values({
      slug: `test-store-${n}`,
      name: `Filiale Test ${n}`,
      street: 'Mariahilfer Straße',
      streetNo: '10',
      postal: '1060',
      city: 'Wien',
      state: 'Wien',
      phone: '+43 1 234567',
      email: `filiale-${n}@example.at`,
      latitude: 48.2,
      longitude: 16.35,
      openingHours: [{ day: 1, open: '09:00', close: '19:00' }],
      services: ['click_and_collect'],
      imagePath: '/media/stores/test.svg',
    })
    .returning({ id: stores.id })
  if (!store) throw new Error('store insert failed')
  return store.id
}

/** A product set of the given products; returns its id. */
export async function createTestSet(db: Database, productIds: readonly number[]): Promise<number> {
  const n = ++counter
  const [set] = await db
    .insert(productSets)
    .values({ slug: `test-set-${n}`, name: `Ski-Set ${n}` })
    .returning({ id: productSets.id })
  if (!set) throw new Error('set insert failed')
  await db
    .insert(productSetItems)
    .values(productIds.map((productId, position) => ({ setId: set.id, productId, position })))
  return set.id
}
