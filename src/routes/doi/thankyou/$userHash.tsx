import { createFileRoute } from '@tanstack/react-router'
import { parseRouteParams } from '~/app-shell/route-params'
import { DoiThankYouView } from '~/features/auth/components/DoiThankYouView'
import { doiThankYouParamsSchema } from '~/features/auth/auth.schema'
import { m } from '~/paraglide/messages'

export const Route = createFileRoute('/doi/thankyou/$userHash')({
  beforeLoad: ({ params, location }) => {
    parseRouteParams(doiThankYouParamsSchema, params, location)
  },
  head: () => ({ meta: [{ title: m.doi_title() }, { name: 'robots', content: 'noindex' }] }),
  component: DoiThankYouView,
})
