/** Sports and sub-sports (the sports filter pivots sub-sports under their sport, spec §3). */

export interface SportSpec {
  readonly slug: string
  readonly name: string
  readonly children: readonly { readonly slug: string; readonly name: string }[]
}

export const sportSpecs: readonly SportSpec[] = [
  {
    slug: 'wintersport',
    name: 'Wintersport',
    children: [
      { slug: 'ski-alpin', name: 'Ski alpin' },
      { slug: 'langlauf', name: 'Langlauf' },
      { slug: 'skitouren', name: 'Skitouren' },
      { slug: 'snowboard', name: 'Snowboard' },
    ],
  },
  {
    slug: 'radsport',
    name: 'Radsport',
    children: [
      { slug: 'mountainbike', name: 'Mountainbike' },
      { slug: 'e-bike', name: 'E-Bike' },
      { slug: 'rennrad', name: 'Rennrad' },
      { slug: 'trekkingrad', name: 'Trekkingrad' },
    ],
  },
  {
    slug: 'laufen',
    name: 'Laufen',
    children: [
      { slug: 'strassenlauf', name: 'Straßenlauf' },
      { slug: 'trailrunning', name: 'Trailrunning' },
    ],
  },
  {
    slug: 'wandern',
    name: 'Wandern',
    children: [
      { slug: 'bergwandern', name: 'Bergwandern' },
      { slug: 'klettersteig', name: 'Klettersteig' },
    ],
  },
  { slug: 'fussball', name: 'Fußball', children: [] },
  { slug: 'tennis', name: 'Tennis', children: [] },
  { slug: 'fitness', name: 'Fitness', children: [] },
  { slug: 'schwimmen', name: 'Schwimmen', children: [] },
  { slug: 'outdoor', name: 'Outdoor', children: [] },
]

/** What each sub-sport (or sport without sub-sports) is used for, for product descriptions. */
export const sportUsePhrases: Readonly<Record<string, string>> = {
  'ski-alpin': 'sportliche Schwünge auf präparierten Pisten',
  langlauf: 'flotte Runden in der Loipe',
  skitouren: 'lange Aufstiege und Abfahrten im freien Gelände',
  snowboard: 'Tage im Snowpark und auf der Piste',
  mountainbike: 'Trails, Forststraßen und Singletrails',
  'e-bike': 'entspannte Touren mit elektrischer Unterstützung',
  rennrad: 'schnelle Ausfahrten auf Asphalt',
  trekkingrad: 'den Weg zur Arbeit und Radreisen',
  strassenlauf: 'Trainingsläufe auf Asphalt und Wettkämpfe',
  trailrunning: 'technische Trails und Bergläufe',
  bergwandern: 'Hüttentouren und Gipfelanstiege',
  klettersteig: 'gesicherte Steige im Fels',
  fussball: 'Training und Match auf Rasen und Kunstrasen',
  tennis: 'Matches auf Sand- und Hartplätzen',
  fitness: 'Workouts im Studio und zu Hause',
  schwimmen: 'Bahnen im Hallen- und Freibad',
  outdoor: 'Camping, Reisen und Abenteuer im Freien',
}
