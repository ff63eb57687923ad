/**
 * The page editor in Chromium (decision 0039): a page built from blocks with the keyboard alone (add, move, hide,
 * remove after a question, publish), axe on the list, the editor and the question, and the page visitors then get.
 * Then (decision 0043) History's compare and restore, and a schedule set and cancelled, with the keyboard alone;
 * and "Unpublish at" typed with the keyboard alone and listed on /admin/scheduled.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { axeViolations, launchBrowser, newContext, sharedPages, waitForHydration, type Browser, type Page } from "../support/browser";
import { startServer, type RunningServer } from "../support/server";
import { elementsIn, pageOverHttp, signedInContext, signInOverHttp, textOf, type SignedInState } from "../support/signed-in";

let server: RunningServer;
let browser: Browser;
/** The sample admin's session, signed in once over HTTP; each context starts with it (tests/support/signed-in.ts). */
let admin: SignedInState;
/** The admin's page, shared by both tests: neither changes the admin's cookies; each starts with a navigation. */
let adminPage: Page;
const shared = sharedPages();
beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  admin = await signInOverHttp(server.url);
  adminPage = await shared.add(await (await signedInContext(browser, admin)).context.newPage());
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
/** As tabTo, for a name that starts with `start` (History's links name their time). */
async function tabToStarting(page: Page, start: string): Promise<void> {
  for (let i = 0; i < 160; i += 1) {
    await page.keyboard.press("Tab");
    if ((await focusedName(page)).startsWith(start)) return;
  }
  throw new Error(`Tab never reached "${start}..."`);
}
const blockTitles = (page: Page) => page.locator("ol h3").allTextContents();
/** What a visitor gets at the page's address, read over HTTP (the status, and the h1's text). */
async function visitorSees(pathname: string) {
  const { status, dom } = await pageOverHttp(server.url, pathname);
  return { status, heading: elementsIn(dom, (element) => element.name === "h1").map(textOf) };
}

it("builds, reorders, hides and publishes a page with the keyboard alone; axe finds nothing", { timeout: 180_000 }, async () => {
  const page = adminPage;
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

it("compares and restores a version from History, and schedules and cancels with the keyboard alone; axe finds nothing", { timeout: 180_000 }, async () => {
  const page = adminPage;
  // The page the test above published.
  await page.goto("/admin/pages");
  await waitForHydration(page);
  await tabTo(page, "Edit Working with us");
  await page.keyboard.press("Enter");
  await page.getByRole("heading", { level: 1, name: "Working with us" }).waitFor();
  await tabTo(page, "Heading");
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("Working with us, step by step");
  await tabTo(page, "Save changes");
  await page.keyboard.press("Enter");
  await page.waitForURL("**/admin/pages/*?saved=published");
  await page.getByRole("heading", { level: 1, name: "Working with us" }).waitFor();

  await tabToStarting(page, "Compare the version of ");
  await page.keyboard.press("Enter");
  await page.waitForURL("**/admin/pages/*?revision=*");
  const diff = page.getByTestId("revision-diff");
  await diff.waitFor();
  expect(await diff.locator("h4").allTextContents()).toEqual(["Block 1: Page heading"]);
  expect(await diff.locator("ins").allTextContents()).toEqual([", step by step"]);
  expect(await axeViolations(page)).toEqual([]);

  // Typing not saved yet: Restore asks first, and Cancel (focused first) keeps the typing, with the keyboard alone.
  const heading = page.locator('input[name$=".heading"]');
  await heading.focus();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("Typed, not saved");
  await tabTo(page, "Restore this version");
  await page.keyboard.press("Enter");
  const warning = page.getByRole("alertdialog", { name: "Lose your unsaved changes?" });
  await warning.waitFor();
  expect(await warning.textContent()).toContain("your unsaved changes will be lost");
  expect(await focusedName(page)).toBe("Cancel");
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press("Enter");
  await warning.waitFor({ state: "hidden" });
  expect(await heading.inputValue()).toBe("Typed, not saved");
  // The dialog gives focus back once it has gone, which may be a frame after it is hidden.
  await expect.poll(() => focusedName(page)).toBe("Restore this version");
  expect(page.url()).toContain("?revision=");
  // Asked again, its second button restores, and the typing goes with the page's newer version.
  await page.keyboard.press("Enter");
  await warning.waitFor();
  await page.keyboard.press("Tab");
  expect(await focusedName(page)).toBe("Restore and lose them");
  await page.keyboard.press("Enter");
  await page.waitForURL("**/admin/pages/*?saved=restored");
  await page.getByText("Restored: that version is now the page's newest version.", { exact: false }).waitFor();
  await expect.poll(() => page.locator('input[name$=".heading"]').inputValue()).toBe("Working with us");
  expect(await page.locator("#history li").first().textContent()).toContain("Restored from an earlier version by");
  expect(await visitorSees("/working-with-us")).toEqual({ status: 200, heading: ["Working with us"] });

  // Unpublish, then schedule it for a time a year ahead, typed into the date and time field.
  await tabTo(page, "Unpublish");
  await page.keyboard.press("Enter");
  await page.waitForURL("**/admin/pages/*?saved=unpublished");
  const year = new Date().getUTCFullYear() + 1;
  await tabTo(page, "Publish at");
  await page.keyboard.type(`0615${year}`);
  await page.keyboard.press("Tab");
  await page.keyboard.type("0930AM");
  expect(await page.locator('input[name="publishAt"]').inputValue()).toBe(`${year}-06-15T09:30`);
  await tabTo(page, "Publish");
  await page.keyboard.press("Enter");
  await page.waitForURL("**/admin/pages/*?saved=scheduled");
  await page.getByText("Saved and scheduled: the page goes public by itself at its time.").waitFor();
  expect(await page.getByText(`Scheduled for 15 Jun ${year}, 09:30`).count()).toBe(1);
  expect(await axeViolations(page)).toEqual([]);
  expect((await visitorSees("/working-with-us")).status).toBe(404);

  await page.goto("/admin/scheduled");
  await page.getByRole("heading", { level: 2, name: "Scheduled pages" }).waitFor();
  expect(await page.getByRole("link", { name: "Working with us", exact: true }).count()).toBe(1);
  expect(await axeViolations(page)).toEqual([]);
  await waitForHydration(page);
  await tabTo(page, "Change or cancel in the editor: the schedule of Working with us");
  await page.keyboard.press("Enter");
  await page.getByRole("heading", { level: 1, name: "Working with us" }).waitFor();
  await tabTo(page, "Cancel schedule");
  await page.keyboard.press("Enter");
  await page.getByText("Unpublished: visitors no longer see this page.").waitFor();
  await expect.poll(() => page.locator('input[name="publishAt"]').inputValue()).toBe("");
  expect(await page.getByText("Draft", { exact: true }).count()).toBe(1);

  // Publish now, to go back to draft by itself a year ahead ("Unpublish at", on the scheduler's claim).
  await tabTo(page, "Unpublish at");
  await page.keyboard.type(`0701${year}`);
  await page.keyboard.press("Tab");
  await page.keyboard.type("0600PM");
  expect(await page.locator('input[name="unpublishAt"]').inputValue()).toBe(`${year}-07-01T18:00`);
  await tabTo(page, "Publish");
  await page.keyboard.press("Enter");
  await page.waitForURL("**/admin/pages/*?saved=published");
  await expect.poll(() => page.locator('input[name="unpublishAt"]').inputValue()).toBe(`${year}-07-01T18:00`);
  expect(await axeViolations(page)).toEqual([]);
  expect((await visitorSees("/working-with-us")).status).toBe(200);
  await page.goto("/admin/scheduled");
  const row = page.getByRole("row").filter({ has: page.getByRole("link", { name: "Working with us", exact: true }) });
  expect(await row.textContent()).toContain(`1 Jul ${year}, 18:00`);
  expect(await axeViolations(page)).toEqual([]);
});

it("asks before Compare or leaving drops blocks added or moved and not saved; typing alone survives Compare; with the keyboard alone", { timeout: 180_000 }, async () => {
  const { context } = await signedInContext(browser, admin);
  const page = await context.newPage();
  await page.goto("/admin/pages");
  await waitForHydration(page);
  await tabTo(page, "Edit Terms of Service");
  await page.keyboard.press("Enter");
  await page.getByRole("heading", { level: 1, name: "Terms of Service" }).waitFor();
  // Two saves, so History has an earlier version to compare.
  for (let save = 0; save < 2; save += 1) {
    await tabTo(page, "Save changes");
    await page.keyboard.press("Enter");
    await page.waitForURL("**/admin/pages/*?saved=published");
    await expect.poll(() => page.locator("#history li").count()).toBeGreaterThan(save);
  }
  const editorUrl = page.url();
  const title = page.locator('input[name="title"]');
  const stored = await blockTitles(page);

  // Typing alone: Compare opens at once and the typing stays in the form (the form is not mounted again).
  await title.focus();
  await page.keyboard.press("End");
  await page.keyboard.type(" (typed)");
  await tabToStarting(page, "Compare the version of ");
  await page.keyboard.press("Enter");
  await page.waitForURL("**/admin/pages/*?revision=*");
  await page.getByTestId("revision-diff").waitFor();
  expect(await page.getByRole("alertdialog").count()).toBe(0);
  expect(await title.inputValue()).toBe("Terms of Service (typed)");

  // A block added, written in and moved up: Compare would show the page as stored, so it asks first.
  await page.locator('select[name="addType"]').focus();
  await tabTo(page, "Add block");
  await page.keyboard.press("Enter");
  const added = `${stored.length + 1}. Rich text`;
  await expect.poll(() => blockTitles(page)).toEqual([...stored, added]);
  // Focus is on the new block: its buttons come next, then its text.
  await tabTo(page, `Move up block ${added}`);
  await page.keyboard.press("Enter");
  const arranged = [...stored.slice(0, -1), `${stored.length}. Rich text`, `${stored.length + 1}. ${stored.at(-1)!.replace(/^\d+\. /, "")}`];
  await expect.poll(() => blockTitles(page)).toEqual(arranged);
  await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-labelledby") ?? "")).toMatch(/^block-.*-title$/);
  await tabTo(page, "Text");
  await page.keyboard.type("<p>Arranged, not saved</p>");
  const url = page.url();
  await tabToStarting(page, "Compare the version of ");
  await page.keyboard.press("Enter");
  const compareWarning = page.getByRole("alertdialog", { name: "Lose your unsaved block changes?" });
  await compareWarning.waitFor();
  expect(await focusedName(page)).toBe("Cancel");
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press("Enter");
  await compareWarning.waitFor({ state: "hidden" });
  expect(page.url()).toBe(url);
  expect(await blockTitles(page)).toEqual(arranged);
  expect(await page.locator('textarea[name$=".body"]').evaluateAll((areas) => areas.map((area) => (area as HTMLTextAreaElement).value))).toContain("<p>Arranged, not saved</p>");
  expect(await focusedName(page)).toMatch(/^Compare the version of /);

  // Leaving (Cancel) asks too; Cancel in the question keeps all, its second button leaves.
  await page.locator('select[name="addType"]').focus();
  await tabTo(page, "Cancel");
  await page.keyboard.press("Enter");
  const leaveWarning = page.getByRole("alertdialog", { name: "Leave with unsaved changes?" });
  await leaveWarning.waitFor();
  expect(await focusedName(page)).toBe("Cancel");
  await page.keyboard.press("Enter");
  await leaveWarning.waitFor({ state: "hidden" });
  expect(await blockTitles(page)).toEqual(arranged);
  expect(await title.inputValue()).toBe("Terms of Service (typed)");
  await expect.poll(() => focusedName(page)).toBe("Cancel");
  await page.keyboard.press("Enter");
  await leaveWarning.waitFor();
  await page.keyboard.press("Tab");
  expect(await focusedName(page)).toBe("Leave and lose them");
  await page.keyboard.press("Enter");
  await page.waitForURL((address) => address.pathname === "/admin/pages");
  // Nothing was saved: the page's editor shows it as stored.
  await page.goto(editorUrl.replace(/\?.*$/, ""));
  expect(await blockTitles(page)).toEqual(stored);
});
