import { X } from 'lucide-react'
import { Button, Dialog, Modal, ModalOverlay } from 'react-aria-components'
import { m } from '~/paraglide/messages'
import type { FiltersResponse } from '~/shop-client/schemas/catalog.schema'
import type { PageLevelValue } from '../filters.model'
import type { CatalogFilters } from '../use-catalog-filters'
import { CategoryTree } from './CategoryTree'
import { FilterPanel } from './FilterPanel'

/**
 * The results page's filters as a modal dialog below desktop size, where the side column is hidden.
 * Loaded when the shopper first reaches for the filter button, so the page does not carry the
 * dialog's code up front.
 */
export default function CatalogFilterDialog({
  isOpen,
  onOpenChange,
  filters,
  catalogFilters,
  pageLevel,
}: {
  isOpen: boolean
  onOpenChange: (isOpen: boolean) => void
  filters: FiltersResponse
  catalogFilters: CatalogFilters
  pageLevel: readonly PageLevelValue[]
}) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable
      className="fixed inset-0 z-40 bg-brand-950/50 lg:hidden"
    >
      <Modal className="fixed inset-y-0 left-0 w-full max-w-sm overflow-y-auto bg-surface shadow-card">
        {/* The panel inside has its own visible "Filter" heading; the dialog is named by it too. */}
        <Dialog aria-label={m.catalog_filters()} className="flex min-h-full flex-col p-4 outline-none">
          <div className="mb-2 flex justify-end">
            <Button
              slot="close"
              aria-label={m.catalog_filters_close()}
              className="flex size-11 items-center justify-center rounded-md hover:bg-surface-muted"
            >
              <X aria-hidden="true" className="size-6" />
            </Button>
          </div>
          <CategoryTree tree={filters.categoryTree.tree} />
          <FilterPanel
            filters={filters}
            catalogFilters={catalogFilters}
            pageLevel={pageLevel}
            onApplied={() => {
              onOpenChange(false)
            }}
          />
        </Dialog>
      </Modal>
    </ModalOverlay>
  )
}
