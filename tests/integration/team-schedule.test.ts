/**
 * Scheduled publishing (issue 18): "Publish at" typed in SITE_TIMEZONE, the scheduler publishing due posts exactly
 * once (two instances racing on PostgreSQL), after a restart that missed the moment, "unpublish at", and the
 * Scheduled list's cancel and reschedule. The page cache, the feed and the sitemap follow at the tick.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { blogHousekeeping } from "~/modules/blog/publishing-jobs.server";
import { runPublishingSchedule } from "~/modules/blog/post-workflow.server";
import { startTestApp, type TestApp } from "../support/app";
import { adminCookie, postForm, roleUser } from "../support/auth";
import { postRevisionRows, samplePost, sendJson } from "../support/blog";
import { TestClock } from "../support/clock";
import { connectAgain } from "../support/database";

let app: TestApp;
let admin: string;
// 30 Dec 2026, 12:00 UTC = 17:30 in Asia/Kolkata (the default SITE_TIMEZONE).
const clock = new TestClock("2026-12-30T12:00:00.000Z");

beforeEach(async () => {
  clock.set("2026-12-30T12:00:00.000Z");
  app = await startTestApp({}, { clock });
  admin = await adminCookie(app);
});
afterEach(() => app.close());

const form = (cookie: string, path: string, fields: Record<string, string>) => postForm(app, path, fields, { Cookie: cookie });
const postRow = (slug: string) => app.database.db.selectFrom("posts").selectAll().where("slug", "=", slug).executeTakeFirstOrThrow();
const publicText = async (path: string) => (await app.fetch(path)).text();

async function schedule(title: string, publishAt: string, extra: Record<string, string> = {}) {
  const response = await form(admin, "/blog/create", { ...samplePost({ title }), status: "scheduled", publishAt, ...extra } as Record<string, string>);
  expect(response.status, await response.clone().text().then((text) => text.slice(0, 200))).toBe(303);
  return postRow(response.headers.get("location")!.replace("/blog/", ""));
}

describe("publish at", () => {
  it("takes the time in the site's zone, keeps the post off every public list until then, then publishes it at the tick", async () => {
    // Warm the page cache: the list, the feed and the sitemap as a visitor sees them.
    expect(await publicText("/blog")).not.toContain("Tuesday Launch");
    const post = await schedule("Tuesday Launch", "2026-12-31T09:00");
    expect(post.status).toBe("scheduled");
    expect(post.publish_at).toBe("2026-12-31T03:30:00.000Z");
    for (const path of ["/blog", "/blog/rss.xml", "/sitemap.xml"]) expect(await publicText(path), path).not.toContain("tuesday-launch");
    expect((await app.fetch(`/blog/${post.slug}`)).status).toBe(404);

    clock.set("2026-12-31T03:29:00.000Z");
    expect((await runPublishingSchedule(app.services)).published).toEqual([]);
    clock.set("2026-12-31T03:30:20.000Z");
    expect((await runPublishingSchedule(app.services)).published).toEqual([post.id]);

    const published = await postRow(post.slug);
    expect(published.status).toBe("published");
    expect(published.published_at).toBe("2026-12-31T03:30:00.000Z");
    expect((await app.fetch(`/blog/${post.slug}`)).status).toBe(200);
    for (const path of ["/blog", "/blog/rss.xml", "/sitemap.xml"]) expect(await publicText(path), path).toContain("tuesday-launch");
    // Published once: the next tick has nothing to do.
    expect((await runPublishingSchedule(app.services)).published).toEqual([]);
  });

  it("shows the automatic publish in History: when it went public, on schedule, and who scheduled it", async () => {
    const editor = await roleUser(app, "editor", "Ravi Editor");
    const response = await form(editor.cookie, "/blog/create", { ...samplePost({ title: "Monsoon Notes" }), status: "scheduled", publishAt: "2026-12-31T09:00" } as Record<string, string>);
    expect(response.status).toBe(303);
    const post = await postRow("monsoon-notes");
    clock.set("2026-12-31T03:30:20.000Z");
    expect((await runPublishingSchedule(app.services)).published).toEqual([post.id]);
    const revisions = await postRevisionRows(app.database.db, post.id);
    expect(revisions.map((row) => [Number(row.version), row.status, row.editor_name, row.event, row.created_at])).toEqual([
      [1, "scheduled", "Ravi Editor", null, "2026-12-30T12:00:00.000Z"],
      [2, "published", "Ravi Editor", "published-on-schedule", "2026-12-31T03:30:20.000Z"],
    ]);
    const history = await (await app.fetch(`/blog/edit/${post.id}`, { headers: { Cookie: admin } })).text();
    // 03:30:20 UTC is 09:00 in Asia/Kolkata, the site's zone, as History says.
    expect(history).toContain("31 Dec 2026, 09:00 · Published on schedule (scheduled by Ravi Editor)");
  });

  it("refuses a time in the past, a missing time and a malformed one with 400, keeping what was typed", async () => {
    for (const [publishAt, message] of [
      ["2026-12-29T09:00", "Publish at must be in the future."],
      ["", "Choose the date and time to publish at."],
      ["next tuesday", "Enter a date and time such as 2026-12-01T09:00."],
    ]) {
      const response = await form(admin, "/blog/create", { ...samplePost({ title: "Bad Time" }), status: "scheduled", publishAt } as Record<string, string>);
      expect(response.status).toBe(400);
      const html = await response.text();
      expect(html).toContain(message);
      expect(html).toContain("Bad Time");
    }
    expect(await app.database.db.selectFrom("posts").select("id").where("title", "=", "Bad Time").execute()).toEqual([]);
  });

  it("is for editors and admins: an author's schedule is refused with 403", async () => {
    const author = await roleUser(app, "author");
    const response = await form(author.cookie, "/blog/create", { ...samplePost({ title: "Author Schedules" }), status: "scheduled", publishAt: "2027-01-02T09:00" } as Record<string, string>);
    expect(response.status).toBe(403);
    expect(await response.text()).toContain("submit it for review instead");
  });

  it("publishes each due post exactly once when two instances run the scheduler at the same moment", async () => {
    const posts = [];
    for (let n = 1; n <= 12; n += 1) posts.push(await schedule(`Race ${n}`, "2026-12-31T09:00"));
    clock.set("2026-12-31T04:00:00.000Z");
    const second = connectAgain(app.database);
    try {
      const other = { ...app.services, database: second };
      const [first, secondRun] = await Promise.all([runPublishingSchedule(app.services), runPublishingSchedule(other)]);
      const all = [...first.published, ...secondRun.published].sort((a, b) => a - b);
      expect(all).toEqual(posts.map((post) => post.id).sort((a, b) => a - b));
      const versions = await app.database.db.selectFrom("posts").select(["version", "status"]).where("title", "like", "Race %").execute();
      // Each row moved once: created at version 1, published at version 2.
      expect(versions.every((row) => row.status === "published" && Number(row.version) === 2)).toBe(true);
      // And History has one entry for each automatic publish.
      const ids = posts.map((post) => post.id);
      const entries = await app.database.db.selectFrom("document_revisions").select("document_id").where("document_type", "=", "post").where("event", "=", "published-on-schedule").where("document_id", "in", ids).execute();
      expect(entries.map((row) => row.document_id).sort((a, b) => a - b)).toEqual(ids.sort((a, b) => a - b));
    } finally {
      await second.close();
    }
  });

  it("publishes after a restart that missed the moment", async () => {
    const post = await schedule("Missed While Down", "2026-12-31T09:00");
    // The instance stops before the time and comes back a day later: a new process, a fresh housekeeping.
    clock.set("2027-01-01T08:00:00.000Z");
    const restarted = connectAgain(app.database);
    try {
      await blogHousekeeping({ ...app.services, database: restarted }).tick();
    } finally {
      await restarted.close();
    }
    const row = await postRow(post.slug);
    expect(row.status).toBe("published");
    // Its date is the time it was scheduled for, not the moment the server came back.
    expect(row.published_at).toBe("2026-12-31T03:30:00.000Z");
  });
});

describe("unpublish at", () => {
  it("takes an expired post back to draft at the tick, and off the public pages", async () => {
    const response = await form(admin, "/blog/create", { ...samplePost({ title: "Limited Offer" }), status: "published", unpublishAt: "2027-01-05T18:00" } as Record<string, string>);
    expect(response.status).toBe(303);
    const post = await postRow("limited-offer");
    expect(post.unpublish_at).toBe("2027-01-05T12:30:00.000Z");
    expect(await publicText("/blog")).toContain("Limited Offer");
    clock.set("2027-01-05T12:31:00.000Z");
    expect((await runPublishingSchedule(app.services)).unpublished).toEqual([post.id]);
    expect((await postRow("limited-offer")).status).toBe("draft");
    const last = (await postRevisionRows(app.database.db, post.id)).at(-1);
    expect([last!.status, last!.event, last!.created_at]).toEqual(["draft", "unpublished-on-schedule", "2027-01-05T12:31:00.000Z"]);
    expect(await publicText("/blog")).not.toContain("Limited Offer");
    expect((await app.fetch("/blog/limited-offer")).status).toBe(404);
  });

  it("refuses an unpublish time before the post goes public", async () => {
    const response = await form(admin, "/blog/create", { ...samplePost({ title: "Backwards" }), status: "scheduled", publishAt: "2027-01-05T09:00", unpublishAt: "2027-01-04T09:00" } as Record<string, string>);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Unpublish at must be after the post goes public.");
  });
});

describe("the Scheduled list", () => {
  it("lists scheduled posts in the site's time, reschedules and cancels them", async () => {
    const post = await schedule("Listed Post", "2027-01-02T10:15");
    const page = await (await app.fetch("/admin/scheduled", { headers: { Cookie: admin } })).text();
    expect(page).toContain("Listed Post");
    expect(page).toContain("2 Jan 2027, 10:15");

    const moved = await form(admin, "/admin/scheduled", { intent: "reschedule", id: String(post.id), publishAt: "2027-01-03T08:00" });
    expect(moved.status).toBe(200);
    expect((await postRow(post.slug)).publish_at).toBe("2027-01-03T02:30:00.000Z");
    const past = await form(admin, "/admin/scheduled", { intent: "reschedule", id: String(post.id), publishAt: "2026-12-01T08:00" });
    expect(past.status).toBe(400);
    expect((await postRow(post.slug)).publish_at).toBe("2027-01-03T02:30:00.000Z");

    expect((await form(admin, "/admin/scheduled", { intent: "cancel", id: String(post.id) })).status).toBe(200);
    const cancelled = await postRow(post.slug);
    expect([cancelled.status, cancelled.publish_at]).toEqual(["draft", null]);
    // A second cancel finds it no longer scheduled.
    expect((await form(admin, "/admin/scheduled", { intent: "cancel", id: String(post.id) })).status).toBe(409);
    clock.set("2027-01-04T00:00:00.000Z");
    expect((await runPublishingSchedule(app.services)).published).toEqual([]);
  });

  it("through the JSON API, an ISO time with its offset schedules too", async () => {
    const response = await sendJson(app, "POST", "/api/blogs", samplePost({ title: "Api Scheduled", status: "scheduled", publishAt: "2027-01-02T09:00:00+05:30" }), admin);
    expect(response.status).toBe(201);
    const post = (await response.json()) as { status: string; publishAt: string };
    expect(post).toMatchObject({ status: "scheduled", publishAt: "2027-01-02T03:30:00.000Z" });
  });
});
