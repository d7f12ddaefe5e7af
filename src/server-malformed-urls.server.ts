import { definePlugin } from 'nitro'

/**
 * h3 refuses a path whose escapes are not UTF-8 (`/p/%ff/`) with a bare JSON 400 before any app
 * code runs. Let such requests through: `src/server.ts` answers them itself — the shop's styled
 * "not found" page in the page's language, or a JSON 400 for the API.
 */
export default definePlugin((nitroApp) => {
  if (nitroApp.h3) nitroApp.h3.config.allowMalformedURL = true
})
