/**
 * Flyer campaigns around the reference date (2026-11-22): regional flyers per branch and national
 * catalogues without a branch. Dates are ISO days.
 */

export interface FlyerTheme {
  readonly slug: string
  readonly title: string
  readonly validFrom: string
  readonly validTo: string
  readonly accent: string
  /** Product types shown on the pages. */
  readonly typeKeys: readonly string[]
}

export const storeFlyerThemes: readonly FlyerTheme[] = [
  {
    slug: 'black-week',
    title: 'Black Week',
    validFrom: '2026-11-20',
    validTo: '2026-11-30',
    accent: '#1c1c1e',
    typeKeys: ['skijacke', 'laufschuh', 'sneaker', 'daunenjacke', 'gps-sportuhr'],
  },
  {
    slug: 'winterstart',
    title: 'Winterstart',
    validFrom: '2026-11-05',
    validTo: '2026-11-28',
    accent: '#1e64c8',
    typeKeys: ['skijacke', 'skihose', 'muetze', 'skihandschuhe', 'winterstiefel'],
  },
  {
    slug: 'skisaison-opening',
    title: 'Skisaison-Opening',
    validFrom: '2026-11-12',
    validTo: '2026-12-06',
    accent: '#c81e1e',
    typeKeys: ['ski', 'skischuh', 'skihelm', 'skibrille'],
  },
  {
    slug: 'geschenkideen',
    title: 'Geschenkideen zu Weihnachten',
    validFrom: '2026-11-26',
    validTo: '2026-12-24',
    accent: '#2e8b57',
    typeKeys: ['gps-sportuhr', 'fleecejacke', 'muetze', 'wanderrucksack', 'trinkflasche'],
  },
  {
    slug: 'bike-herbst-sale',
    title: 'Bike-Herbst-Sale',
    validFrom: '2026-10-15',
    validTo: '2026-11-22',
    accent: '#0f6b73',
    typeKeys: ['mountainbike', 'e-bike', 'fahrradhelm', 'trekkingrad'],
  },
  {
    slug: 'laufen-im-winter',
    title: 'Laufen im Winter',
    validFrom: '2026-11-16',
    validTo: '2026-12-13',
    accent: '#f07f1a',
    typeKeys: ['laufschuh', 'lauftights', 'laufshirt', 'trailrunningschuh'],
  },
]

export const nationalFlyerThemes: readonly FlyerTheme[] = [
  {
    slug: 'winterkatalog-2026-27',
    title: 'Winterkatalog 2026/27',
    validFrom: '2026-11-01',
    validTo: '2027-02-28',
    accent: '#1f2f4d',
    typeKeys: ['ski', 'skijacke', 'skischuh', 'skihelm', 'langlaufski'],
  },
  {
    slug: 'langlauf-und-skitouren',
    title: 'Langlauf & Skitouren',
    validFrom: '2026-11-15',
    validTo: '2027-01-10',
    accent: '#0f6b73',
    typeKeys: ['langlaufski', 'langlaufschuh', 'tourenski', 'lvs-geraet'],
  },
  {
    slug: 'black-week-online',
    title: 'Black Week online',
    validFrom: '2026-11-20',
    validTo: '2026-11-30',
    accent: '#1c1c1e',
    typeKeys: ['laufschuh', 'sneaker', 'hoodie', 'daunenjacke'],
  },
  {
    slug: 'outdoor-neuheiten-2027',
    title: 'Outdoor-Neuheiten 2027',
    validFrom: '2026-12-01',
    validTo: '2027-01-31',
    accent: '#6b6b3a',
    typeKeys: ['hardshelljacke', 'wanderschuh', 'wanderrucksack', 'zelt'],
  },
]
