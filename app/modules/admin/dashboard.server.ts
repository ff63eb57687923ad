import type { Kysely } from "kysely";
import type { DB } from "~/db/schema";
import { countNewApplications } from "~/modules/careers/applications.server";
import { countPositions } from "~/modules/careers/careers.server";

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
  async (db) => ({ label: "Open positions", value: await countPositions(db), href: "/careers" }),
  async (db) => ({ label: "New applications", value: await countNewApplications(db), href: "/admin/applications?status=new" }),
];

export async function loadDashboardCounts(db: Kysely<DB>): Promise<DashboardCount[]> {
  return Promise.all(counters.map((count) => count(db)));
}
