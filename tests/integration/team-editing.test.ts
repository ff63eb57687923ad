/**
 * Revisions, edit conflicts, presence and review (issue 18): every save keeps a revision; the History diff and
 * restore (into the same post's form, unsaved: issue 32); thinning to one a day after 30 days; an outdated form save is a 409 that keeps what
 * was typed; If-Match and ETag on the API (412); "Being edited by" across instances; the review round trip.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { beatPresence } from "~/modules/blog/presence.server";
import { pruneRevisions, runRevisionRetention } from "~/modules/blog/revisions.server";
import { startTestApp, type TestApp } from "../support/app";
import { adminCookie, postForm, roleUser } from "../support/auth";
import { postRevisionRows, samplePost, sendJson } from "../support/blog";
import { TestClock } from "../support/clock";
import { connectAgain } from "../support/database";

let app: TestApp;
let admin: string;
const clock = new TestClock("2026-12-30T12:00:00.000Z");

beforeEach(async () => {
  clock.set("2026-12-30T12:00:00.000Z");
  app = await startTestApp({}, { clock });
  admin = await adminCookie(app);
});
afterEach(() => app.close());

const form = (cookie: string, path: string, fields: Record<string, string>) => postForm(app, path, fields, { Cookie: cookie });
const revisions = (postId: number) => postRevisionRows(app.database.db, postId);
const postById = (id: number) => app.database.db.selectFrom("posts").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

async function createPost(cookie: string, overrides: Record<string, unknown> = {}) {
  const response = await sendJson(app, "POST", "/api/blogs", samplePost(overrides), cookie);
  expect(response.status).toBe(201);
  return (await response.json()) as { id: number; slug: string; version: number; status: string };
}
/** The edit form's fields as the page renders them (what a browser would submit). */
function formValues(html: string): Record<string, string> {
  const decode = (text: string) => text.replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&amp;/g, "&");
  const form = /<form[^>]*id="post-form"[\s\S]*?<\/form>/.exec(html)?.[0] ?? "";
  const values: Record<string, string> = {};
  for (const [tag] of form.matchAll(/<input[^>]*>/g)) {
    const name = /name="([^"]+)"/.exec(tag)?.[1];
    if (!name || (/type="(radio|checkbox)"/.test(tag) && !/checked/.test(tag))) continue;
    values[name] = decode(/value="([^"]*)"/.exec(tag)?.[1] ?? "");
  }
  for (const [, name, text] of form.matchAll(/<textarea[^>]*name="([^"]+)"[^>]*>([\s\S]*?)<\/textarea>/g)) values[name!] = decode(text!);
  for (const [, name, options] of form.matchAll(/<select[^>]*name="([^"]+)"[^>]*>([\s\S]*?)<\/select>/g))
    values[name!] = decode(/<option[^>]*value="([^"]*)"[^>]*selected/.exec(options!)?.[1] ?? "");
  return values;
}
const edit = (cookie: string, id: number, fields: Record<string, unknown>) => form(cookie, `/blog/edit/${id}`, { ...samplePost(), ...fields } as Record<string, string>);

describe("revisions", () => {
  it("keeps one per save with who, when and the fields; History compares any of them word by word", async () => {
    const editor = await roleUser(app, "editor", "Ravi Editor");
    const post = await createPost(admin, { title: "History Post", content: "<p>We ship on Tuesday.</p>" });
    clock.set("2026-12-30T13:00:00.000Z");
    expect((await edit(editor.cookie, post.id, { title: "History Post", content: "<p>We ship on Friday.</p>", version: "1" })).status).toBe(303);
    const rows = await revisions(post.id);
    expect(rows.map((row) => [row.version, row.editor_name, row.content, row.created_at])).toEqual([
      [1, "Administrator", "<p>We ship on Tuesday.</p>", "2026-12-30T12:00:00.000Z"],
      [2, "Ravi Editor", "<p>We ship on Friday.</p>", "2026-12-30T13:00:00.000Z"],
    ]);
    const page = await (await app.fetch(`/blog/edit/${post.id}?revision=${rows[0]!.id}`, { headers: { Cookie: admin } })).text();
    expect(page).toContain("History");
    expect(page).toContain("Ravi Editor");
    expect(page).toMatch(/<del[^>]*>Tuesday<\/del>/);
    expect(page).toMatch(/<ins[^>]*>Friday<\/ins>/);
  });

  it("History's diff shows the text, and names formatting changes instead of showing tags", async () => {
    const post = await createPost(admin, { title: "Formatting Post", content: "<p>We ship on Tuesday.</p><p>See you there.</p>" });
    const content = "<h2>We ship on <strong>Tuesday</strong>.</h2><p>See you there.</p>";
    expect((await edit(admin, post.id, { title: "Formatting Post", content, version: "1" })).status).toBe(303);
    const [first] = await revisions(post.id);
    const page = await (await app.fetch(`/blog/edit/${post.id}?revision=${first!.id}`, { headers: { Cookie: admin } })).text();
    const diff = page.slice(page.indexOf('data-testid="revision-diff"'));
    expect(diff).toContain("Formatting changed: heading, bold");
    expect(diff).toContain("We ship on Tuesday.");
    expect(diff).not.toMatch(/&lt;\/?(p|h2|strong)&gt;/);
  });

  it("restore puts a draft's old version into its edit form, unsaved; saving it is a new version of the same draft", async () => {
    const post = await createPost(admin, { title: "Draft Restore", content: "<p>First words.</p>", status: "draft" });
    expect((await edit(admin, post.id, { title: "Draft Restore", content: "<p>Second words.</p>", status: "draft", version: "1" })).status).toBe(303);
    const [first] = await revisions(post.id);
    const opened = await app.fetch(`/blog/edit/${post.id}?restore=${first!.id}`, { headers: { Cookie: admin } });
    expect(opened.status).toBe(200);
    const values = formValues(await opened.text());
    expect(values).toMatchObject({ content: "<p>First words.</p>", status: "draft", version: "2" });
    // Nothing is written until the form is saved.
    expect([(await postById(post.id)).content, (await revisions(post.id)).length]).toEqual(["<p>Second words.</p>", 2]);
    expect((await form(admin, `/blog/edit/${post.id}`, values)).status).toBe(303);
    const row = await postById(post.id);
    expect([row.content, row.status, Number(row.version)]).toEqual(["<p>First words.</p>", "draft", 3]);
    expect(await app.database.db.selectFrom("posts").select("id").where("title", "=", "Draft Restore").execute()).toHaveLength(1);
  });

  it("restore on a published post brings the old text back into the same post: one public post, same URL", async () => {
    const post = await createPost(admin, { title: "Birds of the Western Ghats", content: "<p>Old text.</p>" });
    expect((await edit(admin, post.id, { title: "Birds of the Western Ghats", content: "<p>New text.</p>", status: "published", version: "1" })).status).toBe(303);
    const [first] = await revisions(post.id);
    // History offers the restore as a link to the edit form with that version in it.
    const history = await (await app.fetch(`/blog/edit/${post.id}?revision=${first!.id}`, { headers: { Cookie: admin } })).text();
    expect(history).toContain(`href="/blog/edit/${post.id}?restore=${first!.id}`);
    const opened = await app.fetch(`/blog/edit/${post.id}?restore=${first!.id}`, { headers: { Cookie: admin } });
    expect(opened.status).toBe(200);
    const page = await opened.text();
    expect(page).toContain("not saved yet");
    // The preview beside the form shows the restored text too, not the public one.
    expect(page).toContain('<p>Old text.</p>');
    expect(page).not.toContain('<p>New text.</p>');
    const values = formValues(page);
    expect(values).toMatchObject({ title: "Birds of the Western Ghats", content: "<p>Old text.</p>", status: "published", version: "2" });
    // "Keep the address" is ticked: an older title would not move the post.
    expect(values.keepSlug).toBe("on");
    expect(await postById(post.id)).toMatchObject({ content: "<p>New text.</p>", status: "published" });

    const saved = await form(admin, `/blog/edit/${post.id}`, values);
    expect(saved.status).toBe(303);
    expect(saved.headers.get("location")).toBe(`/blog/${post.slug}`);
    const posts = await app.database.db.selectFrom("posts").select(["id", "slug", "status", "content"]).where("title", "like", "%Western Ghats%").execute();
    expect(posts).toEqual([{ id: post.id, slug: post.slug, status: "published", content: "<p>Old text.</p>" }]);
    const list = await (await app.fetch("/blog")).text();
    expect(list.match(/href="\/blog\/birds-of-the-western-ghats[^"]*"/g)?.every((href) => href === `href="/blog/${post.slug}"`)).toBe(true);
    expect(await (await app.fetch(`/blog/${post.slug}`)).text()).toContain("Old text.");
  });

  it("a restored form saved after someone else's save is an edit conflict; restore is authorized as editing is", async () => {
    const post = await createPost(admin, { title: "Contested Restore", content: "<p>Old text.</p>" });
    expect((await edit(admin, post.id, { title: "Contested Restore", content: "<p>New text.</p>", version: "1" })).status).toBe(303);
    const [first] = await revisions(post.id);
    const values = formValues(await (await app.fetch(`/blog/edit/${post.id}?restore=${first!.id}`, { headers: { Cookie: admin } })).text());
    expect((await edit(admin, post.id, { title: "Contested Restore", content: "<p>Newest text.</p>", version: "2" })).status).toBe(303);
    expect((await form(admin, `/blog/edit/${post.id}`, values)).status).toBe(409);
    expect((await postById(post.id)).content).toBe("<p>Newest text.</p>");
    // An author may not edit a public post, nor restore into it (403 with the reason); an unknown revision is a 404.
    const author = await roleUser(app, "author", "Asha Author");
    expect((await app.fetch(`/blog/edit/${post.id}?restore=${first!.id}`, { headers: { Cookie: author.cookie } })).status).toBe(403);
    expect((await app.fetch(`/blog/edit/${post.id}?restore=999999`, { headers: { Cookie: admin } })).status).toBe(404);
  });

  it("keeps every revision of the last 30 days and the last of each day before, once a day across instances", async () => {
    const post = await createPost(admin, { title: "Busy Post" });
    // Three saves on each of two days 40 and 39 days ago, and two yesterday.
    let version = 1;
    for (const [day, hour] of [["2026-11-20", 9], ["2026-11-20", 12], ["2026-11-20", 15], ["2026-11-21", 9], ["2026-11-21", 10], ["2026-11-21", 11], ["2026-12-29", 9], ["2026-12-29", 10]] as const) {
      clock.set(`${day}T${String(hour).padStart(2, "0")}:00:00.000Z`);
      expect((await edit(admin, post.id, { title: "Busy Post", content: `<p>save ${version}</p>`, version: String(version) })).status).toBe(303);
      version += 1;
    }
    clock.set("2026-12-30T12:00:00.000Z");
    const second = connectAgain(app.database);
    try {
      const results = await Promise.all([runRevisionRetention(app.services), runRevisionRetention({ ...app.services, database: second })]);
      expect(results.filter((result) => result === null)).toHaveLength(1);
      expect(results.find((result) => result !== null)).toBe(4);
    } finally {
      await second.close();
    }
    const kept = (await revisions(post.id)).map((row) => row.content);
    // The first revision (12:00 on 30 Dec, its creation) and yesterday's two stay; of each old day, the last.
    expect(kept).toEqual(["<h2>Hello</h2><p>Body text.</p>", "<p>save 3</p>", "<p>save 6</p>", "<p>save 7</p>", "<p>save 8</p>"]);
    expect(await pruneRevisions(app.services)).toBe(0);
  });
});

describe("the address of a published post", () => {
  it("is offered to be kept when the title changes; kept, the post stays at its address under the new title", async () => {
    const post = await createPost(admin, { title: "Birds of the Western Ghats" });
    const page = await (await app.fetch(`/blog/edit/${post.id}`, { headers: { Cookie: admin } })).text();
    expect(page).toMatch(/<input[^>]*name="keepSlug"/);
    expect(page).toContain(`/blog/${post.slug}`);
    const kept = await edit(admin, post.id, { title: "Birds of the Nilgiris", keepSlug: "on", version: "1" });
    expect(kept.status).toBe(303);
    expect(kept.headers.get("location")).toBe(`/blog/${post.slug}`);
    expect(await postById(post.id)).toMatchObject({ title: "Birds of the Nilgiris", slug: "birds-of-the-western-ghats" });
    // Not kept (the SPEC's slug rule): the address follows the title and the old one redirects.
    const moved = await edit(admin, post.id, { title: "Birds of the Palani Hills", version: "2" });
    expect(moved.headers.get("location")).toBe("/blog/birds-of-the-palani-hills");
    expect((await app.fetch("/blog/birds-of-the-western-ghats", { redirect: "manual" })).status).toBe(301);
    // A draft has no public address to keep: no offer.
    const draft = await createPost(admin, { title: "Draft Address", status: "draft" });
    expect(await (await app.fetch(`/blog/edit/${draft.id}`, { headers: { Cookie: admin } })).text()).not.toContain('name="keepSlug"');
  });
});

describe("edit conflicts", () => {
  it("refuses the second save from an outdated form with 409, shows what changed, and keeps what was typed", async () => {
    const editor = await roleUser(app, "editor", "Nina Editor");
    const post = await createPost(admin, { title: "Shared Post", content: "<p>The launch is on Tuesday.</p>" });
    // Both opened version 1; the editor saves first.
    expect((await edit(editor.cookie, post.id, { title: "Shared Post", content: "<p>The launch is on Friday.</p>", version: "1" })).status).toBe(303);
    const second = await edit(admin, post.id, { title: "Shared Post", content: "<p>The launch is on Tuesday at nine.</p>", version: "1" });
    expect(second.status).toBe(409);
    const html = await second.text();
    expect(html).toContain("Nina Editor saved this post while you were editing");
    expect(html).toContain("The launch is on Tuesday at nine.");
    expect(html).toMatch(/<del[^>]*>Friday<\/del><ins[^>]*>Tuesday at nine<\/ins>/);
    expect(html).toContain("Keep mine and save");
    expect(html).toContain("Take theirs (discard my changes)");
    // The form now names version 2: saving again keeps mine.
    expect(html).toContain('name="version" value="2"');
    expect((await postById(post.id)).content).toBe("<p>The launch is on Friday.</p>");
    expect((await edit(admin, post.id, { title: "Shared Post", content: "<p>The launch is on Tuesday at nine.</p>", version: "2" })).status).toBe(303);
    expect((await postById(post.id)).content).toBe("<p>The launch is on Tuesday at nine.</p>");
  });

  it("sends the version as the ETag and honours If-Match on PUT: 412 on a mismatch, nothing written", async () => {
    const post = await createPost(admin, { title: "Etag Post" });
    const get = await app.fetch(`/api/blogs/${post.id}`, { headers: { Cookie: admin } });
    expect(get.headers.get("etag")).toBe('"1"');
    const put = (ifMatch: string | null, title: string) =>
      app.fetch(`/api/blogs/${post.id}`, {
        method: "PUT",
        headers: { Origin: app.url, Cookie: admin, "Content-Type": "application/json", ...(ifMatch === null ? {} : { "If-Match": ifMatch }) },
        body: JSON.stringify(samplePost({ title })),
      });
    const ok = await put('"1"', "Etag Post");
    expect(ok.status).toBe(200);
    expect(ok.headers.get("etag")).toBe('"2"');
    const stale = await put('"1"', "Stale Title");
    expect(stale.status).toBe(412);
    expect(await stale.json()).toEqual({ error: "The post changed since the version you named in If-Match." });
    expect((await put("garbage", "Garbage Title")).status).toBe(412);
    expect((await postById(post.id)).title).toBe("Etag Post");
    // Without If-Match: as the SPEC says, the save simply happens.
    expect((await put(null, "No Precondition")).status).toBe(200);
    expect((await put("*", "Any Version")).status).toBe(200);
  });

  it("says who else has the post open, across instances, until their heartbeat stops", async () => {
    const post = await createPost(admin, { title: "Presence Post" });
    const second = connectAgain(app.database);
    try {
      const other = { ...app.services, database: second };
      expect(await beatPresence(app.services, { postId: post.id, user: { id: "a", name: "Asha" } })).toEqual([]);
      expect(await beatPresence(other, { postId: post.id, user: { id: "b", name: "Bala" } })).toEqual(["Asha"]);
      const page = await (await app.fetch(`/blog/edit/${post.id}`, { headers: { Cookie: admin } })).text();
      expect(page).toMatch(/Being edited by (Bala, Asha|Asha, Bala)/);
      clock.set("2026-12-30T12:01:00.000Z");
      const later = await (await app.fetch(`/blog/edit/${post.id}`, { headers: { Cookie: admin } })).text();
      expect(later).not.toContain("Being edited by");
    } finally {
      await second.close();
    }
  });
});

describe("review", () => {
  it("an author submits, an editor sends it back with a comment the author sees, then publishes the resubmission", async () => {
    const author = await roleUser(app, "author", "Asha Author");
    const editor = await roleUser(app, "editor", "Ravi Editor");
    const created = await form(author.cookie, "/blog/create", { ...samplePost({ title: "Needs Review" }), status: "review" } as Record<string, string>);
    expect(created.status).toBe(303);
    const post = await app.database.db.selectFrom("posts").selectAll().where("title", "=", "Needs Review").executeTakeFirstOrThrow();
    expect(post.status).toBe("review");
    expect(await (await app.fetch("/admin", { headers: { Cookie: editor.cookie } })).text()).toMatch(/Waiting for review.*?>1</s);
    expect(await (await app.fetch("/admin/review", { headers: { Cookie: editor.cookie } })).text()).toContain("Needs Review");

    const empty = await form(editor.cookie, "/admin/review", { intent: "send-back", id: String(post.id), note: "  " });
    expect(empty.status).toBe(400);
    expect((await form(editor.cookie, "/admin/review", { intent: "send-back", id: String(post.id), note: "Add a closing paragraph." })).status).toBe(200);
    expect((await postById(post.id)).status).toBe("draft");
    const authorView = await (await app.fetch(`/blog/edit/${post.id}`, { headers: { Cookie: author.cookie } })).text();
    expect(authorView).toContain("Sent back from review");
    expect(authorView).toContain("Add a closing paragraph.");

    expect((await edit(author.cookie, post.id, { title: "Needs Review", content: "<p>Now with an ending.</p>", status: "review", version: "2" })).status).toBe(303);
    expect((await postById(post.id)).review_note).toBeNull();
    expect((await form(editor.cookie, "/admin/review", { intent: "publish", id: String(post.id) })).status).toBe(200);
    expect(await postById(post.id)).toMatchObject({ status: "published", content: "<p>Now with an ending.</p>" });
    expect((await app.fetch("/blog/needs-review")).status).toBe(200);
    // Public now: the author can no longer change it; an editor can.
    expect((await edit(author.cookie, post.id, { title: "Hijack", version: "4" })).status).toBe(403);
    expect((await form(editor.cookie, "/admin/review", { intent: "publish", id: String(post.id) })).status).toBe(409);
  });
});
