import { notFound } from '@tanstack/react-router'
import { createServerFn } from '@tanstack/react-start'
import { confirmDoubleOptIn as confirmAtShop } from '~/shop-client/api/auth.server'
import { validateInput } from '~/lib/validation'
import { doiThankYouParamsSchema } from '~/shop-client/schemas/auth.schema'

// Apart from the forms' functions: the route's loader calls it, and loaders are in every page's main
// chunk, which would otherwise carry the login, registration and reset forms' rules to every page.

/** Spec §2 `/doi/thankyou/{userHash}`: confirms the mailed double opt-in; an unknown hash is a 404. */
export const confirmDoubleOptIn = createServerFn({ method: 'POST' })
  .validator(validateInput(doiThankYouParamsSchema))
  .handler(async ({ data }): Promise<{ verified: true }> => {
    if (!(await confirmAtShop(data.userHash))) throw notFound()
    return { verified: true }
  })
