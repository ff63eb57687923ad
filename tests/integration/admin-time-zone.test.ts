/**
 * One rule for time in the admin (issue 32, item 7): every time shown or typed is in SITE_TIMEZONE and each page
 * names the zone once ("Times in Asia/Kolkata"), never "UTC" on one screen and the local time on the next. The
 * real server build renders each admin screen that shows or takes a time, with data in it.
 */
import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatInZone } from "~/modules/time-zone";
import { startTestApp, type TestApp } from "../support/app";
import { adminCookie, postForm } from "../support/auth";
import { samplePost, sendJson } from "../support/blog";
import { applicationForm, apply, tempDataDir } from "../support/careers";
import { insertConfirmedSubscribers } from "../support/newsletter";

const ZONE = "Asia/Kolkata";
let app: TestApp;
let dataDir: string;
let admin: string;
let applicationId: number;
let receivedAt: string;
let scheduledId: number;

beforeAll(async () => {
  dataDir = tempDataDir();
  app = await startTestApp({ DATA_DIR: dataDir, SITE_TIMEZONE: ZONE });
  admin = await adminCookie(app);
  expect((await apply(app, await applicationForm(app))).status).toBe(201);
  const application = await app.database.db.selectFrom("applications").select(["id", "received_at"]).executeTakeFirstOrThrow();
  applicationId = Number(application.id);
  receivedAt = application.received_at;
  await insertConfirmedSubscribers(app.database, 2);
  const scheduled = await sendJson(app, "POST", "/api/blogs", samplePost({ title: "Goes Out In June", status: "scheduled", publishAt: "2027-06-01T09:00" }), admin);
  scheduledId = ((await scheduled.json()) as { id: number }).id;
  await sendJson(app, "POST", "/api/blogs", samplePost({ title: "Waiting For Review", status: "review" }), admin);
  // A newsletter scheduled from the admin: typed in the site's zone like every other time.
  expect((await postForm(app, "/admin/newsletter", { intent: "schedule", source: "message", subject: "June news", message: "Hello.", scheduledAt: "2027-06-02T18:30" }, { Cookie: admin })).status).toBe(200);
});
afterAll(async () => {
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** What a person reads: the page's text without scripts (the loader data) and tags. */
function visibleText(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<style[\s\S]*?<\/style>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, " ");
}

async function text(path: string, init: RequestInit = {}) {
  const response = await app.fetch(path, { ...init, headers: { Cookie: admin, ...(init.headers ?? {}) } });
  expect(response.status, path).toBeLessThan(500);
  return visibleText(await response.text());
}

const zoneNotes = (page: string) => page.split(`Times in ${ZONE}`).length - 1;

describe("times in the admin", () => {
  it("every admin screen with a time names the site's zone once and never says UTC", async () => {
    const pages = [
      "/admin",
      "/admin/posts",
      "/admin/review",
      "/admin/scheduled",
      "/admin/applications",
      `/admin/applications/${applicationId}`,
      "/admin/messages",
      "/admin/subscribers",
      "/admin/newsletter",
      "/admin/outbox",
      "/admin/users",
      "/admin/media",
      `/blog/edit/${scheduledId}`,
      "/blog/create",
    ];
    for (const path of pages) {
      const page = await text(path);
      expect(page, path).not.toMatch(/\bUTC\b/);
      expect(zoneNotes(page), `${path}: "Times in ${ZONE}" once`).toBe(1);
    }
  });

  it("shows each time as the site's wall clock: an application's Received, a newsletter's send time, a post's schedule", async () => {
    const received = formatInZone(receivedAt, ZONE);
    expect(await text(`/admin/applications/${applicationId}`)).toContain(`Received ${received}`);
    expect(await text("/admin/applications")).toContain(received);
    // Typed as 18:30 in Asia/Kolkata: stored as 13:00 UTC, shown as typed.
    const issue = await app.database.db.selectFrom("newsletter_issues").select("scheduled_at").where("subject", "=", "June news").executeTakeFirstOrThrow();
    expect(issue.scheduled_at).toBe("2027-06-02T13:00:00.000Z");
    expect(await text("/admin/newsletter")).toContain("2 Jun 2027, 18:30");
    expect(await text("/admin/scheduled")).toContain("1 Jun 2027, 09:00");
    expect(await text("/admin/newsletter")).toContain("Or send at");
  });

  it("the edit conflict banner gives the other save's time in the site's zone, on a page that names the zone once", async () => {
    const form = (version: string, content: string) =>
      postForm(app, `/blog/edit/${scheduledId}`, { ...samplePost({ title: "Goes Out In June", content }), status: "scheduled", publishAt: "2027-06-01T09:00", version } as Record<string, string>, {
        Cookie: admin,
      });
    const stored = await app.database.db.selectFrom("posts").select("version").where("id", "=", scheduledId).executeTakeFirstOrThrow();
    expect((await form(String(stored.version), "<p>Saved first.</p>")).status).toBe(303);
    const conflict = await form(String(stored.version), "<p>Saved second.</p>");
    expect(conflict.status).toBe(409);
    const page = visibleText(await conflict.text());
    const savedAt = (await app.database.db.selectFrom("posts").select("updated_at").where("id", "=", scheduledId).executeTakeFirstOrThrow()).updated_at;
    expect(page).toContain(`Their version was saved on ${formatInZone(savedAt, ZONE)}.`);
    expect(page).not.toMatch(/\bUTC\b/);
    expect(zoneNotes(page)).toBe(1);
  });
});
