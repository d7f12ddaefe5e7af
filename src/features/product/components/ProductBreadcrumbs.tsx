import { Link } from '@tanstack/react-router'
import { ChevronRightIcon } from '~/lib/icons'
import { m } from '~/paraglide/messages'
import type { ProductDetail } from '~/shop-client/schemas/product.schema'

/** The category pages' splat from a breadcrumb path of the API (`/damen/schuhe/` → `damen/schuhe`). */
function categorySplat(path: string): string {
  return path.replace(/^\/+|\/+$/g, '')
}

/** Home, the category trail, then the product itself as the current page (not a link). */
export function ProductBreadcrumbs({ items }: { items: ProductDetail['breadcrumbs'] }) {
  return (
    <nav aria-label={m.pdp_breadcrumbs()} className="text-sm text-ink-muted">
      <ol className="flex flex-wrap items-center gap-1">
        <li className="flex items-center gap-1">
          <Link to="/" className="hover:text-brand-700 hover:underline">
            {m.pdp_home()}
          </Link>
        </li>
        {items.map((item, index) => (
          <li key={item.path} className="flex items-center gap-1">
            <ChevronRightIcon aria-hidden="true" className="size-4" />
            {index === items.length - 1 ? (
              <span aria-current="page" className="font-medium text-ink">
                {item.name}
              </span>
            ) : (
              <Link
                to="/$/"
                params={{ _splat: categorySplat(item.path) }}
                className="hover:text-brand-700 hover:underline"
              >
                {item.name}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  )
}
