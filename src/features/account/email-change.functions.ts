/**
 * A change of the login's e-mail address (issue 33 part 6): the account's form asks for it with the
 * password; the mailed link's page confirms it. Apart from the other forms' functions: the link's
 * route loader calls the confirmation, and loaders ride in every page's main chunk.
 */
import { createServerFn } from '@tanstack/react-start'
import { pageLocaleMiddleware } from '~/app-shell/page-locale.middleware'
import type { FormResult } from '~/lib/form-result'
import { validateInput } from '~/lib/validation'
import { confirmEmailChange, requestEmailChange } from '~/shop-client/api/account.server'
import type { EmailConfirmation } from '~/shop-client/api/account.server'
import { emailChangeTokenParamsSchema } from '~/shop-client/schemas/account.schema'
import { emailChangeFormSchema } from '~/shop-client/schemas/account-forms.schema'

/** Asks for the new address; answers the address the link went to. The mails speak the page's language. */
export const requestMyEmailChange = createServerFn({ method: 'POST' })
  .middleware([pageLocaleMiddleware])
  .validator(validateInput(emailChangeFormSchema))
  .handler(({ data, context }): Promise<FormResult<string>> => requestEmailChange(data, context.locale))

/** `/email/bestaetigen/{token}/`: the link's address becomes the account's. */
export const confirmEmailChangeLink = createServerFn({ method: 'POST' })
  .validator(validateInput(emailChangeTokenParamsSchema))
  .handler(({ data }): Promise<EmailConfirmation> => confirmEmailChange(data.token))
