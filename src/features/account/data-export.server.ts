/**
 * The data export's download: the shop's copy of the customer's data as a JSON file. Never stored
 * by a cache (personal), named with the day it was made.
 */
import { localizeHref } from '~/lib/locale-url'
import { m } from '~/paraglide/messages'
import { readDataExport } from '~/shop-client/api/account.server'

const viennaDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Vienna' })

export async function downloadDataExport(): Promise<Response> {
  const result = await readDataExport()
  if (result.ok) {
    const day = viennaDay.format(new Date())
    return new Response(`${JSON.stringify(result.copy, null, 2)}\n`, {
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'content-disposition': `attachment; filename="sportalpin-meine-daten-${day}.json"`,
        'cache-control': 'private, no-store',
      },
    })
  }
  if (result.reason === 'throttled')
    return new Response(m.data_export_throttled({ minutes: Math.ceil(result.retryAfterSeconds / 60) }), {
      status: 429,
      headers: {
        'content-type': 'text/plain; charset=utf-8',
        'retry-after': String(result.retryAfterSeconds),
        'cache-control': 'private, no-store',
      },
    })
  // No session (any more): the login, and back to the account's details afterwards.
  const back = encodeURIComponent(localizeHref('/my-account/account-details/'))
  return new Response(null, {
    status: 303,
    headers: { location: `${localizeHref('/login/')}?redirect=${back}`, 'cache-control': 'no-store' },
  })
}
