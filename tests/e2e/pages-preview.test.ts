/**
 * The page editor's marketing blocks and its preview of unsaved changes, in Chromium with the keyboard alone
 * (decision 0044): a process steps block and a feature grid (an icon chosen per card) filled in, the preview opened,
 * the unsaved text seen at desktop and at phone width, nothing saved; axe on the editor and the open preview.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { axeViolations, launchBrowser, logInAsAdmin, newContext, tabTo, waitForHydration, type Browser, type Page } from "../support/browser";
import { startServer, type RunningServer } from "../support/server";

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
  const { context } = await newContext(browser, server.url);
  const page = await context.newPage();
  await logInAsAdmin(page);
  await page.goto("/admin/pages/new");
  await waitForHydration(page);
  const main = page.getByRole("main");
  await tabTo(page, main.getByLabel("Address", { exact: true }));
  await page.keyboard.type("/clinic-apps");
  await page.keyboard.press("Tab");
  await page.keyboard.type("Clinic apps");

  await addBlock(page, "Process");
  await expect.poll(() => blockTitles(page)).toEqual(["1. Process steps"]);
  await tabTo(page, main.getByLabel("Heading", { exact: true }));
  await page.keyboard.type("How we work");
  await tabTo(page, main.getByLabel("Step title 1"));
  await page.keyboard.type("Listen first");
  await page.keyboard.press("Tab");
  await page.keyboard.type("We ask before we build anything.");

  await addBlock(page, "Feature");
  await expect.poll(() => blockTitles(page)).toEqual(["1. Process steps", "2. Feature grid"]);
  const grid = page.locator("li > section", { has: page.getByRole("heading", { name: "2. Feature grid" }) });
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
  // With a frame on the page, axe checks the preview's document too: the marketing blocks as visitors get them.
  expect(await axeViolations(page)).toEqual([]);

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
});
