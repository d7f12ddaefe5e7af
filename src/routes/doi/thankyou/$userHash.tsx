import { createFileRoute } from '@tanstack/react-router'
import { parseRouteParams } from '~/app-shell/route-params'
import { confirmDoubleOptIn } from '~/features/auth/double-opt-in.functions'
import { DoiThankYouView } from '~/features/auth/components/DoiThankYouView'
import { doiThankYouParamsSchema } from '~/shop-client/schemas/auth.schema'
import { m } from '~/paraglide/messages'

export const Route = createFileRoute('/doi/thankyou/$userHash')({
  beforeLoad: ({ params, location }) => {
    parseRouteParams(doiThankYouParamsSchema, params, location)
  },
  // Confirming is idempotent, so a repeated visit (or a preload) thanks again; an unknown hash is a 404.
  loader: ({ params }) => confirmDoubleOptIn({ data: { userHash: params.userHash } }),
  head: () => ({ meta: [{ title: m.doi_title() }, { name: 'robots', content: 'noindex' }] }),
  component: DoiThankYouView,
})
