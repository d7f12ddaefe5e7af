/**
 * Which route set this build holds, fixed when it was built (vite.config.ts, scripts/team-build.mjs):
 * the shop's, or the team shops' (spec §2 Team-shop mode). Outside a Vite build (unit tests) it is
 * the shop.
 */
export const TEAM_BUILD: boolean = import.meta.env.TEAM_BUILD === true

/** The team list's path segment in a team build (TEAM_LIST_PATH_SEGMENT at build time). */
const listSegment: unknown = import.meta.env.TEAM_LIST_SEGMENT
export const TEAM_LIST_SEGMENT: string = typeof listSegment === 'string' ? listSegment : 'list'

declare global {
  // The build-time values vite.config.ts defines; absent outside a Vite build.
  interface ImportMetaEnv {
    readonly TEAM_BUILD?: boolean
    readonly TEAM_LIST_SEGMENT?: string
  }
}
