import { createFileRoute } from '@tanstack/react-router'
import { BrandsIndexView } from '~/features/brands/components/BrandsIndexView'
import { brandsQuery } from '~/features/brands/brands.queries'
import { m } from '~/paraglide/messages'
import { publicConfigQuery } from '~/config/public-config'
import { contentHead, contentHeadTags } from '~/features/content/content-route'
import { contentSeo, crumb, withPageSeo } from '~/features/seo/page-seo'

export const Route = createFileRoute('/marken/')({
  loader: async ({ context }) => {
    const [, config] = await Promise.all([
      context.queryClient.query(brandsQuery),
      context.queryClient.query(publicConfigQuery),
    ])
    const head = contentHead(
      config.HOST_NAME,
      '/marken/',
      m.brands_title(),
      import.meta.env.SSR ? m.brands_description() : '',
    )
    return {
      ...head,
      seo: import.meta.env.SSR
        ? contentSeo({
            hostName: config.HOST_NAME,
            ...head,
            crumbs: [crumb(m.brands_heading(), '/marken/')],
          })
        : undefined,
    }
  },
  head: ({ loaderData }) => withPageSeo(contentHeadTags(loaderData), loaderData?.seo),
  component: BrandsIndexView,
})
