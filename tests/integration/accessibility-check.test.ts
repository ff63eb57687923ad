/**
 * The publish check for accessibility (issue 34, decision 0032): errors refuse a publish or a schedule from the
 * edit and create forms and the review queue, unless an editor or admin ticks the named override, which the audit
 * log keeps; warnings never block; the JSON API reports the findings and refuses nothing it accepted before.
 * Through HTTP against the real build.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../support/app";
import { adminCookie, postForm, roleUser } from "../support/auth";
import { createPostViaApi, samplePost, sendJson } from "../support/blog";

let app: TestApp;
let admin: string;
beforeAll(async () => {
  app = await startTestApp();
  admin = await adminCookie(app);
});
afterAll(() => app.close());

const NO_ALT = '<h2>Our office</h2><p>Welcome.</p><img src="https://images.example/office.png">';
const NO_ALT_MESSAGE = "An image without alt text";

/** The edit form's fields for `post`, as the browser sends them. */
function editFields(overrides: Record<string, string>) {
  const { tags, ...rest } = samplePost();
  return { ...rest, tags: String(tags), status: "published", ...overrides } as Record<string, string>;
}
const storedPost = (id: number) => app.database.db.selectFrom("posts").select(["status", "content", "version"]).where("id", "=", id).executeTakeFirstOrThrow();
const auditRows = (postId: number) =>
  app.database.db.selectFrom("audit_events").select(["action", "summary"]).where("subject_type", "=", "post").where("subject_id", "=", String(postId)).orderBy("id").execute();

describe("publishing from the edit form", () => {
  it("refuses to publish a post with an error, lists the finding, and keeps the post as it was", async () => {
    const editor = await roleUser(app, "editor");
    const draft = await createPostViaApi(app, admin, { title: "No Alt Yet", status: "draft" });
    const response = await postForm(app, `/blog/edit/${draft.id}`, editFields({ title: "No Alt Yet", content: NO_ALT }), { Cookie: editor.cookie });
    expect(response.status).toBe(400);
    const page = await response.text();
    expect(page).toContain("Not published: the post has 1 accessibility error");
    expect(page).toContain(NO_ALT_MESSAGE);
    expect(page).toContain("Publish anyway: I have checked these");
    expect(await storedPost(draft.id)).toMatchObject({ status: "draft", content: "<h2>Hello</h2><p>Body text.</p>" });
    // Scheduling is publishing later: refused the same way.
    const schedule = await postForm(app, `/blog/edit/${draft.id}`, editFields({ title: "No Alt Yet", content: NO_ALT, status: "scheduled", publishAt: "2031-01-01T09:00" }), { Cookie: editor.cookie });
    expect(schedule.status).toBe(400);
    expect((await storedPost(draft.id)).status).toBe("draft");
    // Saved as a draft, the same text is fine: the check guards what readers get.
    const asDraft = await postForm(app, `/blog/edit/${draft.id}`, editFields({ title: "No Alt Yet", content: NO_ALT, status: "draft" }), { Cookie: editor.cookie });
    expect(asDraft.status).toBe(303);
    expect(await auditRows(draft.id)).toEqual([]);
  });

  it("the create form refuses it too and stores nothing", async () => {
    const editor = await roleUser(app, "editor");
    const response = await postForm(app, "/blog/create", editFields({ title: "Created With No Alt", content: NO_ALT }), { Cookie: editor.cookie });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(NO_ALT_MESSAGE);
    expect(await app.database.db.selectFrom("posts").select("id").where("title", "=", "Created With No Alt").execute()).toEqual([]);
  });

  it("an editor's override publishes it and the audit log keeps who, and which rules were passed over", async () => {
    const editor = await roleUser(app, "editor");
    const draft = await createPostViaApi(app, admin, { title: "Published Anyway", status: "draft" });
    const response = await postForm(app, `/blog/edit/${draft.id}`, editFields({ title: "Published Anyway", content: NO_ALT, accessibilityOverride: "on" }), { Cookie: editor.cookie });
    expect(response.status).toBe(303);
    expect((await storedPost(draft.id)).status).toBe("published");
    expect(await auditRows(draft.id)).toEqual([
      { action: "post.published", summary: "Published “Published Anyway”" },
      { action: "post.published_with_accessibility_override", summary: "Published “Published Anyway” past accessibility errors: image without alt text" },
    ]);
    const actor = await app.database.db.selectFrom("audit_events").select("actor_id").where("action", "=", "post.published_with_accessibility_override").where("subject_id", "=", String(draft.id)).executeTakeFirstOrThrow();
    expect(actor.actor_id).toBe(editor.id);
  });

  it("warnings never block: vague link text and a skipped heading level publish without the override", async () => {
    const editor = await roleUser(app, "editor");
    const content = '<h2>Start</h2><h4>Deep</h4><p>For details <a href="https://example.com/x">click here</a>.</p>';
    const response = await postForm(app, "/blog/create", editFields({ title: "Only Warnings", content }), { Cookie: editor.cookie });
    expect(response.status).toBe(303);
    const post = await app.database.db.selectFrom("posts").select(["id", "status"]).where("title", "=", "Only Warnings").executeTakeFirstOrThrow();
    expect(post.status).toBe("published");
    expect((await auditRows(Number(post.id))).map((row) => row.action)).toEqual(["post.published"]);
  });

  it("the editor lists the findings of the stored text on load and of the typed text in the preview's answer", async () => {
    const draft = await createPostViaApi(app, admin, { title: "Listed On Load", status: "draft", content: `${NO_ALT}<p><a href="https://example.com">read more</a></p>` });
    const page = await (await app.fetch(`/blog/edit/${draft.id}`, { headers: { Cookie: admin } })).text();
    expect(page).toContain("Accessibility check");
    expect(page).toContain("1 error, 1 warning");
    expect(page).toContain(NO_ALT_MESSAGE);
    const preview = await sendJson(app, "POST", "/admin/posts/preview", { content: "<p>See <a href=\"https://example.com\"></a></p>" }, admin);
    expect(preview.status).toBe(200);
    expect(((await preview.json()) as { accessibility: Array<{ rule: string; severity: string }> }).accessibility).toEqual([
      expect.objectContaining({ rule: "link-empty", severity: "error" }),
    ]);
  });
});

describe("the review queue", () => {
  it("shows the findings to the reviewer; publishing with errors needs the override, which is recorded", async () => {
    const author = await roleUser(app, "author");
    const editor = await roleUser(app, "editor");
    // An author may not override: the box is not theirs, and submitting for review is never blocked.
    const submitted = await postForm(app, "/blog/create", editFields({ title: "Author Submits", content: NO_ALT, status: "review", accessibilityOverride: "on" }), { Cookie: author.cookie });
    expect(submitted.status).toBe(303);
    const post = await app.database.db.selectFrom("posts").select(["id", "status"]).where("title", "=", "Author Submits").executeTakeFirstOrThrow();
    expect(post.status).toBe("review");
    const authorPage = await (await app.fetch(`/blog/edit/${post.id}`, { headers: { Cookie: author.cookie } })).text();
    expect(authorPage).toContain(NO_ALT_MESSAGE);
    expect(authorPage).not.toContain("Publish anyway");

    const queue = await (await app.fetch("/admin/review", { headers: { Cookie: editor.cookie } })).text();
    expect(queue).toContain("Author Submits");
    expect(queue).toContain(NO_ALT_MESSAGE);
    const refused = await postForm(app, "/admin/review", { id: String(post.id), intent: "publish", note: "" }, { Cookie: editor.cookie });
    expect(refused.status).toBe(400);
    expect((await storedPost(Number(post.id))).status).toBe("review");
    const published = await postForm(app, "/admin/review", { id: String(post.id), intent: "publish", note: "", accessibilityOverride: "on" }, { Cookie: editor.cookie });
    expect(published.status).toBe(200);
    expect((await storedPost(Number(post.id))).status).toBe("published");
    expect((await auditRows(Number(post.id))).map((row) => row.action)).toEqual(["post.published", "post.published_with_accessibility_override"]);
  });
});

describe("the JSON API", () => {
  it("answers the findings in an extra field and refuses nothing the SPEC's API accepts", async () => {
    const created = await sendJson(app, "POST", "/api/blogs", samplePost({ title: "API With No Alt", status: "published", content: NO_ALT }), admin);
    expect(created.status).toBe(201);
    const post = (await created.json()) as { id: number; slug: string; status: string; accessibility: unknown[] };
    expect(post).toMatchObject({ slug: "api-with-no-alt", status: "published" });
    expect(post.accessibility).toEqual([expect.objectContaining({ rule: "image-alt", severity: "error", message: expect.stringContaining(NO_ALT_MESSAGE) })]);

    const fixed = await sendJson(app, "PUT", `/api/blogs/${post.id}`, samplePost({ title: "API With No Alt", content: NO_ALT.replace("<img ", '<img alt="The reception desk" ') }), admin);
    expect(fixed.status).toBe(200);
    expect(((await fixed.json()) as { accessibility: unknown[] }).accessibility).toEqual([]);

    const again = await sendJson(app, "PUT", `/api/blogs/${post.id}`, samplePost({ title: "API With No Alt", content: '<p><a href="https://example.com">here</a></p>' }), admin);
    expect(again.status).toBe(200);
    const read = await app.fetch(`/api/blogs/${post.id}`);
    expect(((await read.json()) as { accessibility: unknown[] }).accessibility).toEqual([expect.objectContaining({ rule: "link-text", severity: "warning", excerpt: "here → https://example.com" })]);
    expect((await storedPost(post.id)).status).toBe("published");
  });
});

describe("/admin/accessibility", () => {
  it("lists the findings on every published post, grouped by post with a link to edit it; drafts and clean posts are not listed", async () => {
    const editor = await roleUser(app, "editor");
    const broken = await createPostViaApi(app, admin, { title: "Report Broken Post", status: "published", content: `${NO_ALT}<h2></h2>` });
    const warned = await createPostViaApi(app, admin, { title: "Report Warned Post", status: "published", content: '<p><a href="https://example.com">link</a></p>' });
    await createPostViaApi(app, admin, { title: "Report Clean Post", status: "published", content: '<p>All <a href="https://example.com">fine here</a>.</p>' });
    await createPostViaApi(app, admin, { title: "Report Draft Post", status: "draft", content: NO_ALT });
    const response = await app.fetch("/admin/accessibility", { headers: { Cookie: editor.cookie } });
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain("Accessibility report");
    expect(page).toContain(`href="/blog/edit/${broken.id}#accessibility-check"`);
    expect(page).toContain(`href="/blog/edit/${warned.id}#accessibility-check"`);
    expect(page).toContain(NO_ALT_MESSAGE);
    expect(page).toContain("An empty h2");
    expect(page).not.toContain("Report Clean Post");
    expect(page).not.toContain("Report Draft Post");
    // Posts with errors come before those with warnings only.
    expect(page.indexOf("Report Broken Post")).toBeLessThan(page.indexOf("Report Warned Post"));
    // Authors do not see it (the authorization test tries every role).
    const author = await roleUser(app, "author");
    expect((await app.fetch("/admin/accessibility", { headers: { Cookie: author.cookie } })).status).toBe(302);
  });
});
