/**
 * The page editor in Chromium (decision 0039): a page built from blocks with the keyboard alone (add, move, hide,
 * remove after a question, publish), axe on the list, the editor and the question, and the page visitors then get.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { axeViolations, launchBrowser, logInAsAdmin, newContext, waitForHydration, type Browser, type Page } from "../support/browser";
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

/** The focused element's aria-label, else its label's text (a form control), else its text. */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    if (!element) return "";
    const labelled = (element as HTMLInputElement).labels?.[0]?.textContent;
    return (element.getAttribute("aria-label") ?? labelled ?? element.textContent ?? "").trim();
  });

/** Presses Tab until the focused element is named `name` (at most 120 presses), as a keyboard user would. */
async function tabTo(page: Page, name: string): Promise<void> {
  for (let i = 0; i < 120; i += 1) {
    await page.keyboard.press("Tab");
    if ((await focusedName(page)) === name) return;
  }
  throw new Error(`Tab never reached "${name}"`);
}
const blockTitles = (page: Page) => page.locator("ol h3").allTextContents();

it("builds, reorders, hides and publishes a page with the keyboard alone; axe finds nothing", { timeout: 180_000 }, async () => {
  const { context } = await newContext(browser, server.url);
  const page = await context.newPage();
  await logInAsAdmin(page);
  await page.goto("/admin/pages");
  await waitForHydration(page);
  // The terms and the cookies policy are there from the first start (migration 0036).
  await page.getByRole("link", { name: "Edit Terms of Service" }).waitFor();
  expect(await axeViolations(page)).toEqual([]);

  await tabTo(page, "New page");
  await page.keyboard.press("Enter");
  await page.getByRole("heading", { level: 1, name: "New page" }).waitFor();
  expect(await axeViolations(page)).toEqual([]);
  await tabTo(page, "Address");
  await page.keyboard.type("/working-with-us");
  await page.keyboard.press("Tab");
  await page.keyboard.type("Working with us");
  await page.keyboard.press("Tab");
  await page.keyboard.type("How a project runs.");

  // A rich text block (the type chosen first), then a page heading chosen by typing in the select.
  await tabTo(page, "Add block");
  await page.keyboard.press("Enter");
  await expect.poll(() => blockTitles(page)).toEqual(["1. Rich text"]);
  await tabTo(page, "Text");
  await page.keyboard.type("<h2>The first call</h2><p>We listen first.</p>");
  await tabTo(page, "Type of block");
  await page.keyboard.type("Page");
  await tabTo(page, "Add block");
  await page.keyboard.press("Enter");
  await expect.poll(() => blockTitles(page)).toEqual(["1. Rich text", "2. Page heading"]);
  // Focus is on the new block: the next Tab stops are its buttons.
  await tabTo(page, "Move up block 2. Page heading");
  await page.keyboard.press("Enter");
  await expect.poll(() => blockTitles(page)).toEqual(["1. Page heading", "2. Rich text"]);
  await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-labelledby") ?? "")).toMatch(/^block-.*-title$/);
  await tabTo(page, "Heading");
  await page.keyboard.type("Working with us");
  // What was typed in the rich text survived the two round trips.
  expect(await page.locator('textarea[name$=".body"]').first().inputValue()).toBe("<h2>The first call</h2><p>We listen first.</p>");

  // A third block, hidden, and a fourth removed after the question.
  await tabTo(page, "Type of block");
  await page.keyboard.type("Rich");
  await tabTo(page, "Add block");
  await page.keyboard.press("Enter");
  await expect.poll(() => blockTitles(page)).toEqual(["1. Page heading", "2. Rich text", "3. Rich text"]);
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  expect(await focusedName(page)).toBe("Hide block 3. Rich text");
  await page.keyboard.press("Enter");
  await expect.poll(() => blockTitles(page)).toEqual(["1. Page heading", "2. Rich text", "3. Rich textHidden from visitors"]);
  // Focus is on the hidden block: its Text is the next text box.
  await tabTo(page, "Text");
  await page.keyboard.type("<p>Not for visitors yet</p>");
  await tabTo(page, "Remove block 2. Rich text");
  await page.keyboard.press("Enter");
  await page.getByText("Remove block 2. Rich text? What it holds goes when you save the page.").waitFor();
  expect(await axeViolations(page)).toEqual([]);
  await tabTo(page, "Keep it");
  await page.keyboard.press("Enter");
  await expect.poll(() => page.getByText("Rich text kept.").count()).toBe(1);

  await tabTo(page, "Publish");
  await page.keyboard.press("Enter");
  await page.waitForURL("**/admin/pages/*?saved=published");
  await page.getByText("Saved and published: visitors see this page now.").waitFor();
  expect(await axeViolations(page)).toEqual([]);

  const visitor = await (await newContext(browser, server.url)).context.newPage();
  await visitor.goto("/working-with-us");
  expect(await visitor.getByRole("heading", { level: 1 }).textContent()).toBe("Working with us");
  expect(await visitor.getByRole("main").textContent()).toContain("We listen first.");
  expect(await visitor.getByRole("main").textContent()).not.toContain("Not for visitors yet");
  expect(await axeViolations(visitor)).toEqual([]);
});
