/**
 * The shop addresses its shoppers with "du", in every German text: pages, messages, mails and the
 * seeded content (docs/glossary.md). This finds the formal address ("Sie", "Ihr", "Ihnen") in a
 * German text, telling it apart from "sie"/"Sie" as the pronoun for a thing ("Sie ist atmungsaktiv").
 */

const FORMAL_ADDRESS = [
  // "Ihr", "Ihre", "Ihrem", "Ihren", "Ihrer", "Ihres", "Ihnen": capitalised, they are the formal address.
  /\b(?:Ihnen|Ihre[mnrs]?|Ihr)\b/u,
  // "Sie" after a word in lower case or a comma: mid-sentence, only the formal address is capitalised.
  /(?<=[\p{Ll},]\s)Sie\b/u,
  // "Sie" with a verb in the plural ("Sie haben", "Sie können"): the pronoun for a thing takes the
  // singular ("Sie ist", "Sie passt").
  /\bSie\s+(?:sind|\p{L}+en)\b/u,
]

/** The formal addresses in `text`, each with a little context; empty when it says "du" only. */
export function formalAddresses(text: string): string[] {
  const found: string[] = []
  for (const pattern of FORMAL_ADDRESS) {
    const global = new RegExp(pattern.source, 'gu')
    for (const match of text.matchAll(global)) {
      const start = Math.max(0, match.index - 30)
      found.push(text.slice(start, match.index + match[0].length + 30).replace(/\s+/g, ' '))
    }
  }
  return found
}
