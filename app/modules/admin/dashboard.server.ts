import { countUsers } from "~/modules/auth/accounts.server";
import { can, type Permission, type Role } from "~/modules/auth/permissions";
import { countPostsInReview } from "~/modules/blog/post-workflow.server";
import type { AppServices } from "~/modules/services";
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
type Services = Pick<AppServices, "database" | "clock">;

/** Each line with the permission it needs: a role sees counts of what it may open. */
const counters: Array<[Permission, (services: Services) => Promise<DashboardCount>]> = [
  ["users:manage", async (services) => ({ label: "Registered users", value: await countUsers(services), href: "/admin/users" })],
  ["post:publish:any", async (services) => ({ label: "Waiting for review", value: await countPostsInReview(services), href: "/admin/review" })],
  ["messages:read", async (services) => ({ label: "New messages", value: await countNewMessages(services), href: "/admin/messages" })],
  ["subscribers:read", async (services) => ({ label: "Newsletter subscribers", value: await countConfirmedSubscribers(services), href: "/admin/subscribers" })],
  ["outbox:read", async (services) => ({ label: "Unsent mails", value: await countUnsentMails(services), href: "/admin/outbox" })],
  ["post:read:any", async (services) => {
    const { published, drafts } = await countPostsForDashboard(services);
    return { label: drafts ? `Posts (${drafts} ${drafts === 1 ? "draft" : "drafts"})` : "Posts", value: published + drafts, href: "/admin/posts" };
  }],
  ["positions:write", async (services) => ({ label: "Open positions", value: await countPositions(services), href: "/careers" })],
  ["applications:read", async (services) => ({ label: "New applications", value: await countNewApplications(services), href: "/admin/applications?status=new" })],
  ["applications:read", async (services) => {
    const spam = await countQuarantined(services);
    return {
      label: "Spam awaiting review",
      value: spam.applications + spam.messages + spam.subscribers,
      parts: [
        { label: `${spam.applications} ${spam.applications === 1 ? "application" : "applications"}`, href: "/admin/applications?view=spam" },
        { label: `${spam.messages} ${spam.messages === 1 ? "message" : "messages"}`, href: "/admin/messages?view=spam" },
        { label: `${spam.subscribers} ${spam.subscribers === 1 ? "sign-up" : "sign-ups"}`, href: "/admin/subscribers?view=spam" },
      ],
    };
  }],
];

export async function loadDashboardCounts(services: Services, input: { role: Role } = { role: "admin" }): Promise<DashboardCount[]> {
  return Promise.all(counters.filter(([permission]) => can(input.role, permission)).map(([, count]) => count(services)));
}
