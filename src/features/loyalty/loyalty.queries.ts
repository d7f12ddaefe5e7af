import { queryOptions } from '@tanstack/react-query'
import { getLoyalty } from './loyalty.functions'

export const loyaltyQuery = queryOptions({ queryKey: ['account', 'loyalty'], queryFn: () => getLoyalty() })
