import type { Kysely } from "kysely";

/**
 * An author's bio in each language (issue 35): `author_profiles.bios`, a JSON object of texts by language (as content
 * entries store a text), in place of one `bio` whose language was guessed from its script on every read. The guess
 * is made here once more, for the bios there are: Devanagari reads as Hindi, anything else as English. Marathi,
 * also Devanagari, is why it cannot stay the rule.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("author_profiles").addColumn("bios", "text", (col) => col.notNull().defaultTo("{}")).execute();
  const profiles = await db.selectFrom("author_profiles").select(["user_id", "bio"]).where("bio", "!=", "").execute();
  for (const profile of profiles) {
    const bio = String(profile.bio);
    const language = /\p{Script=Devanagari}/u.test(bio) ? "hi" : "en";
    await db.updateTable("author_profiles").set({ bios: JSON.stringify({ [language]: bio }) }).where("user_id", "=", profile.user_id).execute();
  }
  await db.schema.alterTable("author_profiles").dropColumn("bio").execute();
}

/** Back to one bio: the English one, else the first there is. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("author_profiles").addColumn("bio", "text", (col) => col.notNull().defaultTo("")).execute();
  for (const profile of await db.selectFrom("author_profiles").select(["user_id", "bios"]).execute()) {
    const bios = JSON.parse(String(profile.bios)) as Record<string, string>;
    await db.updateTable("author_profiles").set({ bio: bios.en ?? Object.values(bios)[0] ?? "" }).where("user_id", "=", profile.user_id).execute();
  }
  await db.schema.alterTable("author_profiles").dropColumn("bios").execute();
}
