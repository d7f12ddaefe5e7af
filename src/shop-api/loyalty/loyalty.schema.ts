/** Response shape of the loyalty programme (spec §1 "a loyalty programme", route /my-account/loyalty/). */
import * as v from 'valibot'

export const loyaltyLevels = ['Bronze', 'Silber', 'Gold'] as const
export type LoyaltyLevel = (typeof loyaltyLevels)[number]

export const loyaltyTransactionSchema = v.object({
  /** Positive when earned, negative when redeemed. */
  points: v.number(),
  /** order | bonus | redemption | welcome */
  reason: v.string(),
  /** ISO 8601 timestamp. */
  createdAt: v.string(),
  /** Number of the order that earned or used the points, if any. */
  orderNumber: v.nullable(v.string()),
})
export type LoyaltyTransaction = v.InferOutput<typeof loyaltyTransactionSchema>

export const loyaltyAccountSchema = v.object({
  points: v.number(),
  level: v.picklist(loyaltyLevels),
  /** null at the top level. */
  nextLevel: v.nullable(v.picklist(loyaltyLevels)),
  /** Points still missing for the next level; null at the top level. */
  pointsToNextLevel: v.nullable(v.number()),
  /** Newest first. */
  transactions: v.array(loyaltyTransactionSchema),
})
export type LoyaltyAccount = v.InferOutput<typeof loyaltyAccountSchema>

export const loyaltyResponseSchema = v.object({ data: loyaltyAccountSchema })
