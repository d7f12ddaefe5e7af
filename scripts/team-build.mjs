// @ts-check
/**
 * The team-shop build switch (spec §2, §4 Feature switching), read where a build is made or started:
 * vite.config.ts, `npm start` and the Playwright configuration. TEAM_SHOULD_BUILD=true builds the
 * route set of src/team-routes into .output-team; otherwise the shop's src/routes go to .output.
 * TEAM_LIST_PATH_SEGMENT names the team list's path segment (default `list`). Values as
 * src/config/config.schema.ts accepts them; anything else stops the build with the reason.
 */

const SEGMENT = /^[a-z0-9][a-z0-9-]*$/

/**
 * @param {Record<string, string | undefined>} env
 * @returns {{ enabled: boolean, listSegment: string, outputDir: string }}
 */
export function buildTeamShop(env) {
  const flag = env.TEAM_SHOULD_BUILD || 'false'
  if (!['true', 'false', '1', '0'].includes(flag))
    throw new Error(`TEAM_SHOULD_BUILD must be true or false (1 or 0), not "${flag}"`)
  const listSegment = env.TEAM_LIST_PATH_SEGMENT || 'list'
  if (!SEGMENT.test(listSegment))
    throw new Error(`TEAM_LIST_PATH_SEGMENT must be a lower-case path segment, not "${listSegment}"`)
  const enabled = flag === 'true' || flag === '1'
  return { enabled, listSegment, outputDir: enabled ? '.output-team' : '.output' }
}
