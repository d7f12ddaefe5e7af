import { Info } from 'lucide-react'
import { m } from '~/paraglide/messages'

/**
 * The typed words found nothing, so the page shows what a relaxed query finds ("rucksack 30l" →
 * "rucksack 30"): say so, or the shopper would take the products for matches of every word.
 */
export function RelaxedQueryNote({ q, shown }: { q: string; shown: string }) {
  return (
    <p role="note" className="mb-4 flex items-start gap-2 rounded-lg bg-surface-muted px-4 py-3">
      <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
      <span>{m.catalog_search_relaxed({ q, shown })}</span>
    </p>
  )
}
