// drizzle-kit reads the schema and writes SQL migrations; the server applies them at start-up
// (drizzle-kit cannot migrate PGlite itself, and one migration folder serves both databases).
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './server/src/db/schema/index.ts',
  out: './server/src/db/migrations',
});
