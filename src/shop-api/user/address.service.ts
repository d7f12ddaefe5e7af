/**
 * Shipping addresses of the logged-in customer. Invariant: a customer with addresses has exactly one
 * default. Every write locks the customer's row first, so concurrent writes cannot break it.
 */
import { randomUUID } from 'node:crypto'
import { and, asc, desc, eq, sql } from 'drizzle-orm'
import type { Database } from '../db/client'
import { addresses, stores, users } from '../db/schema'
import { notFound, validationFailed } from '../http/errors'
import type { ShopApiServices } from '../services'
import { STORE_MISSING, UNKNOWN_STORE } from './user.schema'
import type { Address, AddressBody, StoreRef } from './user.schema'

type AddressRow = typeof addresses.$inferSelect

const addressWithStore = {
  address: addresses,
  store: { id: stores.id, slug: stores.slug, name: stores.name, city: stores.city },
}

function toAddress({ address, store }: { address: AddressRow; store: StoreRef | null }): Address {
  return {
    uuid: address.publicId,
    firstname: address.firstname,
    lastname: address.lastname,
    city: address.city,
    countryId: address.countryId,
    postal: address.postal,
    street: address.street,
    streetNo: address.streetNo,
    deliveryType: address.deliveryType,
    isDefault: address.isDefault,
    store: address.deliveryType === 'click_and_collect' ? store : null,
  }
}

/** The default first, then in the order they were added. */
export async function listAddresses(db: Database, userId: number): Promise<Address[]> {
  const rows = await db
    .select(addressWithStore)
    .from(addresses)
    .leftJoin(stores, eq(stores.id, addresses.storeId))
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.isDefault), asc(addresses.createdAt), asc(addresses.id))
  return rows.map(toAddress)
}

/** One address as the API shows it, with its pick-up store. */
async function loadAddress(tx: Database, addressId: number): Promise<Address> {
  const [row] = await tx
    .select(addressWithStore)
    .from(addresses)
    .leftJoin(stores, eq(stores.id, addresses.storeId))
    .where(eq(addresses.id, addressId))
    .limit(1)
  if (!row) throw new Error('The address just written is missing')
  return toAddress(row)
}

/**
 * The store column for the address: the checked pick-up store for click & collect, none for home
 * delivery (a store sent with a home address is dropped, so a form switching types leaves no trace).
 */
async function storeIdFor(tx: Database, input: AddressBody): Promise<number | null> {
  if (input.deliveryType !== 'click_and_collect') return null
  const wanted = input.storeId ?? null
  // The body schema already demands a store for click & collect; checked again so no row lacks one.
  if (wanted === null) throw validationFailed({ storeId: [STORE_MISSING] })
  const [store] = await tx.select({ id: stores.id }).from(stores).where(eq(stores.id, wanted)).limit(1)
  if (!store) throw validationFailed({ storeId: [UNKNOWN_STORE] })
  return store.id
}

async function lockCustomer(tx: Database, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update')
}

async function clearDefault(tx: Database, userId: number): Promise<void> {
  await tx.update(addresses).set({ isDefault: false }).where(eq(addresses.userId, userId))
}

/**
 * Makes the oldest address the default when the customer has addresses but none is the default,
 * preferring any other address over `avoidId` (the one whose default flag was just taken away).
 */
async function ensureDefault(tx: Database, userId: number, avoidId?: number): Promise<void> {
  const [current] = await tx
    .select({ id: addresses.id })
    .from(addresses)
    .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true)))
    .limit(1)
  if (current) return
  const [candidate] = await tx
    .select({ id: addresses.id })
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(asc(sql`${addresses.id} = ${avoidId ?? -1}`), asc(addresses.createdAt), asc(addresses.id))
    .limit(1)
  if (candidate) await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, candidate.id))
}

async function findOwnAddress(tx: Database, userId: number, publicId: string): Promise<AddressRow> {
  const [row] = await tx
    .select()
    .from(addresses)
    .where(and(eq(addresses.publicId, publicId), eq(addresses.userId, userId)))
    .limit(1)
  // Someone else's address is answered like a missing one, so ids of other customers reveal nothing.
  if (!row) throw notFound('Address')
  return row
}

function addressFields(input: AddressBody, storeId: number | null) {
  return {
    storeId,
    firstname: input.firstname,
    lastname: input.lastname,
    city: input.city,
    countryId: input.countryId,
    postal: input.postal,
    street: input.street,
    streetNo: input.streetNo,
    deliveryType: input.deliveryType,
  }
}

export function createAddress(
  services: ShopApiServices,
  userId: number,
  input: AddressBody,
): Promise<Address> {
  const now = services.now()
  return services.db.transaction(async (tx) => {
    await lockCustomer(tx, userId)
    const storeId = await storeIdFor(tx, input)
    if (input.isDefault) await clearDefault(tx, userId)
    const [row] = await tx
      .insert(addresses)
      .values({
        publicId: randomUUID(),
        userId,
        ...addressFields(input, storeId),
        isDefault: input.isDefault ?? false,
        createdAt: now,
      })
      .returning({ id: addresses.id })
    if (!row) throw new Error('Inserting the address returned no row')
    await ensureDefault(tx, userId)
    return loadAddress(tx, row.id)
  })
}

export function updateAddress(
  services: ShopApiServices,
  userId: number,
  publicId: string,
  input: AddressBody,
): Promise<Address> {
  return services.db.transaction(async (tx) => {
    await lockCustomer(tx, userId)
    const current = await findOwnAddress(tx, userId, publicId)
    const storeId = await storeIdFor(tx, input)
    if (input.isDefault) await clearDefault(tx, userId)
    await tx
      .update(addresses)
      .set({ ...addressFields(input, storeId), isDefault: input.isDefault ?? current.isDefault })
      .where(eq(addresses.id, current.id))
    await ensureDefault(tx, userId, current.id)
    return loadAddress(tx, current.id)
  })
}

export function deleteAddress(services: ShopApiServices, userId: number, publicId: string): Promise<void> {
  return services.db.transaction(async (tx) => {
    await lockCustomer(tx, userId)
    const current = await findOwnAddress(tx, userId, publicId)
    await tx.delete(addresses).where(eq(addresses.id, current.id))
    await ensureDefault(tx, userId)
  })
}
