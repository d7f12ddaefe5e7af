import { createFileRoute } from '@tanstack/react-router'
import { BrandsIndexView } from '~/features/brands/components/BrandsIndexView'
import { brandsQuery } from '~/features/brands/brands.queries'
import { m } from '~/paraglide/messages'

export const Route = createFileRoute('/marken/')({
  loader: ({ context }) => context.queryClient.query(brandsQuery),
  head: () => ({
    meta: [{ title: m.brands_title() }, { name: 'description', content: m.brands_description() }],
  }),
  component: BrandsIndexView,
})
