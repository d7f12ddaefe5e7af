/**
 * The reference shop API's database: one pg-core schema for PGlite (embedded) and PostgreSQL.
 * Money is stored in euro cents (integers); public ids are random UUIDs, internal ids serials.
 */
import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow()

// ---------------------------------------------------------------------------------------------
// Catalogue
// ---------------------------------------------------------------------------------------------

export const brands = pgTable('brands', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  /** Path of the generated SVG logo under /media/. */
  logoPath: text('logo_path').notNull(),
  description: text('description').notNull().default(''),
})

/** Spec §3 gender values: 0 unknown, 1 female, 2 male, 3 kinder. */
export type GenderValue = 0 | 1 | 2 | 3

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id'),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    /** English name (the API falls back to `name`, German, where it is missing). */
    nameEn: text('name_en'),
    /** Full URL path without slashes at the ends, e.g. `damen/schuhe/laufschuhe`. */
    path: text('path').notNull().unique(),
    gender: smallint('gender').$type<GenderValue>().notNull(),
    level: smallint('level').notNull(),
    /** root | clothing | shoes | equipment | outlet | leaf */
    kind: text('kind').notNull(),
    isOutlet: boolean('is_outlet').notNull().default(false),
    position: integer('position').notNull().default(0),
  },
  (table) => [index('categories_parent_idx').on(table.parentId)],
)

export const sports = pgTable('sports', {
  id: serial('id').primaryKey(),
  parentId: integer('parent_id'),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  /** English name (the API falls back to `name`, German, where it is missing). */
  nameEn: text('name_en'),
  position: integer('position').notNull().default(0),
})

export const colors = pgTable('colors', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  /** English name (the API falls back to `name`, German, where it is missing). */
  nameEn: text('name_en'),
  hex: text('hex').notNull(),
})

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    sku: text('sku').notNull().unique(),
    /** URL path below /p/, unique, e.g. `salomon-speedcross-6-damen-blau-100234`. */
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    gender: smallint('gender').$type<GenderValue>().notNull(),
    colorId: integer('color_id')
      .notNull()
      .references(() => colors.id),
    /** The most specific sport (a sub-sport where there is one). */
    sportId: integer('sport_id').references(() => sports.id),
    /** Products that are the same model in other colours share this key. */
    variantGroup: text('variant_group').notNull(),
    /** clothing | shoes | kids | ski | bike | onesize */
    sizeSystem: text('size_system').notNull(),
    description: text('description').notNull(),
    attributes: jsonb('attributes').$type<{ name: string; value: string }[]>().notNull(),
    /**
     * The values of the attributes that say what the product is made of and with which technology,
     * joined by " | ": the search's details field (catalog-index/text-index.ts). Kept by the
     * database from `attributes` (function `product_search_details`, migration 0011, which names
     * those attributes), so the index build reads a string instead of walking 100,000 JSON arrays.
     */
    searchDetails: text('search_details').generatedAlwaysAs(sql`product_search_details(attributes)`),
    /** Paths of the generated SVG artwork under /media/. */
    images: jsonb('images').$type<string[]>().notNull(),
    /**
     * Position in the best-seller list: 1 is the best seller. The spec's default sort "favorite"
     * (sales_rank desc) therefore lists rank 1 first.
     */
    salesRank: integer('sales_rank').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true, mode: 'date' }).notNull(),
    /**
     * When the product's page last changed in substance: its own row or its prices (triggers of
     * migration 0012). Stock is left out: every order changes it, and a sold-out size does not make
     * the page new to a search engine. The sitemap's lastmod.
     */
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    isOutlet: boolean('is_outlet').notNull().default(false),
    isBike: boolean('is_bike').notNull().default(false),
    isSki: boolean('is_ski').notNull().default(false),
    isHeavy: boolean('is_heavy').notNull().default(false),
    /** Bikes and skis offer mounting (assembly or binding mounting) for this price in cents. */
    mountingPriceCents: integer('mounting_price_cents'),
    /** Austrian VAT rate in percent the price includes (ADR 036): 20 standard, 10 reduced (food, books). */
    vatRate: integer('vat_rate').notNull().default(20),
  },
  (table) => [
    check('products_vat_rate_valid', sql`${table.vatRate} IN (10, 13, 20)`),
    index('products_category_idx').on(table.categoryId),
    index('products_brand_idx').on(table.brandId),
    index('products_variant_group_idx').on(table.variantGroup),
  ],
)

/** Price types of spec §4: vk (default), premium, staff, pro. */
export const priceTypes = ['vk', 'premium', 'staff', 'pro'] as const
export type PriceType = (typeof priceTypes)[number]

export const productPrices = pgTable(
  'product_prices',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    priceType: text('price_type').$type<PriceType>().notNull(),
    priceCents: integer('price_cents').notNull(),
    rrpCents: integer('rrp_cents').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.productId, table.priceType] }),
    check(
      'product_prices_positive',
      sql`${table.priceCents} > 0 AND ${table.rrpCents} >= ${table.priceCents}`,
    ),
  ],
)

/** A size option of a product, with its own stock. */
export const productOptions = pgTable(
  'product_options',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    position: integer('position').notNull(),
    stock: integer('stock').notNull(),
    ean: text('ean').notNull().unique(),
  },
  (table) => [
    index('product_options_product_idx').on(table.productId),
    check('product_options_stock_non_negative', sql`${table.stock} >= 0`),
  ],
)

export const productRelations = pgTable(
  'product_relations',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    relatedId: integer('related_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (table) => [primaryKey({ columns: [table.productId, table.relatedId] })],
)

/** A product set: products sold together (e.g. ski + binding), added to the cart as one group. */
export const productSets = pgTable('product_sets', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
})

export const productSetItems = pgTable(
  'product_set_items',
  {
    setId: integer('set_id')
      .notNull()
      .references(() => productSets.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (table) => [primaryKey({ columns: [table.setId, table.productId] })],
)

/**
 * The size tables of the product page, one table per size system (products.sizeSystem) and gender
 * (a women's M is smaller than a men's M). `label` is the size as products' options name it, so the
 * page can mark the chosen size. Lengths are whole centimetres, the foot length millimetres (shoe
 * charts step in half sizes); a column a table does not have is null.
 */
export const sizeChartRows = pgTable(
  'size_chart_rows',
  {
    system: text('system').notNull(),
    gender: smallint('gender').$type<GenderValue>().notNull(),
    position: integer('position').notNull(),
    label: text('label').notNull(),
    eu: text('eu'),
    uk: text('uk'),
    us: text('us'),
    /** The numeric clothing size of the German-speaking market (Konfektionsgröße), e.g. `48/50`. */
    numeric: text('numeric'),
    footLengthMm: integer('foot_length_mm'),
    heightMinCm: smallint('height_min_cm'),
    heightMaxCm: smallint('height_max_cm'),
    chestMinCm: smallint('chest_min_cm'),
    chestMaxCm: smallint('chest_max_cm'),
    waistMinCm: smallint('waist_min_cm'),
    waistMaxCm: smallint('waist_max_cm'),
    hipMinCm: smallint('hip_min_cm'),
    hipMaxCm: smallint('hip_max_cm'),
    /** Inside-leg length (Schrittlänge): with the body height, what a bike's frame size is chosen by. */
    inseamMinCm: smallint('inseam_min_cm'),
    inseamMaxCm: smallint('inseam_max_cm'),
  },
  (table) => [
    primaryKey({ columns: [table.system, table.gender, table.label] }),
    check('size_chart_rows_inseam', sql`${table.inseamMinCm} <= ${table.inseamMaxCm}`),
    check(
      'size_chart_rows_ranges',
      sql`${table.heightMinCm} <= ${table.heightMaxCm} AND ${table.chestMinCm} <= ${table.chestMaxCm} AND ${table.waistMinCm} <= ${table.waistMaxCm} AND ${table.hipMinCm} <= ${table.hipMaxCm}`,
    ),
  ],
)

export const autosuggestPhrases = pgTable('autosuggest_phrases', {
  id: serial('id').primaryKey(),
  phrase: text('phrase').notNull().unique(),
  weight: integer('weight').notNull(),
  url: text('url').notNull(),
})

/**
 * The shop's search vocabulary: a word shoppers type (regional or colloquial: "radl", "haube",
 * "turnschuh") and the catalogue words it stands for. One-way: "haube" also finds "Mütze", not the
 * reverse. Maintained as content (seeded, editable in the database); the search index reads it.
 */
export const searchSynonyms = pgTable('search_synonyms', {
  id: serial('id').primaryKey(),
  term: text('term').notNull().unique(),
  synonyms: text('synonyms').array().notNull(),
})

/** Bumped whenever catalogue data changes, so read models (the search index) know to rebuild. */
export const catalogVersion = pgTable('catalog_version', {
  id: smallint('id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
  changedAt: timestamp('changed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
})

// ---------------------------------------------------------------------------------------------
// Content, stores, navigation
// ---------------------------------------------------------------------------------------------

export interface OpeningHours {
  /** ISO weekday 1 (Monday) … 7 (Sunday). */
  readonly day: number
  readonly open: string
  readonly close: string
}

export const stores = pgTable('stores', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  street: text('street').notNull(),
  streetNo: text('street_no').notNull(),
  postal: text('postal').notNull(),
  city: text('city').notNull(),
  state: text('state').notNull(),
  phone: text('phone').notNull(),
  email: text('email').notNull(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  openingHours: jsonb('opening_hours').$type<OpeningHours[]>().notNull(),
  services: jsonb('services').$type<string[]>().notNull(),
  imagePath: text('image_path').notNull(),
})

/**
 * The guide's authors: each has a page (/blog/autor/{slug}/) that article bylines and the Article
 * structured data point at, with a short bio in German and English.
 */
export const guideAuthors = pgTable('guide_authors', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  /** de-AT; empty until the editors write one. */
  bio: text('bio').notNull().default(''),
  /** English; empty means the page shows the German one. */
  bioEn: text('bio_en').notNull().default(''),
})

export const guideArticles = pgTable('guide_articles', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  /** Guide section, e.g. `laufen`, used in /blog/{section}/. */
  section: text('section').notNull(),
  sectionName: text('section_name').notNull(),
  title: text('title').notNull(),
  teaser: text('teaser').notNull(),
  /** Article body as a list of blocks (heading or paragraph), rendered by the storefront. */
  body: jsonb('body').$type<{ type: 'heading' | 'paragraph'; text: string }[]>().notNull(),
  imagePath: text('image_path').notNull(),
  /** The byline as written; an article without an author record (e.g. "Redaktion") has no page. */
  author: text('author').notNull(),
  authorId: integer('author_id').references(() => guideAuthors.id),
  publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }).notNull(),
  sportId: integer('sport_id').references(() => sports.id),
})

/** An image placed by the editors, with the size it was drawn at (so pages reserve its space). */
export interface ContentImage {
  src: string
  /** Empty when the image is decorative. */
  alt: string
  width: number
  height: number
}

/** Blocks of a content page: text for static and service pages, hero and teasers for the home page. */
export type ContentBlock =
  | { type: 'heading' | 'paragraph'; text: string }
  | {
      type: 'hero'
      eyebrow: string
      heading: string
      text: string
      image: ContentImage
      url: string
      linkLabel: string
    }
  | { type: 'teaser'; title: string; text: string; image: ContentImage; url: string }

export const contentPages = pgTable(
  'content_pages',
  {
    id: serial('id').primaryKey(),
    /** static (/static/{slug}/), service (/services/{slug}/) or home (slug: the locale, e.g. `de-at`) */
    kind: text('kind').$type<'static' | 'service' | 'home'>().notNull(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    body: jsonb('body').$type<ContentBlock[]>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [uniqueIndex('content_pages_kind_slug_idx').on(table.kind, table.slug)],
)

export const flyers = pgTable(
  'flyers',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    storeId: integer('store_id').references(() => stores.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validTo: date('valid_to', { mode: 'string' }).notNull(),
    /** Image paths of the flyer's pages under /media/. */
    pages: jsonb('pages').$type<string[]>().notNull(),
  },
  (table) => [index('flyers_store_idx').on(table.storeId)],
)

/** The navigation menu of spec §3 "Menu item". */
export const menuItems = pgTable(
  'menu_items',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id'),
    name: text('name').notNull(),
    /** English name (the API falls back to `name`, German, where it is missing). */
    nameEn: text('name_en'),
    url: text('url').notNull(),
    /** gender | category | brand | root-hot | banners | banner | root-gender (and compounds thereof) */
    type: text('type').notNull(),
    column: smallint('column').notNull().default(0),
    position: integer('position').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
  },
  (table) => [index('menu_items_parent_idx').on(table.parentId)],
)

/** Team (club) shops of the team-shop mode. */
export const teams = pgTable(
  'teams',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    shopIdentifier: text('shop_identifier').notNull().unique(),
    city: text('city').notNull(),
    sportId: integer('sport_id').references(() => sports.id),
    logoPath: text('logo_path').notNull(),
    /**
     * A private team takes members by invitation only (no registration into it), and shows its team
     * prices to its members alone.
     */
    isPrivate: boolean('is_private').notNull().default(false),
    /** Club colours (`#rrggbb`, lower case) the team storefront is themed with. */
    primaryColor: text('primary_color').notNull().default('#0b2545'),
    accentColor: text('accent_color').notNull().default('#ffffff'),
  },
  (table) => [
    check(
      'teams_colors_hex',
      sql`${table.primaryColor} ~ '^#[0-9a-f]{6}$' AND ${table.accentColor} ~ '^#[0-9a-f]{6}$'`,
    ),
  ],
)

/** The kit of a team shop: the products its members may order. */
export const teamProducts = pgTable(
  'team_products',
  {
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.teamId, table.productId] })],
)

/**
 * A team's own prices for its kit, per price type. Keyed on the kit entry, so a product that leaves
 * the kit takes its team prices with it.
 */
export const teamProductPrices = pgTable(
  'team_product_prices',
  {
    teamId: integer('team_id').notNull(),
    productId: integer('product_id').notNull(),
    priceType: text('price_type').$type<PriceType>().notNull(),
    priceCents: integer('price_cents').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.teamId, table.productId, table.priceType] }),
    foreignKey({
      columns: [table.teamId, table.productId],
      foreignColumns: [teamProducts.teamId, teamProducts.productId],
    }).onDelete('cascade'),
    check('team_product_prices_positive', sql`${table.priceCents} > 0`),
    check('team_product_prices_type_valid', sql`${table.priceType} IN ('vk','premium','staff','pro')`),
  ],
)

// ---------------------------------------------------------------------------------------------
// Customers and sessions
// ---------------------------------------------------------------------------------------------

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Public id of the account, returned as the user's `uuid`-independent identity. */
    publicId: uuid('public_id').notNull().unique(),
    /**
     * The user hash of spec §3 session values. It is returned by login and registration, so it is no
     * secret and confirms nothing.
     */
    hash: text('hash').notNull().unique(),
    /**
     * The logged-in request id (`u` + 32 hex), stable per account, keying its cart and wishlist on
     * every device. Guest request ids start with `g`, so the two are told apart (spec §8).
     */
    requestId: text('request_id').notNull().unique(),
    /** Lower-cased; null once the account is deleted (personal data removed). */
    email: text('email').unique(),
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    phone: text('phone').notNull().default(''),
    birthday: date('birthday', { mode: 'string' }),
    /** '' | male | female | divers */
    gender: text('gender').notNull().default(''),
    avatar: text('avatar').notNull().default(''),
    separateEmail: boolean('separate_email').notNull().default(false),
    role: text('role').$type<PriceType>().notNull().default('vk'),
    storeId: integer('store_id').references(() => stores.id, { onDelete: 'set null' }),
    p4m: boolean('p4m').notNull().default(false),
    verified: boolean('verified').notNull().default(false),
    /**
     * SHA-256 of the double opt-in token, which only the confirmation mail holds. Kept after the
     * confirmation, so the mailed link answers the same again; null for accounts without such a mail.
     */
    doiTokenHash: text('doi_token_hash').unique(),
    createdAt: createdAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
    /** When the owner was last told that strangers' wrong passwords blocked logins (at most hourly). */
    loginWarningSentAt: timestamp('login_warning_sent_at', { withTimezone: true, mode: 'date' }),
    /** The language of the registration page (de-AT or en): the language of mails no page asks for. */
    locale: text('locale').notNull().default('de-AT'),
  },
  (table) => [check('users_role_valid', sql`${table.role} IN ('vk','premium','staff','pro')`)],
)

/**
 * Members of a team shop. A member orders the team's kit at the team's prices of the member's own
 * price type (the account's role); an account may belong to several teams or none.
 */
export const teamMembers = pgTable(
  'team_members',
  {
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: timestamp('joined_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.teamId, table.userId] }),
    index('team_members_user_idx').on(table.userId),
  ],
)

/** A login session: the bearer token is stored only as its SHA-256 hash. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
)

/**
 * Devices that logged in to an account before (the storefront keeps the token in a long-lived
 * HttpOnly cookie). Their logins are verified ahead of a flood of strangers' attempts; they grant
 * nothing else. Only the token's SHA-256 is kept.
 */
export const knownDevices = pgTable(
  'known_devices',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [index('known_devices_user_idx').on(table.userId)],
)

export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    publicId: uuid('public_id').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    city: text('city').notNull(),
    countryId: text('country_id').notNull(),
    postal: text('postal').notNull(),
    street: text('street').notNull(),
    streetNo: text('street_no').notNull(),
    deliveryType: text('delivery_type').$type<'home' | 'click_and_collect'>().notNull(),
    storeId: integer('store_id').references(() => stores.id, { onDelete: 'set null' }),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [index('addresses_user_idx').on(table.userId)],
)

export const passwordResetTokens = pgTable('password_reset_tokens', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  createdAt: createdAt(),
})

/**
 * A customer's request to log in with another e-mail address: it takes effect when the link mailed
 * to the new address is opened (only the SHA-256 of its token is kept). One open request per
 * account; a new one replaces it.
 */
export const emailChanges = pgTable('email_changes', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Lower-cased. */
  newEmail: text('new_email').notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  /** When the link was opened; the row stays until it expires, so opening it again says so. */
  confirmedAt: timestamp('confirmed_at', { withTimezone: true, mode: 'date' }),
  createdAt: createdAt(),
})

/** When a customer took a copy of their data (GDPR Art. 15 and 20): the record, and the rate limit. */
export const dataExports = pgTable(
  'data_exports',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [index('data_exports_user_idx').on(table.userId, table.createdAt)],
)

/** Throttle of failed logins per e-mail address. */
export const loginThrottle = pgTable('login_throttle', {
  email: text('email').primaryKey(),
  failures: integer('failures').notNull(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true, mode: 'date' }).notNull(),
  blockedUntil: timestamp('blocked_until', { withTimezone: true, mode: 'date' }),
})

/**
 * Attempts per client address and action (login, registration, password reset) in a fixed window:
 * kept in the database, so every node on one PostgreSQL counts the same attempts.
 */
export const addressLimits = pgTable('address_limits', {
  /** `{action}:{address}`, e.g. `login:203.0.113.7`. */
  key: text('key').primaryKey(),
  attempts: integer('attempts').notNull(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true, mode: 'date' }).notNull(),
})

/** Mail that was sent (SMTP) or is kept here when no SMTP server is configured. */
export const mailOutbox = pgTable('mail_outbox', {
  id: serial('id').primaryKey(),
  toAddress: text('to_address').notNull(),
  subject: text('subject').notNull(),
  bodyText: text('body_text').notNull(),
  kind: text('kind').notNull(),
  /**
   * The files sent with the mail, by name, type and size. A binary file's bytes go to SMTP, not
   * here; a text file (a calendar entry, a few hundred bytes) is kept as `text`, since without SMTP
   * the outbox is the delivery.
   */
  attachments: jsonb('attachments')
    .$type<{ filename: string; contentType: string; bytes: number; text?: string }[]>()
    .notNull()
    .default([]),
  createdAt: createdAt(),
  sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
})

// ---------------------------------------------------------------------------------------------
// Carts, wishlists, orders, loyalty
// ---------------------------------------------------------------------------------------------

/**
 * A cart keyed by request id (guest `g…` or logged-in `u…`). Merged guest carts are retired; an
 * account's cart stays active after an order (its lines are removed), since its id never changes.
 */
export const carts = pgTable('carts', {
  id: serial('id').primaryKey(),
  requestId: text('request_id').notNull().unique(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
  status: text('status').$type<'active' | 'merged'>().notNull().default('active'),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
})

export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    /** Identifies the line: option, mounting, set and related products. */
    hash: text('hash').notNull(),
    productOptionId: integer('product_option_id')
      .notNull()
      .references(() => productOptions.id),
    quantity: integer('quantity').notNull(),
    mounting: boolean('mounting').notNull().default(false),
    setId: integer('set_id').references(() => productSets.id),
    /** Lines added together as a set share this hash (DELETE /cart/set/{hash}/). */
    setHash: text('set_hash'),
    /** Option ids of related products added together with this line. */
    relatedOptionIds: jsonb('related_option_ids').$type<number[]>().notNull().default([]),
    /** The team whose kit a team-cart line was ordered from; null on shop lines. */
    teamId: integer('team_id').references(() => teams.id, { onDelete: 'cascade' }),
    /**
     * The price type a team line was added at (the member's role then). The team checkout refuses
     * the line once the role differs, rather than quietly charging another price.
     */
    priceType: text('price_type').$type<PriceType>(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('cart_items_cart_hash_idx').on(table.cartId, table.hash),
    check('cart_items_quantity_positive', sql`${table.quantity} > 0`),
    // A team line knows its team and its price type; a shop line has neither.
    check(
      'cart_items_team_line',
      sql`(${table.teamId} IS NULL) = (${table.priceType} IS NULL) AND (${table.priceType} IS NULL OR ${table.priceType} IN ('vk','premium','staff','pro'))`,
    ),
  ],
)

export const wishlists = pgTable('wishlists', {
  id: serial('id').primaryKey(),
  requestId: text('request_id').notNull().unique(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
  status: text('status').$type<'active' | 'merged'>().notNull().default('active'),
  createdAt: createdAt(),
})

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    wishlistId: integer('wishlist_id')
      .notNull()
      .references(() => wishlists.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.wishlistId, table.productId] })],
)

export const orderChannels = ['shop', 'team'] as const
export type OrderChannel = (typeof orderChannels)[number]

/**
 * Where an order stands (ADR 034). Home delivery: received → in_preparation → shipped → delivered;
 * click & collect: received → in_preparation → ready_for_pickup → picked_up. Before it leaves the
 * warehouse an order can be cancelled; after delivery or pick-up it can be (partly) returned.
 */
export const orderStatuses = [
  'received',
  'in_preparation',
  'shipped',
  'ready_for_pickup',
  'picked_up',
  'delivered',
  'cancelled',
  'partly_returned',
  'returned',
] as const
export type OrderStatus = (typeof orderStatuses)[number]

/** The statuses in which the customer may still cancel: the goods have not left the warehouse. */
export const cancellableOrderStatuses = [
  'received',
  'in_preparation',
] as const satisfies readonly OrderStatus[]

export interface OrderAddress {
  readonly firstname: string
  readonly lastname: string
  readonly street: string
  readonly streetNo: string
  readonly postal: string
  readonly city: string
  readonly countryId: string
}

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    publicId: uuid('public_id').notNull().unique(),
    number: text('number').notNull().unique(),
    /** Null once the customer deleted the account: the order stays for accounting, anonymised. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').$type<OrderStatus>().notNull(),
    placedAt: timestamp('placed_at', { withTimezone: true, mode: 'date' }).notNull(),
    deliveryType: text('delivery_type').$type<'home' | 'click_and_collect'>().notNull(),
    deliveryAddress: jsonb('delivery_address').$type<OrderAddress | null>(),
    storeId: integer('store_id').references(() => stores.id, { onDelete: 'set null' }),
    /** invoice | prepayment */
    paymentMethod: text('payment_method').notNull(),
    priceType: text('price_type').$type<PriceType>().notNull(),
    subtotalCents: integer('subtotal_cents').notNull(),
    deliveryCents: integer('delivery_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    currency: text('currency').notNull().default('EUR'),
    /** Null for orders before billing addresses were taken: the delivery address was the billing one. */
    billingAddress: jsonb('billing_address').$type<OrderAddress | null>(),
    /** Where the confirmation went; the account's e-mail at the time, or the guest's. */
    email: text('email'),
    /** A phone number for questions about the delivery, if the shopper gave one. */
    phone: text('phone'),
    /** A guest order's request id (`g…`): the guest reads the order with it; null for customers. */
    guestRequestId: text('guest_request_id'),
    /**
     * `{owner}:{Idempotency-Key}` of the request that placed the order: a replay finds the order
     * instead of placing another. Unique, so two orders can never carry one key.
     */
    idempotencyKey: text('idempotency_key').unique(),
    /** SHA-256 of the placing request's body: the same key with another body is refused. */
    requestFingerprint: text('request_fingerprint'),
    /** Where the order was placed: the shop, or a team shop (its kit at team prices). */
    channel: text('channel').$type<OrderChannel>().notNull().default('shop'),
    /**
     * What was cancelled of the placed amounts (cents): the cancelled lines' value, or the whole
     * total once the order is cancelled. The placed amounts above never change; what is due is
     * `total_cents - cancelled_cents`.
     */
    cancelledCents: integer('cancelled_cents').notNull().default(0),
    /**
     * What was refunded for returned goods (cents), growing as each return is received (ADR 035);
     * the delivery charge too once nothing of the order is kept.
     */
    refundedCents: integer('refunded_cents').notNull().default(0),
    /**
     * `RE-{year}-{n}`: the invoice issued with the order, numbered without gaps per year (ADR 036);
     * drawn from `document_counters` in the checkout's transaction.
     */
    invoiceNumber: text('invoice_number').unique(),
  },
  (table) => [
    index('orders_user_idx').on(table.userId),
    check('orders_channel_valid', sql`${table.channel} IN ('shop','team')`),
    check(
      'orders_status_valid',
      sql`${table.status} IN ('received','in_preparation','shipped','ready_for_pickup','picked_up','delivered','cancelled','partly_returned','returned')`,
    ),
    check('orders_cancelled_within_total', sql`${table.cancelledCents} BETWEEN 0 AND ${table.totalCents}`),
    check(
      'orders_refunded_within_total',
      sql`${table.refundedCents} BETWEEN 0 AND ${table.totalCents} - ${table.cancelledCents}`,
    ),
  ],
)

/** The history of an order's status: one row per change, the first one when it was received. */
export const orderStatusChanges = pgTable(
  'order_status_changes',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').$type<OrderStatus>().notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [index('order_status_changes_order_idx').on(table.orderId, table.changedAt)],
)

/**
 * One cancellation request that took effect: the whole order or some of its lines. Its key
 * (`{order id}:{Idempotency-Key}`) makes a replayed request find it instead of cancelling again.
 */
export const orderCancellations = pgTable(
  'order_cancellations',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').unique(),
    /** SHA-256 of what the request asked for: the same key with another request is refused. */
    requestFingerprint: text('request_fingerprint'),
    /** The units cancelled per order line id. */
    lines: jsonb('lines').$type<{ id: number; quantity: number }[]>().notNull(),
    amountCents: integer('amount_cents').notNull(),
    createdAt: createdAt(),
    /** `GS-{year}-{n}`: the credit note that corrects the order's invoice (ADR 036). */
    creditNoteNumber: text('credit_note_number').unique(),
  },
  (table) => [index('order_cancellations_order_idx').on(table.orderId)],
)

export const returnReasons = [
  'too_small',
  'too_big',
  'not_as_described',
  'damaged',
  'wrong_item',
  'changed_mind',
  'other',
] as const
export type ReturnReason = (typeof returnReasons)[number]

/** How returned goods come back: picked up at the delivery address, or handed in at a store. */
export const returnMethods = ['pickup', 'store'] as const
export type ReturnMethod = (typeof returnMethods)[number]

/**
 * One return a customer registered (ADR 035): its lines, how the parcel comes back, and, once the
 * returns centre or store received it, the refund. Its code is printed on the label as a barcode.
 */
export const orderReturns = pgTable(
  'order_returns',
  {
    id: serial('id').primaryKey(),
    publicId: uuid('public_id').notNull().unique(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** `R-{order number}-{n}`: printed and encoded on the label, typed by the operator on receipt. */
    code: text('code').notNull().unique(),
    method: text('method').$type<ReturnMethod>().notNull(),
    /** The day of the pick-up (home delivery only). */
    pickupDate: date('pickup_date', { mode: 'string' }),
    storeId: integer('store_id').references(() => stores.id, { onDelete: 'set null' }),
    lines: jsonb('lines').$type<{ id: number; quantity: number; reason: ReturnReason }[]>().notNull(),
    /** `{order id}:{Idempotency-Key}`: a replayed registration finds this return. */
    idempotencyKey: text('idempotency_key').unique(),
    requestFingerprint: text('request_fingerprint'),
    /** The language of the page it was registered on: the label and mails are written in it. */
    locale: text('locale').notNull().default('de'),
    createdAt: createdAt(),
    receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }),
    /** Cents refunded on receipt; null until received. */
    refundCents: integer('refund_cents'),
    /** `GS-{year}-{n}`: the credit note issued on receipt (ADR 036); null until received. */
    creditNoteNumber: text('credit_note_number').unique(),
  },
  (table) => [
    index('order_returns_order_idx').on(table.orderId),
    check('order_returns_method_valid', sql`${table.method} IN ('pickup','store')`),
    // A store's return keeps its row if the store closes (its id is then set null).
    check(
      'order_returns_pickup_has_date',
      sql`${table.method} <> 'pickup' OR ${table.pickupDate} IS NOT NULL`,
    ),
  ],
)

/**
 * The last number given per kind of accounting document and year (ADR 036): invoices (`RE-…`) and
 * credit notes (`GS-…`) are numbered without gaps, so each number is drawn in the transaction that
 * issues the document (a rolled-back transaction gives its number back).
 */
export const documentCounters = pgTable(
  'document_counters',
  {
    kind: text('kind').$type<'invoice' | 'credit_note'>().notNull(),
    year: integer('year').notNull(),
    last: integer('last').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.kind, table.year] }),
    check('document_counters_kind_valid', sql`${table.kind} IN ('invoice','credit_note')`),
  ],
)

/**
 * Order numbers (`SA-{year}-{n}`) draw `n` from here, never from the row id: seeded or imported
 * orders may number themselves differently, and the migration and the seed move this past them.
 */
export const orderNumberSequence = pgSequence('order_number_seq', { startWith: 1, minValue: 1 })

export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    productOptionId: integer('product_option_id').references(() => productOptions.id, {
      onDelete: 'set null',
    }),
    sku: text('sku').notNull(),
    name: text('name').notNull(),
    brandName: text('brand_name').notNull(),
    /**
     * The product's colour as named when the order was placed, in the checkout's language (the
     * analytics purchase names a line "colour / size" as add_to_cart did); empty for services such as
     * mounting, and for lines of orders from before colours were kept.
     */
    color: text('color').default('').notNull(),
    size: text('size').notNull(),
    quantity: integer('quantity').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    lineTotalCents: integer('line_total_cents').notNull(),
    imagePath: text('image_path').notNull(),
    /** Units of this line cancelled before shipping; their stock went back to the warehouse. */
    cancelledQuantity: integer('cancelled_quantity').notNull().default(0),
    /** Units of this line registered for return (ADR 035); never more than were kept. */
    returnedQuantity: integer('returned_quantity').notNull().default(0),
    /** The VAT rate the price included when the order was placed (ADR 036); 20 for services. */
    vatRate: integer('vat_rate').notNull().default(20),
  },
  (table) => [
    index('order_lines_order_idx').on(table.orderId),
    check(
      'order_lines_cancelled_within_quantity',
      sql`${table.cancelledQuantity} BETWEEN 0 AND ${table.quantity}`,
    ),
    check('order_lines_vat_rate_valid', sql`${table.vatRate} IN (10, 13, 20)`),
    check(
      'order_lines_returned_within_kept',
      sql`${table.returnedQuantity} >= 0 AND ${table.returnedQuantity} + ${table.cancelledQuantity} <= ${table.quantity}`,
    ),
  ],
)

export const loyaltyTransactions = pgTable(
  'loyalty_transactions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    points: integer('points').notNull(),
    /** order | bonus | redemption | welcome */
    reason: text('reason').notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [index('loyalty_user_idx').on(table.userId)],
)

// ---------------------------------------------------------------------------------------------
// Back-in-stock alerts
// ---------------------------------------------------------------------------------------------

/** pending: waits for the visitor's confirmation; active: waits for stock; notified: mail sent, closed. */
export const stockAlertStatuses = ['pending', 'active', 'notified'] as const
export type StockAlertStatus = (typeof stockAlertStatuses)[number]

/**
 * "Tell me when this size is back": one row per size and e-mail address while it is open. A
 * visitor's alert stays pending until the mailed link is confirmed (double opt-in); when stock
 * returns, one node claims the active alerts with a conditional UPDATE and mails each once.
 */
export const stockAlerts = pgTable(
  'stock_alerts',
  {
    id: serial('id').primaryKey(),
    productOptionId: integer('product_option_id')
      .notNull()
      .references(() => productOptions.id, { onDelete: 'cascade' }),
    /** Lower-cased. */
    email: text('email').notNull(),
    /** The customer who asked, when logged in; the alert outlives the account only as a visitor's. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').$type<StockAlertStatus>().notNull(),
    /** SHA-256 of the confirmation link's token; null for alerts that needed no confirmation. */
    confirmTokenHash: text('confirm_token_hash').unique(),
    createdAt: createdAt(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true, mode: 'date' }),
    notifiedAt: timestamp('notified_at', { withTimezone: true, mode: 'date' }),
    /** The language of the page the alert was asked for on (de-AT or en): its mails speak it. */
    locale: text('locale').notNull().default('de-AT'),
  },
  (table) => [
    check('stock_alerts_status_valid', sql`${table.status} IN ('pending','active','notified')`),
    // One open alert per size and address: asking again is the same alert.
    uniqueIndex('stock_alerts_open_idx')
      .on(table.productOptionId, table.email)
      .where(sql`${table.status} IN ('pending','active')`),
    // What a stock change looks for: the active alerts of the sizes that came back.
    index('stock_alerts_active_idx')
      .on(table.productOptionId)
      .where(sql`${table.status} = 'active'`),
  ],
)

// ---------------------------------------------------------------------------------------------
// Store stock and click & reserve (omnichannel, spec §4 feature switching)
// ---------------------------------------------------------------------------------------------

/**
 * What a store has on its shelves, per size. Sparse: a row exists only for sizes the store carries
 * (a missing row reads as "not in stock"). Separate from `product_options.stock`, the web
 * warehouse: an online order never takes a store's goods, a reservation never takes the warehouse's.
 */
export const storeStock = pgTable(
  'store_stock',
  {
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    productOptionId: integer('product_option_id')
      .notNull()
      .references(() => productOptions.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.productOptionId, table.storeId] }),
    check('store_stock_quantity_non_negative', sql`${table.quantity} >= 0`),
    // The list filter "in my store": the sizes a store has, by store.
    index('store_stock_in_stock_idx')
      .on(table.storeId, table.productOptionId)
      .where(sql`${table.quantity} > 0`),
  ],
)

/** held: waits in the store for pick-up; collected, cancelled, expired: over (stock returned unless collected). */
export const reservationStatuses = ['held', 'collected', 'cancelled', 'expired'] as const
export type ReservationStatus = (typeof reservationStatuses)[number]

/**
 * Click & reserve: one size put aside in one store for 48 hours, without payment. The unit leaves
 * `store_stock` in the transaction that writes this row and returns when the reservation is
 * cancelled or expires, each by a conditional UPDATE on `status`, so it returns exactly once.
 */
export const reservations = pgTable(
  'reservations',
  {
    id: serial('id').primaryKey(),
    publicId: uuid('public_id').notNull().unique(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    productOptionId: integer('product_option_id')
      .notNull()
      .references(() => productOptions.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    /** The customer who reserved; null for a guest (then `guestRequestId` owns it). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** A guest's request id (`g…`): the guest reads and cancels the reservation with it. */
    guestRequestId: text('guest_request_id'),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    /** What the shopper says at the counter, e.g. `K7M4Q2`; unique among held reservations. */
    pickupCode: text('pickup_code').notNull(),
    status: text('status').$type<ReservationStatus>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true, mode: 'date' }),
    /** `{owner}:{Idempotency-Key}`: a replayed request finds this reservation instead of making another. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    /** The site language the reservation was made in: its mails use it. */
    locale: text('locale').notNull(),
  },
  (table) => [
    check('reservations_status_valid', sql`${table.status} IN ('held','collected','cancelled','expired')`),
    check('reservations_quantity_positive', sql`${table.quantity} > 0`),
    index('reservations_user_idx').on(table.userId),
    index('reservations_guest_idx').on(table.guestRequestId),
    // What the expiry job looks for.
    index('reservations_held_expiry_idx')
      .on(table.expiresAt)
      .where(sql`${table.status} = 'held'`),
    uniqueIndex('reservations_held_code_idx')
      .on(table.storeId, table.pickupCode)
      .where(sql`${table.status} = 'held'`),
  ],
)

// ---------------------------------------------------------------------------------------------
// Service and rental booking (ADR 037)
// ---------------------------------------------------------------------------------------------

/** `appointment`: a time slot at a workstation; `rental`: equipment from a pick-up day to a return day. */
export type ServiceKind = 'appointment' | 'rental'

/**
 * What a store can be booked for: ski service, bike service, running analysis, rental … The same
 * service in every store that offers it; each store says how many workstations it has for it.
 */
export const serviceTypes = pgTable(
  'service_types',
  {
    id: serial('id').primaryKey(),
    /** Stable in URLs: `/api/v1/stores/{id}/services/{slug}/slots/`. */
    slug: text('slug').notNull().unique(),
    kind: text('kind').$type<ServiceKind>().notNull(),
    name: text('name').notNull(),
    nameEn: text('name_en').notNull(),
    description: text('description').notNull(),
    descriptionEn: text('description_en').notNull(),
    /** What to bring, shown before booking and in the mail. */
    bring: text('bring').notNull(),
    bringEn: text('bring_en').notNull(),
    /** An appointment's length; 0 for rentals. */
    durationMinutes: integer('duration_minutes').notNull(),
    /** Slots start this often from each opening time. */
    stepMinutes: integer('step_minutes').notNull(),
    /** 0 is free of charge ("kostenlos"); for rentals the price comes from the equipment category. */
    priceCents: integer('price_cents').notNull(),
    leadMinutes: integer('lead_minutes').notNull(),
    horizonDays: integer('horizon_days').notNull(),
    /** The guide or content page describing the service, e.g. `/services/skiservice/`; empty when none. */
    pagePath: text('page_path').notNull().default(''),
    /**
     * The sports whose equipment it serves (sport slugs, e.g. `ski-alpin`): a product page of a
     * mountable product (skis, bikes) in one of them offers the booking.
     */
    sports: jsonb('sports')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
  },
  (table) => [
    check('service_types_kind_valid', sql`${table.kind} IN ('appointment','rental')`),
    check('service_types_price_valid', sql`${table.priceCents} >= 0`),
    check(
      'service_types_timing_valid',
      sql`${table.kind} = 'rental' OR (${table.durationMinutes} > 0 AND ${table.stepMinutes} > 0)`,
    ),
  ],
)

/** Which store offers which service, with how many workstations (bookings at the same time). */
export const storeServiceOffers = pgTable(
  'store_service_offers',
  {
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    serviceTypeId: integer('service_type_id')
      .notNull()
      .references(() => serviceTypes.id, { onDelete: 'cascade' }),
    capacity: integer('capacity').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.storeId, table.serviceTypeId] }),
    check('store_service_offers_capacity_positive', sql`${table.capacity} > 0`),
  ],
)

/** Equipment a rental service lends (e.g. "Allround-Ski"), priced per day, in sizes. */
export const rentalCategories = pgTable(
  'rental_categories',
  {
    id: serial('id').primaryKey(),
    serviceTypeId: integer('service_type_id')
      .notNull()
      .references(() => serviceTypes.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    nameEn: text('name_en').notNull(),
    dayPriceCents: integer('day_price_cents').notNull(),
    depositCents: integer('deposit_cents').notNull(),
    /** Sizes in the order shown, e.g. ski lengths `["150","160","170"]`. */
    sizes: jsonb('sizes').$type<string[]>().notNull(),
    position: integer('position').notNull(),
  },
  (table) => [
    uniqueIndex('rental_categories_slug_idx').on(table.serviceTypeId, table.slug),
    check('rental_categories_price_positive', sql`${table.dayPriceCents} > 0`),
  ],
)

/** How many pieces of a category and size a store has to lend. */
export const rentalStock = pgTable(
  'rental_stock',
  {
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => rentalCategories.id, { onDelete: 'cascade' }),
    size: text('size').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.storeId, table.categoryId, table.size] }),
    check('rental_stock_quantity_valid', sql`${table.quantity} >= 0`),
  ],
)

export type BookingStatus = 'booked' | 'cancelled'

/** What a rental needs for fitting the equipment and setting the binding (DIN/ISO 11088). */
export interface RentalFitting {
  readonly heightCm: number
  readonly weightKg: number
  /** EU shoe size, e.g. 42.5. */
  readonly shoeSize: number
  /** ISO 11088 skier type 1 (cautious) … 3 (aggressive). */
  readonly skill: 1 | 2 | 3
}

/**
 * A booked appointment (a slot: `startsAt`–`endsAt`) or rental (Vienna days `firstDay`–`lastDay`,
 * with category, size and fitting). Capacity is checked under a per-store-and-service advisory
 * lock (appointments) or per-category-and-size lock (rentals), so parallel bookings never overbook.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: serial('id').primaryKey(),
    publicId: uuid('public_id').notNull().unique(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    serviceTypeId: integer('service_type_id')
      .notNull()
      .references(() => serviceTypes.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date' }),
    endsAt: timestamp('ends_at', { withTimezone: true, mode: 'date' }),
    firstDay: date('first_day', { mode: 'string' }),
    lastDay: date('last_day', { mode: 'string' }),
    rentalCategoryId: integer('rental_category_id').references(() => rentalCategories.id, {
      onDelete: 'cascade',
    }),
    rentalSize: text('rental_size'),
    fitting: jsonb('fitting').$type<RentalFitting>(),
    priceCents: integer('price_cents').notNull(),
    /** The customer who booked; null for a guest (then `guestRequestId` owns it). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    guestRequestId: text('guest_request_id'),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    /** A note for the workshop, e.g. "Kanten schärfen, 2 Paar". */
    note: text('note').notNull().default(''),
    status: text('status').$type<BookingStatus>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true, mode: 'date' }),
    /**
     * `{owner}:{Idempotency-Key}` (owner `anon` for a first-time guest, who has no request id yet): a
     * replayed request finds this booking instead of making another.
     */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    /** SHA-256 of what was asked: the same key with another request is refused, not answered. */
    requestFingerprint: text('request_fingerprint').notNull(),
    /**
     * SHA-256 of the key in the mail's link: with it the booking can be seen and cancelled from any
     * device (a guest's request id lives in one browser only). The key itself is never stored.
     */
    accessKeyHash: text('access_key_hash').notNull(),
    locale: text('locale').notNull(),
  },
  (table) => [
    check('bookings_status_valid', sql`${table.status} IN ('booked','cancelled')`),
    check(
      'bookings_timing_valid',
      sql`(${table.startsAt} IS NOT NULL AND ${table.endsAt} IS NOT NULL AND ${table.firstDay} IS NULL)
        OR (${table.firstDay} IS NOT NULL AND ${table.lastDay} IS NOT NULL AND ${table.lastDay} >= ${table.firstDay}
            AND ${table.rentalCategoryId} IS NOT NULL AND ${table.rentalSize} IS NOT NULL)`,
    ),
    index('bookings_user_idx').on(table.userId),
    index('bookings_guest_idx').on(table.guestRequestId),
    index('bookings_slot_idx')
      .on(table.storeId, table.serviceTypeId, table.startsAt)
      .where(sql`${table.status} = 'booked'`),
    index('bookings_rental_idx')
      .on(table.storeId, table.rentalCategoryId, table.rentalSize, table.firstDay)
      .where(sql`${table.status} = 'booked'`),
  ],
)
