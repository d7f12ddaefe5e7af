/**
 * The category tree's vocabulary: one root per gender (spec §3 gender values), below it the three
 * groups Bekleidung / Schuhe / Ausrüstung and an outlet branch, below those the leaves. Which leaves a
 * root gets follows from the product types sold for that gender (see product-types.ts).
 */
import type { GenderValue } from '../../db/schema'

export type Group = 'clothing' | 'shoes' | 'equipment'

export interface GenderRootSpec {
  readonly gender: Exclude<GenderValue, 0>
  readonly slug: string
  readonly name: string
}

export const genderRoots: readonly GenderRootSpec[] = [
  { gender: 1, slug: 'damen', name: 'Damen' },
  { gender: 2, slug: 'herren', name: 'Herren' },
  { gender: 3, slug: 'kinder', name: 'Kinder' },
]

export const groupSpecs: Readonly<Record<Group, { readonly slug: string; readonly name: string }>> = {
  clothing: { slug: 'bekleidung', name: 'Bekleidung' },
  shoes: { slug: 'schuhe', name: 'Schuhe' },
  equipment: { slug: 'ausruestung', name: 'Ausrüstung' },
}

export const groupOrder: readonly Group[] = ['clothing', 'shoes', 'equipment']

export const outletSpec = { slug: 'outlet', name: 'Outlet' } as const

export interface LeafSpec {
  readonly slug: string
  readonly name: string
  readonly group: Group
}

/** Leaves in menu order within their group. */
export const leafSpecs: readonly LeafSpec[] = [
  { slug: 'jacken', name: 'Jacken', group: 'clothing' },
  { slug: 'skijacken', name: 'Skijacken', group: 'clothing' },
  { slug: 'skihosen', name: 'Skihosen', group: 'clothing' },
  { slug: 'hosen', name: 'Hosen', group: 'clothing' },
  { slug: 'shirts', name: 'Shirts', group: 'clothing' },
  { slug: 'pullover-fleece', name: 'Pullover & Fleece', group: 'clothing' },
  { slug: 'funktionsunterwaesche', name: 'Funktionsunterwäsche', group: 'clothing' },
  { slug: 'sport-bhs', name: 'Sport-BHs', group: 'clothing' },
  { slug: 'radbekleidung', name: 'Radbekleidung', group: 'clothing' },
  { slug: 'bademode', name: 'Bademode', group: 'clothing' },
  { slug: 'socken', name: 'Socken', group: 'clothing' },
  { slug: 'muetzen-handschuhe', name: 'Mützen & Handschuhe', group: 'clothing' },
  { slug: 'laufschuhe', name: 'Laufschuhe', group: 'shoes' },
  { slug: 'trailrunningschuhe', name: 'Trailrunningschuhe', group: 'shoes' },
  { slug: 'wanderschuhe', name: 'Wanderschuhe', group: 'shoes' },
  { slug: 'sneaker', name: 'Sneaker', group: 'shoes' },
  { slug: 'fussballschuhe', name: 'Fußballschuhe', group: 'shoes' },
  { slug: 'tennisschuhe', name: 'Tennisschuhe', group: 'shoes' },
  { slug: 'skischuhe', name: 'Skischuhe', group: 'shoes' },
  { slug: 'langlaufschuhe', name: 'Langlaufschuhe', group: 'shoes' },
  { slug: 'winterschuhe', name: 'Winterschuhe', group: 'shoes' },
  { slug: 'ski', name: 'Ski', group: 'equipment' },
  { slug: 'langlaufski', name: 'Langlaufski', group: 'equipment' },
  { slug: 'snowboards', name: 'Snowboards', group: 'equipment' },
  { slug: 'skihelme', name: 'Skihelme', group: 'equipment' },
  { slug: 'skibrillen', name: 'Skibrillen', group: 'equipment' },
  { slug: 'skistoecke', name: 'Skistöcke', group: 'equipment' },
  { slug: 'skibindungen', name: 'Skibindungen', group: 'equipment' },
  { slug: 'fahrraeder', name: 'Fahrräder', group: 'equipment' },
  { slug: 'e-bikes', name: 'E-Bikes', group: 'equipment' },
  { slug: 'fahrradhelme', name: 'Fahrradhelme', group: 'equipment' },
  { slug: 'rucksaecke', name: 'Rucksäcke', group: 'equipment' },
  { slug: 'klettern', name: 'Klettern', group: 'equipment' },
  { slug: 'tennis', name: 'Tennis', group: 'equipment' },
  { slug: 'fussball', name: 'Fußball', group: 'equipment' },
  { slug: 'sportuhren', name: 'Sportuhren', group: 'equipment' },
  { slug: 'fitnessgeraete', name: 'Fitnessgeräte', group: 'equipment' },
  { slug: 'zubehoer', name: 'Zubehör', group: 'equipment' },
]

/**
 * Unisex accessories (gender 0) have no gender root of their own; they are filed under the
 * Zubehör leaf of these roots, so they still appear in a gender's navigation.
 */
export const unisexRootGenders: readonly Exclude<GenderValue, 0 | 3>[] = [1, 2]
