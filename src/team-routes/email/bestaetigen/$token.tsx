import { createFileRoute } from '@tanstack/react-router'
import { parseRouteParams } from '~/app-shell/route-params'
import { EmailConfirmedView } from '~/features/account/components/EmailConfirmedView'
import { confirmEmailChangeLink } from '~/features/account/email-change.functions'
import { emailChangeTokenParamsSchema } from '~/shop-client/schemas/account.schema'
import { m } from '~/paraglide/messages'

/**
 * The link of an e-mail change (issue 33 part 6), mailed to the new address: opening it makes the
 * change. Opening it again answers the same while it holds; an expired or unknown link says so.
 */
export const Route = createFileRoute('/email/bestaetigen/$token')({
  beforeLoad: ({ params, location }) => {
    parseRouteParams(emailChangeTokenParamsSchema, params, location)
  },
  loader: ({ params }) => confirmEmailChangeLink({ data: { token: params.token } }),
  head: ({ loaderData }) => ({
    meta: [
      { title: loaderData?.ok ? m.email_confirm_title() : m.email_confirm_invalid_title() },
      { name: 'robots', content: 'noindex' },
    ],
  }),
  component: EmailConfirmedRoute,
})

function EmailConfirmedRoute() {
  return <EmailConfirmedView confirmation={Route.useLoaderData()} />
}
