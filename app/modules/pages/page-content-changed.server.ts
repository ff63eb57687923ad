import { isDeepStrictEqual } from "node:util";
import type { PageRow } from "./pages.repository.server";

/**
 * When what visitors read on a page (its title and blocks) last changed as published (migration 0048): a save that
 * leaves the page published sets it to now if the page was not published before or shows something else now; a
 * draft or scheduled save, and a published save that changes nothing shown (its description, its schedule), keep it.
 */
export function contentChangedAt(previous: PageRow | undefined, next: { status: string; title: string; blocks: string }, now: string): string | null {
  if (next.status !== "published") return previous?.content_changed_at ?? null;
  if (!previous || previous.status !== "published" || previous.content_changed_at === null) return now;
  // Compared as data: a stored block's keys may be in another order than a save writes them.
  const same = previous.title === next.title && isDeepStrictEqual(JSON.parse(previous.blocks), JSON.parse(next.blocks));
  return same ? previous.content_changed_at : now;
}
