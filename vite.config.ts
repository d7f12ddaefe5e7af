import { paraglideVitePlugin } from '@inlang/paraglide-js'
import tailwindcss from '@tailwindcss/vite'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import viteReact from '@vitejs/plugin-react'
import { nitro } from 'nitro/vite'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import type { Plugin } from 'vite'
import { paraglideOptions } from './paraglide.config'
import { buildTeamShop } from './scripts/team-build.mjs'
import { checkoutScriptEntry } from './scripts/vite-plugin-checkout-script'
import { smallAssetCompression } from './scripts/vite-plugin-small-assets'
import { versionManifest } from './src/features/app-version/version-manifest.plugin'

/** React libraries mark client modules with "use client"; without server components it is inert. */
function ignoreUseClientDirectives(warning: { code?: string }, defaultHandler: (warning: never) => void) {
  if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return
  defaultHandler(warning as never)
}

const URLPATTERN_POLYFILL = '@inlang/paraglide-js/urlpattern-polyfill'
const NO_POLYFILL = '\0no-urlpattern-polyfill'

/**
 * The i18n runtime imports a URLPattern polyfill (about 18 KB) for its URL-pattern matching. In the
 * browser, getLocale and setLocale are replaced by the path rules of src/lib/locale-url.ts
 * (src/client.tsx) and no client code calls the runtime's URL functions, so the client bundle gets
 * an empty module instead; the server keeps the polyfill.
 */
function withoutClientUrlPatternPolyfill(): Plugin {
  return {
    name: 'without-client-urlpattern-polyfill',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    resolveId: (id) => (id === URLPATTERN_POLYFILL ? NO_POLYFILL : undefined),
    load: (id) => (id === NO_POLYFILL ? 'export {}' : undefined),
  }
}

const DEVTOOLS_EVENT_CLIENT = '@tanstack/devtools-event-client'
const NO_DEVTOOLS_EVENT_CLIENT = '\0no-devtools-event-client'

/**
 * TanStack Form reports every form's state to a devtools event bus (`@tanstack/devtools-event-client`),
 * which in a browser without the devtools queues the events and retries connecting every second. The
 * production client gets an inert client with the same surface instead: no timers, about 1 KB less.
 */
function withoutClientDevtoolsEvents(): Plugin {
  return {
    name: 'without-client-devtools-events',
    enforce: 'pre',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    resolveId: (id) => (id === DEVTOOLS_EVENT_CLIENT ? NO_DEVTOOLS_EVENT_CLIENT : undefined),
    load: (id) =>
      id === NO_DEVTOOLS_EVENT_CLIENT
        ? 'export class EventClient { on() { return () => {} } onAll() { return () => {} } onAllPluginEvents() { return () => {} } emit() {} getPluginId() { return "" } }'
        : undefined,
  }
}

const NO_FORM_GROUPS = '\0no-form-groups'

/**
 * TanStack Form's `useForm` attaches `form.FormGroup` to every form, which brings the form-group
 * machinery (about 14 KB raw, 3 KB brotli) into each page with a form. The shop has no form groups,
 * so every build gets a stand-in that fails loudly the moment one is rendered.
 */
function withoutFormGroups(): Plugin {
  return {
    name: 'without-form-groups',
    enforce: 'pre',
    resolveId: (id, importer) =>
      id === './useFormGroup.js' &&
      importer?.replaceAll('\\', '/').includes('/@tanstack/react-form/dist/esm/')
        ? NO_FORM_GROUPS
        : undefined,
    load: (id) =>
      id === NO_FORM_GROUPS
        ? [
            'const unavailable = () => {',
            '  throw new Error("TanStack Form groups are left out of this build (vite.config.ts, withoutFormGroups)")',
            '}',
            'export function useFormGroup() { unavailable() }',
            'export function FormGroup() { unavailable() }',
          ].join('\n')
        : undefined,
  }
}

/**
 * The team-shop build (spec §2, §4 Feature switching): with TEAM_SHOULD_BUILD=true the build holds
 * the route set of src/team-routes instead of src/routes, and goes to .output-team, so a shop build
 * and a team build can sit side by side. Both values are fixed at build time; the server refuses to
 * start when its configuration disagrees (src/config/build-mode.ts).
 */
const teamBuild = buildTeamShop(process.env)

export default defineConfig({
  define: {
    'import.meta.env.TEAM_BUILD': JSON.stringify(teamBuild.enabled),
    'import.meta.env.TEAM_LIST_SEGMENT': JSON.stringify(teamBuild.listSegment),
  },
  resolve: {
    tsconfigPaths: true,
    alias: {
      ...(teamBuild.enabled
        ? {
            '~/routeTree.gen': fileURLToPath(new URL('./src/team-routes/routeTree.gen.ts', import.meta.url)),
            '~/route-links': fileURLToPath(
              new URL('./src/features/team/team-route-links.tsx', import.meta.url),
            ),
          }
        : {}),
      // The flip-book library's own sources: its built bundle injects its stylesheet as an inline
      // <style>, which the Content-Security-Policy refuses; from source, Vite ships the stylesheet
      // as a file of its own (see src/features/flyers/page-flip.d.ts).
      'page-flip-source': fileURLToPath(new URL('./node_modules/page-flip/src/PageFlip.ts', import.meta.url)),
    },
  },
  server: { port: 3000 },
  build: { rolldownOptions: { onwarn: ignoreUseClientDirectives } },
  environments: {
    // Fewer, larger chunks for what a page loads up front: brotli compresses one file better than
    // the same code in dozens of small ones (ADR 020). `app` is everything the client entry imports
    // statically; `shared` merges the small chunks route chunks share, grouped by the routes that
    // use them, so no route loads code for another.
    client: {
      build: {
        rolldownOptions: {
          output: {
            // Shared chunks by hash only: a chunk's import statements and the preload lists of its
            // lazy imports name other chunks, and names listing every route that shares a chunk
            // (`shared~index~search~…`) made up 1 KB of a list page's initial bytes. Other chunks
            // keep their module's name (`MiniCartPopover-…`), which tests and profiles look for.
            chunkFileNames: (chunk) =>
              chunk.name.startsWith('shared') ? 'assets/[hash].js' : 'assets/[name]-[hash].js',
            codeSplitting: {
              groups: [
                { name: 'app', tags: ['$initial'] },
                // What the home page and the brand index share with the list pages (the catalogue's
                // queries and a few headings) in a chunk of its own. Left to the `shared` rule, it was
                // merged with the list pages' filter panel once the product pictures' modules changed
                // the graph (ADR 032), and those two pages loaded 10 KB they never run.
                {
                  name: 'catalog-queries',
                  test: /[\\/]src[\\/](features[\\/]catalog[\\/][^\\/]+\.queries\.ts|paraglide[\\/]messages[\\/](home_gender_(women|men|kids)|brands_heading|catalog_category_title)\.js)/,
                },
                { name: 'shared', minShareCount: 2, entriesAware: true, entriesAwareMergeThreshold: 4096 },
              ],
            },
          },
        },
      },
    },
  },
  plugins: [
    withoutClientUrlPatternPolyfill(),
    withoutClientDevtoolsEvents(),
    withoutFormGroups(),
    paraglideVitePlugin(paraglideOptions),
    tanstackStart({
      router: {
        quoteStyle: 'single',
        semicolons: false,
        // A route's loader goes into the chunk of its component, not into the main chunk that every
        // page loads (ADR 031): the page's own chunk is loaded before hydration anyway, and a
        // navigation preloads it on intent.
        codeSplittingOptions: {
          defaultBehavior: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']],
        },
        ...(teamBuild.enabled
          ? {
              routesDirectory: 'team-routes',
              generatedRouteTree: 'team-routes/routeTree.gen.ts',
              // The generated tree lives beside the route files it lists; it is not a route itself.
              routeFileIgnorePattern: 'routeTree\\.gen\\.ts$',
            }
          : {}),
      },
      importProtection: {
        behavior: 'error',
        client: {
          files: ['**/*.server.*', '**/src/shop-api/**', '**/src/shop-client/*', '**/src/shop-client/api/**'],
        },
      },
    }),
    nitro({
      output: { dir: teamBuild.outputDir },
      plugins: [
        './src/server-startup.server.ts',
        './src/server-timeouts.server.ts',
        './src/server-static-files.server.ts',
        './src/server-security-headers.server.ts',
        './src/server-shutdown.server.ts',
        './src/server-malformed-urls.server.ts',
      ],
      errorHandler: './src/server-errors.server.ts',
      // Built files get .br and .gz siblings; Nitro serves the one the client accepts (Vary set).
      compressPublicAssets: { gzip: true, brotli: true },
      rolldownConfig: { onwarn: ignoreUseClientDirectives },
      // Packages with WebAssembly, data files or native binaries stay whole in .output/server/node_modules.
      // pdfkit loads its standard-font metrics at run time (require of its own '#standard-fonts/*').
      traceDeps: ['@electric-sql/pglite*', '@node-rs/argon2*', 'pg*', 'sharp', '@img/*', 'pdfkit'],
    }),
    viteReact(),
    tailwindcss(),
    checkoutScriptEntry(
      fileURLToPath(new URL('./src/features/analytics/checkout-analytics.client-entry.ts', import.meta.url)),
      'analytics',
    ),
    checkoutScriptEntry(
      fileURLToPath(new URL('./src/features/checkout/checkout-form.client-entry.ts', import.meta.url)),
      'form',
    ),
    versionManifest(),
    smallAssetCompression(),
  ],
})
