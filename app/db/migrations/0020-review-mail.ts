import type { Kysely } from "kysely";

/**
 * Review and publishing mails (issue 32, item 8). `user_preferences.review_mail`: 1 (the default, and what no row
 * means) mails this person when a post is submitted for review (if they review) and when their own post is
 * published, scheduled or sent back; 0 switches those mails off ("Email me about review and publishing" on
 * /admin/profile). `post_revisions.note`: the comment an editor gave with an approval, a schedule or a send-back,
 * shown in History beside that event.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("user_preferences").addColumn("review_mail", "integer", (col) => col.notNull().defaultTo(1)).execute();
  await db.schema.alterTable("post_revisions").addColumn("note", "text").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("post_revisions").dropColumn("note").execute();
  await db.schema.alterTable("user_preferences").dropColumn("review_mail").execute();
}
