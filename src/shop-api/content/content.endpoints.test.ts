import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insertContentPage, insertGuideArticle, insertGuideAuthor, insertSport } from '../catalog/testing'
import { startTestApi, testBackends } from '../testing/test-api'
import type { TestApi } from '../testing/test-api'
import {
  contentEndpoints,
  contentPageEndpoint,
  guideArticleEndpoint,
  guideAuthorEndpoint,
  guideEndpoint,
} from './content.endpoints'

/** Issues of an endpoint's documented example against its own response schema. */
function exampleIssues(endpoint: {
  readonly response: v.GenericSchema
  readonly example: { readonly response: unknown }
}) {
  return v.safeParse(endpoint.response, endpoint.example.response).issues
}

describe('content endpoint examples', () => {
  it.each(contentEndpoints.map((endpoint) => [endpoint.path, endpoint] as const))(
    '%s documents an example that fits its response schema',
    (_path, endpoint) => {
      expect(exampleIssues(endpoint)).toBeUndefined()
    },
  )
})

describe.each(testBackends())('content endpoints on %s', (backend) => {
  let api: TestApi
  /** Slugs newest first: 10 running posts, 4 winter posts, then one scheduled for the future. */
  const running: string[] = []
  const winter: string[] = []
  let scheduled = ''

  beforeAll(async () => {
    api = await startTestApi(backend, contentEndpoints)
    const now = api.clock.now.getTime()
    const day = 86_400_000
    const sport = await insertSport(api.db, 'Laufen')
    // Posts alternate sections so that "newest first" interleaves them.
    for (let index = 0; index < 14; index++) {
      const winterPost = index % 3 === 2 && winter.length < 4
      const article = await insertGuideArticle(api.db, {
        title: `${winterPost ? 'Skitipp' : 'Lauftipp'} ${index + 1}`,
        section: winterPost ? 'wintersport' : 'laufen',
        sectionName: winterPost ? 'Wintersport' : 'Laufen',
        publishedAt: new Date(now - (index + 1) * day),
        sportId: winterPost ? null : sport.id,
      })
      ;(winterPost ? winter : running).push(article.slug)
    }
    scheduled = (
      await insertGuideArticle(api.db, {
        title: 'Erst morgen',
        section: 'laufen',
        sectionName: 'Laufen',
        publishedAt: new Date(now + day),
      })
    ).slug
    await insertContentPage(api.db, 'static', 'impressum', 'Impressum')
    await insertContentPage(api.db, 'service', 'versand', 'Versand und Lieferung')
  }, 120_000)

  afterAll(async () => {
    await api.close()
  })

  async function guide(query: Record<string, string>) {
    const result = await api.call('GET', '/api/v1/guide/', { query })
    expect(result.status, JSON.stringify(result.body)).toBe(200)
    return v.parse(guideEndpoint.response, result.body).data
  }

  describe('GET /api/v1/guide/', () => {
    it('lists published posts newest first, 12 per page, with sections', async () => {
      const first = await guide({})
      expect(first.sections).toEqual([
        { slug: 'laufen', name: 'Laufen', count: 10 },
        { slug: 'wintersport', name: 'Wintersport', count: 4 },
      ])
      expect(first.posts).toHaveLength(12)
      expect(first.pagination).toEqual({ page: 1, perPage: 12, total: 14, pages: 2 })
      const dates = first.posts.map((post) => post.publishedAt)
      expect(dates).toEqual([...dates].sort().reverse())
      expect(first.posts[0]).toMatchObject({
        url: `/blog/article/${first.posts[0]?.slug ?? ''}/`,
        author: 'Redaktion',
      })
      const second = await guide({ page: '2' })
      expect(second.posts).toHaveLength(2)
      const all = [...first.posts, ...second.posts].map((post) => post.slug)
      expect(new Set(all)).toEqual(new Set([...running, ...winter]))
      expect(all).not.toContain(scheduled)
    })

    it('filters by section', async () => {
      expect((await guide({ section: '', page: '1' })).pagination.total).toBe(14)
      const data = await guide({ section: 'wintersport' })
      expect(data.posts.map((post) => post.slug)).toEqual(winter)
      expect(data.pagination).toEqual({ page: 1, perPage: 12, total: 4, pages: 1 })
    })

    it('answers an unknown section with 404 and a bad page with 422', async () => {
      expect(await api.call('GET', '/api/v1/guide/', { query: { section: 'tauchen' } })).toMatchObject({
        status: 404,
        body: { message: 'Guide section not found' },
      })
      for (const page of ['0', '-1', 'eins']) {
        const result = await api.call('GET', '/api/v1/guide/', { query: { page } })
        expect(result).toMatchObject({ status: 422, body: { errors: { page: [expect.any(String)] } } })
      }
    })
  })

  describe('GET /api/v1/guide/article/{slug}/', () => {
    it('answers an article with its body and three related posts, same section first', async () => {
      const slug = winter[0] ?? ''
      const result = await api.call('GET', `/api/v1/guide/article/${slug}/`)
      expect(result.status).toBe(200)
      const { article, related } = v.parse(guideArticleEndpoint.response, result.body).data
      expect(article).toMatchObject({
        slug,
        section: 'wintersport',
        sport: null,
        body: [{ type: 'heading' }, { type: 'paragraph' }],
      })
      // Three other winter posts exist, so all related posts are from the same section.
      expect(related.map((post) => post.slug)).toEqual(winter.slice(1, 4))

      const runningArticle = await api.call('GET', `/api/v1/guide/article/${running[0] ?? ''}/`)
      const parsed = v.parse(guideArticleEndpoint.response, runningArticle.body).data
      expect(parsed.article.sport).toMatchObject({ name: 'Laufen' })
      expect(parsed.related.map((post) => post.slug)).toEqual(running.slice(1, 4))
    })

    it('fills related posts from other sections when a section has too few', async () => {
      const onlyOne = await insertGuideArticle(api.db, {
        title: 'Einzelstück',
        section: 'yoga',
        sectionName: 'Yoga',
        publishedAt: new Date(api.clock.now.getTime() - 3_600_000),
      })
      const result = await api.call('GET', `/api/v1/guide/article/${onlyOne.slug}/`)
      const { related } = v.parse(guideArticleEndpoint.response, result.body).data
      expect(related).toHaveLength(3)
      expect(related.every((post) => post.section !== 'yoga')).toBe(true)
    })

    it('answers unknown and scheduled articles with 404', async () => {
      expect(await api.call('GET', '/api/v1/guide/article/gibt-es-nicht/')).toMatchObject({
        status: 404,
        body: { message: 'Guide article not found' },
      })
      expect((await api.call('GET', `/api/v1/guide/article/${scheduled}/`)).status).toBe(404)
    })
  })

  describe('GET /api/v1/guide/author/{slug}/', () => {
    /** Lena's posts newest first (13 published, one scheduled); Markus has none yet. */
    const lenas: string[] = []
    let lenasScheduled = ''

    beforeAll(async () => {
      const now = api.clock.now.getTime()
      const day = 86_400_000
      const lena = await insertGuideAuthor(api.db, {
        slug: 'lena-hofer',
        name: 'Lena Hofer',
        bio: 'Lena leitet unsere Laufredaktion.',
        bioEn: 'Lena heads our running desk.',
      })
      await insertGuideAuthor(api.db, {
        slug: 'markus-steiner',
        name: 'Markus Steiner',
        bio: 'Markus fährt Ski.',
      })
      for (let index = 0; index < 13; index++) {
        const article = await insertGuideArticle(api.db, {
          title: `Laufschuh ${index + 1}`,
          section: 'schuhe',
          sectionName: 'Schuhe',
          publishedAt: new Date(now - (index + 1) * day - 3_600_000),
          author: lena,
        })
        lenas.push(article.slug)
      }
      lenasScheduled = (
        await insertGuideArticle(api.db, {
          title: 'Lena erst morgen',
          section: 'schuhe',
          sectionName: 'Schuhe',
          publishedAt: new Date(now + day),
          author: lena,
        })
      ).slug
    }, 120_000)

    async function author(slug: string, query: Record<string, string> = {}) {
      const result = await api.call('GET', `/api/v1/guide/author/${slug}/`, { query })
      expect(result.status, JSON.stringify(result.body)).toBe(200)
      return v.parse(guideAuthorEndpoint.response, result.body).data
    }

    it('answers the author with bio, page and published posts, newest first, 12 per page', async () => {
      const first = await author('lena-hofer')
      expect(first.author).toEqual({
        slug: 'lena-hofer',
        name: 'Lena Hofer',
        bio: 'Lena leitet unsere Laufredaktion.',
        url: '/blog/autor/lena-hofer/',
      })
      expect(first.posts.map((post) => post.slug)).toEqual(lenas.slice(0, 12))
      expect(first.posts[0]).toMatchObject({ author: 'Lena Hofer', authorSlug: 'lena-hofer' })
      expect(first.pagination).toEqual({ page: 1, perPage: 12, total: 13, pages: 2 })
      const second = await author('lena-hofer', { page: '2' })
      expect(second.posts.map((post) => post.slug)).toEqual(lenas.slice(12))
      expect([...first.posts, ...second.posts].map((post) => post.slug)).not.toContain(lenasScheduled)
      expect((await author('lena-hofer', { page: '3' })).posts).toEqual([])
    })

    it('speaks English when asked, German where no English bio is written', async () => {
      expect((await author('lena-hofer', { locale: 'en' })).author.bio).toBe('Lena heads our running desk.')
      const markus = await author('markus-steiner', { locale: 'en' })
      expect(markus.author.bio).toBe('Markus fährt Ski.')
      expect(markus.posts).toEqual([])
      expect(markus.pagination).toEqual({ page: 1, perPage: 12, total: 0, pages: 1 })
    })

    it('answers an unknown author with 404, a malformed slug with 404 and a bad query with 422', async () => {
      expect(await api.call('GET', '/api/v1/guide/author/niemand/')).toMatchObject({
        status: 404,
        body: { message: 'Guide author not found' },
      })
      for (const slug of ['Lena%20Hofer', '-lena', '%27%3B--', 'a'.repeat(201)])
        expect((await api.call('GET', `/api/v1/guide/author/${slug}/`)).status).toBe(404)
      for (const query of [{ page: '0' }, { page: 'zwei' }, { locale: 'fr' }] as Record<string, string>[])
        expect((await api.call('GET', '/api/v1/guide/author/lena-hofer/', { query })).status).toBe(422)
    })

    it('names the author next to the byline in lists and articles; "Redaktion" has no page', async () => {
      const article = await api.call('GET', `/api/v1/guide/article/${lenas[0] ?? ''}/`)
      const parsed = v.parse(guideArticleEndpoint.response, article.body).data
      expect(parsed.article).toMatchObject({ author: 'Lena Hofer', authorSlug: 'lena-hofer' })
      const listed = await guide({ section: 'laufen' })
      expect(listed.posts[0]).toMatchObject({ author: 'Redaktion', authorSlug: null })
    })
  })

  describe('GET /api/v1/content/{kind}/{slug}/', () => {
    it('answers static and service pages', async () => {
      const result = await api.call('GET', '/api/v1/content/service/versand/')
      expect(result.status).toBe(200)
      expect(v.parse(contentPageEndpoint.response, result.body).data.page).toEqual({
        kind: 'service',
        slug: 'versand',
        title: 'Versand und Lieferung',
        body: [{ type: 'paragraph', text: 'Versand und Lieferung: Inhalt.' }],
        updatedAt: '2026-10-01T09:00:00.000Z',
      })
      const impressum = await api.call('GET', '/api/v1/content/static/impressum/')
      expect(v.parse(contentPageEndpoint.response, impressum.body).data.page.title).toBe('Impressum')
    })

    it('answers unknown pages, a page of the other kind and unknown kinds with 404', async () => {
      expect(await api.call('GET', '/api/v1/content/static/gibt-es-nicht/')).toMatchObject({
        status: 404,
        body: { message: 'Content page not found' },
      })
      expect((await api.call('GET', '/api/v1/content/static/versand/')).status).toBe(404)
      expect((await api.call('GET', '/api/v1/content/blog/impressum/')).status).toBe(404)
    })
  })
})
