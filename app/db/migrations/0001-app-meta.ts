import type { Kysely } from "kysely";

/** Small key/value table for facts about the installation, such as whether the sample content was seeded. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("app_meta")
    .addColumn("key", "varchar(100)", (col) => col.primaryKey())
    .addColumn("value", "text", (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("app_meta").execute();
}
