import { sql } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contentPages } from '../db/schema'
import type { ContentBlock } from '../db/schema'
import { startTestApi, testBackends } from '../testing/test-api'
import type { TestApi } from '../testing/test-api'
import { contentEndpoints, homeContentEndpoint } from './content.endpoints'

const image = (name: string) => ({ src: `/media/home/${name}.svg`, alt: '', width: 800, height: 600 })

const hero = (heading: string): ContentBlock => ({
  type: 'hero',
  eyebrow: 'Neue Saison',
  heading,
  text: 'Ausrüstung für den Winter.',
  image: { src: '/media/home/hero.svg', alt: 'Berge', width: 1600, height: 800 },
  url: '/damen/',
  linkLabel: 'Jetzt entdecken',
})

const teaser = (title: string, url: string): ContentBlock => ({
  type: 'teaser',
  title,
  text: `${title}: Text.`,
  image: image(title.toLowerCase()),
  url,
})

describe.each(testBackends())('GET /api/v1/content/home/ on %s', (backend) => {
  let api: TestApi

  beforeAll(async () => {
    api = await startTestApi(backend, contentEndpoints)
    await api.db.insert(contentPages).values([
      {
        kind: 'home',
        slug: 'de-at',
        title: 'Startseite',
        body: [
          hero('Raus in die Berge'),
          teaser('Laufschuhe', '/herren/schuhe/laufschuhe/'),
          // A block of a text page is skipped, not sent on (so is a malformed one, added below).
          { type: 'paragraph', text: 'Kein Teil der Startseite.' },
          teaser('Marken', '/marken/'),
          teaser('Bestseller', '/p/testprodukt-1/'),
          hero('Ein zweiter Hero wird ignoriert'),
          ...['Eins', 'Zwei', 'Drei', 'Vier'].map((title) => teaser(title, '/kinder/')),
        ],
        updatedAt: new Date('2026-11-15T08:00:00Z'),
      },
      {
        kind: 'home',
        slug: 'en',
        title: 'Home',
        body: [hero('Out to the mountains'), teaser('Brands', '/marken/')],
        updatedAt: new Date('2026-11-16T08:00:00Z'),
      },
      {
        // A static page with this slug must not be taken for home content.
        kind: 'static',
        slug: 'home',
        title: 'Kein Home',
        body: [{ type: 'paragraph', text: 'Statisch.' }],
        updatedAt: new Date('2026-11-16T08:00:00Z'),
      },
    ])
    // A teaser an editor got wrong (no text, no image), written past the typed column as hand edits are.
    await api.db.execute(
      sql`UPDATE content_pages SET body = jsonb_insert(body, '{3}', '{"type":"teaser","title":"Ohne Bild","url":"/damen/"}'::jsonb) WHERE kind = 'home' AND slug = 'de-at'`,
    )
  }, 120_000)

  afterAll(async () => {
    await api.close()
  })

  async function home(query?: Record<string, string>) {
    const result = await api.call('GET', '/api/v1/content/home/', { query })
    expect(result.status, JSON.stringify(result.body)).toBe(200)
    return v.parse(homeContentEndpoint.response, result.body).data.home
  }

  it('answers the German hero and at most six well-formed teasers in stored order, without a session', async () => {
    const content = await home()
    expect(content).toMatchObject({
      locale: 'de-AT',
      hero: {
        eyebrow: 'Neue Saison',
        heading: 'Raus in die Berge',
        image: { src: '/media/home/hero.svg', alt: 'Berge', width: 1600, height: 800 },
        url: '/damen/',
        linkLabel: 'Jetzt entdecken',
      },
      updatedAt: '2026-11-15T08:00:00.000Z',
    })
    expect(content.teasers.map((entry) => [entry.title, entry.url])).toEqual([
      ['Laufschuhe', '/herren/schuhe/laufschuhe/'],
      ['Marken', '/marken/'],
      ['Bestseller', '/p/testprodukt-1/'],
      ['Eins', '/kinder/'],
      ['Zwei', '/kinder/'],
      ['Drei', '/kinder/'],
    ])
    expect(content.teasers[0]).toEqual({
      title: 'Laufschuhe',
      text: 'Laufschuhe: Text.',
      image: { src: '/media/home/laufschuhe.svg', alt: '', width: 800, height: 600 },
      url: '/herren/schuhe/laufschuhe/',
    })
    expect(await home({ locale: 'de-AT' })).toEqual(content)
  })

  it('answers the English content for locale en', async () => {
    const content = await home({ locale: 'en' })
    expect(content.locale).toBe('en')
    expect(content.hero.heading).toBe('Out to the mountains')
    expect(content.teasers).toEqual([expect.objectContaining({ title: 'Brands', url: '/marken/' })])
  })

  it('refuses an unknown locale with 422', async () => {
    for (const locale of ['de', 'fr', 'EN', '']) {
      const result = await api.call('GET', '/api/v1/content/home/', { query: { locale } })
      expect(result).toMatchObject({ status: 422, body: { errors: { locale: [expect.any(String)] } } })
    }
  })

  it('does not serve home content as a content page', async () => {
    expect((await api.call('GET', '/api/v1/content/home/de-at/')).status).toBe(404)
    const page = await api.call('GET', '/api/v1/content/static/home/')
    expect(page.status).toBe(200)
  })

  it('answers 404 when the locale has no home content with a hero', async () => {
    await api.db.delete(contentPages)
    await api.db.insert(contentPages).values({
      kind: 'home',
      slug: 'de-at',
      title: 'Startseite',
      body: [teaser('Nur ein Teaser', '/marken/')],
      updatedAt: new Date('2026-11-15T08:00:00Z'),
    })
    expect(await api.call('GET', '/api/v1/content/home/')).toMatchObject({
      status: 404,
      body: { message: 'Home content not found' },
    })
    expect((await api.call('GET', '/api/v1/content/home/', { query: { locale: 'en' } })).status).toBe(404)
  })
})
