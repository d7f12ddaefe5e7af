/** Replaced by the build (the version-manifest plugin's `define`). */
declare const __APP_BUILD_ID__: string

/** The id of the build this bundle belongs to, as the build wrote it to the version manifest. */
export const OWN_BUILD_ID: string = __APP_BUILD_ID__
