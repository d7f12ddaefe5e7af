/** Product sets sold together, and the club shops of the team-shop mode. */

export interface SetRecipe {
  readonly label: string
  /** Type keys the set is built around. */
  readonly primary: readonly string[]
  /** One product per entry, each from one of the listed type keys. */
  readonly secondary: readonly (readonly string[])[]
  /** Prefer components of the same brand (ski and binding, helmet and goggles). */
  readonly preferSameBrand: boolean
}

export const setRecipes: readonly SetRecipe[] = [
  { label: 'Ski-Set', primary: ['ski'], secondary: [['skibindung']], preferSameBrand: true },
  { label: 'Helm & Brille', primary: ['skihelm'], secondary: [['skibrille']], preferSameBrand: true },
  {
    label: 'Skitouren-Set',
    primary: ['tourenski'],
    secondary: [['skibindung'], ['skitourenrucksack']],
    preferSameBrand: true,
  },
  {
    label: 'Pistenpaket',
    primary: ['ski'],
    secondary: [['skibindung'], ['skistoecke']],
    preferSameBrand: true,
  },
  { label: 'Langlauf-Set', primary: ['langlaufski'], secondary: [['langlaufschuh']], preferSameBrand: true },
  { label: 'Tennis-Set', primary: ['tennisschlaeger'], secondary: [['tennisbaelle']], preferSameBrand: true },
  {
    label: 'Bike-Set',
    primary: ['mountainbike', 'e-bike', 'rennrad', 'trekkingrad'],
    secondary: [['fahrradhelm'], ['trinkflasche']],
    preferSameBrand: true,
  },
  { label: 'Lauf-Set', primary: ['laufschuh'], secondary: [['laufsocken']], preferSameBrand: true },
  {
    label: 'Wander-Set',
    primary: ['wanderschuh'],
    secondary: [['wandersocken'], ['wanderrucksack']],
    preferSameBrand: false,
  },
  {
    label: 'Klettersteig-Set',
    primary: ['klettersteigset'],
    secondary: [['klettergurt']],
    preferSameBrand: true,
  },
]

export interface TeamSpec {
  readonly name: string
  readonly city: string
  /** Sport slug; the shop carries products of the sport and its sub-sports. */
  readonly sport: string
  /** Club colours for the generated crest. */
  readonly colors: readonly [string, string]
}

export const teamSpecs: readonly TeamSpec[] = [
  { name: 'SV Schladming', city: 'Schladming', sport: 'wintersport', colors: ['#0b5394', '#ffffff'] },
  { name: 'ASKÖ Linz Tennis', city: 'Linz', sport: 'tennis', colors: ['#c8102e', '#ffffff'] },
  { name: 'Radclub Tirol', city: 'Innsbruck', sport: 'radsport', colors: ['#1c1c1e', '#f2c81e'] },
  { name: 'LC Graz Laufteam', city: 'Graz', sport: 'laufen', colors: ['#2e8b57', '#ffffff'] },
  {
    name: 'USV St. Veit Fußball',
    city: 'St. Veit an der Glan',
    sport: 'fussball',
    colors: ['#6d1a2b', '#f7f7f5'],
  },
]
