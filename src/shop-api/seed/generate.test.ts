import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { generateSeedData, SEED_REFERENCE_DATE } from './generate'
import type { SeedData } from './generate'
import { mediaVersion, renderMedia } from './media'
import { brandSpecs } from './vocabulary/brands'
import { leafSpecs } from './vocabulary/categories'
import { productTypeSpecs } from './vocabulary/product-types'

const PASSWORD_HASH = '$argon2id$v=19$m=19456,t=2,p=1$test$test'
const generate = (products: number, seed: number) =>
  generateSeedData({ products, seed, passwordHash: PASSWORD_HASH })

// One generation shared by the invariant checks; 1,500 products give every rare case a chance.
const data: SeedData = generate(1500, 1)
const { rows } = data

const countBy = <T>(items: readonly T[], key: (item: T) => number | string) => {
  const counts = new Map<number | string, number>()
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1)
  return counts
}

describe('determinism', () => {
  it('gives identical data for the same seed and product count', () => {
    const first = generate(400, 7)
    const second = generate(400, 7)
    expect(second.rows).toEqual(first.rows)
    expect(second.media).toEqual(first.media)
  })

  it('gives different data for a different seed', () => {
    const first = generate(400, 7)
    const other = generate(400, 8)
    expect(other.rows.products.map((product) => product.name)).not.toEqual(
      first.rows.products.map((product) => product.name),
    )
    expect(other.rows.users.map((user) => user.publicId)).not.toEqual(
      first.rows.users.map((user) => user.publicId),
    )
  })

  it('produces exactly the requested number of products', () => {
    expect(generate(1, 1).rows.products).toHaveLength(1)
    expect(rows.products).toHaveLength(1500)
  })
})

describe('vocabulary', () => {
  it('names only known brands and leaves', () => {
    const brandSlugs = new Set(brandSpecs.map((brand) => brand.slug))
    const leaves = new Set(leafSpecs.map((leaf) => leaf.slug))
    for (const type of productTypeSpecs) {
      expect(leaves.has(type.leaf), type.key).toBe(true)
      for (const slug of Object.keys(type.lines))
        expect(brandSlugs.has(slug), `${type.key}: ${slug}`).toBe(true)
      expect(type.price[0]).toBeLessThan(type.price[1])
    }
  })

  it('has about 40 brands, each with a logo', () => {
    expect(rows.brands.length).toBeGreaterThanOrEqual(38)
    const mediaPaths = new Set(data.media.map((spec) => `/media/${spec.path}`))
    for (const brand of rows.brands) expect(mediaPaths.has(brand.logoPath)).toBe(true)
  })
})

describe('categories', () => {
  const byId = new Map(rows.categories.map((category) => [category.id, category]))

  it('forms one tree per gender root with the documented kinds and levels', () => {
    const roots = rows.categories.filter((category) => category.parentId === null)
    expect(roots.map((root) => [root.path, root.gender, root.kind, root.level])).toEqual([
      ['damen', 1, 'root', 0],
      ['herren', 2, 'root', 0],
      ['kinder', 3, 'root', 0],
    ])
    for (const category of rows.categories) {
      expect(category.path).toMatch(/^[a-z0-9-]+(\/[a-z0-9-]+)*$/)
      if (category.parentId === null || category.parentId === undefined) continue
      const parent = byId.get(category.parentId)
      expect(parent).toBeDefined()
      expect(category.path).toBe(`${parent?.path}/${category.slug}`)
      expect(category.gender).toBe(parent?.gender)
      expect(category.level).toBe((parent?.level ?? 0) + 1)
      if (category.level === 1) expect(['clothing', 'shoes', 'equipment', 'outlet']).toContain(category.kind)
      if (category.level === 2) expect(category.kind).toBe('leaf')
      if (category.kind === 'outlet' || parent?.kind === 'outlet') expect(category.isOutlet).toBe(true)
    }
    expect(new Set(rows.categories.map((category) => category.path)).size).toBe(rows.categories.length)
    expect(rows.categories.filter((category) => category.kind === 'outlet')).toHaveLength(3)
    expect(byId.get(rows.categories.find((c) => c.path === 'damen/schuhe/laufschuhe')?.id ?? 0)?.kind).toBe(
      'leaf',
    )
  })
})

describe('products', () => {
  const categories = new Map(rows.categories.map((category) => [category.id, category]))

  it('have unique slugs and SKUs and a sales rank permutation', () => {
    expect(new Set(rows.products.map((product) => product.slug)).size).toBe(rows.products.length)
    expect(new Set(rows.products.map((product) => product.sku)).size).toBe(rows.products.length)
    const ranks = rows.products.map((product) => product.salesRank).sort((left, right) => left - right)
    expect(ranks).toEqual(rows.products.map((_, index) => index + 1))
  })

  it('have a gender consistent with their category root (0 only for unisex accessories)', () => {
    for (const product of rows.products) {
      const category = categories.get(product.categoryId)
      if (product.gender === 0) {
        expect(category?.path).toMatch(/^(damen|herren)\/(ausruestung\/zubehoer|outlet\/ausruestung)$/)
      } else {
        expect(category?.gender).toBe(product.gender)
      }
      expect(category?.kind).toBe('leaf')
      expect(product.isOutlet).toBe(category?.isOutlet)
    }
    const unisexShare = rows.products.filter((product) => product.gender === 0).length / rows.products.length
    expect(unisexShare).toBeLessThan(0.08)
    for (const gender of [1, 2, 3])
      expect(rows.products.some((product) => product.gender === gender)).toBe(true)
  })

  it('have four price rows with rrp ≥ price > 0 and vk from 4 €', () => {
    const byProduct = new Map<number, typeof rows.productPrices>()
    for (const price of rows.productPrices)
      byProduct.set(price.productId, [...(byProduct.get(price.productId) ?? []), price])
    for (const product of rows.products) {
      const prices = byProduct.get(product.id ?? 0) ?? []
      expect(prices.map((price) => price.priceType).sort()).toEqual(['premium', 'pro', 'staff', 'vk'])
      const vk = prices.find((price) => price.priceType === 'vk')?.priceCents ?? 0
      expect(vk).toBeGreaterThanOrEqual(400)
      for (const price of prices) {
        expect(price.priceCents).toBeGreaterThan(0)
        expect(price.rrpCents).toBeGreaterThanOrEqual(price.priceCents)
        expect(price.priceCents).toBeLessThanOrEqual(vk)
      }
    }
    const vkPrices = rows.productPrices.filter((price) => price.priceType === 'vk')
    const discounted = vkPrices.filter((price) => price.priceCents < price.rrpCents).length
    expect(discounted / vkPrices.length).toBeGreaterThan(0.2)
    expect(discounted / vkPrices.length).toBeLessThan(0.7)
    const inFilterRange = vkPrices.filter((price) => price.priceCents <= 120_000).length
    expect(inFilterRange / vkPrices.length).toBeGreaterThan(0.95)
  })

  it('have size options with unique EANs, some sold-out sizes and a few sold-out products', () => {
    const options = countBy(rows.productOptions, (option) => option.productId)
    for (const product of rows.products) expect(options.get(product.id ?? 0) ?? 0).toBeGreaterThan(0)
    expect(new Set(rows.productOptions.map((option) => option.ean)).size).toBe(rows.productOptions.length)
    expect(rows.productOptions.every((option) => /^\d{13}$/.test(option.ean))).toBe(true)
    expect(rows.productOptions.some((option) => option.stock === 0)).toBe(true)
    const inStock = new Set(
      rows.productOptions.filter((option) => option.stock > 0).map((option) => option.productId),
    )
    const soldOut = rows.products.filter((product) => !inStock.has(product.id ?? 0))
    expect(soldOut.length).toBeGreaterThan(0)
    expect(soldOut.length / rows.products.length).toBeLessThan(0.1)
  })

  it('share a variant group only between colours of the same model', () => {
    const groups = new Map<string, typeof rows.products>()
    for (const product of rows.products)
      groups.set(product.variantGroup, [...(groups.get(product.variantGroup) ?? []), product])
    expect([...groups.values()].some((group) => group.length >= 2)).toBe(true)
    for (const group of groups.values()) {
      expect(group.length).toBeLessThanOrEqual(4)
      expect(new Set(group.map((product) => product.name)).size).toBe(1)
      expect(new Set(group.map((product) => product.colorId)).size).toBe(group.length)
    }
  })

  it('flag bikes, skis and heavy goods, with mounting prices for bikes and skis', () => {
    for (const product of rows.products) {
      if (product.isBike || product.isSki) expect(product.mountingPriceCents).toBeGreaterThan(0)
      else expect(product.mountingPriceCents ?? null).toBeNull()
      expect(['clothing', 'shoes', 'kids', 'ski', 'bike', 'gear', 'onesize']).toContain(product.sizeSystem)
    }
    expect(rows.products.some((product) => product.isBike)).toBe(true)
    expect(rows.products.some((product) => product.isSki)).toBe(true)
    expect(rows.products.some((product) => product.isHeavy)).toBe(true)
  })

  it('have 1–3 images, each generated and named with its content version, and were added within the last two years', () => {
    const versions = new Map(
      data.media.map((spec) => [`/media/${spec.path}`, mediaVersion(renderMedia(spec))]),
    )
    const twoYears = 731 * 86_400_000
    for (const product of rows.products) {
      expect(product.images.length).toBeGreaterThanOrEqual(1)
      expect(product.images.length).toBeLessThanOrEqual(3)
      for (const image of product.images) {
        const [path = '', version] = image.split('?v=')
        expect(versions.get(path), image).toBe(version)
      }
      expect(product.addedAt.getTime()).toBeLessThanOrEqual(SEED_REFERENCE_DATE.getTime())
      expect(SEED_REFERENCE_DATE.getTime() - product.addedAt.getTime()).toBeLessThan(twoYears)
    }
    expect(new Set(data.media.map((spec) => spec.path)).size).toBe(data.media.length)
  })
})

describe('relations, sets and teams', () => {
  const products = new Map(rows.products.map((product) => [product.id, product]))

  it('relate 3–6 other products, mostly of the same gender and sport', () => {
    const counts = countBy(rows.productRelations, (relation) => relation.productId)
    for (const product of rows.products) {
      expect(counts.get(product.id ?? 0) ?? 0).toBeGreaterThanOrEqual(3)
      expect(counts.get(product.id ?? 0) ?? 0).toBeLessThanOrEqual(6)
    }
    let sameGender = 0
    for (const relation of rows.productRelations) {
      const product = products.get(relation.productId)
      const related = products.get(relation.relatedId)
      expect(related).toBeDefined()
      expect(relation.relatedId).not.toBe(relation.productId)
      if (product?.gender === related?.gender) sameGender++
    }
    expect(sameGender / rows.productRelations.length).toBeGreaterThan(0.9)
    const pairs = rows.productRelations.map((relation) => `${relation.productId}-${relation.relatedId}`)
    expect(new Set(pairs).size).toBe(pairs.length)
  })

  it('build sets of existing products', () => {
    expect(rows.productSets.length).toBeGreaterThanOrEqual(100)
    const items = countBy(rows.productSetItems, (item) => item.setId)
    for (const set of rows.productSets) expect(items.get(set.id ?? 0) ?? 0).toBeGreaterThanOrEqual(2)
    for (const item of rows.productSetItems) expect(products.has(item.productId)).toBe(true)
    expect(new Set(rows.productSets.map((set) => set.slug)).size).toBe(rows.productSets.length)
  })

  it('give every team shop products', () => {
    expect(rows.teams.length).toBeGreaterThanOrEqual(3)
    for (const team of rows.teams)
      expect(rows.teamProducts.some((item) => item.teamId === team.id)).toBe(true)
    for (const item of rows.teamProducts) expect(products.has(item.productId)).toBe(true)
  })

  it('make two teams private and give each its club colours', () => {
    expect(rows.teams.filter((team) => team.isPrivate).map((team) => team.name)).toEqual([
      'Radclub Tirol',
      'USV St. Veit Fußball',
    ])
    for (const team of rows.teams) {
      expect(team.primaryColor).toMatch(/^#[0-9a-f]{6}$/)
      expect(team.accentColor).toMatch(/^#[0-9a-f]{6}$/)
    }
  })

  it('price every kit product for every price type below the shop, none above the team vk', () => {
    const shop = new Map(rows.productPrices.map((price) => [`${price.productId}:${price.priceType}`, price]))
    const team = new Map(
      rows.teamProductPrices.map((price) => [`${price.teamId}:${price.productId}:${price.priceType}`, price]),
    )
    expect(rows.teamProductPrices).toHaveLength(rows.teamProducts.length * 4)
    for (const item of rows.teamProducts) {
      const vk = team.get(`${item.teamId}:${item.productId}:vk`)?.priceCents ?? 0
      const shopVk = shop.get(`${item.productId}:vk`)?.priceCents ?? 0
      // About 80 % of the shop's vk, whole cents ending in 9.
      expect(vk / shopVk).toBeGreaterThan(0.75)
      expect(vk / shopVk).toBeLessThanOrEqual(0.8)
      for (const priceType of ['vk', 'premium', 'staff', 'pro'] as const) {
        const price = team.get(`${item.teamId}:${item.productId}:${priceType}`)?.priceCents ?? 0
        expect(price).toBeGreaterThan(0)
        expect(price).toBeLessThan(shop.get(`${item.productId}:${priceType}`)?.priceCents ?? 0)
        expect(price).toBeLessThanOrEqual(vk)
        expect(price % 10).toBe(9)
      }
    }
  })

  it('give every team its documented player and coach and 3–8 more members, none of them a shop demo account', () => {
    const emails = new Map(rows.users.map((user) => [user.id, user]))
    for (const team of rows.teams) {
      const members = rows.teamMembers
        .filter((member) => member.teamId === team.id)
        .map((member) => emails.get(member.userId))
      expect(members.length).toBeGreaterThanOrEqual(5)
      expect(members.length).toBeLessThanOrEqual(10)
      expect(members.slice(0, 2).map((user) => [user?.email, user?.role, user?.verified])).toEqual([
        [`spieler.${team.slug}@team.sportalpin.at`, 'vk', true],
        [`trainer.${team.slug}@team.sportalpin.at`, 'staff', true],
      ])
      for (const user of members) expect(user?.firstName).not.toBe('')
    }
    const demo = new Set(data.accounts.map((account) => account.email))
    for (const member of rows.teamMembers)
      expect(demo.has(emails.get(member.userId)?.email ?? '')).toBe(false)
    expect(new Set(rows.users.map((user) => user.email)).size).toBe(rows.users.length)
    expect(data.teamAccounts).toHaveLength(rows.teams.length * 2)
  })
})

describe('autosuggest and menu', () => {
  it('has a few hundred unique lower-case phrases linking to search or a category', () => {
    const phrases = rows.autosuggestPhrases.map((entry) => entry.phrase)
    expect(phrases.length).toBeGreaterThanOrEqual(300)
    expect(new Set(phrases).size).toBe(phrases.length)
    const categoryUrls = new Set(rows.categories.map((category) => `/${category.path}/`))
    for (const entry of rows.autosuggestPhrases) {
      expect(entry.phrase).toBe(entry.phrase.toLowerCase())
      expect(entry.weight).toBeGreaterThan(0)
      expect(entry.url.startsWith('/search/?q=') || categoryUrls.has(entry.url)).toBe(true)
    }
    expect(rows.autosuggestPhrases.find((entry) => entry.phrase === 'laufschuhe damen')?.url).toBe(
      '/damen/schuhe/laufschuhe/',
    )
  })

  it('builds the navigation menu of spec §3', () => {
    const ids = new Set(rows.menuItems.map((item) => item.id))
    for (const item of rows.menuItems) {
      if (item.parentId !== null && item.parentId !== undefined) expect(ids.has(item.parentId)).toBe(true)
      if (item.type !== 'banners') expect(item.url).toMatch(/^\/([^?]*\/)?(\?.*)?$/)
    }
    const roots = rows.menuItems.filter((item) => item.type === 'root-gender')
    expect(roots.map((item) => [item.name, item.data])).toEqual([
      ['Damen', { gender: 1 }],
      ['Herren', { gender: 2 }],
      ['Kinder', { gender: 3 }],
    ])
    expect(rows.menuItems.filter((item) => item.type === 'root-hot').map((item) => item.name)).toEqual([
      'Sale',
      'Neu',
    ])
    const categoryUrls = new Set(rows.categories.map((category) => `/${category.path}/`))
    for (const item of rows.menuItems.filter((candidate) => candidate.type === 'category')) {
      expect(categoryUrls.has(item.url)).toBe(true)
    }
    for (const banner of rows.menuItems.filter((item) => item.type === 'banner')) {
      expect(JSON.stringify(banner.data)).toMatch(/"imageData":\{"src":"\/media\/banners\//)
    }
    expect(rows.menuItems.some((item) => item.type === 'brand' && typeof item.data.logo === 'string')).toBe(
      true,
    )
  })
})

describe('menu brands and banners', () => {
  const childrenOf = (id: number | undefined) =>
    rows.menuItems.filter((item) => id !== undefined && item.parentId === id)
  const root = (name: string) => {
    const item = rows.menuItems.find(
      (candidate) => candidate.type === 'root-gender' && candidate.name === name,
    )
    if (!item) throw new Error(`no ${name} root`)
    return item
  }
  const topBrands = (name: string) => {
    const group = childrenOf(root(name).id).find((item) => item.name === 'Top-Marken')
    if (!group) throw new Error(`no Top-Marken under ${name}`)
    return { group, brands: childrenOf(group.id) }
  }

  it("leads a gender's brands to that gender's products of the brand (spec §2 /marken/damen|herren/)", () => {
    for (const [name, segment] of [
      ['Damen', 'damen'],
      ['Herren', 'herren'],
    ] as const) {
      const { group, brands } = topBrands(name)
      expect(group.url).toBe(`/marken/${segment}/`)
      expect(brands.length).toBeGreaterThan(0)
      for (const brand of brands) expect(brand.url).toMatch(new RegExp(`^/marken/${segment}/[a-z0-9-]+/$`))
    }
    // Children have no /marken/ sub-path: their brands filter the children's category by brand.
    const kids = topBrands('Kinder')
    expect(kids.group.url).toBe('/marken/')
    for (const brand of kids.brands) {
      const row = rows.brands.find((candidate) => candidate.name === brand.name)
      expect(brand.url).toBe(`/kinder/?filters=83-${String(row?.id)}`)
    }
  })

  it('draws banners without lettering in the shape their data names, so nothing is cut off', () => {
    const banners = rows.menuItems.filter((item) => item.type === 'banner')
    expect(banners.length).toBeGreaterThan(0)
    for (const banner of banners) {
      const image = v.parse(
        v.object({ src: v.string(), width: v.number(), height: v.number() }),
        banner.data.imageData,
      )
      expect(image.width).toBe(960)
      expect(image.height).toBe(400)
      const file = data.media.find((spec) => `/media/${spec.path}` === image.src)
      expect(file).toBeDefined()
      if (!file) continue
      const svg = renderMedia(file)
      expect(svg).toContain('viewBox="0 0 960 400"')
      expect(svg).not.toContain('<text')
    }
  })
})

describe('content', () => {
  it('has about 30 Austrian stores with opening hours and services', () => {
    expect(rows.stores.length).toBeGreaterThanOrEqual(28)
    for (const store of rows.stores) {
      expect(store.latitude).toBeGreaterThan(46.3)
      expect(store.latitude).toBeLessThan(49.1)
      expect(store.longitude).toBeGreaterThan(9.5)
      expect(store.longitude).toBeLessThan(17.2)
      expect(store.postal).toMatch(/^\d{4}$/)
      expect(store.phone).toMatch(/^\+43 /)
      expect(store.openingHours.map((hours) => hours.day)).toEqual([1, 2, 3, 4, 5, 6])
      expect(store.services).toContain('Click & Collect')
    }
  })

  it('has guide articles, static and service pages', () => {
    expect(rows.guideArticles.length).toBeGreaterThanOrEqual(40)
    expect(new Set(rows.guideArticles.map((article) => article.section))).toEqual(
      new Set(['laufen', 'wintersport', 'radsport', 'wandern']),
    )
    // Every article names an author with a page: a slug and a bio in both languages.
    const authorIds = new Set(rows.guideAuthors.map((author) => author.id))
    expect(rows.guideArticles.every((article) => article.authorId && authorIds.has(article.authorId))).toBe(
      true,
    )
    for (const author of rows.guideAuthors) {
      expect(author.slug).toMatch(/^[a-z0-9][a-z0-9-]*$/)
      expect(author.bio?.length).toBeGreaterThan(80)
      expect(author.bioEn?.length).toBeGreaterThan(80)
      expect(rows.guideArticles.find((article) => article.authorId === author.id)?.author).toBe(author.name)
    }
    expect(rows.guideAuthors.find((author) => author.name === 'Julia Brandstätter')?.slug).toBe(
      'julia-brandstaetter',
    )
    const pages = rows.contentPages.map((page) => `${page.kind}/${page.slug}`)
    for (const slug of ['impressum', 'datenschutz', 'agb', 'widerruf', 'ueber-uns'])
      expect(pages).toContain(`static/${slug}`)
    for (const slug of [
      'versand',
      'rueckgabe',
      'zahlung',
      'kontakt',
      'ski-service',
      'bike-werkstatt',
      'groessentabelle',
    ]) {
      expect(pages).toContain(`service/${slug}`)
    }
  })

  it('has flyers per store and national ones, valid around the reference date', () => {
    for (const store of rows.stores)
      expect(rows.flyers.some((flyer) => flyer.storeId === store.id)).toBe(true)
    expect(rows.flyers.some((flyer) => flyer.storeId === null)).toBe(true)
    for (const flyer of rows.flyers) {
      expect(flyer.validFrom <= flyer.validTo).toBe(true)
      expect(flyer.validTo >= '2026-11-01' && flyer.validFrom <= '2026-12-31').toBe(true)
      expect(flyer.pages.length).toBeGreaterThan(0)
    }
  })
})

describe('customers', () => {
  const teamMemberIds = new Set(rows.teamMembers.map((member) => member.userId))
  const shopCustomers = rows.users.filter((user) => !teamMemberIds.has(user.id ?? 0))

  it('has one demo account per price type', () => {
    expect(shopCustomers.map((user) => [user.email, user.role])).toEqual([
      ['kunde@sportalpin.at', 'vk'],
      ['premium@sportalpin.at', 'premium'],
      ['staff@sportalpin.at', 'staff'],
      ['pro@sportalpin.at', 'pro'],
    ])
    for (const user of shopCustomers) {
      expect(user.requestId).toMatch(/^u[0-9a-f]{32}$/)
      expect(user.hash).toMatch(/^[0-9a-f]{32}$/)
      expect(user.passwordHash).toBe(PASSWORD_HASH)
      expect(user.verified).toBe(true)
      const addresses = rows.addresses.filter((address) => address.userId === user.id)
      expect(addresses.length).toBeGreaterThanOrEqual(1)
      expect(addresses.length).toBeLessThanOrEqual(3)
      expect(addresses.filter((address) => address.isDefault)).toHaveLength(1)
      const orders = rows.orders.filter((order) => order.userId === user.id)
      expect(orders.length).toBeGreaterThanOrEqual(3)
      expect(orders.length).toBeLessThanOrEqual(8)
    }
  })

  it('computes order totals from the lines', () => {
    for (const order of rows.orders) {
      const lines = rows.orderLines.filter((line) => line.orderId === order.id)
      expect(lines.length).toBeGreaterThan(0)
      const subtotal = lines.reduce((sum, line) => sum + line.lineTotalCents, 0)
      expect(order.subtotalCents).toBe(subtotal)
      expect(order.deliveryCents).toBe(subtotal >= 5000 ? 0 : 490)
      expect(order.totalCents).toBe(subtotal + order.deliveryCents)
      expect(order.placedAt.getTime()).toBeLessThan(SEED_REFERENCE_DATE.getTime())
      expect(order.number).toMatch(/^SA-\d{4}-\d{6}$/)
      const user = rows.users.find((candidate) => candidate.id === order.userId)
      expect(order.priceType).toBe(user?.role)
      for (const line of lines) expect(line.lineTotalCents).toBe(line.unitPriceCents * line.quantity)
    }
  })

  it('never lets a loyalty balance go negative', () => {
    for (const user of rows.users) {
      const history = rows.loyaltyTransactions
        .filter((transaction) => transaction.userId === user.id)
        .sort((left, right) => (left.createdAt?.getTime() ?? 0) - (right.createdAt?.getTime() ?? 0))
      expect(history[0]?.reason).toBe('welcome')
      let balance = 0
      for (const transaction of history) {
        balance += transaction.points
        expect(balance).toBeGreaterThanOrEqual(0)
      }
    }
  })
})
