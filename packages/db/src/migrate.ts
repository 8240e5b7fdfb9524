import { fileURLToPath } from 'node:url'
import { migrate as drizzleMigrate } from 'drizzle-orm/node-postgres/migrator'
import type { Database } from './client.ts'

/** The committed SQL migrations, found relative to this package whatever the cwd. */
export const migrationsFolder = fileURLToPath(new URL('../migrations', import.meta.url))

/** Applies pending migrations (each run is one transaction). */
export async function migrate(database: Database): Promise<void> {
  await drizzleMigrate(database.db, { migrationsFolder })
}
