import { createFileRoute, notFound } from '@tanstack/react-router'
import { NotFoundView } from '~/app-shell/NotFoundView'
import { parseRouteParams } from '~/app-shell/route-params'
import { OutsideKitView, TeamProductView } from '~/features/team/components/TeamProductView'
import { teamProductQuery } from '~/features/team/team.queries'
import { teamProductParamsSchema } from '~/shop-client/schemas/team.schema'
import { productSlugSchema } from '~/shop-client/schemas/product.schema'
import * as v from 'valibot'
import { m } from '~/paraglide/messages'

/** The product slug of `/{teamName}/p/{slug}/` (the spec's free path remainder). */
const productOf = (splat: string) => v.safeParse(productSlugSchema, splat.replace(/\/$/, ''))

/** A team product page (spec §2 `/{teamName}/p/{path}`). */
export const Route = createFileRoute('/$teamName/p/$')({
  beforeLoad: ({ params, location }) => {
    parseRouteParams(teamProductParamsSchema, params, location)
    if (!productOf(params._splat ?? '').success) throw notFound()
  },
  loader: async ({ context, params }) => {
    const product = productOf(params._splat ?? '')
    if (!product.success) throw notFound()
    const result = await context.queryClient.query(teamProductQuery(params.teamName, product.output))
    // Outside the kit: a 404, with the page saying why (the not-found view below).
    if (result.kind === 'outside-kit') throw notFound({ data: { outsideKit: true } })
    return {
      title: m.team_product_title({ product: result.page.product.name, team: result.page.team.name }),
      product: product.output,
    }
  },
  head: ({ loaderData }) => ({
    meta: [
      { title: loaderData?.title ?? m.team_outside_kit_heading() },
      { name: 'robots', content: 'noindex' },
    ],
  }),
  component: TeamProductRoute,
  notFoundComponent: TeamProductNotFound,
})

function TeamProductRoute() {
  const { teamName } = Route.useParams()
  const { product } = Route.useLoaderData()
  return <TeamProductView team={teamName} product={product} />
}

function TeamProductNotFound({ data }: { data?: unknown }) {
  const { teamName } = Route.useParams()
  // Anything else (an unknown team or product) is the site's own not-found page.
  return v.is(v.object({ outsideKit: v.literal(true) }), data) ? (
    <OutsideKitView team={teamName} />
  ) : (
    <NotFoundView data={data} />
  )
}
