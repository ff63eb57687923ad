import type { Kysely } from "kysely";
import type { DB } from "~/db/schema";
import { countNewMessages } from "~/modules/contact/contact.server";
import { countUnsentMails } from "~/modules/mail/outbox.server";
import { countConfirmedSubscribers } from "~/modules/newsletter/newsletter.server";
import { countPostsForDashboard } from "~/modules/blog/blog-queries.server";
import { countNewApplications } from "~/modules/careers/applications.server";
import { countPositions } from "~/modules/careers/careers.server";
import { countQuarantined } from "~/modules/quarantine/quarantine.server";

export interface DashboardCount {
  label: string;
  value: number;
  href?: string;
  /** Where the count comes from, when it adds up several lists. */
  parts?: Array<{ label: string; href: string }>;
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
  async (db) => {
    const spam = await countQuarantined(db);
    return {
      label: "Spam awaiting review",
      value: spam.applications + spam.messages + spam.subscribers,
      parts: [
        { label: `${spam.applications} ${spam.applications === 1 ? "application" : "applications"}`, href: "/admin/applications?view=spam" },
        { label: `${spam.messages} ${spam.messages === 1 ? "message" : "messages"}`, href: "/admin/messages?view=spam" },
        { label: `${spam.subscribers} ${spam.subscribers === 1 ? "sign-up" : "sign-ups"}`, href: "/admin/subscribers?view=spam" },
      ],
    };
  },
];

export async function loadDashboardCounts(db: Kysely<DB>): Promise<DashboardCount[]> {
  return Promise.all(counters.map((count) => count(db)));
}
