import { useId } from 'react'
import { m } from '~/paraglide/messages'
import type { ProductDetail } from '~/shop-client/schemas/product.schema'

/**
 * A product's description and its attributes (material, fit, …) as a definition list: the facts
 * below the buy box on the shop's product page and on a team's product page.
 */
export function ProductFacts({ product }: { product: Pick<ProductDetail, 'description' | 'attributes'> }) {
  const ids = useId()
  return (
    <>
      {product.description !== '' && (
        <section aria-labelledby={`${ids}-description`} className="flex max-w-3xl flex-col gap-2">
          <h2 id={`${ids}-description`} className="text-xl font-bold text-brand-900">
            {m.pdp_description()}
          </h2>
          <p className="text-base text-ink">{product.description}</p>
        </section>
      )}

      {product.attributes.length > 0 && (
        <section aria-labelledby={`${ids}-attributes`} className="flex max-w-3xl flex-col gap-2">
          <h2 id={`${ids}-attributes`} className="text-xl font-bold text-brand-900">
            {m.pdp_attributes()}
          </h2>
          <dl className="grid grid-cols-1 gap-x-6 gap-y-1 text-sm md:grid-cols-[max-content_1fr]">
            {product.attributes.map((attribute) => (
              <div key={attribute.name} className="contents">
                <dt className="font-semibold text-ink">{attribute.name}</dt>
                <dd className="mb-2 text-ink-muted md:mb-0">{attribute.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
    </>
  )
}
