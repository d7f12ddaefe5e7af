import { useIsMutating, useQuery, useQueryClient } from '@tanstack/react-query'
import { Suspense, lazy, useEffect, useId, useRef, useState } from 'react'
import { Button, Dialog, Modal, ModalOverlay } from 'react-aria-components'
import { addCartItemMutationKey } from '~/features/cart/cart.queries'
import { m } from '~/paraglide/messages'
import { ProductPageLink } from '~/route-links'
import { isOptionAvailable } from '~/shop-client/schemas/product.schema'
import type { ProductDetail, ProductSummary } from '~/shop-client/schemas/product.schema'
import { initialQuantityText, initialSizeSelection } from '../product.model'
import { productQuery } from '../product.queries'
import {
  AddedToCartContent,
  LayerHeader,
  LayerProduct,
  layerDialogClasses,
  layerModalClasses,
  layerOverlayClasses,
} from './AddedToCartDialog'
import type { AddedLine } from './AddToCartControl'
import { AddToCartButton, useAddToCart } from './AddToCartControl'
import { SizePicker } from './SizePicker'

const StockAlertForm = lazy(() => import('~/features/stock-alerts/components/StockAlertForm'))

/** What a card knows of its product: enough to show it in the layer and to fetch its sizes. */
export type QuickAddProduct = Pick<
  ProductSummary,
  'slug' | 'url' | 'name' | 'brand' | 'color' | 'image' | 'prices'
>

/**
 * Quick add from a product card: a modal dialog with the product's sizes (sold-out ones marked, and
 * the back-in-stock form when one is chosen) and "In den Warenkorb"; once the shop has taken the
 * line, the same dialog shows what the product page's add layer shows. A product with a single size
 * in stock is added as soon as its sizes are known. Escape or the close button end it, and focus
 * returns to the card's button.
 */
export default function QuickAddDialog({
  product,
  isOpen,
  onOpenChange,
}: {
  product: QuickAddProduct
  isOpen: boolean
  onOpenChange: (isOpen: boolean) => void
}) {
  const titleId = `${useId()}-title`
  const queryClient = useQueryClient()
  // Mounted on the first intent (pointer, focus, touch): the sizes are fetched then, so they are
  // usually there when the dialog opens. The product page's own query: its answer also makes the
  // page itself open at once.
  useEffect(() => {
    // A failed prefetch is what the open dialog shows and retries.
    queryClient.query(productQuery(product.slug)).catch(() => undefined)
  }, [queryClient, product.slug])
  // Observed only while open: a closed card's product is not refetched when the window regains focus.
  const detail = useQuery({ ...productQuery(product.slug), enabled: isOpen })
  const [added, setAdded] = useState<AddedLine | null>(null)
  const dialog = useRef<HTMLElement>(null)
  // An add on its way keeps the dialog open: closed, its outcome (the layer, the analytics event)
  // would be lost with the component waiting for it.
  const adding = useIsMutating({ mutationKey: addCartItemMutationKey }) > 0

  // The button that added is gone with the choice: focus moves to the dialog, named by the new title.
  useEffect(() => {
    if (added) dialog.current?.focus()
  }, [added])

  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={(open) => {
        onOpenChange(open)
        // Opened again, the card's button starts with the choice, not with the last add.
        if (!open) setAdded(null)
      }}
      isDismissable={!adding}
      isKeyboardDismissDisabled={adding}
      className={layerOverlayClasses}
    >
      <Modal className={layerModalClasses}>
        <Dialog ref={dialog} aria-labelledby={titleId} className={layerDialogClasses}>
          {({ close }) =>
            added ? (
              <AddedToCartContent
                product={product}
                line={added}
                matching={detail.data?.related ?? []}
                titleId={titleId}
                close={close}
              />
            ) : (
              <>
                <LayerHeader titleId={titleId} close={close} closeDisabled={adding}>
                  {m.quick_add_title()}
                </LayerHeader>
                <LayerProduct product={product} />
                {detail.data ? (
                  <SizeChoice product={detail.data} onAdded={setAdded} />
                ) : detail.isError ? (
                  <div className="flex flex-col items-start gap-2">
                    <p role="alert" className="text-sm font-medium text-sale-600">
                      {m.quick_add_failed()}
                    </p>
                    <Button
                      onPress={() => {
                        void detail.refetch()
                      }}
                      className="inline-flex min-h-11 items-center rounded-pill border-2 border-brand-800 px-5 font-semibold text-brand-800 hover:bg-brand-50"
                    >
                      {m.error_retry()}
                    </Button>
                  </div>
                ) : (
                  <p role="status" className="text-sm text-ink-muted">
                    {m.quick_add_loading()}
                  </p>
                )}
                <ProductPageLink
                  url={product.url}
                  onClick={close}
                  className="self-start text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
                >
                  {m.quick_add_details()}
                </ProductPageLink>
              </>
            )
          }
        </Dialog>
      </Modal>
    </ModalOverlay>
  )
}

/** The sizes and the add button, or the back-in-stock form for a sold-out size. */
function SizeChoice({ product, onAdded }: { product: ProductDetail; onAdded: (line: AddedLine) => void }) {
  const ids = useId()
  const statusId = `${ids}-status`
  const [selectedOptionId, setSelectedOptionId] = useState(() => initialSizeSelection(product.options))
  const [invalid, setInvalid] = useState(false)
  const action = useAddToCart({
    product,
    state: { selectedOptionId, quantityText: initialQuantityText, mounting: false },
    onProblem: () => {
      setInvalid(true)
    },
    onAdded,
  })
  // One size in stock (one-size goods): there is nothing to choose, so the add happens at once.
  const onlySize = product.options.length === 1 && selectedOptionId !== null
  const addedAtOnce = useRef(false)
  useEffect(() => {
    if (!onlySize || addedAtOnce.current) return
    addedAtOnce.current = true
    action.add()
  }, [onlySize, action])

  const chosen = product.options.find((option) => option.id === selectedOptionId)
  const soldOut = !product.options.some(isOptionAvailable)
  const alertWanted = soldOut || (chosen !== undefined && !isOptionAvailable(chosen))

  return (
    <div className="flex flex-col gap-4">
      {!onlySize && (
        <SizePicker
          name={`${ids}-size`}
          options={product.options}
          value={selectedOptionId}
          onChange={(optionId) => {
            setSelectedOptionId(optionId)
            setInvalid(false)
          }}
          invalid={invalid}
          errorId={statusId}
          soldOutChoosable
        />
      )}
      {alertWanted ? (
        <div className="flex flex-col gap-3 rounded-lg border border-line p-3">
          <p className="text-sm font-medium text-ink">{m.quick_add_sold_out()}</p>
          <Suspense fallback={null}>
            <StockAlertForm options={product.options} selectedOptionId={selectedOptionId} />
          </Suspense>
        </div>
      ) : (
        <AddToCartButton action={action} label={m.cart_add()} statusId={statusId} primary />
      )}
    </div>
  )
}
