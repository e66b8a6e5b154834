// drizzle-kit: `npm run db:generate -w @pgportal/api -- --name <what>` writes a new SQL migration after a schema change.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
});
