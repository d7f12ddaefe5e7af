import { paraglideVitePlugin } from '@inlang/paraglide-js'
import tailwindcss from '@tailwindcss/vite'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import viteReact from '@vitejs/plugin-react'
import { nitro } from 'nitro/vite'
import { defineConfig } from 'vite'

const ONE_YEAR_IN_SECONDS = 60 * 60 * 24 * 365

/** React libraries mark client modules with "use client"; without server components it is inert. */
function ignoreUseClientDirectives(warning: { code?: string }, defaultHandler: (warning: never) => void) {
  if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return
  defaultHandler(warning as never)
}

export default defineConfig({
  resolve: { tsconfigPaths: true },
  server: { port: 3000 },
  build: { rolldownOptions: { onwarn: ignoreUseClientDirectives } },
  plugins: [
    paraglideVitePlugin({
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
    }),
    tanstackStart({
      router: { quoteStyle: 'single', semicolons: false },
      importProtection: {
        behavior: 'error',
        client: {
          files: ['**/*.server.*', '**/src/shop-api/**', '**/src/shop-client/**'],
        },
      },
    }),
    nitro({
      plugins: ['./src/server-startup.server.ts'],
      rolldownConfig: { onwarn: ignoreUseClientDirectives },
      // Packages with WebAssembly, data files or native binaries stay whole in .output/server/node_modules.
      traceDeps: ['@electric-sql/pglite*', '@node-rs/argon2*', 'pg*'],
    }),
    viteReact(),
    tailwindcss(),
  ],
})
