/**
 * Stores, guide articles, content pages, flyers and the navigation menu. Stores and flyers depend on
 * the catalogue only for the products shown on flyer pages; the menu is built from the category tree.
 */
import type { GenderValue, OpeningHours } from '../db/schema'
import type { CatalogProduct, CategoryRef } from './catalog'
import type { HomeMotif } from './home-media'
import type { MediaSpec } from './media'
import { Random } from './prng'
import type { Row } from './tables'
import { groupThousands, slugify } from './text'
import { brandSpecs } from './vocabulary/brands'
import { genderRoots } from './vocabulary/categories'
import { categoryNamesEn, menuNamesEn } from './vocabulary/english-names'
import { nationalFlyerThemes, storeFlyerThemes } from './vocabulary/flyers'
import type { FlyerTheme } from './vocabulary/flyers'
import { guideArticleSpecs, guideAuthors, guideSections } from './vocabulary/guides'
import { contentPageSpecs } from './vocabulary/pages'
import { storeServices, storeSpecs } from './vocabulary/stores'
import type { StoreProfile } from './vocabulary/stores'

const dayMs = 86_400_000

/** "€ 1.299,99": the de-AT display form, written out so it does not depend on ICU data. */
export function euroText(cents: number): string {
  return `€ ${groupThousands(Math.floor(cents / 100))},${String(cents % 100).padStart(2, '0')}`
}

const openingHoursByProfile: Readonly<
  Record<StoreProfile, readonly [weekdays: [string, string], saturday: [string, string]]>
> = {
  city: [
    ['09:00', '19:00'],
    ['09:00', '18:00'],
  ],
  mall: [
    ['09:00', '20:00'],
    ['09:00', '18:00'],
  ],
  resort: [
    ['08:00', '18:30'],
    ['08:00', '18:30'],
  ],
  town: [
    ['09:00', '18:00'],
    ['09:00', '17:00'],
  ],
}

function openingHours(profile: StoreProfile): OpeningHours[] {
  const [weekdays, saturday] = openingHoursByProfile[profile]
  const hours: OpeningHours[] = []
  for (let day = 1; day <= 5; day++) hours.push({ day, open: weekdays[0], close: weekdays[1] })
  hours.push({ day: 6, open: saturday[0], close: saturday[1] })
  return hours
}

export function generateStores(seed: number, media: MediaSpec[]): Row<'stores'>[] {
  const random = new Random(seed, 'stores')
  return storeSpecs.map((spec, index) => {
    const slug = slugify(spec.name)
    const optional = random.sample(storeServices.optional, random.int(1, 3))
    const services = [
      ...storeServices.always,
      ...(spec.profile === 'resort' ? storeServices.resort : []),
      ...optional.filter(
        (service) =>
          spec.profile !== 'resort' || !(storeServices.resort as readonly string[]).includes(service),
      ),
    ]
    media.push({ kind: 'store', path: `stores/${slug}.svg`, city: spec.city })
    // Vienna numbers have seven digits after the area code; elsewhere five or six.
    const subscriber =
      spec.areaCode === '1' ? String(random.int(2_000_000, 8_999_999)) : String(random.int(20_000, 899_999))
    return {
      id: index + 1,
      slug,
      name: `Sportalpin ${spec.name}`,
      street: spec.street,
      streetNo: spec.streetNo,
      postal: spec.postal,
      city: spec.city,
      state: spec.state,
      phone: `+43 ${spec.areaCode} ${subscriber}`,
      email: `filiale.${slug}@sportalpin.at`,
      latitude: spec.latitude,
      longitude: spec.longitude,
      openingHours: openingHours(spec.profile),
      services: [...new Set(services)],
      imagePath: `/media/stores/${slug}.svg`,
    }
  })
}

/** The guide's authors, ids in list order, each with a slug for their page /blog/autor/{slug}/. */
export function generateGuideAuthors(): Row<'guideAuthors'>[] {
  return guideAuthors.map((author, index) => ({
    id: index + 1,
    slug: slugify(author.name),
    name: author.name,
    bio: author.bio,
    bioEn: author.bioEn,
  }))
}

function byline(author: (typeof guideAuthors)[number]): { author: string; authorId: number } {
  return { author: author.name, authorId: guideAuthors.indexOf(author) + 1 }
}

export function generateGuides(
  seed: number,
  referenceDate: Date,
  sportIdBySlug: ReadonlyMap<string, number>,
  media: MediaSpec[],
): Row<'guideArticles'>[] {
  const random = new Random(seed, 'guides')
  return guideArticleSpecs.map((spec, index) => {
    const section = guideSections.find((candidate) => candidate.slug === spec.section)
    if (!section) throw new Error(`Unknown guide section ${spec.section}`)
    const slug = slugify(spec.title)
    media.push({ kind: 'guide', path: `guides/${slug}.svg`, section: spec.section, title: spec.title })
    return {
      id: index + 1,
      slug,
      section: section.slug,
      sectionName: section.name,
      title: spec.title,
      teaser: spec.teaser,
      body: [
        { type: 'paragraph' as const, text: spec.teaser },
        ...spec.blocks.flatMap(([heading, paragraph]) => [
          { type: 'heading' as const, text: heading },
          { type: 'paragraph' as const, text: paragraph },
        ]),
        { type: 'paragraph' as const, text: section.closing },
      ],
      imagePath: `/media/guides/${slug}.svg`,
      ...byline(random.pick(guideAuthors)),
      publishedAt: new Date(
        referenceDate.getTime() - random.int(3, 700) * dayMs - random.int(0, 600) * 60_000,
      ),
      sportId: sportIdBySlug.get(spec.sport) ?? null,
    }
  })
}

export function generateContentPages(seed: number, referenceDate: Date): Row<'contentPages'>[] {
  const random = new Random(seed, 'pages')
  return contentPageSpecs.map((spec, index) => ({
    id: index + 1,
    kind: spec.kind,
    slug: spec.slug,
    title: spec.title,
    body: spec.body.map((block) => ({ type: block.type, text: block.text })),
    updatedAt: new Date(referenceDate.getTime() - random.int(10, 400) * dayMs),
  }))
}

export function generateFlyers(
  seed: number,
  stores: readonly Row<'stores'>[],
  catalogProducts: readonly CatalogProduct[],
  media: MediaSpec[],
): Row<'flyers'>[] {
  const random = new Random(seed, 'flyers')
  const byType = new Map<string, CatalogProduct[]>()
  for (const product of catalogProducts) {
    const list = byType.get(product.type.key) ?? []
    list.push(product)
    byType.set(product.type.key, list)
  }
  const flyers: Row<'flyers'>[] = []
  const addFlyer = (theme: FlyerTheme, store: Row<'stores'> | undefined) => {
    const id = flyers.length + 1
    const slug = store ? `${theme.slug}-${store.slug}` : theme.slug
    const pageCount = random.int(4, 8)
    const candidates = theme.typeKeys.flatMap((key) => byType.get(key) ?? [])
    const pages: string[] = []
    for (let page = 1; page <= pageCount; page++) {
      const path = `flyers/${slug}/${page}.svg`
      pages.push(`/media/${path}`)
      const tiles = candidates.length === 0 ? [] : random.sample(candidates, 6)
      media.push({
        kind: 'flyer-page',
        path,
        title: theme.title,
        subtitle: store ? store.name : 'In allen Filialen und online',
        page,
        pages: pageCount,
        accent: theme.accent,
        tiles: tiles.map((product) => ({ name: product.name, price: euroText(product.prices.vk) })),
      })
    }
    flyers.push({
      id,
      slug,
      storeId: store?.id ?? null,
      title: store ? `${theme.title} – ${store.name}` : theme.title,
      validFrom: theme.validFrom,
      validTo: theme.validTo,
      pages,
    })
  }
  for (const store of stores) {
    for (const theme of random.sample(storeFlyerThemes, random.int(1, 3))) addFlyer(theme, store)
  }
  for (const theme of nationalFlyerThemes) addFlyer(theme, undefined)
  return flyers
}

/**
 * Banners of the mega-menu, per gender root. Their artwork has no lettering (the panel prints the
 * title and text beside it, in the page's language) and the banner slot's shape, so it is never
 * cropped.
 */
const bannerSpecs: Readonly<
  Record<
    1 | 2 | 3,
    readonly { title: string; text: string; leafPath: string; accent: string; motif: HomeMotif }[]
  >
> = {
  1: [
    {
      title: 'Skimode Damen',
      text: 'Neue Skijacken für die Saison 2026/27',
      leafPath: 'bekleidung/skijacken',
      accent: '#1e64c8',
      motif: 'snow',
    },
    {
      title: 'Laufschuhe',
      text: 'Die Neuheiten für deine Winterläufe',
      leafPath: 'schuhe/laufschuhe',
      accent: '#f07f1a',
      motif: 'trail',
    },
  ],
  2: [
    {
      title: 'Skitouren',
      text: 'Leichte Ski und Bindungen für den Aufstieg',
      leafPath: 'ausruestung/ski',
      accent: '#0f6b73',
      motif: 'peaks',
    },
    {
      title: 'Daunenjacken',
      text: 'Warm durch den Winter',
      leafPath: 'bekleidung/jacken',
      accent: '#1f2f4d',
      motif: 'snow',
    },
  ],
  3: [
    {
      title: 'Kinderski',
      text: 'Ski, Helme und Brillen für die Kleinen',
      leafPath: 'ausruestung/ski',
      accent: '#c81e1e',
      motif: 'sun',
    },
    {
      title: 'Schneespaß',
      text: 'Skijacken und Skihosen für Kinder',
      leafPath: 'bekleidung/skijacken',
      accent: '#2e8b57',
      motif: 'snow',
    },
  ],
}

/** The banner artwork's size: the shape of the mega-menu's banner slot (12 : 5). */
export const BANNER_SIZE = { width: 960, height: 400 } as const

/** Spec §2: /marken/damen/ and /marken/herren/ list the brands' products for that gender. */
const brandGenderSegments: Readonly<Partial<Record<GenderValue, string>>> = { 1: 'damen', 2: 'herren' }

/** Where a gender's "Top-Marken" heading leads: its gender's brand results, else the brands A–Z. */
function genderBrandsPath(gender: GenderValue): string {
  const segment = brandGenderSegments[gender]
  return segment === undefined ? '/marken/' : `/marken/${segment}/`
}

/**
 * Where a brand under a gender leads: that gender's products of the brand, `/marken/damen/{brand}/`
 * (spec §2). Children have no such page: their brand link is the children's category filtered by
 * the brand (filter 83).
 */
export function genderBrandPath(gender: GenderValue, slug: string, brandId: number): string {
  const segment = brandGenderSegments[gender]
  if (segment !== undefined) return `/marken/${segment}/${slug}/`
  const root = genderRoots.find((candidate) => candidate.gender === gender)
  return root ? `/${root.slug}/?filters=83-${String(brandId)}` : `/marken/${slug}/`
}

/**
 * The navigation menu of spec §3: per gender a root-gender item whose children are category columns
 * (0 Bekleidung, 1 Schuhe, 2 Ausrüstung), a brand column and a banners item in column 3, then the
 * root-hot items Sale and Neu.
 */
export function generateMenu(
  categoryRefs: readonly CategoryRef[],
  catalogProducts: readonly CatalogProduct[],
  media: MediaSpec[],
): Row<'menuItems'>[] {
  const items: Row<'menuItems'>[] = []
  const add = (item: Omit<Row<'menuItems'>, 'id'>) => {
    const id = items.length + 1
    items.push({ id, ...item })
    return id
  }
  const childrenOf = (id: number) => categoryRefs.filter((ref) => ref.parentId === id)
  const brandCounts = new Map<string, Map<GenderValue, number>>()
  const brandIds = new Map<string, number>()
  for (const product of catalogProducts) {
    brandIds.set(product.brand.slug, product.brandId)
    const counts = brandCounts.get(product.brand.slug) ?? new Map<GenderValue, number>()
    counts.set(product.gender, (counts.get(product.gender) ?? 0) + 1)
    brandCounts.set(product.brand.slug, counts)
  }

  genderRoots.forEach((root, rootPosition) => {
    const rootRef = categoryRefs.find((ref) => ref.path === root.slug)
    if (!rootRef) return
    const rootId = add({
      parentId: null,
      name: root.name,
      nameEn: rootRef.nameEn,
      url: `/${root.slug}/`,
      type: 'root-gender',
      column: 0,
      position: rootPosition,
      data: { gender: root.gender },
    })
    let column = 0
    for (const group of childrenOf(rootRef.id)) {
      if (group.kind === 'outlet') continue
      const groupId = add({
        parentId: rootId,
        name: group.name,
        nameEn: group.nameEn,
        url: `/${group.path}/`,
        type: 'category',
        column,
        position: 0,
        data: { gender: root.gender },
      })
      childrenOf(group.id).forEach((leaf, position) => {
        add({
          parentId: groupId,
          name: leaf.name,
          nameEn: leaf.nameEn,
          url: `/${leaf.path}/`,
          type: 'category',
          column,
          position,
          data: { gender: root.gender },
        })
      })
      column++
    }
    const outlet = childrenOf(rootRef.id).find((ref) => ref.kind === 'outlet')
    if (outlet) {
      add({
        parentId: rootId,
        name: `${outlet.name} ${root.name}`,
        nameEn: `${outlet.nameEn ?? outlet.name} ${rootRef.nameEn ?? root.name}`,
        url: `/${outlet.path}/`,
        type: 'gender-category',
        column: Math.min(column, 2),
        position: 1,
        data: { gender: root.gender },
      })
    }
    // The brands with the most products for this gender.
    const topBrands = brandSpecs
      .map((brand) => ({ brand, count: brandCounts.get(brand.slug)?.get(root.gender) ?? 0 }))
      .filter((entry) => entry.count > 0)
      .sort(
        (left, right) => right.count - left.count || left.brand.name.localeCompare(right.brand.name, 'en'),
      )
      .slice(0, 8)
    const brandsId = add({
      parentId: rootId,
      name: 'Top-Marken',
      nameEn: menuNamesEn.topBrands,
      url: genderBrandsPath(root.gender),
      type: 'brand',
      column: 3,
      position: 0,
      data: {},
    })
    topBrands.forEach(({ brand }, position) => {
      add({
        parentId: brandsId,
        name: brand.name,
        url: genderBrandPath(root.gender, brand.slug, brandIds.get(brand.slug) ?? 0),
        type: 'brand',
        column: 3,
        position,
        data: { logo: `/media/brands/${brand.slug}.svg` },
      })
    })
    const bannersId = add({
      parentId: rootId,
      name: 'Aktionen',
      nameEn: menuNamesEn.promotions,
      url: '',
      type: 'banners',
      column: 3,
      position: 1,
      data: {},
    })
    bannerSpecs[root.gender].forEach((banner, position) => {
      const slug = `${root.slug}-${slugify(banner.title)}`
      const link = `/${root.slug}/${banner.leafPath}/`
      media.push({
        kind: 'banner',
        path: `banners/${slug}.svg`,
        width: BANNER_SIZE.width,
        height: BANNER_SIZE.height,
        motif: banner.motif,
        accent: banner.accent,
        label: banner.title,
      })
      add({
        parentId: bannersId,
        name: banner.title,
        url: link,
        type: 'banner',
        column: 3,
        position,
        data: {
          imageData: {
            src: `/media/banners/${slug}.svg`,
            alt: banner.title,
            width: BANNER_SIZE.width,
            height: BANNER_SIZE.height,
          },
          title: banner.title,
          text: banner.text,
          link,
        },
      })
    })
  })

  const saleId = add({
    parentId: null,
    name: 'Sale',
    nameEn: menuNamesEn.sale,
    url: '/outlet/',
    type: 'root-hot',
    column: 0,
    position: genderRoots.length,
    data: { description: 'Reduzierte Artikel für Damen, Herren und Kinder' },
  })
  genderRoots.forEach((root, position) => {
    add({
      parentId: saleId,
      name: `Sale ${root.name}`,
      nameEn: `${menuNamesEn.sale} ${categoryNamesEn[root.slug] ?? root.name}`,
      url: `/${root.slug}/outlet/`,
      type: 'gender-category',
      column: 0,
      position,
      data: { gender: root.gender },
    })
  })
  add({
    parentId: null,
    name: 'Neu',
    nameEn: menuNamesEn.new,
    url: '/neu/',
    type: 'root-hot',
    column: 0,
    position: genderRoots.length + 1,
    data: { description: 'Die neuesten Produkte' },
  })
  return items
}
