import { sql, type Kysely } from "kysely";
import type { DB } from "~/db/schema";

/** Counts one event in a fixed window in one statement (upsert with RETURNING): safe across requests and instances. */
export async function countRateLimitEvent(db: Kysely<DB>, bucket: string, now: number, windowMs: number): Promise<{ count: number; windowStart: number }> {
  const expired = now - windowMs;
  const row = await db
    .insertInto("rate_limits")
    .values({ bucket, window_start: now, count: 1 })
    .onConflict((oc) =>
      oc.column("bucket").doUpdateSet({
        count: sql`case when rate_limits.window_start <= ${expired} then 1 else rate_limits.count + 1 end`,
        window_start: sql`case when rate_limits.window_start <= ${expired} then ${now} else rate_limits.window_start end`,
      }),
    )
    .returning(["count", "window_start"])
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), windowStart: Number(row.window_start) };
}

export async function findRateLimitWindow(db: Kysely<DB>, bucket: string): Promise<{ count: number; windowStart: number } | undefined> {
  const row = await db.selectFrom("rate_limits").select(["count", "window_start"]).where("bucket", "=", bucket).executeTakeFirst();
  return row && { count: Number(row.count), windowStart: Number(row.window_start) };
}

export async function deleteRateLimitBucket(db: Kysely<DB>, bucket: string): Promise<void> {
  await db.deleteFrom("rate_limits").where("bucket", "=", bucket).execute();
}

export async function deleteRateLimitWindowsBefore(db: Kysely<DB>, before: number): Promise<void> {
  await db.deleteFrom("rate_limits").where("window_start", "<", before).execute();
}
