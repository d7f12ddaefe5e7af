import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { cartQueryKey } from '~/features/cart/cart.queries'
import { m } from '~/paraglide/messages'
import type { Reorder } from '~/shop-client/schemas/account.schema'
import { FormMessage, linkClasses, secondaryButtonClasses } from '~/ui/form-controls'
import { disabledUntilHydrated, useHydrated } from '~/ui/use-hydrated'
import { reorderMyOrder } from '../order-care.functions'

function missText(line: Reorder['unavailable'][number]): string {
  const named = { name: line.name, size: line.size || '–' }
  if (line.reason === 'fewer')
    return m.order_reorder_fewer({ ...named, added: line.added, quantity: line.quantity })
  if (line.reason === 'not_sold') return m.order_reorder_not_sold(named)
  return m.order_reorder_sold_out(named)
}

/**
 * "Nochmal bestellen": the order's goods go into the cart at today's prices; the answer says how
 * many went in and names each one that did not (sold out, no longer sold, fewer pieces).
 */
export function ReorderButton({ uuid }: { uuid: string }) {
  const hydrated = useHydrated()
  const queryClient = useQueryClient()
  const reorder = useMutation({
    mutationFn: () => reorderMyOrder({ data: { uuid } }),
    onSuccess: (result) => {
      if (result.ok) queryClient.setQueryData(cartQueryKey, result.cart)
    },
  })
  const result = reorder.data
  const outcome = result?.ok ? result.outcome : null
  const addedCount = outcome
    ? outcome.added.length + outcome.unavailable.filter((line) => line.added > 0).length
    : 0
  return (
    <div className="flex flex-col items-start gap-3">
      <button
        type="button"
        {...disabledUntilHydrated(hydrated, { busy: reorder.isPending })}
        onClick={() => {
          if (!reorder.isPending) reorder.mutate()
        }}
        className={secondaryButtonClasses}
      >
        {reorder.isPending ? m.order_reorder_pending() : m.order_reorder()}
      </button>
      <FormMessage tone="success">
        {outcome ? (
          <>
            <span className="block">
              {addedCount > 0 ? m.order_reorder_added({ count: addedCount }) : m.order_reorder_none()}
            </span>
            {outcome.unavailable.length > 0 ? (
              <>
                <span className="mt-2 block">{m.order_reorder_unavailable()}</span>
                <ul className="list-disc pl-5">
                  {outcome.unavailable.map((line) => (
                    <li key={`${line.sku}-${line.size}`}>{missText(line)}</li>
                  ))}
                </ul>
              </>
            ) : null}
            {addedCount > 0 ? (
              <Link to="/warenkorb/" className={`${linkClasses} mt-2 inline-block`}>
                {m.order_reorder_to_cart()}
              </Link>
            ) : null}
          </>
        ) : null}
      </FormMessage>
      <FormMessage tone="error">
        {reorder.isError || (result && !result.ok) ? m.order_reorder_failed() : null}
      </FormMessage>
    </div>
  )
}
