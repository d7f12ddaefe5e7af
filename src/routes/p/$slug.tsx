import { createFileRoute } from '@tanstack/react-router'
import { parseRouteParams } from '~/app-shell/route-params'
import { publicConfigQuery } from '~/config/public-config'
import { metaDescription, productDisplayName } from '~/features/product/product.model'
import { ProductDetailView } from '~/features/product/components/ProductDetailView'
import { productQuery } from '~/features/product/product.queries'
import { productParamsSchema } from '~/features/product/product.schema'
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
    // Only what the head needs travels as loader data; the page reads the product from the query cache.
    return {
      title: m.pdp_title({ product: productDisplayName(product.brand.name, product.name) }),
      description: metaDescription(product.description),
      canonical: `https://${config.HOST_NAME}${localizeHref(`/p/${product.slug}/`)}`,
    }
  },
  head: ({ loaderData }) =>
    loaderData
      ? {
          meta: [{ title: loaderData.title }, { name: 'description', content: loaderData.description }],
          links: [{ rel: 'canonical', href: loaderData.canonical }],
        }
      : {},
  component: ProductRoute,
})

function ProductRoute() {
  const { slug } = Route.useParams()
  return <ProductDetailView slug={slug} />
}
