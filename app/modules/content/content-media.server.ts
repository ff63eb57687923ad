import type { Kysely } from "kysely";
import type { DB } from "~/db/schema";
import type { Permission } from "~/modules/auth/permissions";
import { findCollection } from "./collections";
import { formValuesOf } from "./content.schema";
import { listEntriesMentioningMedia } from "./content.repository.server";

/** One entry that shows a library image: named for the media library's "Used in" and its delete refusal. */
export interface ContentMediaUse {
  mediaId: string;
  /** `the team member "Priya Nair"`, `the site settings`. */
  label: string;
  /** The entry's admin page, for those with `permission`. */
  href: string;
  permission: Permission;
}

/**
 * Which content entries show these images now (a team member's photo), so the media library lists them and
 * refuses to delete an image a page still shows. Apart from content.server.ts, which uses the media library
 * itself: the media module asks here without an import cycle.
 */
export async function contentUsesOfMedia(db: Kysely<DB>, ids: readonly string[]): Promise<ContentMediaUse[]> {
  const uses: ContentMediaUse[] = [];
  for (const row of await listEntriesMentioningMedia(db, ids)) {
    const collection = findCollection(row.collection);
    if (!collection) continue;
    let document: Record<string, unknown> = {};
    try {
      document = JSON.parse(row.data) as Record<string, unknown>;
    } catch {
      continue;
    }
    const values = formValuesOf(collection, document);
    const title = collection.titleField ? values[collection.titleField] : undefined;
    const label = title ? `the ${collection.singular} "${title}"` : `the ${collection.label.toLowerCase()}`;
    const href = collection.kind === "singleton" ? `/admin/content/${collection.name}` : `/admin/content/${collection.name}/${row.id}`;
    for (const [key, field] of Object.entries(collection.fields)) {
      const mediaId = field.kind === "image" ? values[`${key}.mediaId`] : undefined;
      if (mediaId && ids.includes(mediaId)) uses.push({ mediaId, label, href, permission: collection.permission });
    }
  }
  return uses;
}
