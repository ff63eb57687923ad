import type { Kysely } from "kysely";
import type { DB } from "~/db/schema";

export interface DashboardCount {
  label: string;
  value: number;
  href?: string;
}

/** What the admin dashboard counts. Each area adds its own line (posts, positions, applications, messages, ...). */
const counters: Array<(db: Kysely<DB>) => Promise<DashboardCount>> = [
  async (db) => {
    const row = await db.selectFrom("user").select((eb) => eb.fn.countAll<number>().as("count")).executeTakeFirstOrThrow();
    return { label: "Registered users", value: Number(row.count) };
  },
];

export async function loadDashboardCounts(db: Kysely<DB>): Promise<DashboardCount[]> {
  return Promise.all(counters.map((count) => count(db)));
}
