import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { m } from '~/paraglide/messages'
import { linkClasses } from '~/ui/form-controls'
import { ordersQuery } from '../account.queries'
import { AccountHeading } from './AccountLayout'
import { OrdersTable } from './OrdersTable'

/** Spec §2 /my-account/orders/: every order, newest first, 20 per page with crawlable page links. */
export function OrdersView({ page }: { page: number }) {
  const { data } = useSuspenseQuery(ordersQuery(page))
  if (!data) return null
  return (
    <section>
      <AccountHeading>{m.orders_heading()}</AccountHeading>
      {data.orders.length === 0 ? (
        <div className="flex flex-col items-start gap-3">
          <p className="text-ink-muted">{m.orders_empty()}</p>
          <Link to="/" className={linkClasses}>
            {m.orders_start_shopping()}
          </Link>
        </div>
      ) : (
        <>
          <p className="mb-4 text-ink-muted">{m.orders_count({ count: data.total })}</p>
          <OrdersTable orders={data.orders} caption={m.orders_heading()} />
          {data.pages > 1 ? (
            <nav aria-label={m.catalog_pagination()} className="mt-6 flex items-center justify-between gap-4">
              {page > 1 ? (
                <Link
                  to="/my-account/orders/"
                  search={page > 2 ? { page: page - 1 } : {}}
                  className={linkClasses}
                  rel="prev"
                >
                  {m.catalog_pagination_previous()}
                </Link>
              ) : (
                <span />
              )}
              <span className="text-sm text-ink-muted">
                {m.catalog_pagination_status({ page, pages: data.pages })}
              </span>
              {page < data.pages ? (
                <Link to="/my-account/orders/" search={{ page: page + 1 }} className={linkClasses} rel="next">
                  {m.catalog_pagination_next()}
                </Link>
              ) : (
                <span />
              )}
            </nav>
          ) : null}
        </>
      )}
    </section>
  )
}
