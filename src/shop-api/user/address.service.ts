/**
 * Shipping addresses of the logged-in customer. Invariant: a customer with addresses has exactly one
 * default. Every write locks the customer's row first, so concurrent writes cannot break it.
 */
import { randomUUID } from 'node:crypto'
import { and, asc, desc, eq, sql } from 'drizzle-orm'
import type { Database } from '../db/client'
import { addresses, users } from '../db/schema'
import { notFound } from '../http/errors'
import type { ShopApiServices } from '../services'
import type { Address, AddressBody } from './user.schema'

type AddressRow = typeof addresses.$inferSelect

function toAddress(row: AddressRow): Address {
  return {
    uuid: row.publicId,
    firstname: row.firstname,
    lastname: row.lastname,
    city: row.city,
    countryId: row.countryId,
    postal: row.postal,
    street: row.street,
    streetNo: row.streetNo,
    deliveryType: row.deliveryType,
    isDefault: row.isDefault,
  }
}

/** The default first, then in the order they were added. */
export async function listAddresses(db: Database, userId: number): Promise<Address[]> {
  const rows = await db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.isDefault), asc(addresses.createdAt), asc(addresses.id))
  return rows.map(toAddress)
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

function addressFields(input: AddressBody) {
  return {
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
    if (input.isDefault) await clearDefault(tx, userId)
    const [row] = await tx
      .insert(addresses)
      .values({
        publicId: randomUUID(),
        userId,
        ...addressFields(input),
        isDefault: input.isDefault ?? false,
        createdAt: now,
      })
      .returning()
    if (!row) throw new Error('Inserting the address returned no row')
    await ensureDefault(tx, userId)
    return toAddress(await findOwnAddress(tx, userId, row.publicId))
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
    if (input.isDefault) await clearDefault(tx, userId)
    await tx
      .update(addresses)
      .set({ ...addressFields(input), isDefault: input.isDefault ?? current.isDefault })
      .where(eq(addresses.id, current.id))
    await ensureDefault(tx, userId, current.id)
    return toAddress(await findOwnAddress(tx, userId, publicId))
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
