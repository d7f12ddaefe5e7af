/**
 * Read-only content endpoints: the guide (blog), the home page's editorial content and the static and
 * service pages.
 */
import { defineEndpoint } from '../http/endpoint'
import type { AnyEndpoint } from '../http/endpoint'
import { notFound } from '../http/errors'
import {
  contentPageParamsSchema,
  contentPageResponseSchema,
  guideArticleParamsSchema,
  guideArticleResponseSchema,
  guideAuthorParamsSchema,
  guideAuthorQuerySchema,
  guideAuthorResponseSchema,
  guideQuerySchema,
  guideResponseSchema,
  homeContentQuerySchema,
  homeContentResponseSchema,
} from './content.schema'
import { listGuide, loadGuideArticle, loadGuideAuthor } from './guide.service'
import { loadHomeContent } from './home.service'
import { loadContentPage } from './pages.service'

export const examplePost = {
  id: 88,
  slug: 'trailrunning-fuer-einsteiger',
  url: '/blog/article/trailrunning-fuer-einsteiger/',
  title: 'Trailrunning für Einsteiger',
  teaser: 'Vom Asphalt auf den Waldweg: worauf es bei Schuhen, Technik und Ausrüstung ankommt.',
  image: '/media/guide/trailrunning-fuer-einsteiger.svg',
  section: 'laufen',
  sectionName: 'Laufen',
  author: 'Lena Hofer',
  authorSlug: 'lena-hofer',
  publishedAt: '2026-11-18T08:00:00.000Z',
  readingMinutes: 4,
}

const examplePost2 = {
  ...examplePost,
  id: 87,
  slug: 'skitouren-sicher-planen',
  url: '/blog/article/skitouren-sicher-planen/',
  title: 'Skitouren sicher planen',
  teaser: 'Lawinenlagebericht, Notfallausrüstung und Tourenwahl: so startest du gut vorbereitet.',
  image: '/media/guide/skitouren-sicher-planen.svg',
  section: 'wintersport',
  sectionName: 'Wintersport',
  author: 'Markus Steiner',
  authorSlug: 'markus-steiner',
  publishedAt: '2026-11-12T08:00:00.000Z',
  readingMinutes: 3,
}

export const guideEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/v1/guide/',
  summary:
    'The guide (spec §2 /blog/): its sections with post counts and a page of 12 posts, newest first, optionally of one section. Posts dated in the future are not listed until then.',
  auth: 'none',
  requestId: 'none',
  query: guideQuerySchema,
  response: guideResponseSchema,
  failures: [
    { status: 404, when: 'the section does not exist' },
    { status: 422, when: 'page is not a whole number 1–1000' },
  ],
  example: {
    query: { page: '1' },
    response: {
      data: {
        sections: [
          { slug: 'laufen', name: 'Laufen', count: 14 },
          { slug: 'wintersport', name: 'Wintersport', count: 9 },
        ],
        posts: [examplePost, examplePost2],
        pagination: { page: 1, perPage: 12, total: 23, pages: 2 },
      },
    },
  },
  handler: async ({ services, query }) => {
    const listing = await listGuide(services.db, services.now(), {
      // `?section=` (empty) is the storefront's "all sections".
      section: query.section === undefined || query.section === '' ? null : query.section,
      page: query.page,
    })
    if (!listing) throw notFound('Guide section')
    return { data: listing }
  },
})

export const guideArticleEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/v1/guide/article/:slug/',
  summary:
    'One guide article (spec §2 /blog/article/{slug}/) with its body blocks and three related posts, same section first.',
  auth: 'none',
  requestId: 'none',
  params: guideArticleParamsSchema,
  response: guideArticleResponseSchema,
  failures: [{ status: 404, when: 'no published article has this slug' }],
  example: {
    path: '/api/v1/guide/article/trailrunning-fuer-einsteiger/',
    response: {
      data: {
        article: {
          ...examplePost,
          body: [
            { type: 'heading', text: 'Der richtige Schuh' },
            {
              type: 'paragraph',
              text: 'Trailschuhe haben ein gröberes Profil und einen Steinschutz in der Sohle.',
            },
          ],
          sport: { id: 31, name: 'Trailrunning', slug: 'trailrunning' },
        },
        related: [examplePost2],
      },
    },
  },
  handler: async ({ services, params }) => {
    const found = await loadGuideArticle(services.db, services.now(), params.slug)
    if (!found) throw notFound('Guide article')
    return { data: { article: { ...found.article, body: [...found.article.body] }, related: found.related } }
  },
})

export const guideAuthorEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/v1/guide/author/:slug/',
  summary:
    "A guide author (the storefront's /blog/autor/{slug}/) with a short bio and a page of 12 of their published posts, newest first. `locale` de-AT (default) or en picks the bio's language; where no English bio is written the German one is sent. A page past the last has no posts.",
  auth: 'none',
  requestId: 'none',
  params: guideAuthorParamsSchema,
  query: guideAuthorQuerySchema,
  response: guideAuthorResponseSchema,
  failures: [
    { status: 404, when: 'no author has this slug' },
    { status: 422, when: 'page is not a whole number 1–1000, or locale is not de-AT or en' },
  ],
  example: {
    path: '/api/v1/guide/author/lena-hofer/',
    query: { page: '1', locale: 'de-AT' },
    response: {
      data: {
        author: {
          slug: 'lena-hofer',
          name: 'Lena Hofer',
          bio: 'Lena leitet unsere Laufredaktion und ist selbst drei Marathons gelaufen.',
          url: '/blog/autor/lena-hofer/',
        },
        posts: [examplePost],
        pagination: { page: 1, perPage: 12, total: 1, pages: 1 },
      },
    },
  },
  handler: async ({ services, params, query }) => {
    const found = await loadGuideAuthor(services.db, services.now(), {
      slug: params.slug,
      page: query.page,
      locale: query.locale,
    })
    if (!found) throw notFound('Guide author')
    return { data: found }
  },
})

export const homeContentEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/v1/content/home/',
  summary:
    "The home page's editorial content (spec §2 `/`): a hero with its call to action and 3–6 teasers, each linking to a storefront path (a category, /marken/ or a product page). `locale` de-AT (default) or en picks the language; image sizes let the page reserve their space.",
  auth: 'none',
  requestId: 'none',
  query: homeContentQuerySchema,
  response: homeContentResponseSchema,
  failures: [
    { status: 404, when: 'no home content with a hero is stored for the locale' },
    { status: 422, when: 'locale is not de-AT or en' },
  ],
  example: {
    query: { locale: 'de-AT' },
    response: {
      data: {
        home: {
          locale: 'de-AT',
          hero: {
            eyebrow: 'Neue Saison',
            heading: 'Raus in die Berge. Rein in die Saison.',
            text: 'Ausrüstung von über 40 Marken für Ski, Rad, Laufen und Wandern.',
            image: {
              src: '/media/home/hero.svg',
              alt: 'Verschneite Gipfel im Morgenlicht',
              width: 1600,
              height: 800,
            },
            url: '/damen/bekleidung/skijacken/',
            linkLabel: 'Skijacken entdecken',
          },
          teasers: [
            {
              title: 'Laufschuhe für Herren',
              text: 'Gedämpft, leicht, schnell: die Neuheiten für den Winter.',
              image: { src: '/media/home/teaser-laufschuhe.svg', alt: '', width: 800, height: 600 },
              url: '/herren/schuhe/laufschuhe/',
            },
            {
              title: 'Marken von A bis Z',
              text: 'Über 40 Marken für Sport und Freizeit.',
              image: { src: '/media/home/teaser-marken.svg', alt: '', width: 800, height: 600 },
              url: '/marken/',
            },
          ],
          updatedAt: '2026-11-15T08:00:00.000Z',
        },
      },
    },
  },
  handler: async ({ services, query }) => {
    const home = await loadHomeContent(services.db, query.locale)
    if (!home) throw notFound('Home content')
    return { data: { home } }
  },
})

export const contentPageEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/v1/content/:kind/:slug/',
  summary:
    'A content page: `kind` static (spec §2 /static/{slug}/) or service (/services/{slug}/), with its body blocks.',
  auth: 'none',
  requestId: 'none',
  params: contentPageParamsSchema,
  response: contentPageResponseSchema,
  failures: [{ status: 404, when: 'the kind is not static or service, or no page has this slug' }],
  example: {
    path: '/api/v1/content/service/versand-und-lieferung/',
    response: {
      data: {
        page: {
          kind: 'service',
          slug: 'versand-und-lieferung',
          title: 'Versand und Lieferung',
          body: [
            { type: 'heading', text: 'Lieferzeiten' },
            { type: 'paragraph', text: 'Wir liefern innerhalb Österreichs in 2–4 Werktagen.' },
          ],
          updatedAt: '2026-10-01T09:00:00.000Z',
        },
      },
    },
  },
  handler: async ({ services, params }) => {
    const page = await loadContentPage(services.db, params.kind, params.slug)
    if (!page) throw notFound('Content page')
    return { data: { page: { ...page, body: [...page.body] } } }
  },
})

export const contentEndpoints: AnyEndpoint[] = [
  guideEndpoint,
  guideArticleEndpoint,
  guideAuthorEndpoint,
  homeContentEndpoint,
  contentPageEndpoint,
]
