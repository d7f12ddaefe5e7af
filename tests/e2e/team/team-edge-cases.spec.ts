import { randomUUID } from 'node:crypto'
import { DEMO_PASSWORD, logInThroughForm } from '../../setup/accounts'
import { gotoHydrated } from '../../setup/hydration'
import { firstKitProduct, publicTeam, teamMember } from '../../setup/teams'
import { expect, test } from '../../setup/test'

/** What the team build answers where its journeys do not go: odd URLs, a guest's order, outsiders. */
test.describe('team build edge cases', () => {
  test('kit filters outside the URL vocabulary are ignored; a brand the kit does not know is no page', async ({
    request,
  }) => {
    for (const query of ['?sort=foo', '?gender=xyz', '?gender=XYZ', '?brand=NOPE!', '?brand=']) {
      const response = await request.get(`/list/${publicTeam}/${query}`)
      expect(response.status(), query).toBe(200)
    }
    expect((await request.get(`/list/${publicTeam}/?brand=gibt-es-nicht`)).status()).toBe(404)
  })

  test('an unknown team or product under /{team}/p/ shows the not-found page', async ({ page }) => {
    for (const path of ['/kein-team/p/irgendwas-1/', `/${publicTeam}/p/gibt-es-nicht-1/`]) {
      const response = await page.goto(path)
      expect(response?.status(), path).toBe(404)
      await expect(
        page.getByRole('heading', { level: 1, name: 'Diese Seite gibt es leider nicht' }),
      ).toBeVisible()
    }
  })

  test('a guest posting a valid checkout form gets the checkout back, not an error page', async ({
    request,
    baseURL,
  }) => {
    const response = await request.post('/checkout/', {
      headers: { origin: baseURL ?? '' },
      form: {
        idempotencyKey: randomUUID(),
        deliveryType: 'home',
        paymentMethod: 'invoice',
        email: 'gast@example.at',
        'shipping.firstname': 'Gerda',
        'shipping.lastname': 'Gast',
        'shipping.street': 'Hauptplatz',
        'shipping.streetNo': '1',
        'shipping.postal': '8970',
        'shipping.city': 'Schladming',
        'shipping.countryId': 'AT',
        billingSame: 'on',
      },
    })
    // Only members fill a team cart, so a guest's is empty: the page says so (the API's 401 was a 500).
    expect(response.status()).toBe(422)
    const html = await response.text()
    expect(html).toContain('<h1 class="font-display text-3xl font-bold text-brand-900 uppercase">Kasse</h1>')
    expect(html).toContain('Dein Warenkorb ist leer')
  })

  test('a customer of another team is told who may order, without a login link', async ({
    page,
    request,
  }) => {
    const product = await firstKitProduct(request, publicTeam)
    await logInThroughForm(page, teamMember('lc-graz-laufteam'), DEMO_PASSWORD)
    await expect(page).toHaveURL(/\/my-account\/$/)
    await gotoHydrated(page, `/${publicTeam}/p/${product.slug}/`)
    await expect(page.getByText('Bestellen können nur Mitglieder von SV Schladming.')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Als Mitglied anmelden' })).toBeHidden()
  })

  test("an add for a team that does not exist is refused with the page's message, not a server error", async ({
    page,
    request,
  }) => {
    const product = await firstKitProduct(request, publicTeam)
    await logInThroughForm(page, teamMember(publicTeam), DEMO_PASSWORD)
    await expect(page).toHaveURL(/\/my-account\/$/)
    await gotoHydrated(page, `/${publicTeam}/p/${product.slug}/`)
    // The page's own add, sent again as a client would after the team was gone.
    const sizes = page.getByRole('radiogroup', { name: 'Größe' })
    const size = sizes.getByRole('radio', { disabled: false }).first()
    await size.focus()
    await page.keyboard.press('Space')
    const call = page.waitForRequest(
      (candidate) => candidate.url().includes('/_serverFn/') && candidate.method() === 'POST',
    )
    await page.getByRole('button', { name: 'In den Teamwarenkorb' }).click()
    const sent = await call
    const body = (sent.postData() ?? '').replace(`"${publicTeam}"`, '"kein-team"')
    expect(body).toContain('"kein-team"')
    const headers = Object.fromEntries(
      Object.entries(await sent.allHeaders()).filter(([name]) => !['content-length', 'host'].includes(name)),
    )
    const replayed = await page.request.post(sent.url(), { data: body, headers })
    expect(replayed.status()).toBe(200)
    expect(await replayed.text()).toContain('invalid')
  })

  test('on a phone the header keeps the teams, the account and the cart in view, and a team card its name', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 800 })
    await logInThroughForm(page, teamMember(publicTeam), DEMO_PASSWORD)
    await expect(page).toHaveURL(/\/my-account\/$/)
    await gotoHydrated(page, '/')
    const header = page.getByRole('banner')
    await expect(header.getByRole('link', { name: 'Teams', exact: true })).toBeInViewport({ ratio: 1 })
    await expect(header.getByRole('button', { name: /^Konto von / })).toBeInViewport({ ratio: 1 })
    await expect(header.getByRole('button', { name: 'Warenkorb', exact: true })).toBeInViewport({ ratio: 1 })
    // One card per row: the team's name is not broken inside its words.
    const card = page.getByRole('region', { name: 'Deine Teams' }).getByRole('article').first()
    const box = await card.boundingBox()
    expect(box?.width ?? 0).toBeGreaterThan(300)
  })
})
