/**
 * Which route set this build holds, fixed when it was built (vite.config.ts, scripts/team-build.mjs):
 * the shop's, or the team shops' (spec §2 Team-shop mode). Outside a Vite build (unit tests) it is
 * the shop.
 */
export const TEAM_BUILD: boolean = import.meta.env.TEAM_BUILD === true

/** The team list's path segment in a team build (TEAM_LIST_PATH_SEGMENT at build time). */
const listSegment: unknown = import.meta.env.TEAM_LIST_SEGMENT
export const TEAM_LIST_SEGMENT: string = typeof listSegment === 'string' ? listSegment : 'list'

/**
 * Why the running configuration does not fit this build, or null when it does: the route set was
 * chosen when the build was made, so TEAM_SHOULD_BUILD and TEAM_LIST_PATH_SEGMENT at start-up must
 * say the same, or the server would serve one route set while its configuration claims the other.
 */
export function buildModeMismatch(
  config: { readonly TEAM_SHOULD_BUILD: boolean; readonly TEAM_LIST_PATH_SEGMENT: string },
  build: { readonly team: boolean; readonly listSegment: string } = {
    team: TEAM_BUILD,
    listSegment: TEAM_LIST_SEGMENT,
  },
): string | null {
  if (config.TEAM_SHOULD_BUILD !== build.team)
    return build.team
      ? 'This is the team-shop build (.output-team), but TEAM_SHOULD_BUILD is not true. Start it with TEAM_SHOULD_BUILD=true, or start the shop build (.output).'
      : 'This is the shop build (.output), but TEAM_SHOULD_BUILD is true. Build the team shops with `npm run build:team` and start .output-team (npm start does both).'
  if (build.team && config.TEAM_LIST_PATH_SEGMENT !== build.listSegment)
    return `This team-shop build serves its team list at /${build.listSegment}/, but TEAM_LIST_PATH_SEGMENT is "${config.TEAM_LIST_PATH_SEGMENT}". Build again with the new segment.`
  return null
}

declare global {
  // The build-time values vite.config.ts defines; absent outside a Vite build.
  interface ImportMetaEnv {
    readonly TEAM_BUILD?: boolean
    readonly TEAM_LIST_SEGMENT?: string
  }
}
