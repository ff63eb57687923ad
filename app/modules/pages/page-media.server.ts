import type { Kysely } from "kysely";
import type { DB } from "~/db/schema";
import { mediaIdsOfDocument, type ContentMediaUse } from "~/modules/content/content-media.server";
import { blockTypes, parseBlocks } from "./blocks";
import { listPagesMentioningMedia } from "./pages.repository.server";

/**
 * Which pages of blocks (drafts too, hidden blocks too: showing one again brings the image back) show these images
 * now, for the media library's "Used in" and its delete refusal, counted as content entries are
 * (`contentUsesOfMedia`). Apart from pages.server.ts, so the media module asks here without an import cycle.
 */
export async function pageUsesOfMedia(db: Kysely<DB>, ids: readonly string[]): Promise<ContentMediaUse[]> {
  const uses: ContentMediaUse[] = [];
  for (const row of await listPagesMentioningMedia(db, ids)) {
    const shown = new Set(parseBlocks(row.blocks).flatMap((block) => mediaIdsOfDocument(blockTypes[block.type], block.data)));
    for (const mediaId of shown) {
      if (ids.includes(mediaId)) uses.push({ mediaId, label: `the page "${row.title}"`, href: `/admin/pages/${row.id}`, permission: "pages:edit" });
    }
  }
  return uses;
}
