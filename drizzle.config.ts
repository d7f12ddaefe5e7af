import { defineConfig } from 'drizzle-kit'

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/shop-api/db/schema.ts',
  out: './src/shop-api/db/migrations',
})
