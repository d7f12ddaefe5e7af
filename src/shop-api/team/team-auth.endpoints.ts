/**
 * The team shop's auth endpoints (spec §7: "team build uses /api/v2/team/auth/ in place of
 * /api/v1/auth/", and /api/v2/team/forgotpassword/). Accounts are the shop's: login and logout are the
 * shop's own; registration also makes the account a member of its team; the forgotten-password mail
 * links to the team storefront. Resetting the password stays POST /api/v1/resetpassword/.
 */
import { enforceAddressLimit } from '../auth/address-limits'
import {
  forgotPasswordEndpoint,
  loginEndpoint,
  logoutEndpoint,
  registerEndpoint,
} from '../auth/auth.endpoints'
import { FORGOT_PASSWORD_ANSWER, register, requestPasswordReset } from '../auth/auth.service'
import type { Database } from '../db/client'
import { teamMembers } from '../db/schema'
import { clientAddressOf } from '../http/client-address'
import { defineEndpoint } from '../http/endpoint'
import type { AnyEndpoint } from '../http/endpoint'
import { validationFailed } from '../http/errors'
import { teamRegisterBodySchema } from './team.schema'
import { INVITATION_ONLY, UNKNOWN_TEAM, findTeam, teamStorefrontOrigin } from './team.service'

export const teamLoginEndpoint = defineEndpoint({
  ...loginEndpoint,
  path: '/api/v2/team/auth/login/',
  summary: `The team shop's login: the same accounts, body, answers and limits as POST /api/v1/auth/login/ (any customer account may log in; what it may order is up to its team memberships). ${loginEndpoint.summary}`,
})

export const teamLogoutEndpoint = defineEndpoint({
  ...logoutEndpoint,
  path: '/api/v2/team/auth/logout/',
  summary: `The team shop's logout, as GET /api/v1/auth/logout/. ${logoutEndpoint.summary}`,
})

/**
 * The team a registration joins: it must exist and take members without an invitation. Checked
 * before the account is made (a quick answer, no password hashed in vain) and again, share-locked,
 * inside its transaction.
 */
async function joinableTeam(db: Database, slug: string, lock = false): Promise<number> {
  const team = await findTeam(db, slug, lock)
  if (!team) throw validationFailed({ team: [UNKNOWN_TEAM] })
  if (team.isPrivate) throw validationFailed({ team: [INVITATION_ONLY] })
  return team.id
}

export const teamRegisterEndpoint = defineEndpoint({
  ...registerEndpoint,
  path: '/api/v2/team/auth/register/',
  summary: `Registers a customer into a team shop: the body of POST /api/v1/auth/register/ plus \`team\`, the slug of the team to join. The account and its membership are made in one transaction; otherwise as the shop's registration, whose double opt-in link leads to the team storefront. ${registerEndpoint.summary}`,
  body: teamRegisterBodySchema,
  failures: [
    ...(registerEndpoint.failures ?? []),
    {
      status: 422,
      when: `no team has this slug (\`errors.team\`: "${UNKNOWN_TEAM}"), or the team is private (\`errors.team\`: "${INVITATION_ONLY}"); no account is made`,
    },
  ],
  example: {
    body: {
      email: 'lena.moser@example.at',
      password: 'Laufsommer2026',
      password_confirmation: 'Laufsommer2026',
      firstName: 'Lena',
      lastName: 'Moser',
      team: 'lc-graz-laufteam',
    },
    response: registerEndpoint.example.response,
  },
  handler: async ({ services, body, request }) => {
    await enforceAddressLimit(services.db, 'register', clientAddressOf(request), services.now())
    await joinableTeam(services.db, body.team)
    return {
      data: await register(services, body, {
        storefrontOrigin: teamStorefrontOrigin(services),
        withAccount: async (tx, userId) => {
          const teamId = await joinableTeam(tx, body.team, true)
          await tx.insert(teamMembers).values({ teamId, userId, joinedAt: services.now() })
        },
      }),
    }
  },
})

export const teamForgotPasswordEndpoint = defineEndpoint({
  ...forgotPasswordEndpoint,
  path: '/api/v2/team/forgotpassword/',
  summary: `The team shop's forgotten password: as POST /api/v1/forgotpassword/, but the mailed link leads to the team storefront's /reset-password/ page (TEAM_STOREFRONT_URL; the shop storefront's origin when unset). The reset itself is POST /api/v1/resetpassword/. ${forgotPasswordEndpoint.summary}`,
  handler: async ({ services, body, query, request }) => {
    await enforceAddressLimit(services.db, 'forgot-password', clientAddressOf(request), services.now())
    requestPasswordReset(services, body.email, teamStorefrontOrigin(services), query.locale)
    return { data: { message: FORGOT_PASSWORD_ANSWER } }
  },
})

export const teamAuthEndpoints: AnyEndpoint[] = [
  teamLoginEndpoint,
  teamLogoutEndpoint,
  teamRegisterEndpoint,
  teamForgotPasswordEndpoint,
]
