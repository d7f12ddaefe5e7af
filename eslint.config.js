// @ts-check
import js from '@eslint/js'
import pluginQuery from '@tanstack/eslint-plugin-query'
import pluginRouter from '@tanstack/eslint-plugin-router'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  {
    ignores: [
      '.output/',
      'dist/',
      'src/paraglide/',
      'src/routeTree.gen.ts',
      'src/team-routes/routeTree.gen.ts',
      '.output-team/',
      'test-results/',
      'playwright-report/',
      'data/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  ...pluginRouter.configs['flat/recommended'],
  ...pluginQuery.configs['flat/recommended'],
  jsxA11y.flatConfigs.strict,
  reactHooks.configs.flat.recommended,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      // A labelled region that scrolls sideways (a wide table on a phone) must be focusable, so that
      // keyboard users can scroll it (axe scrollable-region-focusable).
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: [], roles: ['tabpanel', 'region'] }],
      // Route files export `Route`; throwing redirect()/notFound() objects is the router's control flow.
      '@typescript-eslint/only-throw-error': [
        'error',
        {
          allow: [{ from: 'package', package: '@tanstack/router-core', name: ['Redirect', 'NotFoundError'] }],
        },
      ],
    },
  },
  {
    // Layering (design brief §4): features and the app never reach into the reference API directly.
    files: ['src/routes/**', 'src/features/**', 'src/app-shell/**', 'src/ui/**', 'src/lib/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['~/shop-api/*', '**/shop-api/**'],
              message: 'Go through the shop client: the reference API is behind the HTTP contract.',
            },
            {
              // The contract's one home (src/shop-client/): features call its typed endpoint
              // functions (api/*.server.ts) and read its schemas; only the home speaks the wire.
              group: [
                '~/shop-client/shop-client',
                '~/shop-client/shop-runtime.server',
                '**/shop-client/shop-client',
                '**/shop-client/shop-runtime.server',
              ],
              message:
                'The transport belongs to the contract home: call a typed function of src/shop-client/api/ instead.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/ui/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['~/features/*', '~/shop-client/*', '~/shop-api/*'],
              message: 'UI primitives have no domain imports.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.mjs', '**/*.js'],
    ...tseslint.configs.disableTypeChecked,
  },
)
