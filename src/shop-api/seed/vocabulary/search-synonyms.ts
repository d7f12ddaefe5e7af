/**
 * The shop's search vocabulary (table search_synonyms): words shoppers type that the catalogue
 * spells differently — Austrian and colloquial words, English words, other spellings — and the
 * catalogue words they stand for. One-way: "haube" finds "Mütze", a search for "mütze" is not
 * widened to "haube". Each entry must name words the catalogue uses (a seed test checks that every
 * synonym finds products), so the list stays honest as the assortment changes.
 */
export interface SynonymSpec {
  readonly term: string
  readonly synonyms: readonly string[]
}

export const synonymSpecs: readonly SynonymSpec[] = [
  // Austrian and southern German words
  { term: 'haube', synonyms: ['mütze'] },
  { term: 'radl', synonyms: ['fahrrad', 'rad', 'mountainbike', 'e-bike'] },
  { term: 'leiberl', synonyms: ['shirt'] },
  { term: 'leibchen', synonyms: ['shirt'] },
  { term: 'trainer', synonyms: ['trainingshose', 'trainingsjacke'] },
  { term: 'stutzen', synonyms: ['socken'] },
  { term: 'schi', synonyms: ['ski'] },
  { term: 'schischuh', synonyms: ['skischuh'] },
  { term: 'schijacke', synonyms: ['skijacke'] },
  { term: 'schihose', synonyms: ['skihose'] },
  { term: 'schihelm', synonyms: ['skihelm'] },
  { term: 'schibrille', synonyms: ['skibrille'] },
  { term: 'pulli', synonyms: ['pullover', 'hoodie'] },
  { term: 'gwand', synonyms: ['bekleidung'] },
  // Colloquial and older words
  { term: 'turnschuh', synonyms: ['sneaker'] },
  { term: 'sportschuh', synonyms: ['sneaker', 'laufschuh'] },
  { term: 'kapuzenpulli', synonyms: ['hoodie'] },
  { term: 'kapuzenpullover', synonyms: ['hoodie'] },
  { term: 'anorak', synonyms: ['regenjacke', 'hardshelljacke'] },
  { term: 'bike', synonyms: ['fahrrad'] },
  { term: 'fahrrad', synonyms: ['bike', 'rad'] },
  { term: 'badeshorts', synonyms: ['badehose'] },
  { term: 'bikini', synonyms: ['badeanzug'] },
  {
    term: 'wasserdicht',
    synonyms: ['gore-tex', 'gtx', 'texapore', 'omni-tech', 'drytechnology', 'hipora', 'ceplex', 'waterproof'],
  },
  // Brand and technology names as shoppers write them
  { term: 'gore-tex', synonyms: ['gtx'] },
  // English words
  { term: 'jacket', synonyms: ['jacke'] },
  { term: 'shoes', synonyms: ['schuh'] },
  { term: 'running', synonyms: ['laufen'] },
  { term: 'pants', synonyms: ['hose'] },
  { term: 'tights', synonyms: ['lauftights'] },
  { term: 'cap', synonyms: ['mütze'] },
  { term: 'beanie', synonyms: ['mütze'] },
  { term: 'gloves', synonyms: ['handschuh'] },
  { term: 'backpack', synonyms: ['rucksack'] },
  // Gender words shoppers use besides the shop's Damen, Herren, Kinder
  { term: 'frauen', synonyms: ['damen'] },
  { term: 'männer', synonyms: ['herren'] },
  { term: 'kids', synonyms: ['kinder'] },
  { term: 'mädchen', synonyms: ['kinder'] },
  { term: 'buben', synonyms: ['kinder'] },
  { term: 'burschen', synonyms: ['kinder'] },
]
