/**
 * The page editor's marketing blocks and its preview of unsaved changes, in Chromium with the keyboard alone
 * (decision 0044): a process steps block and a feature grid (an icon chosen per card) filled in, the preview opened,
 * the unsaved text seen at desktop and at phone width, nothing saved; axe on the editor, the open preview and the
 * published page.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { axeViolations, launchBrowser, newContext, tabTo, waitForHydration, type Browser, type Page } from "../support/browser";
import { startServer, type RunningServer } from "../support/server";
import { signedInContext, signInOverHttp } from "../support/signed-in";

let server: RunningServer;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const blockTitles = (page: Page) => page.locator("ol h3").allTextContents();

async function addBlock(page: Page, typed: string): Promise<void> {
  await tabTo(page, page.getByRole("main").getByLabel("Type of block"));
  await page.keyboard.type(typed);
  await tabTo(page, page.getByRole("button", { name: "Add block" }));
  await page.keyboard.press("Enter");
}

it("fills marketing blocks and previews the unsaved page at desktop and phone width with the keyboard; axe finds nothing", { timeout: 180_000 }, async () => {
  const { context } = await signedInContext(browser, await signInOverHttp(server.url));
  const page = await context.newPage();
  await page.goto("/admin/pages/new");
  await waitForHydration(page);
  const main = page.getByRole("main");
  await tabTo(page, main.getByLabel("Address", { exact: true }));
  await page.keyboard.type("/clinic-apps");
  await page.keyboard.press("Tab");
  await page.keyboard.type("Clinic apps");

  const block = (title: string) => page.locator("li > section", { has: page.getByRole("heading", { name: title }) });
  await addBlock(page, "Page");
  await expect.poll(() => blockTitles(page)).toEqual(["1. Page heading"]);
  await tabTo(page, block("1. Page heading").getByLabel("Heading", { exact: true }));
  await page.keyboard.type("Clinic apps");
  await addBlock(page, "Process");
  await expect.poll(() => blockTitles(page)).toEqual(["1. Page heading", "2. Process steps"]);
  await tabTo(page, block("2. Process steps").getByLabel("Heading", { exact: true }));
  await page.keyboard.type("How we work");
  await tabTo(page, main.getByLabel("Step title 1"));
  await page.keyboard.type("Listen first");
  await page.keyboard.press("Tab");
  await page.keyboard.type("We ask before we build anything.");

  await addBlock(page, "Feature grid");
  await expect.poll(() => blockTitles(page)).toEqual(["1. Page heading", "2. Process steps", "3. Feature grid"]);
  const grid = block("3. Feature grid");
  await tabTo(page, grid.getByLabel("Heading", { exact: true }));
  await page.keyboard.type("What you get");
  await tabTo(page, grid.getByLabel("Icon 1"));
  await page.keyboard.type("gauge");
  expect(await grid.getByLabel("Icon 1").inputValue()).toBe("gauge");
  await page.keyboard.press("Tab");
  await page.keyboard.type("Fast pages");
  await page.keyboard.press("Tab");
  await page.keyboard.type("Under two seconds on a phone.");
  expect(await axeViolations(page)).toEqual([]);

  await tabTo(page, main.getByRole("button", { name: "Preview" }));
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Preview of unsaved changes" });
  const frame = page.frameLocator('iframe[title^="The page at"]');
  await frame.getByText("We ask before we build anything.").waitFor();
  expect(await dialog.locator("iframe").getAttribute("width")).toBe("1280");
  expect(await frame.getByRole("heading", { level: 2, name: "What you get" }).count()).toBe(1);
  expect(await frame.getByText("Fast pages").count()).toBe(1);
  // The site's own frame around it.
  expect(await frame.getByRole("contentinfo").count()).toBe(1);
  // The dialog (its frame's document runs no script, so axe cannot run there: it is checked once published, below).
  expect(await axeViolations(page, { frames: false })).toEqual([]);

  await tabTo(page, dialog.getByRole("button", { name: "Phone (375 px)" }));
  await page.keyboard.press("Enter");
  expect(await dialog.getByRole("button", { name: "Phone (375 px)" }).getAttribute("aria-pressed")).toBe("true");
  await expect.poll(() => dialog.locator("iframe").getAttribute("width")).toBe("375");
  await frame.getByText("We ask before we build anything.").waitFor();
  // At 375 px the site shows its phone header: the menu behind a toggle.
  await expect.poll(() => frame.getByRole("button", { name: /menu/i }).first().isVisible()).toBe(true);

  await page.keyboard.press("Escape");
  await dialog.waitFor({ state: "detached" });
  await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe("Preview");
  // Nothing was saved: the page is still new, and nothing is at its address.
  expect(page.url()).toMatch(/\/admin\/pages\/new$/);
  expect((await page.request.get(`${server.url}/clinic-apps`)).status()).toBe(404);

  // Published, the page shows what the preview showed; axe on the marketing blocks as visitors get them.
  // Back from Preview past Save draft to Publish.
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("Shift+Tab");
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Publish");
  await page.keyboard.press("Enter");
  await page.waitForURL("**/admin/pages/*?saved=published");
  const visitor = await (await newContext(browser, server.url)).context.newPage();
  await visitor.goto("/clinic-apps");
  expect(await visitor.getByRole("heading", { level: 2, name: "How we work" }).count()).toBe(1);
  expect(await visitor.getByText("We ask before we build anything.").count()).toBe(1);
  expect(await axeViolations(visitor)).toEqual([]);
});
