import type { Kysely } from "kysely";
import type { DB } from "~/db/schema";
import { joinTranslationGroup as joinGroup, listGroupRows } from "~/modules/translations/translation-groups.repository.server";
import type { PostRow } from "./blog.repository.server";

/** A post's translations (linked documents sharing `translation_group`, migration 0034-post-translations). */
type Db = Kysely<DB>;

/** Every post of a translation group (the original and its translations). */
export function listPostsInGroup(db: Db, group: number): Promise<PostRow[]> {
  return listGroupRows(db, "posts", group);
}

/** Puts a post in its own translation group if it has none yet, and answers the group (the shared query). */
export function joinTranslationGroup(db: Db, postId: number): Promise<number> {
  return joinGroup(db, "posts", postId);
}

/** For lists of posts: which languages each translation group has, by group. */
export async function listGroupLanguages(db: Db, groups: number[]): Promise<Map<number, Array<{ language: string; id: number; slug: string; status: string }>>> {
  const byGroup = new Map<number, Array<{ language: string; id: number; slug: string; status: string }>>();
  if (groups.length === 0) return byGroup;
  const rows = await db.selectFrom("posts").select(["translation_group", "language", "id", "slug", "status"]).where("translation_group", "in", groups).execute();
  for (const row of rows) {
    const group = Number(row.translation_group);
    byGroup.set(group, [...(byGroup.get(group) ?? []), { language: row.language, id: Number(row.id), slug: row.slug, status: row.status }]);
  }
  return byGroup;
}
