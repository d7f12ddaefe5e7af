import { m } from '~/paraglide/messages'
import { StatusView } from './StatusView'

/** HTTP 400 view: the address cannot be read (a query string with broken percent escapes). */
export function BadRequestView() {
  return (
    <StatusView
      code={400}
      title={m.bad_request_title()}
      heading={m.bad_request_heading()}
      text={m.bad_request_text()}
    />
  )
}
