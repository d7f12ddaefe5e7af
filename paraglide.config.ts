import type { CompilerOptions } from '@inlang/paraglide-js'

const ONE_YEAR_IN_SECONDS = 60 * 60 * 24 * 365

/**
 * One set of i18n compiler options for the Vite build and `npm run generate` (unit tests, lint and
 * typecheck run on the generated runtime too), so every command sees the same locale routing.
 */
export const paraglideOptions = {
  project: './project.inlang',
  outdir: './src/paraglide',
  outputStructure: 'message-modules',
  emitGitIgnore: false,
  cookieName: 'LOCALE',
  cookieMaxAge: ONE_YEAR_IN_SECONDS,
  // The URL decides the locale so that shared links render the same page for everyone;
  // the cookie only remembers an explicit choice (spec §9: 365 days).
  strategy: ['url', 'cookie', 'baseLocale'],
  urlPatterns: [
    {
      pattern: '/:path(.*)?',
      localized: [
        ['en', '/en/:path(.*)?'],
        ['de-AT', '/:path(.*)?'],
      ],
    },
  ],
} satisfies CompilerOptions
