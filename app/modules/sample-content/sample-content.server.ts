import { blogSeeder } from "~/modules/blog/blog-seed.server";
import { careersSeeder } from "~/modules/careers/careers.seed.server";
import type { Database } from "~/db/database.server";
import { findAppMeta, insertAppMeta } from "~/modules/app-meta.repository.server";

/** One area's sample content. Each runs once, on the first start of an empty database. */
export interface Seeder {
  name: string;
  run(database: Database): Promise<void>;
}

const SEEDED_KEY = "sample-content-seeded";

const seeders: Seeder[] = [blogSeeder, careersSeeder];

/**
 * Seeds every area's sample content once; a later start, or content the admin deleted, is left alone. The list of
 * seeders lives here with the areas, so that db/ never imports modules/ (routes -> modules -> db).
 */
export async function seedSampleContent(database: Database, options: { force?: boolean } = {}): Promise<boolean> {
  const marker = await findAppMeta(database.db, SEEDED_KEY);
  if (marker && !options.force) return false;
  for (const seeder of seeders) await seeder.run(database);
  if (!marker) {
    await insertAppMeta(database.db, SEEDED_KEY, new Date().toISOString());
  }
  return true;
}
