/**
 * "Translate" for pages and the Translations overview in Chromium (decision 0053), with the keyboard alone: from a
 * service page's editor to its Hindi draft with the original beside the form; from the overview's count to the
 * list and a Translate there. axe on the overview, its lists and the translation's editor, at 1280 and 375 px.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { axeViolations, DESKTOP, launchBrowser, PHONE, sharedPages, waitForHydration, type Browser, type Page } from "../support/browser";
import { startServer, type RunningServer } from "../support/server";
import { signedInContext, signInOverHttp, type SignedInState } from "../support/signed-in";

let server: RunningServer;
let browser: Browser;
let admin: SignedInState;
/**
 * The admin's page, shared by the tests (one per width before): none changes the admin's cookies, and each starts
 * with a navigation, which resets focus for its Tab presses.
 */
let page: Page;
const shared = sharedPages();
beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  admin = await signInOverHttp(server.url);
  page = await shared.add(await (await signedInContext(browser, admin)).context.newPage());
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The focused element's aria-label, else its text. */
const focusedName = (page: Page) => page.evaluate(() => (document.activeElement?.getAttribute("aria-label") ?? document.activeElement?.textContent ?? "").trim());

/** Presses Tab until the focused element's name starts with `start` (at most 200 presses), as a keyboard user would. */
async function tabTo(page: Page, start: string): Promise<string> {
  for (let i = 0; i < 200; i += 1) {
    await page.keyboard.press("Tab");
    const name = await focusedName(page);
    if (name.startsWith(start)) return name;
  }
  throw new Error(`Tab never reached "${start}"`);
}

it("translates a service page from its editor with the keyboard: the Hindi draft opens beside the original", { timeout: 120_000 }, async () => {
  await page.goto("/admin/pages");
  await waitForHydration(page);
  await page.getByRole("link", { name: "Edit Voice Chat" }).click();
  await page.waitForURL(/\/admin\/pages\/\d+$/);
  await waitForHydration(page);
  const englishUrl = page.url();

  await tabTo(page, "Translate to हिन्दी");
  await page.keyboard.press("Enter");
  await page.waitForURL(/\/admin\/pages\/\d+\?saved=translated$/);
  expect(page.url()).not.toBe(englishUrl);
  await page.getByText("Translation started: a draft made from the original, beside it.").waitFor();
  const original = page.getByRole("complementary", { name: "Original (English), read only" });
  await original.waitFor();
  expect(await original.getAttribute("lang")).toBe("en");
  expect(await original.textContent()).toContain("Crystal-clear voice, built into your product");
  // The address is the service's, shown under /hi; the Hindi page may be unpublished, so Publish is offered.
  await page.getByText("/hi/services/voice-chat").first().waitFor();
  await page.getByRole("button", { name: "Publish", exact: true }).waitFor();
  expect(await axeViolations(page)).toEqual([]);

  // Back to the original with the keyboard: it now links its Hindi version and offers no second Translate.
  await tabTo(page, "Edit the original");
  await page.keyboard.press("Enter");
  await page.waitForURL(englishUrl);
  await page.getByRole("link", { name: "Edit the हिन्दी version" }).waitFor();
  expect(await page.getByRole("button", { name: /^Translate to/ }).count()).toBe(0);
});

it("counts what lacks Hindi on /admin/translations and translates from its list with the keyboard; axe at both widths", { timeout: 120_000 }, async () => {
  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    await page.goto("/admin/translations");
    await waitForHydration(page);
    await page.getByRole("heading", { level: 1, name: "Translations" }).waitFor();
    expect(await page.getByText(/^\d+ of \d+$/).count()).toBe(3);
    expect(await axeViolations(page)).toEqual([]);
    await tabTo(page, "Show the ");
    await page.keyboard.press("Enter");
    await page.waitForURL(/kind=/);
    await page.getByRole("heading", { level: 2, name: /without a हिन्दी version$/ }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    // The pages read in Hindi through their blocks (decision 0055): named in the Pages card, listed apart.
    await page.goto("/admin/translations");
    await tabTo(page, "About Us, Home");
    await page.keyboard.press("Enter");
    await page.waitForURL(/kind=pages&language=hi#in-blocks$/);
    await page.getByRole("heading", { level: 2, name: "Read in हिन्दी through their blocks" }).waitFor();
    // Home and about: every block translated (the home page's last five since migration 0057).
    expect(await page.getByText("Every block translated").count()).toBe(2);
    expect(await axeViolations(page)).toEqual([]);
  }
  await page.setViewportSize(DESKTOP);

  await page.goto("/admin/translations?kind=pages");
  await waitForHydration(page);
  const name = await tabTo(page, "Translate to हिन्दी: ");
  const title = name.slice("Translate to हिन्दी: ".length);
  await page.keyboard.press("Enter");
  await page.waitForURL(/\/admin\/pages\/\d+$/);
  await page.getByRole("complementary", { name: "Original (English), read only" }).waitFor();
  expect(await page.getByLabel("Title", { exact: true }).first().inputValue()).toBe(title);
  // Back on the list, that page's translation is started, not public: "Open the हिन्दी draft".
  await page.goto("/admin/translations?kind=pages");
  await page.getByRole("heading", { level: 2, name: /without a हिन्दी version$/ }).waitFor();
  const names = await page.getByRole("button").evaluateAll((buttons) => buttons.map((button) => button.textContent));
  expect(names).toContain(`Open the हिन्दी draft: ${title}`);
});

it("shows a position translation's original beside its editor, as posts' and pages' editors do, with the keyboard (decision 0055)", { timeout: 120_000 }, async () => {
  await page.goto("/admin/translations?kind=positions");
  await waitForHydration(page);
  const name = await tabTo(page, "Translate to हिन्दी: ");
  const title = name.slice("Translate to हिन्दी: ".length);
  await page.keyboard.press("Enter");
  await page.waitForURL(/\/hi\/careers\?edit=\d+$/);
  const dialog = page.getByRole("dialog", { name: "Edit Position" });
  await dialog.waitFor();
  const original = dialog.getByRole("complementary", { name: "Original (English), read only" });
  await original.waitFor();
  expect(await original.getAttribute("lang")).toBe("en");
  expect(await original.textContent()).toContain(title);
  // The draft starts as the original's copy, for the translator to write over.
  expect(await dialog.getByLabel("Title").inputValue()).toBe(title);
  expect(await axeViolations(page)).toEqual([]);
  // The keyboard reaches the original's editor from inside the dialog.
  await tabTo(page, "Edit the original");
  expect(await page.evaluate(() => (document.activeElement as HTMLAnchorElement | null)?.getAttribute("href"))).toMatch(/^\/careers\?edit=\d+$/);
});
