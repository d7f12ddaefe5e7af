/**
 * The home page's editorial content: per locale one content page of kind `home` holding a hero and
 * teasers. Every link is checked against the generated catalogue, so a teaser never leads to a
 * category or product that this seed did not create.
 */
import type { ContentBlock, ContentImage } from '../db/schema'
import type { CategoryRef } from './catalog'
import type { HomeMotif } from './home-media'
import type { MediaSpec } from './media'
import { Random } from './prng'
import type { Row } from './tables'

type Text = Readonly<Record<'de-AT' | 'en', string>>

interface TeaserSpec {
  readonly key: string
  /** A category path of the seed (no slashes around), or null for a fixed storefront path. */
  readonly categoryPath: string | null
  readonly url: string
  readonly motif: HomeMotif
  readonly accent: string
  readonly title: Text
  readonly text: Text
}

const HERO = { width: 1600, height: 800 } as const
const TEASER = { width: 800, height: 600 } as const

const heroSpec = {
  categoryPath: 'damen/bekleidung/skijacken',
  fallbackPath: 'damen',
  eyebrow: { 'de-AT': 'Neue Saison', en: 'New season' },
  heading: {
    'de-AT': 'Raus in die Berge. Rein in die Saison.',
    en: 'Out to the mountains. Into the season.',
  },
  text: {
    'de-AT':
      'Ausrüstung von über 40 Marken für Ski, Rad, Laufen und Wandern – getestet von Menschen, die selbst draußen sind.',
    en: 'Gear from more than 40 brands for skiing, cycling, running and hiking – tested by people who are out there themselves.',
  },
  linkLabel: { 'de-AT': 'Skijacken entdecken', en: 'Discover ski jackets' },
  alt: { 'de-AT': 'Verschneite Gipfel im Morgenlicht', en: 'Snow-covered peaks in the morning light' },
} as const

const teaserSpecs: readonly TeaserSpec[] = [
  {
    key: 'laufschuhe',
    categoryPath: 'herren/schuhe/laufschuhe',
    url: '/herren/schuhe/laufschuhe/',
    motif: 'trail',
    accent: '#c2410c',
    title: { 'de-AT': 'Laufschuhe für Herren', en: "Men's running shoes" },
    text: {
      'de-AT': 'Gedämpft, leicht, schnell: die Neuheiten für deine Winterläufe.',
      en: 'Cushioned, light, fast: what is new for your winter runs.',
    },
  },
  {
    key: 'kinderski',
    categoryPath: 'kinder/ausruestung/ski',
    url: '/kinder/ausruestung/ski/',
    motif: 'snow',
    accent: '#1a4a7d',
    title: { 'de-AT': 'Kinderski', en: "Children's skis" },
    text: {
      'de-AT': 'Ski, Helme und Brillen für die Kleinen – bereit für den ersten Schwung.',
      en: 'Skis, helmets and goggles for the little ones – ready for their first turn.',
    },
  },
  {
    key: 'wanderschuhe',
    categoryPath: 'damen/schuhe/wanderschuhe',
    url: '/damen/schuhe/wanderschuhe/',
    motif: 'sun',
    accent: '#2e6b3a',
    title: { 'de-AT': 'Wanderschuhe für Damen', en: "Women's hiking boots" },
    text: {
      'de-AT': 'Fester Tritt auf jedem Steig, vom Wienerwald bis zum Großglockner.',
      en: 'Sure footing on every path, from the Vienna Woods to the Grossglockner.',
    },
  },
  {
    key: 'outlet',
    categoryPath: 'herren/outlet',
    url: '/herren/outlet/',
    motif: 'sale',
    accent: '#12365f',
    title: { 'de-AT': 'Outlet', en: 'Outlet' },
    text: {
      'de-AT': 'Reduzierte Markenware – solange der Vorrat reicht.',
      en: 'Reduced brand products – while stocks last.',
    },
  },
  {
    key: 'marken',
    categoryPath: null,
    url: '/marken/',
    motif: 'brands',
    accent: '#23609f',
    title: { 'de-AT': 'Marken von A bis Z', en: 'Brands from A to Z' },
    text: {
      'de-AT': 'Über 40 Marken für Sport und Freizeit auf einen Blick.',
      en: 'More than 40 sports and outdoor brands at a glance.',
    },
  },
]

const bestSellerText = {
  title: { 'de-AT': 'Bestseller der Woche', en: 'Best seller of the week' },
  text: (name: string): Text => ({
    'de-AT': `${name}: von unseren Kundinnen und Kunden am häufigsten gekauft.`,
    en: `${name}: bought most often by our customers.`,
  }),
} as const

const locales = ['de-AT', 'en'] as const

const image = (path: string, size: { width: number; height: number }, alt: string): ContentImage => ({
  src: `/media/${path}`,
  alt,
  ...size,
})

/**
 * One `home` content page per locale, with ids from `firstId` on. The best seller teaser links to the
 * product with sales rank 1 and shows its own picture.
 */
export function generateHomePages(
  seed: number,
  referenceDate: Date,
  categoryRefs: readonly CategoryRef[],
  products: readonly Row<'products'>[],
  firstId: number,
  media: MediaSpec[],
): Row<'contentPages'>[] {
  const random = new Random(seed, 'home')
  const paths = new Set(categoryRefs.map((ref) => ref.path))
  const heroPath = paths.has(heroSpec.categoryPath) ? heroSpec.categoryPath : heroSpec.fallbackPath
  media.push({
    kind: 'home',
    path: 'home/hero.svg',
    ...HERO,
    motif: 'peaks',
    accent: '#0b2545',
    label: heroSpec.alt['de-AT'],
  })
  const teasers = teaserSpecs.filter((spec) => spec.categoryPath === null || paths.has(spec.categoryPath))
  for (const spec of teasers) {
    media.push({
      kind: 'home',
      path: `home/teaser-${spec.key}.svg`,
      ...TEASER,
      motif: spec.motif,
      accent: spec.accent,
      label: spec.title['de-AT'],
    })
  }
  const bestSeller = products
    .filter((product) => product.salesRank > 0)
    .reduce<Row<'products'> | undefined>(
      (best, product) => (best === undefined || product.salesRank < best.salesRank ? product : best),
      undefined,
    )
  const updatedAt = new Date(referenceDate.getTime() - random.int(1, 14) * 86_400_000)

  return locales.map((locale, index) => {
    const blocks: ContentBlock[] = [
      {
        type: 'hero',
        eyebrow: heroSpec.eyebrow[locale],
        heading: heroSpec.heading[locale],
        text: heroSpec.text[locale],
        image: image('home/hero.svg', HERO, heroSpec.alt[locale]),
        url: `/${heroPath}/`,
        linkLabel: heroSpec.linkLabel[locale],
      },
      // Teaser pictures are decorative: the title says where the teaser leads.
      ...teasers.map((spec): ContentBlock => ({
        type: 'teaser',
        title: spec.title[locale],
        text: spec.text[locale],
        image: image(`home/teaser-${spec.key}.svg`, TEASER, ''),
        url: spec.url,
      })),
    ]
    const productImage = bestSeller?.images[0]
    if (bestSeller && productImage !== undefined) {
      // Third place: between the category teasers, where a single product stands out most.
      blocks.splice(3, 0, {
        type: 'teaser',
        title: bestSellerText.title[locale],
        text: bestSellerText.text(bestSeller.name)[locale],
        image: { src: productImage, alt: '', width: 400, height: 400 },
        url: `/p/${bestSeller.slug}/`,
      })
    }
    return {
      id: firstId + index,
      kind: 'home' as const,
      slug: locale.toLowerCase(),
      title: locale === 'de-AT' ? 'Startseite' : 'Home',
      body: blocks.slice(0, 7),
      updatedAt,
    }
  })
}
