/**
 * Generated artwork of the home page: a wide alpine hero scene and teaser pictures. Drawn without
 * lettering, so the same file serves every language and the page's own text stays the only text.
 */
import { escapeXml } from './text'

export type HomeMotif = 'peaks' | 'snow' | 'trail' | 'sun' | 'sale' | 'brands' | 'product'

export interface HomeArtworkSpec {
  readonly kind: 'home'
  readonly path: string
  readonly width: number
  readonly height: number
  readonly motif: HomeMotif
  /** Main colour of the scene, `#rrggbb`. */
  readonly accent: string
  /** Spoken name of the picture in the SVG itself (the page may still treat it as decorative). */
  readonly label: string
}

/** Seeded positions of snowflakes and stars, so the artwork is the same on every run. */
function dots(count: number, width: number, height: number, salt: number): { x: number; y: number }[] {
  const points: { x: number; y: number }[] = []
  let state = (salt * 2_654_435_761) >>> 0
  for (let index = 0; index < count; index++) {
    state = (state * 1_103_515_245 + 12_345) >>> 0
    const x = state % width
    state = (state * 1_103_515_245 + 12_345) >>> 0
    points.push({ x, y: state % Math.floor(height * 0.6) })
  }
  return points
}

function ridge(width: number, height: number, peaks: readonly [number, number][], fill: string): string {
  const path = peaks.map(([x, y]) => `${Math.round(x * width)} ${Math.round(y * height)}`).join(' ')
  return `<path fill="${fill}" d="M0 ${height}L${path} ${width} ${height}Z"/>`
}

function scene(spec: HomeArtworkSpec): string {
  const { width: w, height: h, accent } = spec
  const back = ridge(
    w,
    h,
    [
      [0, 0.62],
      [0.18, 0.34],
      [0.32, 0.5],
      [0.5, 0.22],
      [0.68, 0.46],
      [0.84, 0.3],
      [1, 0.52],
    ],
    '#9fb7cc',
  )
  const caps =
    `<path fill="#ffffff" d="M${0.5 * w} ${0.22 * h}L${0.45 * w} ${0.31 * h}H${0.55 * w}Z"/>` +
    `<path fill="#ffffff" d="M${0.18 * w} ${0.34 * h}L${0.145 * w} ${0.41 * h}H${0.215 * w}Z"/>` +
    `<path fill="#ffffff" d="M${0.84 * w} ${0.3 * h}L${0.8 * w} ${0.37 * h}H${0.88 * w}Z"/>`
  const front = ridge(
    w,
    h,
    [
      [0, 0.78],
      [0.22, 0.6],
      [0.44, 0.74],
      [0.7, 0.56],
      [1, 0.76],
    ],
    accent,
  )
  return `<rect width="${w}" height="${h}" fill="url(#sky)"/>${back}${caps}${front}`
}

function motif(spec: HomeArtworkSpec): string {
  const { width: w, height: h } = spec
  const cx = w * 0.72
  const cy = h * 0.3
  const r = Math.min(w, h) * 0.12
  switch (spec.motif) {
    case 'peaks':
      return dots(24, w, h, 7)
        .map(({ x, y }) => `<circle cx="${x}" cy="${y}" r="2" fill="#ffffff" opacity="0.7"/>`)
        .join('')
    case 'snow':
      return dots(60, w, h, 11)
        .map(({ x, y }) => `<circle cx="${x}" cy="${y + h * 0.2}" r="${3 + (x % 4)}" fill="#ffffff"/>`)
        .join('')
    case 'sun':
      return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#ffd166"/>`
    case 'trail':
      return `<path fill="none" stroke="#ffffff" stroke-width="${r * 0.18}" stroke-dasharray="${r * 0.4} ${r * 0.3}" stroke-linecap="round" d="M${w * 0.1} ${h} Q${w * 0.45} ${h * 0.7} ${w * 0.4} ${h * 0.62} T${w * 0.7} ${h * 0.56}"/>`
    case 'sale':
      return (
        `<circle cx="${cx}" cy="${cy}" r="${r * 1.3}" fill="#ea580c"/>` +
        `<path fill="none" stroke="#ffffff" stroke-width="${r * 0.16}" stroke-linecap="round" d="M${cx - r * 0.55} ${cy + r * 0.55}L${cx + r * 0.55} ${cy - r * 0.55}"/>` +
        `<circle cx="${cx - r * 0.45}" cy="${cy - r * 0.45}" r="${r * 0.2}" fill="#ffffff"/>` +
        `<circle cx="${cx + r * 0.45}" cy="${cy + r * 0.45}" r="${r * 0.2}" fill="#ffffff"/>`
      )
    case 'brands': {
      const size = r * 0.9
      return [0, 1, 2]
        .map(
          (index) =>
            `<rect x="${w * 0.2 + index * (size * 1.6)}" y="${cy - size / 2}" width="${size * 1.3}" height="${size}" rx="${size * 0.2}" fill="#ffffff" opacity="${0.95 - index * 0.15}"/>`,
        )
        .join('')
    }
    case 'product':
      return `<rect x="${cx - r}" y="${cy - r}" width="${r * 2}" height="${r * 2}" rx="${r * 0.3}" fill="#ffffff" opacity="0.9"/><path fill="${spec.accent}" d="M${cx - r * 0.6} ${cy + r * 0.5}L${cx} ${cy - r * 0.6} ${cx + r * 0.6} ${cy + r * 0.5}Z"/>`
  }
}

export function renderHomeArtwork(spec: HomeArtworkSpec): string {
  const { width: w, height: h } = spec
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="img" aria-label="${escapeXml(spec.label)}">` +
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#0b2545"/><stop offset="1" stop-color="#5f8fbf"/></linearGradient></defs>` +
    `${scene(spec)}${motif(spec)}</svg>`
  )
}
