import { afterAll, beforeAll, expect, it } from "vitest";
import { blogHousekeeping } from "~/modules/blog/publishing-jobs.server";
import { startTestApp, type TestApp } from "../support/app";
import { roleCookie } from "../support/auth";
import { TestClock } from "../support/clock";

/** A page's History (diff per block, restore as a new version) and scheduled publishing, through HTTP (decision 0043). */
let app: TestApp;
let editor: string;
// 30 Dec 2026, 12:00 UTC = 17:30 in Asia/Kolkata (the default SITE_TIMEZONE).
const clock = new TestClock("2026-12-30T12:00:00.000Z");
beforeAll(async () => {
  app = await startTestApp({}, { clock });
  editor = await roleCookie(app, "editor");
  await app.database.db.deleteFrom("pages").execute();
});
afterAll(() => app.close());

function post(path: string, pairs: Array<[string, string]>) {
  return app.fetch(path, { method: "POST", headers: { Origin: app.url, "Content-Type": "application/x-www-form-urlencoded", Cookie: editor }, body: new URLSearchParams(pairs).toString() });
}
const get = async (path: string) => (await app.fetch(path, { headers: { Cookie: editor } })).text();
const fields = (path: string): Array<[string, string]> => [["path", path], ["title", "Working with us"], ["description", "How a project runs."]];
const hero = (heading: string): Array<[string, string]> => [["block", "hero000001"], ["block.hero000001.type", "hero"], ["block.hero000001.heading", heading], ["block.hero000001.intro", ""]];
const text = (id: string, body: string): Array<[string, string]> => [["block", id], [`block.${id}.type`, "richText"], [`block.${id}.body`, body]];
const pageRow = (id: number) => app.database.db.selectFrom("pages").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
const revisions = (id: number) =>
  app.database.db.selectFrom("document_revisions").select(["id", "version", "status", "event", "editor_name"]).where("document_type", "=", "page").where("document_id", "=", id).orderBy("id").execute();

it("keeps a revision per save, diffs block by block (a moved block is moved, not rewritten), restores as a new version, and refuses a stale restore with 409", async () => {
  const created = await post("/admin/pages/new", [...fields("/how-we-work"), ...hero("How we work"), ...text("texta00001", "<p>We listen first.</p>"), ...text("textb00001", "<p>Then we build.</p>"), ["intent", "publish"]]);
  expect(created.status).toBe(302);
  const editorPath = created.headers.get("location")!.split("?")[0]!;
  const id = Number(editorPath.split("/").pop());
  // Second save: the two text blocks swap places and the first one's words change.
  const second = await post(editorPath, [...fields("/how-we-work"), ...hero("How we work"), ...text("textb00001", "<p>Then we build.</p>"), ...text("texta00001", "<p>We listen first, always.</p>"), ["version", "1"], ["intent", "save"]]);
  expect(second.status).toBe(302);
  const kept = await revisions(id);
  expect(kept.map((row) => [row.version, row.status, row.event])).toEqual([[1, "published", null], [2, "published", null]]);

  const history = await get(`${editorPath}?revision=${kept[0]!.id}`);
  expect(history).toContain("History");
  expect(history).toContain('data-testid="revision-diff"');
  // The block that only moved says so and shows no text change; the one rewritten shows its words.
  const diff = history.slice(history.indexOf('data-testid="revision-diff"'));
  expect(diff).toMatch(/Block 2: Rich text<span[^>]*>\(moved from position 3 to 2\)<\/span><\/h4><\/div>/);
  expect(diff).toMatch(/Block 3: Rich text<span[^>]*>\(moved from position 2 to 3\)<\/span><\/h4><div class="mt-1"><p[^>]*><span>We listen first<\/span><ins[^>]*>, always<\/ins><span>\.<\/span><\/p>/);
  expect(diff).not.toContain("<del");

  // Restoring version 1 from version 2 makes version 3 with version 1's blocks; History says who restored it.
  const restored = await post(editorPath, [["version", "2"], ["revision", String(kept[0]!.id)], ["intent", "restore"]]);
  expect(restored.status).toBe(302);
  expect(restored.headers.get("location")).toBe(`${editorPath}?saved=restored`);
  const row = await pageRow(id);
  expect([row.version, row.status]).toEqual([3, "published"]);
  expect(JSON.parse(row.blocks).map((block: { id: string }) => block.id)).toEqual(["hero000001", "texta00001", "textb00001"]);
  expect(await (await app.fetch("/how-we-work")).text()).toContain("We listen first.");
  expect((await revisions(id)).at(-1)).toMatchObject({ version: 3, event: "restored" });
  const after = await get(`${editorPath}?saved=restored`);
  expect(after).toContain("Restored: that version is now the page&#x27;s newest version.");
  expect(after).toContain("Restored from an earlier version by");

  // A restore from a version someone has saved over since: 409, nothing written, the form shows the stored page.
  const stale = await post(editorPath, [["version", "2"], ["revision", String(kept[1]!.id)], ["intent", "restore"]]);
  expect(stale.status).toBe(409);
  expect(await stale.text()).toContain("Someone else saved this page after you opened it, so nothing was restored.");
  expect((await pageRow(id)).version).toBe(3);
  // A revision of another page, or none: 404.
  expect((await post(editorPath, [["version", "3"], ["revision", "999999"], ["intent", "restore"]])).status).toBe(404);
});

it("schedules a page at a time in the site's zone, lists it, publishes it at the tick once with History and audit, and refuses a past time", async () => {
  const past = await post("/admin/pages/new", [...fields("/launch"), ...hero("Launch"), ["publishAt", "2026-12-30T09:00"], ["intent", "publish"]]);
  expect(past.status).toBe(400);
  expect(await past.text()).toContain("Publish at: choose a time in the future, or leave it empty to publish now.");
  const bad = await post("/admin/pages/new", [...fields("/launch"), ...hero("Launch"), ["publishAt", "soon"], ["intent", "publish"]]);
  expect(bad.status).toBe(400);

  // 31 Dec 2026 09:00 in Asia/Kolkata = 03:30 UTC.
  const scheduled = await post("/admin/pages/new", [...fields("/launch"), ...hero("Launch"), ...text("texta00002", "<p>New year, new site.</p>"), ["publishAt", "2026-12-31T09:00"], ["intent", "publish"]]);
  expect(scheduled.status).toBe(302);
  expect(scheduled.headers.get("location")).toMatch(/\?saved=scheduled$/);
  const editorPath = scheduled.headers.get("location")!.split("?")[0]!;
  const id = Number(editorPath.split("/").pop());
  expect(await pageRow(id)).toMatchObject({ status: "scheduled", publish_at: "2026-12-31T03:30:00.000Z", published_at: null });
  expect((await app.fetch("/launch")).status).toBe(404);
  const editorPage = await get(editorPath);
  expect(editorPage).toContain("Scheduled for");
  expect(editorPage).toContain('value="2026-12-31T09:00"');
  const list = await get("/admin/scheduled");
  expect(list).toContain("Scheduled pages");
  expect(list).toContain(`href="/admin/pages/${id}"`);

  // A scheduled page saved again keeps its schedule (a new time moves it); empty time is refused.
  expect((await post(editorPath, [...fields("/launch"), ...hero("Launch"), ...text("texta00002", "<p>New year, new site.</p>"), ["publishAt", ""], ["version", "1"], ["intent", "save"]])).status).toBe(400);

  const housekeeping = blogHousekeeping(app.services);
  await housekeeping.tick();
  expect((await pageRow(id)).status).toBe("scheduled");
  clock.set("2026-12-31T03:30:20.000Z");
  await housekeeping.tick();
  await housekeeping.tick();
  expect(await pageRow(id)).toMatchObject({ status: "published", publish_at: null, published_at: "2026-12-31T03:30:00.000Z", version: 2 });
  expect(await (await app.fetch("/launch")).text()).toContain("New year, new site.");
  expect((await revisions(id)).map((row) => [row.version, row.status, row.event])).toEqual([[1, "scheduled", null], [2, "published", "published-on-schedule"]]);
  const audit = await app.database.db.selectFrom("audit_events").select(["action", "actor_id", "summary"]).where("subject_id", "=", String(id)).where("subject_type", "=", "page").execute();
  expect(audit).toEqual([{ action: "page.published", actor_id: null, summary: "Published “Working with us” at /launch on schedule" }]);
  expect(await get("/admin/scheduled")).not.toContain(`href="/admin/pages/${id}"`);
});

it("cancels a page's schedule: a draft again, the time gone", async () => {
  clock.set("2026-12-30T12:00:00.000Z");
  const scheduled = await post("/admin/pages/new", [...fields("/later"), ...hero("Later"), ["publishAt", "2027-01-02T10:00"], ["intent", "publish"]]);
  const editorPath = scheduled.headers.get("location")!.split("?")[0]!;
  const cancelled = await post(editorPath, [...fields("/later"), ...hero("Later"), ["version", "1"], ["intent", "unpublish"]]);
  expect(cancelled.status).toBe(302);
  expect(await pageRow(Number(editorPath.split("/").pop()))).toMatchObject({ status: "draft", publish_at: null });
});

it("unpublishes a published page at its \"Unpublish at\" on the scheduler's claim, lists it, and refuses a past or malformed time", async () => {
  clock.set("2026-12-30T12:00:00.000Z");
  const body = [...hero("Offer"), ...text("texta00003", "<p>Year-end offer.</p>")];
  const created = await post("/admin/pages/new", [...fields("/year-end-offer"), ...body, ["intent", "publish"]]);
  const editorPath = created.headers.get("location")!.split("?")[0]!;
  const id = Number(editorPath.split("/").pop());
  const past = await post(editorPath, [...fields("/year-end-offer"), ...body, ["unpublishAt", "2026-12-30T09:00"], ["version", "1"], ["intent", "save"]]);
  expect(past.status).toBe(400);
  expect(await past.text()).toContain("Unpublish at: choose a time in the future, or leave it empty to keep the page public.");
  const bad = await post(editorPath, [...fields("/year-end-offer"), ...body, ["unpublishAt", "next week"], ["version", "1"], ["intent", "save"]]);
  expect(await bad.text()).toContain("Unpublish at: enter a date and time such as 2026-12-01T09:00.");
  expect((await pageRow(id)).unpublish_at).toBeNull();

  // 1 Jan 2027, 00:00 in Asia/Kolkata.
  const set = await post(editorPath, [...fields("/year-end-offer"), ...body, ["unpublishAt", "2027-01-01T00:00"], ["version", "1"], ["intent", "save"]]);
  expect(set.status).toBe(302);
  expect(await pageRow(id)).toMatchObject({ status: "published", unpublish_at: "2026-12-31T18:30:00.000Z" });
  expect(await get(editorPath)).toContain('value="2027-01-01T00:00"');
  const list = await get("/admin/scheduled");
  expect(list).toContain(`href="/admin/pages/${id}"`);
  expect(list).toMatch(/Unpublishes[\s\S]*1 Jan 2027/);

  const housekeeping = blogHousekeeping(app.services);
  await housekeeping.tick();
  expect((await pageRow(id)).status).toBe("published");
  clock.set("2026-12-31T18:30:05.000Z");
  await housekeeping.tick();
  await housekeeping.tick();
  expect(await pageRow(id)).toMatchObject({ status: "draft", unpublish_at: null, version: 3 });
  expect((await app.fetch("/year-end-offer")).status).toBe(404);
  expect((await revisions(id)).map((row) => row.event)).toEqual([null, null, "unpublished-on-schedule"]);
  expect(await get("/admin/scheduled")).not.toContain(`href="/admin/pages/${id}"`);
});
