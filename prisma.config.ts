// Prisma 7 reads the connection from here, not from the schema files. `prisma generate` needs no
// database; the URL is only used by Prisma CLI commands that connect. There is one schema file per
// data owner (prisma/<owner>.prisma, ADR 013): scripts/prisma-generate.mjs passes each client's
// composed schema with --schema, and a command about one owner takes its file the same way.
import { defineConfig } from 'prisma/config';

export default defineConfig({
  schema: 'prisma/identity.prisma',
  migrations: { path: 'prisma/migrations' },
  datasource: { url: process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres' },
});
