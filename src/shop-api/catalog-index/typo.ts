/**
 * Typo tolerance: terms of the vocabulary within edit distance 1 of a query word (a swap of two
 * neighbouring letters counting as one edit).
 *
 * Comparing a word with every term would cost the vocabulary's size per word, so terms are bucketed
 * by their first letter and length: a term one edit away from a word shares its first letter (we
 * accept missing typos in the very first letter, which shoppers rarely make) and differs in length
 * by at most one, so three buckets hold every candidate.
 */

/** True when `a` becomes `b` by at most one insertion, deletion, substitution or swap of neighbours. */
export function withinOneEdit(a: string, b: string): boolean {
  const lengthA = a.length
  const lengthB = b.length
  if (Math.abs(lengthA - lengthB) > 1) return false
  // Let `a` be the shorter one, so that a length difference is always a deletion from `b`.
  if (lengthA > lengthB) return withinOneEdit(b, a)
  let i = 0
  while (i < lengthA && a.charCodeAt(i) === b.charCodeAt(i)) i++
  if (i === lengthA) return true
  if (lengthA === lengthB) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true
    // Two neighbouring letters swapped ("jakce" for "jacke") count as one edit too.
    return (
      a.charAt(i) === b.charAt(i + 1) && a.charAt(i + 1) === b.charAt(i) && a.slice(i + 2) === b.slice(i + 2)
    )
  }
  return a.slice(i) === b.slice(i + 1)
}

const bucketKey = (firstLetter: string, length: number) => `${firstLetter}${length}`

export class TypoBuckets {
  private readonly buckets = new Map<string, number[]>()

  constructor(private readonly terms: readonly string[]) {
    terms.forEach((term, id) => {
      if (term === '') return
      const key = bucketKey(term.charAt(0), term.length)
      const bucket = this.buckets.get(key)
      if (bucket) bucket.push(id)
      else this.buckets.set(key, [id])
    })
  }

  /** Ids of the terms within one edit of `word` (the word itself included, if it is a term). */
  near(word: string): number[] {
    if (word === '') return []
    const found: number[] = []
    const first = word.charAt(0)
    for (let length = word.length - 1; length <= word.length + 1; length++) {
      for (const id of this.buckets.get(bucketKey(first, length)) ?? []) {
        const term = this.terms[id]
        if (term !== undefined && withinOneEdit(word, term)) found.push(id)
      }
    }
    return found
  }
}
