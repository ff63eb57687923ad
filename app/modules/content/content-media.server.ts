import type { Kysely } from "kysely";
import type { DB } from "~/db/schema";
import type { Permission } from "~/modules/auth/permissions";
import { mediaIdsIn } from "~/modules/media/media-urls";
import { findCollection } from "./collections";
import { formValuesOf, type CollectionDefinition, type Localized, type StoredImage } from "./content.schema";
import { listEntriesMentioningMedia } from "./content.repository.server";

/**
 * One document that shows a library image (a content entry, a page of blocks): named for the media library's
 * "Used in" and its delete refusal.
 */
export interface ContentMediaUse {
  mediaId: string;
  /** `the team member "Priya Nair"`, `the site settings`, `the page "About us"`. */
  label: string;
  /** The document's admin page, for those with `permission`. */
  href: string;
  permission: Permission;
}

/**
 * The library images a stored document of these fields shows: its image fields' picks and the images in its rich
 * text (any language). Collections' entries and pages' blocks (decision 0039) are both documents of content fields.
 */
export function mediaIdsOfDocument(definition: Pick<CollectionDefinition, "fields">, document: Record<string, unknown>): string[] {
  const ids = new Set<string>();
  for (const [key, field] of Object.entries(definition.fields)) {
    const value = document[key];
    if (field.kind === "image") {
      const mediaId = (value as StoredImage | null | undefined)?.mediaId;
      if (typeof mediaId === "string" && mediaId) ids.add(mediaId);
    } else if (field.kind === "richText" && value && typeof value === "object") {
      for (const html of Object.values(value as Localized)) if (typeof html === "string") for (const id of mediaIdsIn(html)) ids.add(id);
    }
  }
  return [...ids];
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
    for (const mediaId of mediaIdsOfDocument(collection, document)) {
      if (ids.includes(mediaId)) uses.push({ mediaId, label, href, permission: collection.permission });
    }
  }
  return uses;
}
