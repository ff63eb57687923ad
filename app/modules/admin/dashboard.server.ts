import type { Kysely } from "kysely";
import type { DB } from "~/db/schema";
import { countNewMessages } from "~/modules/contact/contact.server";
import { countUnsentMails } from "~/modules/mail/outbox.server";
import { countConfirmedSubscribers } from "~/modules/newsletter/newsletter.server";
import { countPostsForDashboard } from "~/modules/blog/blog-queries.server";
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
  async (db) => ({ label: "New messages", value: await countNewMessages(db), href: "/admin/messages" }),
  async (db) => ({ label: "Newsletter subscribers", value: await countConfirmedSubscribers(db), href: "/admin/subscribers" }),
  async (db) => ({ label: "Unsent mails", value: await countUnsentMails(db), href: "/admin/outbox" }),
  async (db) => {
    const { published, drafts } = await countPostsForDashboard(db);
    return { label: drafts ? `Posts (${drafts} ${drafts === 1 ? "draft" : "drafts"})` : "Posts", value: published + drafts, href: "/admin/posts" };
  },
  async (db) => ({ label: "Open positions", value: await countPositions(db), href: "/careers" }),
  async (db) => ({ label: "New applications", value: await countNewApplications(db), href: "/admin/applications?status=new" }),
];

export async function loadDashboardCounts(db: Kysely<DB>): Promise<DashboardCount[]> {
  return Promise.all(counters.map((count) => count(db)));
}
