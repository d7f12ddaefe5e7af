/**
 * Generated artwork: small SVG files for brand logos, product images, stores, guide articles,
 * flyer pages, menu banners and team crests. The generator describes each file as plain data
 * (a MediaSpec), so data stays comparable in tests; the SVG text is rendered only when written.
 */
import { createHash } from 'node:crypto'
import { link, mkdirSync, rmSync, writeFile } from 'node:fs'
import { dirname, join } from 'node:path'
import { renderHomeArtwork } from './home-media'
import type { HomeArtworkSpec } from './home-media'
import { escapeXml } from './text'
import type { LogoStyle } from './vocabulary/brands'
import type { Silhouette } from './vocabulary/product-types'

export type MediaSpec =
  | {
      readonly kind: 'brand'
      readonly path: string
      readonly name: string
      readonly style: LogoStyle
      readonly background: string
      readonly foreground: string
    }
  | {
      readonly kind: 'product'
      readonly path: string
      readonly silhouette: Silhouette
      readonly hex: string
      readonly brand: string
      /** 1 front, 2 mirrored back view, 3 detail. */
      readonly view: number
    }
  | { readonly kind: 'store'; readonly path: string; readonly city: string }
  | { readonly kind: 'guide'; readonly path: string; readonly section: string; readonly title: string }
  | {
      readonly kind: 'flyer-page'
      readonly path: string
      readonly title: string
      readonly subtitle: string
      readonly page: number
      readonly pages: number
      readonly accent: string
      readonly tiles: readonly { readonly name: string; readonly price: string }[]
    }
  | (Omit<HomeArtworkSpec, 'kind'> & { readonly kind: 'banner' })
  | {
      readonly kind: 'team'
      readonly path: string
      readonly name: string
      readonly colors: readonly [string, string]
    }
  | HomeArtworkSpec

/**
 * The content version a product image URL carries (`?v=`, docs/api.md "Media and product images"):
 * the first 12 hex digits of the file's SHA-256, so a storefront's image pipeline may answer for it
 * as immutable once it has checked the bytes.
 */
export function mediaVersion(content: string | Uint8Array): string {
  return createHash('sha256').update(content).digest('hex').slice(0, 12)
}

/** Directories below mediaDir that the seed owns and replaces on every run. */
export const seedMediaDirectories = [
  'brands',
  'products',
  'stores',
  'guides',
  'flyers',
  'banners',
  'teams',
  'home',
] as const

const font = 'font-family="Helvetica, Arial, sans-serif"'
const svgOpen = (width: number, height: number, label: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${escapeXml(label)}">`

/** Shapes drawn in a 200 × 200 box; `c` is the product colour. */
const silhouettes: Readonly<Record<Silhouette, (c: string) => string>> = {
  jacket: (c) =>
    `<path fill="${c}" d="M70 40 100 52 130 40 165 60 176 122 155 126 150 88V166H50V88L45 126 24 122 35 60Z"/><path fill="none" d="M100 52V166M62 120h20M118 120h20"/>`,
  pants: (c) =>
    `<path fill="${c}" d="M60 28H140L152 172H113L100 82 87 172H48Z"/><path fill="none" d="M60 44H140"/>`,
  shirt: (c) =>
    `<path fill="${c}" d="M65 40 88 34Q100 50 112 34L135 40 170 66 155 92 140 82V166H60V82L45 92 30 66Z"/>`,
  hoodie: (c) =>
    `<path fill="${c}" d="M65 44Q70 14 100 14 130 14 135 44L170 70 155 96 140 86V166H60V86L45 96 30 70Z"/><path fill="none" d="M80 44Q100 66 120 44M75 124H125V150H75Z"/>`,
  bra: (c) =>
    `<path fill="${c}" d="M52 72Q76 50 100 82 124 50 148 72L152 118H48Z"/><path fill="none" d="M60 72 72 32M140 72 128 32"/>`,
  swimsuit: (c) =>
    `<path fill="${c}" d="M70 28H82Q100 72 118 28H130L136 92Q142 132 126 172L100 152 74 172Q58 132 64 92Z"/>`,
  sock: (c) =>
    `<path fill="${c}" d="M84 22H126V114Q166 128 162 158 156 178 128 174L90 166Q72 160 80 138Z"/><path fill="none" d="M84 40H126"/>`,
  beanie: (c) =>
    `<circle fill="${c}" cx="100" cy="36" r="15"/><path fill="${c}" d="M44 132Q44 48 100 48 156 48 156 132Z"/><path fill="${c}" d="M38 130H162V158H38Z"/>`,
  glove: (c) =>
    `<path fill="${c}" d="M62 172V96Q56 62 70 60V40Q70 28 80 28 90 28 90 40V56Q90 24 100 24 110 24 110 40V56Q110 28 120 28 130 28 130 44V78Q150 62 160 76L136 122V172Z"/>`,
  shoe: (c) =>
    `<path fill="${c}" d="M22 132Q28 96 60 90L96 68Q112 96 142 100 176 104 180 132V144H22Z"/><path fill="#2b2b2b" d="M22 144H180V156H22Z"/><path fill="none" d="M70 88 82 100M82 80 94 92"/>`,
  boot: (c) =>
    `<path fill="${c}" d="M46 34H102L108 104Q152 108 172 130V148H40Z"/><path fill="#2b2b2b" d="M40 148H172V160H40Z"/><path fill="none" d="M52 56H100M52 78H102"/>`,
  skiboot: (c) =>
    `<path fill="${c}" d="M56 26H118L122 98 166 118V154H50Z"/><path fill="#2b2b2b" d="M50 154H166V164H50Z"/><path fill="none" d="M60 50H120M60 74H122M98 110H150"/>`,
  ski: (c) =>
    `<rect fill="${c}" x="70" y="8" width="18" height="184" rx="9" transform="rotate(14 79 100)"/><rect fill="${c}" x="110" y="8" width="18" height="184" rx="9" transform="rotate(14 119 100)"/>`,
  snowboard: (c) =>
    `<rect fill="${c}" x="68" y="12" width="64" height="176" rx="32"/><path fill="none" d="M80 70H120M80 130H120"/>`,
  poles: (c) =>
    `<path fill="none" stroke="${c}" stroke-width="7" d="M80 30 70 182M120 30 130 182"/><path fill="#2b2b2b" d="M72 18H90V48H72ZM112 18H130V48H112Z"/>`,
  binding: (c) => `<path fill="${c}" d="M36 112H164V132H36ZM46 84H92V112H46ZM118 88H156V112H118Z"/>`,
  helmet: (c) =>
    `<path fill="${c}" d="M34 132Q34 44 100 44 166 44 166 132Z"/><path fill="none" d="M60 132Q64 150 84 154M80 62Q100 52 120 62"/>`,
  goggles: (c) =>
    `<path fill="none" stroke="${c}" stroke-width="8" d="M18 104H182"/><rect fill="${c}" x="32" y="74" width="136" height="58" rx="26"/><rect fill="#9ec9e8" x="44" y="84" width="112" height="38" rx="18"/>`,
  backpack: (c) =>
    `<path fill="${c}" d="M58 50Q58 28 100 28 142 28 142 50V164Q142 174 130 174H70Q58 174 58 164Z"/><path fill="none" d="M72 110H128V154H72ZM84 28Q84 14 100 14 116 14 116 28"/>`,
  bike: (c) =>
    `<g fill="none" stroke-width="6"><circle cx="52" cy="134" r="32"/><circle cx="150" cy="134" r="32"/></g><path fill="none" stroke="${c}" stroke-width="8" stroke-linejoin="round" d="M52 134 88 82H140L150 134M88 82 104 134 140 82M104 134H52M80 70H100M140 82 134 64H152"/>`,
  racket: (c) =>
    `<ellipse fill="#f4f5f7" stroke="${c}" stroke-width="10" cx="100" cy="76" rx="46" ry="58"/><path fill="none" d="M78 40V112M100 22V134M122 40V112M58 62H142M58 90H142"/><rect fill="${c}" x="93" y="134" width="14" height="56" rx="5"/>`,
  ball: (c) =>
    `<circle fill="${c}" cx="100" cy="100" r="62"/><path fill="none" d="M48 66Q100 100 48 134M152 66Q100 100 152 134"/>`,
  watch: (c) =>
    `<rect fill="${c}" x="80" y="14" width="40" height="172" rx="12"/><circle fill="#2b2b2b" cx="100" cy="100" r="42"/><circle fill="#dfe8ee" cx="100" cy="100" r="32"/><path fill="none" d="M100 100V78M100 100H118"/>`,
  dumbbell: (c) =>
    `<rect fill="#8e8e93" x="40" y="94" width="120" height="12" rx="4"/><rect fill="${c}" x="26" y="60" width="28" height="80" rx="6"/><rect fill="${c}" x="146" y="60" width="28" height="80" rx="6"/>`,
  treadmill: (c) =>
    `<path fill="${c}" d="M24 152H150L176 134H50Z"/><path fill="none" stroke="${c}" stroke-width="8" d="M150 134 140 48H174"/><path fill="#2b2b2b" d="M24 152H150V160H24Z"/>`,
  mat: (c) =>
    `<rect fill="${c}" x="30" y="82" width="140" height="48" rx="24"/><circle fill="none" cx="146" cy="106" r="14"/>`,
  bottle: (c) =>
    `<path fill="${c}" d="M86 32H114V52Q132 62 132 82V166Q132 176 120 176H80Q68 176 68 166V82Q68 62 86 52Z"/><rect fill="#2b2b2b" x="84" y="18" width="32" height="16" rx="4"/>`,
  tent: (c) =>
    `<path fill="${c}" d="M16 164 100 36 184 164Z"/><path fill="#2b2b2b" d="M100 164V96L124 164Z"/>`,
  harness: (c) =>
    `<path fill="${c}" d="M46 68Q100 100 154 68L148 96Q100 128 52 96Z"/><circle fill="none" stroke="${c}" stroke-width="10" cx="72" cy="140" r="22"/><circle fill="none" stroke="${c}" stroke-width="10" cx="128" cy="140" r="22"/>`,
  device: (c) =>
    `<rect fill="${c}" x="58" y="30" width="84" height="140" rx="20"/><rect fill="#dfe8ee" x="72" y="46" width="56" height="48" rx="6"/><circle fill="#2b2b2b" cx="100" cy="128" r="14"/>`,
}

const viewTransforms = [
  'translate(60 30) scale(1.4)',
  'translate(340 30) scale(-1.4 1.4)',
  'translate(-70 -90) scale(2.3)',
]
const viewBackgrounds = ['#f4f5f7', '#eef1f4', '#e9edf1']

function renderProduct(spec: Extract<MediaSpec, { kind: 'product' }>): string {
  const index = Math.max(0, Math.min(2, spec.view - 1))
  return (
    `${svgOpen(400, 400, `${spec.brand} Produktbild ${spec.view}`)}<rect width="400" height="400" fill="${viewBackgrounds[index] ?? '#f4f5f7'}"/>` +
    `<g transform="${viewTransforms[index] ?? ''}" stroke="#2b2b2b" stroke-width="2.5" stroke-linejoin="round">${silhouettes[spec.silhouette](spec.hex)}</g>` +
    `<text x="200" y="380" text-anchor="middle" ${font} font-size="22" font-weight="700" letter-spacing="3" fill="#1c1c1e">${escapeXml(spec.brand.toUpperCase())}</text></svg>`
  )
}

function renderBrand(spec: Extract<MediaSpec, { kind: 'brand' }>): string {
  const name = escapeXml(spec.name)
  const size = Math.min(40, Math.floor(300 / Math.max(4, spec.name.length)))
  const border = spec.background.toLowerCase() === '#ffffff' ? ' stroke="#d0d4d8" stroke-width="2"' : ''
  const background = `<rect x="1" y="1" width="238" height="94" rx="12" fill="${spec.background}"${border}/>`
  const text = (x: number, anchor: string, fontSize: number) =>
    `<text x="${x}" y="${48 + fontSize * 0.35}" text-anchor="${anchor}" ${font} font-size="${fontSize}" font-weight="800" fill="${spec.foreground}">${name}</text>`
  let body: string
  switch (spec.style) {
    case 'wordmark':
      body = text(120, 'middle', size)
      break
    case 'badge':
      body = `<rect x="12" y="12" width="216" height="72" rx="8" fill="none" stroke="${spec.foreground}" stroke-width="3"/>${text(120, 'middle', Math.min(size, 34))}`
      break
    case 'monogram':
      body =
        `<circle cx="48" cy="48" r="30" fill="${spec.foreground}"/><text x="48" y="60" text-anchor="middle" ${font} font-size="34" font-weight="800" fill="${spec.background}">${escapeXml(spec.name.charAt(0).toUpperCase())}</text>` +
        text(90, 'start', Math.min(size, Math.floor(240 / Math.max(4, spec.name.length))))
      break
    case 'underline':
      body = `${text(120, 'middle', size)}<rect x="40" y="74" width="160" height="6" rx="3" fill="${spec.foreground}"/>`
      break
  }
  return `${svgOpen(240, 96, `${spec.name} Logo`)}${background}${body}</svg>`
}

function mountains(width: number, height: number): string {
  const h = height
  return (
    `<path fill="#9fb7cc" d="M0 ${h * 0.7}L${width * 0.22} ${h * 0.32} ${width * 0.42} ${h * 0.62} ${width * 0.62} ${h * 0.26} ${width} ${h * 0.66}V${h}H0Z"/>` +
    `<path fill="#ffffff" d="M${width * 0.22} ${h * 0.32}L${width * 0.18} ${h * 0.4}H${width * 0.26}ZM${width * 0.62} ${h * 0.26}L${width * 0.57} ${h * 0.35}H${width * 0.67}Z"/>`
  )
}

function renderStore(spec: Extract<MediaSpec, { kind: 'store' }>): string {
  const city = escapeXml(spec.city)
  let windows = ''
  for (let x = 150; x <= 430; x += 70)
    windows += `<rect x="${x}" y="270" width="50" height="60" fill="#cfe3f3" stroke="#7d98b3"/>`
  return (
    `${svgOpen(640, 400, `Sportalpin Filiale ${spec.city}`)}<rect width="640" height="400" fill="#dbe9f5"/>${mountains(640, 400)}` +
    `<rect x="120" y="190" width="400" height="190" fill="#ffffff" stroke="#3a3d42" stroke-width="3"/>` +
    `<rect x="120" y="190" width="400" height="56" fill="#c8102e"/>` +
    `<text x="320" y="228" text-anchor="middle" ${font} font-size="30" font-weight="800" fill="#ffffff" letter-spacing="4">SPORTALPIN</text>` +
    `${windows}<rect x="290" y="300" width="60" height="80" fill="#3a3d42"/>` +
    `<text x="320" y="176" text-anchor="middle" ${font} font-size="22" font-weight="700" fill="#1f2f4d">${city}</text></svg>`
  )
}

const sectionAccents: Readonly<Record<string, string>> = {
  laufen: '#f07f1a',
  wintersport: '#1e64c8',
  radsport: '#2e8b57',
  wandern: '#6b6b3a',
  fitness: '#c81e1e',
}

function renderGuide(spec: Extract<MediaSpec, { kind: 'guide' }>): string {
  const accent = sectionAccents[spec.section] ?? '#1f2f4d'
  return (
    `${svgOpen(800, 450, spec.title)}<rect width="800" height="450" fill="#eef3f7"/>${mountains(800, 450)}` +
    `<rect x="0" y="330" width="800" height="120" fill="${accent}"/>` +
    `<text x="40" y="400" ${font} font-size="30" font-weight="700" fill="#ffffff">${escapeXml(spec.title.length > 46 ? `${spec.title.slice(0, 45)}…` : spec.title)}</text></svg>`
  )
}

function renderFlyerPage(spec: Extract<MediaSpec, { kind: 'flyer-page' }>): string {
  let tiles = ''
  spec.tiles.forEach((tile, index) => {
    const x = 30 + (index % 2) * 280
    const y = 250 + Math.floor(index / 2) * 190
    tiles +=
      `<rect x="${x}" y="${y}" width="260" height="170" rx="10" fill="#ffffff" stroke="#d0d4d8"/>` +
      `<text x="${x + 14}" y="${y + 40}" ${font} font-size="15" fill="#1c1c1e">${escapeXml(tile.name.length > 32 ? `${tile.name.slice(0, 31)}…` : tile.name)}</text>` +
      `<text x="${x + 14}" y="${y + 140}" ${font} font-size="34" font-weight="800" fill="${spec.accent}">${escapeXml(tile.price)}</text>`
  })
  return (
    `${svgOpen(600, 850, `${spec.title}, Seite ${spec.page}`)}<rect width="600" height="850" fill="#f7f7f5"/>` +
    `<rect width="600" height="210" fill="${spec.accent}"/>` +
    `<text x="30" y="60" ${font} font-size="22" font-weight="800" letter-spacing="4" fill="#ffffff">SPORTALPIN</text>` +
    `<text x="30" y="130" ${font} font-size="38" font-weight="800" fill="#ffffff">${escapeXml(spec.title)}</text>` +
    `<text x="30" y="175" ${font} font-size="18" fill="#ffffff">${escapeXml(spec.subtitle)}</text>` +
    `${tiles}<text x="570" y="830" text-anchor="end" ${font} font-size="14" fill="#3a3d42">Seite ${spec.page} von ${spec.pages}</text></svg>`
  )
}

function renderTeam(spec: Extract<MediaSpec, { kind: 'team' }>): string {
  const initials = spec.name
    .split(/\s+/)
    .filter((word) => /^[A-ZÄÖÜ]/.test(word))
    .map((word) => word.charAt(0))
    .join('')
    .slice(0, 3)
  const [primary, secondary] = spec.colors
  return (
    `${svgOpen(200, 240, `${spec.name} Wappen`)}<path d="M20 20H180V120Q180 190 100 224 20 190 20 120Z" fill="${primary}" stroke="${secondary}" stroke-width="8"/>` +
    `<text x="100" y="135" text-anchor="middle" ${font} font-size="56" font-weight="800" fill="${secondary}">${escapeXml(initials)}</text></svg>`
  )
}

export function renderMedia(spec: MediaSpec): string {
  switch (spec.kind) {
    case 'brand':
      return renderBrand(spec)
    case 'product':
      return renderProduct(spec)
    case 'store':
      return renderStore(spec)
    case 'guide':
      return renderGuide(spec)
    case 'flyer-page':
      return renderFlyerPage(spec)
    case 'banner':
      // A menu banner is drawn like the home page's pictures: a scene without lettering.
      return renderHomeArtwork({ ...spec, kind: 'home' })
    case 'team':
      return renderTeam(spec)
    case 'home':
      return renderHomeArtwork(spec)
  }
}

/** Removes the seed's media directories, so files of a previous, larger seed do not linger. */
export function clearSeedMedia(mediaDir: string): void {
  for (const directory of seedMediaDirectories)
    rmSync(join(mediaDir, directory), { recursive: true, force: true })
}

/** Files being written or linked at once: enough to keep the thread pool busy between statements. */
const MEDIA_OPERATIONS_IN_FLIGHT = 4096

/**
 * Writes every file. Files with identical content are written once and hard-linked (product images
 * are named by what they show and so are distinct already; other artwork may repeat); where links
 * are not supported the file is written again.
 *
 * The files are rendered here, but written and linked by the thread pool, without waiting for each:
 * the seed loads the database meanwhile, and the embedded database's statements run on this thread.
 * Creating a small file took about 0.6 ms on the machine measured (docs/performance.md), so the
 * 15,000 files of a 100,000-product seed made one after another here lengthened the seed by about
 * 6 s. Resolves when every file is in place; the progress counts files rendered and queued.
 */
export function writeMedia(
  mediaDir: string,
  specs: readonly MediaSpec[],
  onFile?: (written: number) => void,
): Promise<void> {
  const directories = new Set(specs.map((spec) => dirname(join(mediaDir, spec.path))))
  for (const directory of directories) mkdirSync(directory, { recursive: true })
  const firstFileByContent = new Map<string, string>()
  const contentOfFirst = new Map<string, string>()
  // Links wait for their original's write: the distinct files are written first, then linked.
  const writes: { readonly target: string; readonly content: string }[] = []
  const links: { readonly original: string; readonly target: string }[] = []
  let rendered = 0
  for (const spec of specs) {
    const target = join(mediaDir, spec.path)
    const content = renderMedia(spec)
    const original = firstFileByContent.get(content)
    if (original === undefined) {
      firstFileByContent.set(content, target)
      contentOfFirst.set(target, content)
      writes.push({ target, content })
    } else links.push({ original, target })
    rendered++
    onFile?.(rendered)
  }
  let linksWork = true
  const writeOne = ({ target, content }: { target: string; content: string }, done: Done) => {
    writeFile(target, content, done)
  }
  const linkOne = ({ original, target }: { original: string; target: string }, done: Done) => {
    const fallback = () => {
      writeFile(target, contentOfFirst.get(original) ?? '', done)
    }
    if (!linksWork) {
      fallback()
      return
    }
    link(original, target, (error) => {
      if (!error) done(null)
      else {
        linksWork = false
        fallback()
      }
    })
  }
  return inPool(writes, writeOne).then(() => inPool(links, linkOne))
}

type Done = (error: NodeJS.ErrnoException | null) => void

/** Runs `operation` on every item, a bounded number at a time; rejects with the first failure. */
function inPool<T>(items: readonly T[], operation: (item: T, done: Done) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    let next = 0
    let running = 0
    let failed = false
    const start = () => {
      while (!failed && running < MEDIA_OPERATIONS_IN_FLIGHT && next < items.length) {
        const item = items[next++] as T
        running++
        operation(item, (error) => {
          running--
          if (failed) return
          if (error) {
            failed = true
            reject(error)
          } else if (next === items.length && running === 0) resolve()
          else start()
        })
      }
    }
    if (items.length === 0) resolve()
    else start()
  })
}
