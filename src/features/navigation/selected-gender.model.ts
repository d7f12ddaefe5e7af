/**
 * Spec §4 "Selected gender": the shopper's own choice wins over the server's recommendation;
 * without either it is unknown. A recommendation of unknown never replaces a known one, and
 * choosing the gender that is already selected resets it to unknown.
 *
 * The server's recommendation is the gender of the menu root the page being viewed belongs to
 * (`/damen/…` → female): the shop's menu says which gender a category tree is for. The shopper's
 * choice is kept in a readable cookie, so the server renders the menu and the home page for it.
 */
import * as v from 'valibot'
import { UNKNOWN_GENDER, genderSchema } from '~/shop-client/schemas/navigation.schema'
import type { Gender, MenuNode } from '~/shop-client/schemas/navigation.schema'

export interface SelectedGenderState {
  /** The shopper's choice; null when they have not chosen (0 is a choice: "none"). */
  readonly user: Gender | null
  /** The last known recommendation of the server. */
  readonly server: Gender
}

export const initialSelectedGender: SelectedGenderState = { user: null, server: UNKNOWN_GENDER }

export function selectedGender(state: SelectedGenderState): Gender {
  return state.user ?? state.server
}

export function recommendGender(state: SelectedGenderState, gender: Gender): SelectedGenderState {
  if (gender === UNKNOWN_GENDER || gender === state.server) return state
  return { ...state, server: gender }
}

export function chooseGender(state: SelectedGenderState, gender: Gender): SelectedGenderState {
  return { ...state, user: selectedGender(state) === gender ? UNKNOWN_GENDER : gender }
}

/** The gender of the menu root a storefront path belongs to, or unknown. */
export function genderOfPath(pathname: string, roots: readonly MenuNode[]): Gender {
  for (const root of roots) {
    if (root.gender === UNKNOWN_GENDER || !root.url.startsWith('/') || root.url === '/') continue
    const prefix = root.url.endsWith('/') ? root.url : `${root.url}/`
    if (pathname === root.url || pathname.startsWith(prefix)) return root.gender
  }
  return UNKNOWN_GENDER
}

/** Not HttpOnly on purpose: it holds nothing sensitive, and the browser writes it when the shopper chooses. */
export const GENDER_COOKIE = 'selected_gender'
const ONE_YEAR_S = 365 * 24 * 60 * 60

const genderCookieSchema = v.pipe(v.picklist(['0', '1', '2', '3']), v.transform(Number), genderSchema)

export function parseGenderCookie(value: string | undefined): Gender | null {
  const parsed = v.safeParse(genderCookieSchema, value)
  return parsed.success ? parsed.output : null
}

export function genderCookie(gender: Gender): string {
  return `${GENDER_COOKIE}=${gender}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax`
}
