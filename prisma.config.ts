// Prisma 7 reads the connection from here, not from schema.prisma. `prisma generate`
// needs no database; the URL is only used by Prisma CLI commands that connect.
import { defineConfig } from 'prisma/config';

export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
  datasource: { url: process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres' },
});
