import * as v from 'valibot'
import { gotoHydrated } from '../../setup/hydration'
import { httpModePorts, nodeUrl, startHttpModeNodes } from '../../setup/http-mode'
import type { HttpModeNodes } from '../../setup/http-mode'
import { killServer } from '../../setup/server-process'
import { expect, test } from '../../setup/test'

/**
 * The team build's catch-all results page in HTTP mode: a team storefront node (the team build) asks
 * the API node for the search over the team kits over HTTP.
 */

test.use({ baseURL: nodeUrl(httpModePorts(4).storefront) })
test.describe.configure({ timeout: 120_000 })

let nodes: HttpModeNodes | undefined

test.beforeAll(async () => {
  test.setTimeout(120_000)
  nodes = await startHttpModeNodes(4, { storefront: { TEAM_SHOULD_BUILD: 'true' } }, '.output-team')
})
test.afterAll(() => {
  killServer(nodes?.storefront)
  killServer(nodes?.api)
})

const searchSchema = v.object({
  data: v.object({
    teams: v.array(
      v.object({
        team: v.object({ slug: v.string(), name: v.string() }),
        products: v.array(v.object({ slug: v.string(), name: v.string() })),
      }),
    ),
  }),
})

test('/laufschuhe/ lists the kit products the API node finds, and a nonsense word is a 404', async ({
  page,
  request,
}) => {
  if (!nodes) throw new Error('the nodes did not start')
  const answer = await request.get(`${nodes.api.url}/api/v1/catalog/team-search/`, {
    params: { q: 'laufschuhe' },
  })
  expect(answer.status()).toBe(200)
  const [first] = v.parse(searchSchema, await answer.json()).data.teams
  const product = first?.products[0]
  if (!first || !product) throw new Error('the seeded team kits hold no running shoes')

  await gotoHydrated(page, '/laufschuhe/')
  await expect(page.getByRole('heading', { level: 1, name: 'Ergebnisse für „laufschuhe“' })).toBeVisible()
  // A product may come in several colours of one name: the one whose address the API named.
  await expect(
    page
      .getByRole('region', { name: first.team.name })
      .getByRole('link', { name: `${product.name} bei ${first.team.name}` })
      .and(page.locator(`[href="/${first.team.slug}/p/${product.slug}/"]`)),
  ).toBeVisible()
  expect((await request.get('/xqzvbnmwort/')).status()).toBe(404)
})
