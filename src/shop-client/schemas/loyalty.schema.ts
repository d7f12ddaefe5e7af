import * as v from 'valibot'
import { endpoint } from './contract'
import type { ContractEndpoint } from './contract'

export const loyaltyTransactionSchema = v.object({
  points: v.number(),
  /** welcome | order | bonus | redemption | … */
  reason: v.string(),
  createdAt: v.string(),
  orderNumber: v.nullable(v.string()),
})
export type LoyaltyTransaction = v.InferOutput<typeof loyaltyTransactionSchema>

export const loyaltyAccountSchema = v.object({
  points: v.number(),
  level: v.string(),
  nextLevel: v.nullable(v.string()),
  pointsToNextLevel: v.nullable(v.number()),
  transactions: v.array(loyaltyTransactionSchema),
})
export type LoyaltyAccount = v.InferOutput<typeof loyaltyAccountSchema>

export const loyaltyResponseSchema = v.object({ data: loyaltyAccountSchema })

/** Spec §9 / the shop's levels: Bronze below 1,000 points, Silber below 5,000, then Gold. */
export const loyaltyLevelThresholds: Readonly<Record<string, number>> = {
  Bronze: 0,
  Silber: 1000,
  Gold: 5000,
}

/** Progress towards the next level, 0–1 (1 at the top level). */
export function levelProgress(account: Pick<LoyaltyAccount, 'points' | 'level' | 'nextLevel'>): number {
  if (!account.nextLevel) return 1
  const from = loyaltyLevelThresholds[account.level] ?? 0
  const to = loyaltyLevelThresholds[account.nextLevel]
  if (to === undefined || to <= from) return 0
  return Math.min(1, Math.max(0, (account.points - from) / (to - from)))
}

/** The loyalty endpoints the storefront calls (checked by the contract test). */
export const loyaltyContract = (): readonly ContractEndpoint[] => [
  endpoint('GET', '/api/v1/loyalty/', loyaltyResponseSchema),
]
