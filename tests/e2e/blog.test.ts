import type { Dialog } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hindiPostFields, publishHindiTranslation } from "../support/blog";
import { axeViolations, launchBrowser, newContext, PHONE, sharedPages, waitForHydration, type Browser, type Page } from "../support/browser";
import { fillContentAsHtml } from "../support/editor";
import { startServer, type RunningServer } from "../support/server";
import { httpClient, pageOverHttp, signedInContext, signInOverHttp, signUpOverHttp, type SignedInState } from "../support/signed-in";

let server: RunningServer;
let browser: Browser;
/** The sample admin's session, signed in once over HTTP; the admins' tests share a page signed in with it. */
let admin: SignedInState;
/**
 * One page for the readers' tests and one for the admins': none of them changes a cookie or storage, and each makes
 * its own posts, so a test needs no new context (a first load in a new context costs Chromium three to four times a
 * load in a page already open, docs/test-speed.md). Each test starts with a navigation: a new document, focus, scroll.
 */
let readerPage: Page;
let readerForeignRequests: string[];
let adminPage: Page;
const shared = sharedPages();

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  admin = await signInOverHttp(server.url);
  const reader = await newContext(browser, server.url);
  readerPage = await shared.add(await reader.context.newPage());
  readerForeignRequests = reader.foreignRequests;
  adminPage = await shared.add(await (await signedInContext(browser, admin)).context.newPage());
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Axe after the page's fade-in has finished: contrast measured mid-animation would be a false alarm. */
async function axeAfterAnimations(page: Page) {
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== "running"));
  return axeViolations(page);
}

/** The production server's local admin (see README). */

/** Any alert/confirm/prompt or a set global flag would mean script from a post ran; `stop` ends the watch. */
function watchForScript(page: Page) {
  const dialogs: string[] = [];
  const onDialog = async (dialog: Dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  };
  page.on("dialog", onDialog);
  return { dialogs, flag: () => page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss), stop: () => page.off("dialog", onDialog) };
}

async function fillPostForm(page: Page, fields: { title: string; category: string; content: string }) {
  await page.getByLabel("Title").fill(fields.title);
  await page.getByLabel("Excerpt").fill(`Excerpt of ${fields.title}.`);
  await page.getByLabel("Category").fill(fields.category);
  await page.getByLabel("Image URL").fill("/images/blog/fast-websites.svg");
  await page.getByLabel("Tags (comma-separated)").fill("browser, e2e");
  await fillContentAsHtml(page, fields.content);
}

describe("blog for readers", () => {
  it("filters by category through the URL, shows Loading posts... while loading, and passes axe on desktop and phone", async () => {
    const page = readerPage;
    const requestsBefore = readerForeignRequests.length;
    await page.goto("/blog");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe("Latest Insights & News");
    expect(await axeAfterAnimations(page)).toEqual([]);
    const categories = page.getByRole("navigation", { name: "Categories" });
    expect(await categories.getByRole("link").allTextContents()).toEqual(["All", "AI & Machine Learning", "Accessibility", "Cloud Solutions", "Web Development"]);

    // Hold the data request so the loading state can be seen without depending on timing.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/blog.data*", async (route) => {
      await held;
      await route.continue();
    });
    await categories.getByRole("link", { name: "Web Development" }).click();
    await page.getByRole("status").filter({ hasText: "Loading posts..." }).waitFor();
    release();
    await page.waitForURL("**/blog?category=Web+Development");
    await expect.poll(() => page.getByRole("article").count()).toBe(2);
    expect(await categories.getByRole("link", { name: "Web Development" }).getAttribute("aria-current")).toBe("page");
    await page.unroute("**/blog.data*");

    // The filtered URL can be shared: loading it directly gives the same list.
    await page.setViewportSize(PHONE);
    await page.goto("/blog?category=Accessibility");
    expect(await page.getByRole("article").count()).toBe(1);
    expect(await axeAfterAnimations(page)).toEqual([]);
    await page.goto("/blog?category=Nothing");
    await page.getByText("No posts found in this category.").waitFor();
    expect(readerForeignRequests.slice(requestsBefore)).toEqual([]);
  });

  it("reads a post and goes back; an unknown slug shows Post Not Found with a 404", async () => {
    const page = readerPage;
    await page.goto("/blog");
    await waitForHydration(page);
    await page.getByRole("link", { name: "Read More: Five Habits of Fast, Accessible Websites" }).click();
    await page.waitForURL("**/blog/five-habits-of-fast-accessible-websites");
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Five Habits of Fast, Accessible Websites");
    await page.getByText("#performance").waitFor();
    expect(await page.getByRole("link", { name: "Log in to comment" }).getAttribute("href")).toMatch(/^\/login/);
    expect(await page.getByRole("button", { name: "Delete Post" }).count()).toBe(0);
    expect(await axeAfterAnimations(page)).toEqual([]);

    const response = await page.goto("/blog/this-post-does-not-exist");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe("Post Not Found");
    await page.getByText("The blog post you're looking for doesn't exist or has been removed.").waitFor();
    expect(await axeAfterAnimations(page)).toEqual([]);
    await waitForHydration(page);
    await page.getByRole("link", { name: "Back to Blog" }).click();
    await page.waitForURL("**/blog");
  });

  it("reads the blog in Hindi: /hi/blog, a Hindi post and its Post Not Found pass axe on desktop and phone", async () => {
    const client = httpClient(server.url);
    const [original] = (await (await client.fetch("/api/blogs?language=en&limit=1")).json()) as Array<{ id: number }>;
    const hindi = await publishHindiTranslation(client, admin.cookies, original!.id);
    const page = readerPage;
    const requestsBefore = readerForeignRequests.length;
    for (const size of [{ width: 1280, height: 800 }, PHONE]) {
      await page.setViewportSize(size);
      await page.goto("/hi/blog");
      expect(await page.getAttribute("html", "lang")).toBe("hi");
      await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe("नई जानकारी और ख़बरें");
      // This test's Hindi post and the sample one (decision 0055).
      expect(await page.getByRole("article").count()).toBe(2);
      expect(await axeAfterAnimations(page), `/hi/blog at ${size.width} px`).toEqual([]);

      await page.getByRole("link", { name: `पूरा पढ़ें: ${hindiPostFields.title}` }).click();
      await page.waitForURL(`**${hindi.path}`);
      await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe(hindiPostFields.title);
      expect(await axeAfterAnimations(page), `${hindi.path} at ${size.width} px`).toEqual([]);
      // Devanagari in code (no monospace Devanagari font is shipped) is drawn in Noto Sans Devanagari, not as boxes.
      expect(await page.locator("pre code").evaluate((element) => getComputedStyle(element).fontFamily)).toContain("Noto Sans Devanagari Variable");

      const missing = await page.goto("/hi/blog/no-such-post");
      expect(missing?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe("लेख नहीं मिला");
      expect(await axeAfterAnimations(page), `/hi/blog/no-such-post at ${size.width} px`).toEqual([]);
    }
    expect(readerForeignRequests.slice(requestsBefore)).toEqual([]);
  });

  // Redirects and the absence of a link, read over HTTP: what the browser would follow is the Location header.
  it("sends visitors from the editor to /login and signed-in non-admins to /blog", async () => {
    const client = httpClient(server.url);
    const visitor = await client.fetch("/blog/create");
    expect(visitor.status).toBe(302);
    expect(new URL(visitor.headers.get("location")!, server.url).pathname).toBe("/login");
    const reader = await signUpOverHttp(server.url, { name: "Reader", email: `reader-${Date.now()}@example.com`, password: "reader-pass" });
    for (const path of ["/blog/create", "/blog/edit/1"]) {
      const response = await client.fetch(path, { headers: { Cookie: reader.cookies } });
      expect(response.status, path).toBe(302);
      expect(response.headers.get("location"), path).toBe("/blog");
    }
    const list = await client.fetch("/blog", { headers: { Cookie: reader.cookies } });
    expect(list.status).toBe(200);
    const html = await list.text();
    expect(html).toContain("Latest Insights &amp; News");
    expect(html).not.toContain("Create New Post");
  });
});

describe("blog for admins", () => {
  it("creates a post with a live sanitized preview; script in the content never runs", async () => {
    const page = adminPage;
    const script = watchForScript(page);
    await page.goto("/blog");
    await waitForHydration(page);
    await page.getByRole("link", { name: "Create New Post" }).click();
    await page.waitForURL("**/blog/create");
    await waitForHydration(page);
    expect(await axeAfterAnimations(page)).toEqual([]);

    await page.getByRole("button", { name: "Create Post" }).click();
    await page.getByRole("alert").filter({ hasText: "Please fill out all required fields" }).waitFor();
    // Which fields: each missing one is marked invalid and says what it needs, and focus is on the first of them.
    const description = (label: string) =>
      page.getByLabel(label, { exact: true }).evaluate((element) =>
        (element.getAttribute("aria-describedby") ?? "").split(" ").map((id) => document.getElementById(id)?.textContent ?? "").join(" "),
      );
    const missing = { Title: "Enter a title.", Excerpt: "Enter an excerpt.", Category: "Enter a category.", "Image URL": "Enter an image URL.", Content: "Enter the content." };
    for (const [label, message] of Object.entries(missing)) {
      expect(await page.getByLabel(label, { exact: true }).getAttribute("aria-invalid"), label).toBe("true");
      expect(await description(label), label).toContain(message);
    }
    const focusedField = () => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name);
    expect(await focusedField()).toBe("title");
    await page.getByLabel("Title").fill("Only A Title");
    await page.getByRole("button", { name: "Create Post" }).click();
    await expect.poll(focusedField).toBe("excerpt");
    expect(await page.getByLabel("Title").getAttribute("aria-invalid")).toBeNull();
    await page.getByRole("alert").filter({ hasText: "Please fill out all required fields" }).waitFor();

    const payload =
      '<h2>Safe heading</h2><p>Text <strong>bold</strong></p><script>window.__xss = 1; alert("xss")</script>' +
      '<img src="/nope.png" onerror="window.__xss = 2; alert(2)"><a id="bad" href="javascript:window.__xss=3">click me</a>' +
      '<svg onload="window.__xss = 4"></svg><p style="x" onmouseover="window.__xss=5">hover me</p>';
    await fillPostForm(page, { title: "Browser Made Post", category: "E2E Created", content: payload });
    const preview = page.getByTestId("content-preview");
    await preview.getByRole("heading", { name: "Safe heading" }).waitFor();
    expect(await preview.innerHTML()).not.toMatch(/onerror|onload|javascript:|<script|<svg/i);

    // The payload's image has no alt text, which the accessibility check refuses to publish (decision 0032): the
    // admin takes the recorded override, as an editor publishing such a post would.
    await page.getByLabel("Publish anyway: I have checked these").check();
    await page.getByRole("button", { name: "Create Post" }).click();
    await page.waitForURL("**/blog/browser-made-post");
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Browser Made Post");
    await page.getByRole("heading", { name: "Safe heading" }).waitFor();
    await page.getByText("click me").click();
    await page.getByText("hover me").hover();
    expect(await script.flag()).toBeUndefined();
    expect(script.dialogs).toEqual([]);
    // A fresh load runs nothing either.
    await page.reload();
    await waitForHydration(page);
    expect(await script.flag()).toBeUndefined();
    expect(script.dialogs).toEqual([]);
    script.stop();
  });

  it("edits a post: the title change moves it to a new slug and the old address redirects", async () => {
    const page = adminPage;
    await page.goto("/blog/create");
    await waitForHydration(page);
    await fillPostForm(page, { title: "Before Rename", category: "E2E Edited", content: "<p>Original body</p>" });
    await page.getByRole("button", { name: "Create Post" }).click();
    await page.waitForURL("**/blog/before-rename");
    await waitForHydration(page);

    await page.getByRole("link", { name: "Edit Post" }).click();
    await page.waitForURL(/\/blog\/edit\/\d+$/);
    await waitForHydration(page);
    expect(await page.getByLabel("Tags (comma-separated)").inputValue()).toBe("browser, e2e");
    expect(await axeAfterAnimations(page)).toEqual([]);
    await page.getByLabel("Title").fill("After Rename");
    await fillContentAsHtml(page, "<p>Edited body</p>");
    await page.getByTestId("content-preview").getByText("Edited body").waitFor();
    await page.getByRole("button", { name: "Save Changes" }).click();
    await page.waitForURL("**/blog/after-rename");
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("After Rename");
    await page.getByRole("article").getByText("Edited body").waitFor();

    const old = await page.goto("/blog/before-rename");
    expect(new URL(page.url()).pathname).toBe("/blog/after-rename");
    expect(old?.status()).toBe(200);
    expect(old?.request().redirectedFrom()?.url()).toContain("/blog/before-rename");
  });

  it("deletes after the SPEC's confirmation, from the post page and from the list; Cancel keeps the post", async () => {
    const page = adminPage;
    for (const title of ["Delete Me From Page", "Delete Me From List"]) {
      await page.goto("/blog/create");
      await waitForHydration(page);
      await fillPostForm(page, { title, category: "E2E Deleted", content: "<p>Short-lived</p>" });
      await page.getByRole("button", { name: "Create Post" }).click();
      await page.waitForURL(/\/blog\/delete-me-from-/);
    }

    await page.goto("/blog/delete-me-from-page");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Delete Post" }).click();
    const dialog = page.getByRole("alertdialog");
    await dialog.getByText("Are you sure you want to delete this post? This action cannot be undone.").waitFor();
    expect(await axeAfterAnimations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await expect.poll(() => dialog.count()).toBe(0);
    await page.getByRole("button", { name: "Delete Post" }).click();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe("/blog/delete-me-from-page");
    await page.getByRole("button", { name: "Delete Post" }).click();
    await dialog.getByRole("button", { name: "Delete" }).click();
    await page.waitForURL("**/blog");
    // Read over HTTP with the admin's session: only the status is asked of that address.
    expect((await pageOverHttp(server.url, "/blog/delete-me-from-page", admin)).status).toBe(404);

    await page.goto("/blog?category=E2E+Deleted");
    await waitForHydration(page);
    expect(await page.getByRole("article").count()).toBe(1);
    await page.getByRole("button", { name: "Delete Delete Me From List" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await page.getByText("No posts found in this category.").waitFor();
  });

  it("keeps drafts away from readers until they are published", async () => {
    const page = adminPage;
    await page.goto("/blog/create");
    await waitForHydration(page);
    await fillPostForm(page, { title: "Quiet Draft", category: "E2E Drafts", content: "<p>Not yet</p>" });
    await page.getByLabel("Draft").check();
    await page.getByRole("button", { name: "Create Post" }).click();
    await page.waitForURL("**/blog/quiet-draft");
    await page.getByText("Draft", { exact: true }).first().waitFor();

    // What a reader gets, over HTTP: the draft's page is a 404 and the list does not name its category.
    const client = httpClient(server.url);
    expect((await client.fetch("/blog/quiet-draft")).status).toBe(404);
    const list = await client.fetch("/blog");
    expect(list.status).toBe(200);
    expect(await list.text()).not.toContain("E2E Drafts");

    await page.goto("/admin/posts");
    await page.getByRole("link", { name: "Edit Quiet Draft" }).click();
    await waitForHydration(page);
    await page.getByLabel("Published").check();
    await page.getByRole("button", { name: "Save Changes" }).click();
    await page.waitForURL("**/blog/quiet-draft");
    expect((await client.fetch("/blog/quiet-draft")).status).toBe(200);
  });
});
