import { useId } from 'react'
import { m } from '~/paraglide/messages'
import type { CategoryNode } from '~/shop-client/schemas/catalog.schema'
import { CategoryLink } from './CategoryLink'

/**
 * The category tree of the result: every root, and the children of each category on the way to the
 * current one (the API marks them active), with their result counts.
 */
export function CategoryTree({ tree }: { tree: readonly CategoryNode[] }) {
  const headingId = useId()
  if (tree.length === 0) return null
  return (
    <nav aria-labelledby={headingId} className="mb-6">
      <h2 id={headingId} className="mb-2 text-lg font-bold text-brand-900 uppercase">
        {m.catalog_categories()}
      </h2>
      <CategoryList nodes={tree} />
    </nav>
  )
}

function CategoryList({ nodes }: { nodes: readonly CategoryNode[] }) {
  return (
    <ul className="space-y-0.5">
      {nodes.map((node) => (
        <li key={node.id}>
          <CategoryLink
            url={node.url}
            current={node.selected}
            className={`flex items-baseline justify-between gap-2 rounded-sm px-2 py-1.5 text-sm hover:bg-surface-muted ${
              node.selected ? 'bg-brand-50 font-semibold text-brand-800' : node.active ? 'font-medium' : ''
            }`}
          >
            <span>{node.name}</span>
            <span className="text-xs text-ink-muted">{node.count}</span>
          </CategoryLink>
          {(node.active || node.selected) && node.children.length > 0 && (
            <div className="ml-3 border-l border-line pl-2">
              <CategoryList nodes={node.children} />
            </div>
          )}
        </li>
      ))}
    </ul>
  )
}
