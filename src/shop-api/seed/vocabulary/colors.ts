/** Colours with German names, as shown in the colour filter (GENERAL_Color). */

export interface ColorSpec {
  readonly name: string
  readonly hex: string
  /** Relative frequency in the assortment: black and navy outsell pink. */
  readonly weight: number
}

export const colorSpecs: readonly ColorSpec[] = [
  { name: 'Schwarz', hex: '#1c1c1e', weight: 16 },
  { name: 'Weiß', hex: '#f7f7f5', weight: 7 },
  { name: 'Grau', hex: '#8e8e93', weight: 6 },
  { name: 'Anthrazit', hex: '#3a3d42', weight: 6 },
  { name: 'Marine', hex: '#1f2f4d', weight: 8 },
  { name: 'Blau', hex: '#1e64c8', weight: 7 },
  { name: 'Hellblau', hex: '#7fb3e6', weight: 3 },
  { name: 'Petrol', hex: '#0f6b73', weight: 3 },
  { name: 'Türkis', hex: '#1fb5ad', weight: 2 },
  { name: 'Grün', hex: '#2e8b57', weight: 4 },
  { name: 'Oliv', hex: '#6b6b3a', weight: 4 },
  { name: 'Rot', hex: '#c81e1e', weight: 6 },
  { name: 'Bordeaux', hex: '#6d1a2b', weight: 3 },
  { name: 'Orange', hex: '#f07f1a', weight: 3 },
  { name: 'Gelb', hex: '#f2c81e', weight: 2 },
  { name: 'Pink', hex: '#e5467f', weight: 3 },
  { name: 'Lila', hex: '#7b4bb3', weight: 2 },
  { name: 'Beige', hex: '#d8c7a6', weight: 3 },
  { name: 'Braun', hex: '#7a5230', weight: 2 },
  { name: 'Silber', hex: '#c0c4c8', weight: 2 },
]
