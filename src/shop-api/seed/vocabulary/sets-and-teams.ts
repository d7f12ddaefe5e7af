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
  /** Postal code of the club's town, for its members' addresses. */
  readonly postal: string
  /** The branch its members shop at: the one in town, else the nearest. */
  readonly storeCity: string
  /** Sport slug; the shop carries products of the sport and its sub-sports. */
  readonly sport: string
  /** Club colours for the generated crest and the team storefront (primary, accent). */
  readonly colors: readonly [string, string]
  /** Members by invitation only; its team prices show to members alone. */
  readonly isPrivate: boolean
}

export const teamSpecs: readonly TeamSpec[] = [
  {
    name: 'SV Schladming',
    city: 'Schladming',
    postal: '8970',
    storeCity: 'Schladming',
    sport: 'wintersport',
    colors: ['#0b5394', '#ffffff'],
    isPrivate: false,
  },
  {
    name: 'ASKÖ Linz Tennis',
    city: 'Linz',
    postal: '4020',
    storeCity: 'Linz',
    sport: 'tennis',
    colors: ['#c8102e', '#ffffff'],
    isPrivate: false,
  },
  {
    name: 'Radclub Tirol',
    city: 'Innsbruck',
    postal: '6020',
    storeCity: 'Innsbruck',
    sport: 'radsport',
    colors: ['#1c1c1e', '#f2c81e'],
    isPrivate: true,
  },
  {
    name: 'LC Graz Laufteam',
    city: 'Graz',
    postal: '8010',
    storeCity: 'Graz',
    sport: 'laufen',
    colors: ['#2e8b57', '#ffffff'],
    isPrivate: false,
  },
  {
    name: 'USV St. Veit Fußball',
    city: 'St. Veit an der Glan',
    postal: '9300',
    storeCity: 'Klagenfurt am Wörthersee',
    sport: 'fussball',
    colors: ['#6d1a2b', '#f7f7f5'],
    isPrivate: true,
  },
]

/** Given names and family names common in Austria, for the generated team members. */
export const memberFirstNames: readonly { readonly name: string; readonly gender: 'male' | 'female' }[] = [
  { name: 'Johanna', gender: 'female' },
  { name: 'Katharina', gender: 'female' },
  { name: 'Lena', gender: 'female' },
  { name: 'Sarah', gender: 'female' },
  { name: 'Magdalena', gender: 'female' },
  { name: 'Theresa', gender: 'female' },
  { name: 'Valentina', gender: 'female' },
  { name: 'Hannah', gender: 'female' },
  { name: 'Elias', gender: 'male' },
  { name: 'Jakob', gender: 'male' },
  { name: 'Tobias', gender: 'male' },
  { name: 'Florian', gender: 'male' },
  { name: 'Matthias', gender: 'male' },
  { name: 'Stefan', gender: 'male' },
  { name: 'Dominik', gender: 'male' },
  { name: 'Fabian', gender: 'male' },
]

export const memberLastNames: readonly string[] = [
  'Gruber',
  'Huber',
  'Bauer',
  'Wagner',
  'Müller',
  'Pichler',
  'Steiner',
  'Moser',
  'Mayer',
  'Hofer',
  'Leitner',
  'Berger',
  'Fuchs',
  'Eder',
  'Fischer',
  'Schmid',
  'Winkler',
  'Weber',
  'Schwarz',
  'Maier',
]

export const memberStreets: readonly string[] = [
  'Hauptplatz',
  'Bahnhofstraße',
  'Kirchengasse',
  'Schulstraße',
  'Sportplatzweg',
  'Lindenallee',
  'Feldgasse',
  'Am Anger',
]
