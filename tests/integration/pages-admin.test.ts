import { afterAll, beforeAll, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../support/app";
import { roleCookie } from "../support/auth";

/** The page editor through HTTP (decision 0039): blocks added and moved without saving, saved, published, conflicts. */
let app: TestApp;
let editor: string;
beforeAll(async () => {
  app = await startTestApp();
  editor = await roleCookie(app, "editor");
  // Migration 0036 seeds the terms and the cookies policy (tests/integration/legal-pages.test.ts); these start from none.
  await app.database.db.deleteFrom("pages").execute();
});
afterAll(() => app.close());

/** The form as the browser sends it: the blocks' ids repeated under `block`, in their order. */
function post(path: string, pairs: Array<[string, string]>) {
  return app.fetch(path, { method: "POST", headers: { Origin: app.url, "Content-Type": "application/x-www-form-urlencoded", Cookie: editor }, body: new URLSearchParams(pairs).toString() });
}
const page: Array<[string, string]> = [
  ["path", "/working-with-us"],
  ["title", "Working with us"],
  ["description", "How a project runs."],
];
const heroBlock: Array<[string, string]> = [
  ["block", "hero000001"],
  ["block.hero000001.type", "hero"],
  ["block.hero000001.heading", "Working with us"],
  ["block.hero000001.intro", ""],
];
const textBlock = (body: string): Array<[string, string]> => [
  ["block", "text000001"],
  ["block.text000001.type", "richText"],
  ["block.text000001.body", body],
];

it("lists no pages at first, with the way to make one", async () => {
  const html = await (await app.fetch("/admin/pages", { headers: { Cookie: editor } })).text();
  expect(html).toContain("No pages yet.");
  expect(html).toContain('href="/admin/pages/new"');
});

it("adds a block and moves it without saving, keeping what was typed", async () => {
  const added = await post("/admin/pages/new", [...page, ...heroBlock, ["addType", "faq"], ["intent", "block:add"]]);
  expect(added.status).toBe(200);
  const html = await added.text();
  expect(html).toContain("Questions and answers block added at the end. Not saved yet.");
  expect(html).toContain("2. Questions and answers");
  expect(html).toContain('value="Working with us"');
  const faqId = html.match(/name="block" value="([a-z0-9]+)"/g)!.map((input) => input.match(/value="([a-z0-9]+)"/)![1])[1]!;
  const moved = await post("/admin/pages/new", [...page, ["block", faqId], [`block.${faqId}.type`, "faq"], ...heroBlock, ["intent", `block:down:${faqId}`]]);
  expect(await moved.text()).toContain("Questions and answers moved to position 2 of 2. Not saved yet.");
  const asked = await post("/admin/pages/new", [...page, ...heroBlock, ["intent", "block:remove:hero000001"]]);
  expect(await asked.text()).toContain("Remove block 1. Page heading? What it holds goes when you save the page.");
  expect(await app.database.db.selectFrom("pages").select("id").execute()).toEqual([]);
});

it("refuses a reserved address and a bad block with 400 and the messages, keeping the form", async () => {
  const refused = await post("/admin/pages/new", [["path", "/admin/x"], ["title", "X"], ["description", ""], ["block", "hero000001"], ["block.hero000001.type", "hero"], ["block.hero000001.heading", ""], ["intent", "save"]]);
  expect(refused.status).toBe(400);
  const html = await refused.text();
  expect(html).toContain("Path: addresses starting with /admin belong to the site&#x27;s own pages. Choose another path.");
  expect(html).toContain("Heading is required.");
  expect(html).toContain('value="/admin/x"');
});

it("publishes a page that visitors then get, records it, and answers a stale save with 409 and what the other saved", async () => {
  const saved = await post("/admin/pages/new", [...page, ...heroBlock, ...textBlock("<p>We listen first.</p>"), ["intent", "publish"]]);
  expect(saved.status).toBe(302);
  const location = saved.headers.get("location")!;
  expect(location).toMatch(/^\/admin\/pages\/\d+\?saved=published$/);
  const editorPath = location.split("?")[0]!;
  const editorPage = await (await app.fetch(location, { headers: { Cookie: editor } })).text();
  expect(editorPage).toContain("Saved and published: visitors see this page now.");
  const publicPage = await app.fetch("/working-with-us");
  expect(publicPage.status).toBe(200);
  expect(await publicPage.text()).toContain("We listen first.");
  expect(await app.database.db.selectFrom("audit_events").select("action").where("action", "like", "page.%").execute()).toEqual([{ action: "page.published" }]);

  expect((await post(editorPath, [...page, ...heroBlock, ...textBlock("<p>Theirs.</p>"), ["version", "1"], ["intent", "save"]])).status).toBe(302);
  const stale = await post(editorPath, [...page, ...heroBlock, ...textBlock("<p>Mine.</p>"), ["version", "1"], ["intent", "save"]]);
  expect(stale.status).toBe(409);
  const html = await stale.text();
  expect(html).toContain("What the other person saved");
  expect(html).toContain("&lt;p&gt;Mine.&lt;/p&gt;");
  expect(html).toContain('name="version" value="2"');

  const unpublished = await post(editorPath, [...page, ...heroBlock, ...textBlock("<p>Theirs.</p>"), ["version", "2"], ["intent", "unpublish"]]);
  expect(unpublished.headers.get("location")).toBe(`${editorPath}?saved=unpublished`);
  expect((await app.fetch("/working-with-us")).status).toBe(404);
});
