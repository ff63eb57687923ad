import { sql, type Kysely } from "kysely";
import type { DB } from "~/db/schema";

/** NOTIFY on PostgreSQL; the listening side is a plain pg client (cache-broadcast.server.ts). */
export async function notifyChannel(db: Kysely<DB>, channel: string, payload: string): Promise<void> {
  await sql`select pg_notify(${channel}, ${payload})`.execute(db);
}
