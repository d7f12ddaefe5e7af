import { createFileRoute } from '@tanstack/react-router'
import { parseRouteParams } from '~/app-shell/route-params'
import { publicConfigQuery } from '~/config/public-config'
import { initialSizeSelection, metaDescription, productDisplayName } from '~/features/product/product.model'
import { ProductDetailView } from '~/features/product/components/ProductDetailView'
import { productQuery } from '~/features/product/product.queries'
import { productParamsSchema } from '~/shop-client/schemas/product.schema'
import { productSeo, withPageSeo } from '~/features/seo/page-seo'
import { m } from '~/paraglide/messages'
import { localizeHref } from '~/lib/locale-url'

export const Route = createFileRoute('/p/$slug')({
  beforeLoad: ({ params, location }) => {
    parseRouteParams(productParamsSchema, params, location)
  },
  loader: async ({ context, params }) => {
    const [product, config] = await Promise.all([
      context.queryClient.query(productQuery(params.slug)),
      context.queryClient.query(publicConfigQuery),
    ])
    // Omnichannel: the stores' stock of the preselected size (or the product) is in the server's HTML.
    // Imported only then, so the default build's product page carries none of it. A failure is left
    // to the page, which asks again in the browser (the failed call is in the API call metrics).
    if (config.OMNICHANNEL_IS_AVAILABLE) {
      const size = initialSizeSelection(product.options)
      const { storeStockQuery } = await import('~/features/stores/store-stock.queries')
      await context.queryClient
        .query(storeStockQuery(size === null ? { product: product.id } : { productOption: size }))
        .catch(() => undefined)
    }
    // Skis and bikes offer the workshop's appointments, in the server's HTML; imported only for them.
    if (product.mounting && product.sport)
      await import('~/features/bookings/booking-links.queries')
        .then(({ prefetchProductBookingLinks }) => prefetchProductBookingLinks(context.queryClient, product))
        .catch(() => undefined)
    // Only what the head needs travels as loader data; the page reads the product from the query cache.
    const title = m.pdp_title({ product: productDisplayName(product.brand.name, product.name) })
    const description = metaDescription(product.description)
    // The root route renders the canonical link and its locale alternates from `canonical`.
    const canonical = `https://${config.HOST_NAME}${localizeHref(`/p/${product.slug}/`)}`
    return {
      title,
      description,
      canonical,
      seo: import.meta.env.SSR
        ? productSeo({ hostName: config.HOST_NAME, product, title, description, canonical })
        : undefined,
    }
  },
  head: ({ loaderData }) =>
    loaderData
      ? withPageSeo(
          { meta: [{ title: loaderData.title }, { name: 'description', content: loaderData.description }] },
          loaderData.seo,
        )
      : {},
  component: ProductRoute,
})

function ProductRoute() {
  const { slug } = Route.useParams()
  return <ProductDetailView slug={slug} />
}
