import { createFileRoute } from '@tanstack/react-router'
import { parseRouteParams } from '~/app-shell/route-params'
import { StockAlertConfirmedView } from '~/features/stock-alerts/components/StockAlertConfirmedView'
import { confirmStockAlert } from '~/features/stock-alerts/stock-alerts.functions'
import { confirmStockAlertParamsSchema } from '~/shop-client/schemas/stock-alerts.schema'
import { m } from '~/paraglide/messages'

export const Route = createFileRoute('/benachrichtigung/bestaetigen/$token')({
  beforeLoad: ({ params, location }) => {
    parseRouteParams(confirmStockAlertParamsSchema, params, location)
  },
  // Confirming is idempotent, so a repeated visit (or a preload) answers the same; an unknown token is a 404.
  loader: ({ params }) => confirmStockAlert({ data: { token: params.token } }),
  head: () => ({ meta: [{ title: m.stock_alert_confirm_title() }, { name: 'robots', content: 'noindex' }] }),
  component: StockAlertConfirmedRoute,
})

function StockAlertConfirmedRoute() {
  return <StockAlertConfirmedView alert={Route.useLoaderData()} />
}
