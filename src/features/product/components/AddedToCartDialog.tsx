import { Link } from '@tanstack/react-router'
import { CircleCheck, X } from 'lucide-react'
import { useId } from 'react'
import type { ReactNode } from 'react'
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components'
import { useSiteUrls } from '~/features/navigation/use-site-urls'
import { checkoutHref } from '~/lib/safe-navigation'
import { m } from '~/paraglide/messages'
import { ProductPageLink } from '~/route-links'
import type { ProductSummary } from '~/shop-client/schemas/product.schema'
import { ProductImage } from '~/ui/ProductImage'
import type { AddedLine } from './AddToCartControl'
import { PriceTag } from './PriceTag'

/** What was added, as the layer shows it: any product with a picture, a name and prices. */
export interface AddedProduct {
  readonly name: string
  readonly brand: { readonly name: string }
  readonly image: string
  readonly prices: ProductSummary['prices']
}

/** A layer's title with its close button. */
export function LayerHeader({
  titleId,
  close,
  closeDisabled = false,
  children,
}: {
  titleId: string
  close: () => void
  /** While an add is on its way: the layer stays until its outcome can be shown. */
  closeDisabled?: boolean
  children: ReactNode
}) {
  return (
    <div className="flex items-start justify-between gap-3">
      <Heading id={titleId} slot="title" className="flex items-center gap-2 text-xl font-bold text-brand-900">
        {children}
      </Heading>
      <Button
        onPress={close}
        isDisabled={closeDisabled}
        aria-label={m.cart_added_close()}
        className="-m-2 flex size-11 shrink-0 items-center justify-center rounded-full text-ink hover:bg-surface-muted"
      >
        <X aria-hidden="true" className="size-6" />
      </Button>
    </div>
  )
}

/** The product a layer is about: picture, brand, name, what `children` add (the size), price. */
export function LayerProduct({ product, children }: { product: AddedProduct; children?: ReactNode }) {
  return (
    <div className="flex gap-3">
      <ProductImage
        src={product.image}
        widths={[160, 240]}
        sizes="96px"
        alt=""
        width={96}
        height={96}
        className="size-24 shrink-0 rounded-md bg-surface-muted object-contain"
      />
      <div className="flex min-w-0 flex-col gap-1">
        <p className="text-xs font-semibold tracking-wide text-ink-muted uppercase">{product.brand.name}</p>
        <p className="font-medium text-ink">{product.name}</p>
        {children}
        <PriceTag prices={product.prices} />
      </div>
    </div>
  )
}

/**
 * What the layer after an add shows: the line with its picture, size and price, "Zur Kasse" and
 * "Weiter einkaufen", and up to four matching products. `titleId` names the dialog around it.
 */
export function AddedToCartContent({
  product,
  line,
  matching,
  titleId,
  close,
}: {
  product: AddedProduct
  line: AddedLine | null
  matching: readonly ProductSummary[]
  titleId: string
  close: () => void
}) {
  const urls = useSiteUrls()
  const shown = matching.slice(0, 4)
  return (
    <>
      <LayerHeader titleId={titleId} close={close}>
        <CircleCheck aria-hidden="true" className="size-6 shrink-0 text-success-600" />
        {m.cart_added_heading()}
      </LayerHeader>
      <LayerProduct product={product}>
        {line && (
          <p className="text-sm text-ink-muted">
            {m.cart_line_size({ size: line.sizeLabel })}
            {line.amount > 1 ? ` · ${m.cart_added_amount({ amount: line.amount })}` : ''}
          </p>
        )}
      </LayerProduct>
      <div className="grid gap-2 sm:grid-cols-2">
        {/* Spec §2: the checkout is reached by a full page load, never by the client router. */}
        <a
          href={checkoutHref(urls)}
          className="flex min-h-12 items-center justify-center rounded-pill bg-accent-600 px-6 font-semibold text-white hover:bg-accent-500 hover:text-brand-950"
        >
          {m.cart_checkout()}
        </a>
        <Button
          onPress={close}
          className="flex min-h-12 items-center justify-center rounded-pill border-2 border-brand-800 px-6 font-semibold text-brand-800 hover:bg-brand-50"
        >
          {m.cart_added_continue()}
        </Button>
      </div>
      <Link
        to="/warenkorb/"
        onClick={close}
        className="self-center text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
      >
        {m.cart_show_page()}
      </Link>
      {shown.length > 0 && (
        <section
          aria-labelledby={`${titleId}-matching`}
          className="flex flex-col gap-2 border-t border-line pt-4"
        >
          <h3 id={`${titleId}-matching`} className="font-bold text-brand-900">
            {m.cart_added_matching()}
          </h3>
          <ul className="grid grid-cols-2 gap-3 md:grid-cols-4">
            {shown.map((item) => (
              <li key={item.id} className="relative flex flex-col gap-1 text-sm">
                <ProductImage
                  src={item.image}
                  widths={[160, 240, 320]}
                  sizes="(min-width: 768px) 150px, 45vw"
                  alt=""
                  width={160}
                  height={160}
                  loading="lazy"
                  className="aspect-square w-full rounded-md bg-surface-muted object-contain"
                />
                <ProductPageLink
                  url={item.url}
                  onClick={close}
                  className="font-medium text-ink after:absolute after:inset-0 after:content-[''] hover:underline"
                >
                  {item.name}
                </ProductPageLink>
                <PriceTag prices={item.prices} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  )
}

/** The overlay around a layer's content: a bottom sheet on phones, a centred dialog on wider screens. */
export const layerOverlayClasses =
  'fixed inset-0 z-50 flex items-end justify-center bg-brand-950/50 md:items-center md:p-4'
export const layerModalClasses =
  'flex max-h-full w-full max-w-2xl flex-col overflow-y-auto rounded-t-lg bg-surface shadow-card md:rounded-lg'
export const layerDialogClasses = 'flex flex-col gap-4 p-4 outline-none md:p-6'

/**
 * The layer after an add (buy box, sticky bar): a modal dialog, so focus stays inside, Escape or
 * "Weiter einkaufen" close it, and focus returns to the button that added. Loaded when the shopper
 * first reaches for an add button. Quick add on a product card shows the same content in its own
 * dialog (QuickAddDialog).
 */
export default function AddedToCartDialog({
  product,
  line,
  matching,
  isOpen,
  onOpenChange,
}: {
  product: AddedProduct
  line: AddedLine | null
  matching: readonly ProductSummary[]
  isOpen: boolean
  onOpenChange: (isOpen: boolean) => void
}) {
  const ids = useId()
  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable className={layerOverlayClasses}>
      <Modal className={layerModalClasses}>
        <Dialog aria-labelledby={`${ids}-title`} className={layerDialogClasses}>
          {({ close }) => (
            <AddedToCartContent
              product={product}
              line={line}
              matching={matching}
              titleId={`${ids}-title`}
              close={close}
            />
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  )
}
