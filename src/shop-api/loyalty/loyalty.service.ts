import { desc, eq, sql } from 'drizzle-orm'
import type { Database } from '../db/client'
import { loyaltyTransactions, orders } from '../db/schema'
import type { LoyaltyAccount, LoyaltyLevel } from './loyalty.schema'

/** Points every new account starts with. */
export const WELCOME_POINTS = 500

/** Lowest balance of each level, ascending. */
const LEVEL_THRESHOLDS: readonly { readonly level: LoyaltyLevel; readonly from: number }[] = [
  { level: 'Bronze', from: 0 },
  { level: 'Silber', from: 1000 },
  { level: 'Gold', from: 5000 },
]

export interface LevelStanding {
  readonly level: LoyaltyLevel
  readonly nextLevel: LoyaltyLevel | null
  readonly pointsToNextLevel: number | null
}

/** The level a balance reaches and how far the next one is. */
export function levelFor(points: number): LevelStanding {
  // A negative balance (more redeemed than earned after a correction) still counts as the first level.
  const reachedIndex = Math.max(
    LEVEL_THRESHOLDS.findLastIndex((threshold) => points >= threshold.from),
    0,
  )
  const reached = LEVEL_THRESHOLDS[reachedIndex] ?? { level: 'Bronze', from: 0 }
  const next = LEVEL_THRESHOLDS[reachedIndex + 1]
  return {
    level: reached.level,
    nextLevel: next?.level ?? null,
    pointsToNextLevel: next ? next.from - points : null,
  }
}

/** Credits the welcome bonus of a new account (inside the registration's transaction). */
export async function awardWelcomePoints(db: Database, userId: number, now: Date): Promise<void> {
  await db
    .insert(loyaltyTransactions)
    .values({ userId, points: WELCOME_POINTS, reason: 'welcome', createdAt: now })
}

/** The customer's balance, level and history (newest first). */
export async function getLoyaltyAccount(db: Database, userId: number): Promise<LoyaltyAccount> {
  const [balance] = await db
    .select({ points: sql<number>`coalesce(sum(${loyaltyTransactions.points}), 0)`.mapWith(Number) })
    .from(loyaltyTransactions)
    .where(eq(loyaltyTransactions.userId, userId))
  const rows = await db
    .select({
      points: loyaltyTransactions.points,
      reason: loyaltyTransactions.reason,
      createdAt: loyaltyTransactions.createdAt,
      orderNumber: orders.number,
    })
    .from(loyaltyTransactions)
    .leftJoin(orders, eq(orders.id, loyaltyTransactions.orderId))
    .where(eq(loyaltyTransactions.userId, userId))
    .orderBy(desc(loyaltyTransactions.createdAt), desc(loyaltyTransactions.id))
  const points = balance?.points ?? 0
  return {
    points,
    ...levelFor(points),
    transactions: rows.map((row) => ({
      points: row.points,
      reason: row.reason,
      createdAt: row.createdAt.toISOString(),
      orderNumber: row.orderNumber,
    })),
  }
}
