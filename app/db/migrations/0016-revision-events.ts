import type { Kysely } from "kysely";

/**
 * History entries that are not a person's save (issue 32): the scheduler publishing or unpublishing a post.
 * `event` is null for a save, else what happened ("published-on-schedule", "unpublished-on-schedule"); the row's
 * editor is then the person who set the schedule.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("post_revisions").addColumn("event", "varchar(40)").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("post_revisions").dropColumn("event").execute();
}
