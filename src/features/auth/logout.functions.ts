import { createServerFn } from '@tanstack/react-start'
import { endShopSession } from '~/shop-client/session-gateway.server'

// Apart from the forms' functions: a server function keeps its validator in the browser's code, and
// the logout button sits in the account menu and the account pages, which need none of the forms.

/**
 * Spec §4 Session logout: a POST (never a GET link a third party could trigger). The session ends
 * here, and the session-ended report sends the browser home with the viewer's data cleared.
 */
export const logOut = createServerFn({ method: 'POST' }).handler(async () => {
  await endShopSession()
  return { ok: true as const }
})
