/**
 * The seed's only source of randomness: a small, fast, seedable PRNG (sfc32), so the same seed and
 * product count always produce byte-identical data. `Math.random` and `crypto` are never used by the
 * generator (the password hash is the one exception, and it is passed in from outside).
 */

/** 32-bit FNV-1a of a string, used to turn stream names into seeds. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}

/** splitmix32: spreads a small seed over the 128 bits of sfc32 state. */
function splitmix32(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x9e3779b9) >>> 0
    let z = state
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b)
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35)
    return (z ^ (z >>> 16)) >>> 0
  }
}

export class Random {
  private a: number
  private b: number
  private c: number
  private d: number

  /**
   * A stream keyed by seed and name. Each part of the generator draws from its own named stream, so
   * adding a draw in one part (say, stores) does not shift the data of another (say, products).
   */
  constructor(seed: number, stream = '') {
    const mix = splitmix32((seed >>> 0) ^ fnv1a(stream))
    this.a = mix()
    this.b = mix()
    this.c = mix()
    this.d = mix()
    // sfc32 needs a few rounds before its output is well mixed.
    for (let round = 0; round < 12; round++) this.nextUint32()
  }

  /** An independent stream derived from this one's seed material and a name. */
  fork(stream: string): Random {
    return new Random(this.a ^ this.c, stream)
  }

  nextUint32(): number {
    const t = (((this.a + this.b) >>> 0) + this.d) >>> 0
    this.d = (this.d + 1) >>> 0
    this.a = this.b ^ (this.b >>> 9)
    this.b = (this.c + (this.c << 3)) >>> 0
    this.c = (this.c << 21) | (this.c >>> 11)
    this.c = (this.c + t) >>> 0
    return t
  }

  /** A float in [0, 1). */
  next(): number {
    return this.nextUint32() / 4_294_967_296
  }

  /** An integer in [min, max] (both inclusive). */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1))
  }

  /** A float in [min, max). */
  float(min: number, max: number): number {
    return min + this.next() * (max - min)
  }

  chance(probability: number): boolean {
    return this.next() < probability
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('Random.pick: empty list')
    return items[Math.floor(this.next() * items.length)] as T
  }

  /** Picks by relative weight; weights need not sum to 1. */
  weighted<T>(items: readonly T[], weight: (item: T) => number): T {
    let total = 0
    for (const item of items) total += weight(item)
    let target = this.next() * total
    for (const item of items) {
      target -= weight(item)
      if (target < 0) return item
    }
    return this.pick(items)
  }

  /** Fisher–Yates, in place; returns the same array. */
  shuffle<T>(items: T[]): T[] {
    for (let index = items.length - 1; index > 0; index--) {
      const other = Math.floor(this.next() * (index + 1))
      const item = items[index] as T
      items[index] = items[other] as T
      items[other] = item
    }
    return items
  }

  /** Up to `count` distinct items, in random order. */
  sample<T>(items: readonly T[], count: number): T[] {
    return this.shuffle([...items]).slice(0, Math.max(0, count))
  }

  /** `length` lower-case hex digits. */
  hex(length: number): string {
    let text = ''
    while (text.length < length) text += this.nextUint32().toString(16).padStart(8, '0')
    return text.slice(0, length)
  }

  /** A version-4-shaped UUID from this stream (deterministic, unlike crypto.randomUUID). */
  uuid(): string {
    const hex = this.hex(32)
    const variant = ((Number.parseInt(hex.charAt(16), 16) & 0x3) | 0x8).toString(16)
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`
  }
}
