import type { Kysely } from "kysely";

/**
 * `pages.content_changed_at` (issue 34): when what visitors read on the page (its title and blocks) last changed as
 * published. The legal pages show it as their "Last updated" date; a draft save, or a save of a published page that
 * changes nothing it shows, leaves it. Filled for the pages there are: a published page's newest published revision
 * (a save staff made), else, for the terms and the cookies policy as migration 0036 seeded them, the SPEC's date
 * (July 24, 2025, at noon UTC so it is that day in every zone the site runs in), else its publication time.
 */
const SPEC_LEGAL_DATE = "2025-07-24T12:00:00.000Z";
const SEEDED_LEGAL_PATHS = ["/terms", "/cookies-policy"];

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("pages").addColumn("content_changed_at", "varchar(40)").execute();
  const published = await db.selectFrom("pages").select(["id", "path", "published_at"]).where("status", "=", "published").execute();
  for (const page of published) {
    const newest = await db
      .selectFrom("document_revisions")
      .select("created_at")
      .where("document_type", "=", "page")
      .where("document_id", "=", page.id)
      .where("status", "=", "published")
      .orderBy("created_at", "desc")
      .limit(1)
      .executeTakeFirst();
    const changed = newest?.created_at ?? (SEEDED_LEGAL_PATHS.includes(page.path) ? SPEC_LEGAL_DATE : page.published_at);
    await db.updateTable("pages").set({ content_changed_at: changed }).where("id", "=", page.id).execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("pages").dropColumn("content_changed_at").execute();
}
