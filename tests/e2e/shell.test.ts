import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations, launchBrowser, newContext, PHONE, sharedPages, waitForHydration, waitForPageScript, type Browser, type Page } from "../support/browser";
import { marketingRoutes } from "../support/marketing-routes";
import { startServer, type RunningServer } from "../support/server";
import { specStaticRoutes } from "../support/spec-routes";

let server: RunningServer;
let browser: Browser;
/**
 * One desktop page for the tests that change nothing a later test could see (no cookies, no storage, no server
 * state): a first load in a new context costs Chromium three to four times a load in a page already open
 * (docs/test-speed.md). Each test starts with `visit`, a navigation, which gives it a new document, focus and scroll.
 */
let desktop: Page;
let desktopForeignRequests: string[];
const shared = sharedPages();

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  const { context, foreignRequests } = await newContext(browser, server.url);
  desktop = await shared.add(await context.newPage());
  desktopForeignRequests = foreignRequests;
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The shared desktop page at `path` (`sharedPages` moved the pointer away: a hover left by a test before opens no menu). */
async function visit(path: string) {
  const response = await desktop.goto(path);
  return { page: desktop, response };
}

/**
 * Routes whose axe check is in the file that owns the page: marketing-a11y.test.ts (the marketing pages at 1280 and
 * 375 px), blog.test.ts (/blog at 1280 px, as loaded here, and filtered at 375 px) and careers.test.ts (/careers at
 * 1280 px as loaded here).
 */
const axeCheckedElsewhere = [...marketingRoutes, "/blog", "/careers"];

describe("site shell", () => {
  it.each(specStaticRoutes)("renders %s with 200, the shell, a suffixed title, nothing third-party and no axe violation", async (route) => {
    const requestsBefore = desktopForeignRequests.length;
    const { page, response } = await visit(route);
    expect(response?.status()).toBe(200);
    // The home page's title too: "<page> | Vyoma Technologies" (SPEC section 2: a company suffix on every page).
    expect(await page.title()).toMatch(/^\S.* \| Vyoma Technologies$/);
    expect(await page.locator("header nav[aria-label=Main]").count()).toBe(1);
    expect(await page.locator("footer").count()).toBe(1);
    expect(await page.locator("h1").count()).toBeGreaterThanOrEqual(1);
    if (!axeCheckedElsewhere.includes(route)) expect(await axeViolations(page)).toEqual([]);
    expect(desktopForeignRequests.slice(requestsBefore)).toEqual([]);
  }, 120_000);

  it("answers unknown routes with 404 and the branded page", async () => {
    const { page, response } = await visit("/does-not-exist");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe("Page Not Found");
    expect(await axeViolations(page)).toEqual([]);
  });

  it("puts Contact, styled as a button, inside the main navigation landmark, after the page links", async () => {
    const { page } = await visit("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    const contact = nav.getByRole("link", { name: "Contact", exact: true });
    expect(await contact.count()).toBe(1);
    expect(await contact.isVisible()).toBe(true);
    expect(await contact.getAttribute("href")).toBe("/contact");
    expect(await contact.evaluate((link) => getComputedStyle(link).borderRadius)).not.toBe("0px");
    expect(await nav.getByRole("link").evaluateAll((links) => links.map((link) => link.textContent).at(-1))).toBe("Contact");
    // On a wide screen the logo is all of the bar that is left outside the landmark.
    const outside = await page.evaluate(() =>
      Array.from(document.querySelectorAll("header a, header button"))
        .filter((element) => !element.closest("nav") && element.getClientRects().length > 0 && !element.classList.contains("sr-only"))
        .map((element) => element.getAttribute("aria-label") ?? element.textContent),
    );
    expect(outside).toEqual(["Vyoma Tech – Vyoma Technologies, home"]);
  });

  it("opens the Services dropdown with the mouse and follows a link", async () => {
    const { page } = await visit("/");
    await waitForHydration(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    const toggle = nav.getByRole("button", { name: "Services menu" });
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
    await nav.getByRole("link", { name: "Services", exact: true }).hover();
    expect(await toggle.getAttribute("aria-expanded")).toBe("true");
    const panel = page.locator(`#${await toggle.getAttribute("aria-controls")}`);
    expect(await panel.getByRole("link").count()).toBe(8);
    await panel.getByRole("link", { name: /Gym CRM/ }).click();
    await page.waitForURL("**/services/custom-software");
    await expect.poll(() => toggle.getAttribute("aria-expanded")).toBe("false");
  });

  it("operates the Projects dropdown with the keyboard, and Escape closes it", async () => {
    const { page } = await visit("/");
    await waitForHydration(page);
    const toggle = page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Projects menu" });
    await toggle.focus();
    await page.keyboard.press("Enter");
    expect(await toggle.getAttribute("aria-expanded")).toBe("true");
    await page.keyboard.press("ArrowDown");
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe("Smart Glasses");
    await page.keyboard.press("ArrowDown");
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe("Voice Chat");
    await page.keyboard.press("Escape");
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
    expect(await toggle.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await page.waitForURL("**/projects/smart-glasses");
    expect(await page.getByRole("heading", { level: 1 }).count()).toBe(1);
  });

  it("shows a toggle menu on phones that closes on route change", async () => {
    const { context } = await newContext(browser, server.url, PHONE);
    const page = await context.newPage();
    await page.goto("/");
    await waitForHydration(page);
    expect(await page.getByRole("navigation", { name: "Main" }).isVisible()).toBe(false);
    const toggle = page.getByRole("button", { name: "Open menu" });
    await toggle.click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    expect(await menu.isVisible()).toBe(true);
    const contact = menu.getByRole("link", { name: "Contact", exact: true });
    expect(await contact.count()).toBe(1);
    await contact.scrollIntoViewIfNeeded();
    expect(await contact.isVisible()).toBe(true);
    expect(await contact.getAttribute("href")).toBe("/contact");
    expect(await page.getByRole("button", { name: "Close menu" }).getAttribute("aria-expanded")).toBe("true");
    expect(await axeViolations(page)).toEqual([]);
    await menu.getByRole("link", { name: "Careers" }).click();
    await page.waitForURL("**/careers");
    await expect.poll(() => menu.isVisible()).toBe(false);
    expect(await page.getByRole("button", { name: "Open menu" }).getAttribute("aria-expanded")).toBe("false");
    await context.close();
  });

  // Issue 32 item 10: with the 12 service and project links listed open, Team, Careers and Contact sat below the
  // fold of a small phone. The sub-lists are disclosures, closed at first and run by the browser (no script).
  it("fits every top-level entry of the phone menu in the first screen at 375x667; the sub-lists open from the keyboard", async () => {
    const { context } = await newContext(browser, server.url, { width: 375, height: 667 });
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await page.goto("/");
    await waitForPageScript(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    const topLevel = ["Home", "Services", "Projects", "Blog", "About", "Team", "Careers", "Contact"];
    for (const name of topLevel) {
      const box = await menu.getByRole("link", { name, exact: true }).boundingBox();
      expect(box, name).not.toBeNull();
      expect(box!.y, name).toBeGreaterThanOrEqual(0);
      expect(box!.y + box!.height, name).toBeLessThanOrEqual(667);
    }
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const servicesLink = menu.getByRole("link", { name: "Gym CRM" });
    expect(await servicesLink.isVisible()).toBe(false);
    // A <summary>: browsers announce it as a button with its expanded state (Playwright's role engine has no role for it).
    const toggle = menu.locator("summary", { hasText: "Services pages" });
    const isOpen = () => toggle.evaluate((summary) => (summary.parentElement as HTMLDetailsElement).open);
    expect(await isOpen()).toBe(false);
    await toggle.focus();
    await page.keyboard.press("Enter");
    expect(await isOpen()).toBe(true);
    expect(await servicesLink.isVisible()).toBe(true);
    expect(await menu.getByRole("link", { name: "Brahmastra" }).isVisible()).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press("Space");
    expect(await isOpen()).toBe(false);
    expect(await servicesLink.isVisible()).toBe(false);
    // All of it before React: the first visit of a reading page loads no script file.
    expect(scripts).toEqual([]);
    await context.close();
  });

  it("scrolls to the top on route change", async () => {
    // A short window, so that the page can scroll (`sharedPages` gives the page its height back after).
    await desktop.setViewportSize({ width: 1280, height: 400 });
    const { page } = await visit("/about");
    await waitForHydration(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.locator("footer").getByRole("link", { name: "Privacy Policy" }).click();
    await page.waitForURL("**/privacy-policy");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});
