/**
 * The storefront's reading of the menu endpoint (spec §3 "Menu item"). The storefront may talk to
 * another retailer's API host, so it validates what it uses: the free-form `data` is read field by
 * field, and a field of the wrong shape is dropped rather than failing the whole header.
 */
import * as v from 'valibot'
import { endpoint } from './contract'
import type { ContractEndpoint } from './contract'
import { locales } from '~/paraglide/runtime'

export const menuViews = ['desktop', 'mobile'] as const
export type MenuView = (typeof menuViews)[number]

/** Spec §3 "Gender values": 0 unknown, 1 female, 2 male, 3 kinder. */
export const genderSchema = v.picklist([0, 1, 2, 3])
export type Gender = v.InferOutput<typeof genderSchema>
export const UNKNOWN_GENDER: Gender = 0

export interface MenuImage {
  readonly src: string
  readonly alt: string
  readonly width?: number
  readonly height?: number
}

/** A menu item as the header uses it. */
export interface MenuNode {
  readonly id: number
  readonly name: string
  readonly url: string
  /** Spec §3: types containing gender, category or brand, plus root-hot, banners, banner, root-gender. */
  readonly type: string
  readonly column: number
  readonly children: readonly MenuNode[]
  readonly gender: Gender
  readonly logo?: string
  readonly description?: string
  readonly image?: MenuImage
  /** Banner texts. */
  readonly title?: string
  readonly text?: string
}

/** A value of the right type, or undefined: one odd field never hides a menu item. */
const optional = <TSchema extends v.GenericSchema>(schema: TSchema) =>
  v.optional(v.fallback(v.optional(schema), undefined))

const imageDataSchema = v.object({
  src: v.string(),
  alt: v.optional(v.string(), ''),
  width: v.optional(v.number()),
  height: v.optional(v.number()),
})

const menuDataSchema = v.object({
  gender: v.optional(v.fallback(genderSchema, 0), 0),
  logo: optional(v.string()),
  description: optional(v.string()),
  imageData: optional(imageDataSchema),
  title: optional(v.string()),
  text: optional(v.string()),
  link: optional(v.string()),
})

export const menuNodeSchema: v.GenericSchema<unknown, MenuNode> = v.pipe(
  v.object({
    id: v.number(),
    name: v.string(),
    url: v.string(),
    type: v.string(),
    column: v.number(),
    options: v.array(v.lazy(() => menuNodeSchema)),
    data: v.optional(v.fallback(menuDataSchema, { gender: 0 }), { gender: 0 }),
  }),
  v.transform((item): MenuNode => {
    const { data } = item
    return {
      id: item.id,
      name: item.name,
      // Banners carry their target as data.link; the item url is the fallback.
      url: item.type === 'banner' && data.link ? data.link : item.url,
      type: item.type,
      column: item.column,
      children: item.options,
      gender: data.gender,
      ...(data.logo === undefined ? {} : { logo: data.logo }),
      ...(data.description === undefined ? {} : { description: data.description }),
      ...(data.imageData === undefined ? {} : { image: data.imageData }),
      ...(data.title === undefined ? {} : { title: data.title }),
      ...(data.text === undefined ? {} : { text: data.text }),
    }
  }),
)

export const menuResponseSchema = v.object({
  data: v.object({ items: v.array(menuNodeSchema) }),
})

/** The menu of a view, named in the page's language (the shop falls back to German). */
export const menuInputSchema = v.object({ view: v.picklist(menuViews), locale: v.picklist(locales) })

/** The navigation endpoints the storefront calls (checked by the contract test). */
export const navigationContract = (): readonly ContractEndpoint[] => [
  endpoint('GET', '/api/v1/menu/', menuResponseSchema),
]
