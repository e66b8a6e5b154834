// drizzle-kit: `npx drizzle-kit generate` from api/ writes a new SQL migration after a schema change.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './src/db/migrations',
});
