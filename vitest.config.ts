import { defineConfig } from 'vitest/config'

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts'],
    environment: 'node',
    restoreMocks: true,
    // Hooks open databases (PGlite in memory, fresh PostgreSQL databases, two API nodes): on a busy
    // machine that takes well over the default 10 s, and a hook's time says nothing about the code.
    hookTimeout: 120_000,
    // A test that does real work (compiling every OpenAPI schema, hashing passwords, a database's
    // transactions) takes a few seconds more when other work shares the two cores; 5 s is too
    // short there. Every wait in a test is still on a condition, never on the clock.
    testTimeout: 30_000,
  },
})
