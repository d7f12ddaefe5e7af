/**
 * Contract tests of the team shop's auth endpoints over real HTTP: the shop's accounts log in and
 * out, a registration joins a public team (never a private or unknown one), and the team's mails
 * link to the team storefront.
 */
import { eq } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authEndpoints } from '../auth/auth.endpoints'
import { sessionResponseSchema } from '../auth/auth.schema'
import { resetLinkFrom, uniqueEmail, waitForMail } from '../auth/testing'
import { cartEndpoints } from '../cart/cart.endpoints'
import { loyaltyTransactions, teamMembers, users } from '../db/schema'
import { startTestApi, testBackends } from '../testing/test-api'
import type { TestApi } from '../testing/test-api'
import { teamAuthEndpoints, teamRegisterEndpoint } from './team-auth.endpoints'
import { teamRegisterBodySchema } from './team.schema'
import { createTeam } from './testing'
import type { TeamFixture } from './testing'

describe('team registration example (docs/api.md)', () => {
  it('matches the contract', () => {
    expect(v.parse(teamRegisterBodySchema, teamRegisterEndpoint.example.body)).toMatchObject({
      team: 'lc-graz-laufteam',
    })
  })
})

describe.each(testBackends())('team auth on %s', (backend) => {
  let api: TestApi
  let club: TeamFixture
  let closed: TeamFixture

  beforeAll(async () => {
    api = await startTestApi(backend, [...authEndpoints, ...cartEndpoints, ...teamAuthEndpoints], {
      teamStorefrontOrigin: 'http://team.test',
    })
    club = await createTeam(api.db, { name: 'Offener Verein' })
    closed = await createTeam(api.db, { name: 'Geschlossener Verein', isPrivate: true })
  }, 60_000)

  afterAll(async () => {
    await api.close()
  })

  const registration = (team: string, email = uniqueEmail('spieler')) => ({
    email,
    password: 'Vereinsheim2026',
    password_confirmation: 'Vereinsheim2026',
    firstName: 'Lena',
    lastName: 'Moser',
    team,
  })

  const accountOf = async (email: string) => {
    const [user] = await api.db.select().from(users).where(eq(users.email, email))
    return user
  }

  it('registers into a public team: account, welcome points and membership, DOI link to the team storefront', async () => {
    const body = registration(club.slug)
    const result = await api.call('POST', '/api/v2/team/auth/register/', { body })
    expect(result.status, JSON.stringify(result.body)).toBe(201)
    const session = v.parse(sessionResponseSchema, result.body).data
    const user = await accountOf(body.email)
    expect(user).toMatchObject({ requestId: session.uuid, role: 'vk', verified: false })
    const memberships = await api.db
      .select({ teamId: teamMembers.teamId })
      .from(teamMembers)
      .where(eq(teamMembers.userId, user?.id ?? 0))
    expect(memberships).toEqual([{ teamId: club.id }])
    expect(
      await api.db
        .select()
        .from(loyaltyTransactions)
        .where(eq(loyaltyTransactions.userId, user?.id ?? 0)),
    ).toHaveLength(1)
    const mail = await waitForMail(api, body.email, 'doi')
    expect(mail.bodyText).toMatch(/http:\/\/team\.test\/doi\/thankyou\/[A-Za-z0-9_-]{43}\//)
    // The session works: the shop's cart answers for it.
    expect((await api.call('GET', '/api/v1/cart/', { token: session.token })).status).toBe(200)
  })

  it('refuses a private team, an unknown team and a missing team with 422 on `team`, making no account', async () => {
    for (const [team, message] of [
      [closed.slug, 'This team accepts members by invitation only.'],
      ['gibt-es-nicht', 'Unknown team.'],
      ['', 'The team field is required.'],
    ] as const) {
      const body = registration(team)
      const result = await api.call('POST', '/api/v2/team/auth/register/', { body })
      expect(result, team).toMatchObject({ status: 422, body: { errors: { team: [message] } } })
      expect(await accountOf(body.email)).toBeUndefined()
    }
    const withoutTeam: Partial<ReturnType<typeof registration>> = registration(club.slug)
    delete withoutTeam.team
    const result = await api.call('POST', '/api/v2/team/auth/register/', { body: withoutTeam })
    expect(result).toMatchObject({ status: 422, body: { errors: { team: ['The team field is required.'] } } })
    expect(await accountOf(withoutTeam.email ?? '')).toBeUndefined()
  })

  it('logs the account in and out as the shop does', async () => {
    const body = registration(club.slug)
    expect((await api.call('POST', '/api/v2/team/auth/register/', { body })).status).toBe(201)
    const login = await api.call('POST', '/api/v2/team/auth/login/', {
      body: { email: body.email, password: body.password },
    })
    expect(login.status, JSON.stringify(login.body)).toBe(200)
    const { token } = v.parse(sessionResponseSchema, login.body).data
    const wrong = await api.call('POST', '/api/v2/team/auth/login/', {
      body: { email: body.email, password: 'falsch-falsch' },
    })
    expect(wrong).toMatchObject({ status: 422, body: { errors: { email: [expect.any(String)] } } })
    expect(await api.call('GET', '/api/v2/team/auth/logout/', { token })).toMatchObject({
      status: 200,
      body: { data: { loggedOut: true } },
    })
    expect((await api.call('GET', '/api/v1/cart/', { token })).status).toBe(403)
    expect(login.headers.get('cache-control')).toBe('no-store')
  })

  it("mails the team's reset link to the team storefront; the reset stays the shop's endpoint", async () => {
    const body = registration(club.slug)
    expect((await api.call('POST', '/api/v2/team/auth/register/', { body })).status).toBe(201)
    const asked = await api.call('POST', '/api/v2/team/forgotpassword/', { body: { email: body.email } })
    expect(asked.status).toBe(200)
    const mail = await waitForMail(api, body.email, 'password-reset')
    const link = resetLinkFrom(mail.bodyText)
    expect(`${link.url.origin}${link.url.pathname}`).toBe('http://team.test/reset-password/')
    const reset = await api.call('POST', '/api/v1/resetpassword/', {
      body: {
        token: link.token,
        email: link.email,
        password: 'Herbstlauf2026',
        password_confirmation: 'Herbstlauf2026',
      },
    })
    expect(reset.status, JSON.stringify(reset.body)).toBe(200)
    const login = await api.call('POST', '/api/v2/team/auth/login/', {
      body: { email: body.email, password: 'Herbstlauf2026' },
    })
    expect(login.status).toBe(200)
  })
})
