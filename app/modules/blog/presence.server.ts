import type { AppServices } from "~/modules/services";
import { PRESENCE_WINDOW_MS } from "./presence";
import { deletePresenceBefore, listPresenceSince, upsertPresence } from "./presence.repository.server";

/**
 * "Being edited by NAME": opening the edit page beats (its loader), then the page beats every HEARTBEAT_MS while
 * it is open; a beat older than PRESENCE_WINDOW_MS means the editor left. Kept in the database so every instance
 * sees every editor.
 */

type Services = Pick<AppServices, "database" | "clock">;

/** Records that `user` has the post open and answers who else does. */
export async function beatPresence(services: Services, input: { postId: number; user: { id: string; name: string } }): Promise<string[]> {
  const now = services.clock.now();
  const { db } = services.database;
  await upsertPresence(db, { post_id: input.postId, user_id: input.user.id, user_name: input.user.name, seen_at: now.toISOString() });
  const since = new Date(now.getTime() - PRESENCE_WINDOW_MS).toISOString();
  const others = await listPresenceSince(db, input.postId, since, input.user.id);
  return others.map((row) => row.user_name);
}

/** Old beats, for the daily housekeeping. */
export async function forgetStalePresence(services: Services): Promise<void> {
  await deletePresenceBefore(services.database.db, new Date(services.clock.now().getTime() - 86_400_000).toISOString());
}
