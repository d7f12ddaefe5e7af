import * as v from 'valibot'
import type { APIRequestContext } from '@playwright/test'
import { expectNoAxeViolations } from '../../setup/accounts'
import { gotoHydrated } from '../../setup/hydration'
import { expect, test } from '../../setup/test'

const searchSchema = v.object({
  data: v.object({
    total: v.number(),
    teams: v.array(
      v.object({
        team: v.object({ slug: v.string(), name: v.string() }),
        pricesVisible: v.boolean(),
        products: v.array(v.object({ slug: v.string(), name: v.string() })),
      }),
    ),
  }),
})

/** What the shop API finds in the team kits for `q` (no session: a visitor's view). */
async function teamSearch(request: APIRequestContext, q: string) {
  const response = await request.get('/api/v1/catalog/team-search/', { params: { q } })
  expect(response.status()).toBe(200)
  return v.parse(searchSchema, await response.json()).data
}

const nonsense = 'xqzvbnmwort'

/** Spec §2 Team-shop mode, "catch-all results page": a free path searches every team's kit. */
test.describe('the team catch-all results page', () => {
  test('/laufschuhe/ lists the matching kit products by team, each opening its team product page', async ({
    page,
    request,
  }) => {
    const found = await teamSearch(request, 'laufschuhe')
    const [first] = found.teams
    const product = first?.products[0]
    if (!first || !product) throw new Error('the seeded team kits hold no running shoes')

    const response = await page.goto('/laufschuhe/')
    expect(response?.status()).toBe(200)
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
    await expect(page).toHaveTitle('laufschuhe in den Teamshops | Sportalpin Teamshop')
    await expect(page.getByRole('heading', { level: 1, name: 'Ergebnisse für „laufschuhe“' })).toBeVisible()
    for (const group of found.teams) {
      const section = page.getByRole('region', { name: group.team.name })
      await expect(section.getByRole('heading', { level: 2, name: group.team.name })).toBeVisible()
      await expect(section.getByRole('article')).toHaveCount(group.products.length)
      // A members-only team's prices stay with its members.
      if (!group.pricesVisible)
        await expect(section.getByText('Preis nur für Mitglieder').first()).toBeVisible()
    }

    await page
      .getByRole('region', { name: first.team.name })
      .getByRole('link', { name: `${product.name} bei ${first.team.name}` })
      // A product may come in several colours of one name: the one whose address the API named.
      .and(page.locator(`[href="/${first.team.slug}/p/${product.slug}/"]`))
      .click()
    await expect(page).toHaveURL(new RegExp(`/${first.team.slug}/p/${product.slug}/$`))
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible()
  })

  test('a word no kit matches says so with a 404 and leads to the team list', async ({ page }) => {
    const response = await page.goto(`/${nonsense}/`)
    expect(response?.status()).toBe(404)
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
    await expect(page).toHaveTitle(`Keine Treffer für ${nonsense} | Sportalpin Teamshop`)
    await expect(
      page.getByRole('heading', { level: 1, name: `Keine Treffer für „${nonsense}“` }),
    ).toBeVisible()
    await page.getByRole('link', { name: 'Alle Teams ansehen' }).click()
    await expect(page).toHaveURL(/\/list\/$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Alle Teams' })).toBeVisible()
  })

  test('a path that is no word answers 404, never a server error', async ({ request }) => {
    for (const path of ['/index.php', '/%ZZ/', '/a..b/', '/lauf%00schuhe/', `/${'a'.repeat(150)}/`, '/-/']) {
      // Followed: the site adds a missing trailing slash first.
      const response = await request.get(path)
      expect(response.status(), path).toBe(404)
    }
  })

  for (const width of [390, 1280]) {
    test(`the results page and its empty state are axe-clean at ${String(width)} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      for (const path of ['/laufschuhe/', `/${nonsense}/`]) {
        await gotoHydrated(page, path)
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
        await expectNoAxeViolations(page, `${path} at ${width}`)
      }
    })
  }
})
