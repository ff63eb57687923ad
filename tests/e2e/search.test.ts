import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { logInAs } from "../support/auth";
import { hindiPostFields, publishHindiTranslation } from "../support/blog";
import { axeViolations, DESKTOP, launchBrowser, PHONE, SAMPLE_ADMIN, sharedPages, type Browser, type Page } from "../support/browser";
import { formatHtmlErrors, validateHtml } from "../support/html-validator";
import { startServer, type RunningServer } from "../support/server";

/** The search box as visitors use it: without JavaScript, with the keyboard alone, and on a phone. */
let server: RunningServer;
let browser: Browser;
/**
 * The tests share two pages (issue 38), one without JavaScript and one with; none signs in or stores anything the
 * next reads. The suggestions test is the first on the page with JavaScript, so its check that the combobox's
 * scripts load on demand still sees a first visit.
 */
const shared = sharedPages();
let pageWithoutScript: Page;
let pageWithScript: Page;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  const pageAt = async (javaScriptEnabled: boolean) =>
    (await browser.newContext({ baseURL: server.url, viewport: DESKTOP, javaScriptEnabled })).newPage();
  [pageWithoutScript, pageWithScript] = await Promise.all([shared.add(await pageAt(false)), shared.add(await pageAt(true))]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("site search in the browser", () => {
  it("works without JavaScript: the header's box is a GET form to /search", async () => {
    const page = pageWithoutScript;
    await page.goto("/about");
    await page.getByRole("search").getByLabel("Search the site").fill("mobile development");
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/search\?q=mobile\+development$/);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Results for “mobile development”");
    await expect.poll(() => page.getByRole("link", { name: "Mobile App Development" }).count()).toBe(1);
    // The page's own box holds the query, and searching again from it works too.
    const box = page.getByRole("main").getByLabel("Search the site");
    expect(await box.inputValue()).toBe("mobile development");
    await box.fill("zzqxj");
    await page.getByRole("main").getByRole("button", { name: "Search" }).click();
    await expect.poll(() => page.getByRole("status").first().textContent()).toBe("No results for “zzqxj”.");
  });

  it("suggests as you type, chosen with the keyboard alone, and loads no JavaScript before the box is used", async () => {
    const page = pageWithScript;
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await page.goto("/team");
    await page.locator("html[data-enhanced]").waitFor({ state: "attached" });
    expect(scripts, "JavaScript files before the box is used").toEqual([]);

    // Tab from the top of the page to the box, as a keyboard user would.
    const box = page.locator("#header-search");
    for (let presses = 0; presses < 30 && !(await box.evaluate((element) => element === document.activeElement)); presses += 1) await page.keyboard.press("Tab");
    expect(await box.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.type("develop", { delay: 40 });

    const listbox = page.getByRole("listbox", { name: "Suggestions" });
    await listbox.waitFor();
    await expect.poll(() => box.getAttribute("role")).toBe("combobox");
    await expect.poll(() => box.getAttribute("aria-expanded")).toBe("true");
    await expect.poll(() => page.getByRole("status").filter({ hasText: "suggestions" }).count()).toBe(1);
    const options = listbox.getByRole("option");
    expect(await options.count()).toBeGreaterThan(1);
    expect(await options.last().textContent()).toBe("See all results for “develop”");
    expect(scripts.length, "the combobox loaded on demand").toBeGreaterThan(0);
    expect(await axeViolations(page)).toEqual([]);

    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    const second = options.nth(1);
    await expect.poll(() => box.getAttribute("aria-activedescendant")).toBe(await second.getAttribute("id"));
    expect(await second.getAttribute("aria-selected")).toBe("true");
    expect(await box.evaluate((element) => element === document.activeElement), "focus stays in the box").toBe(true);

    // Escape closes the list, a second Escape clears the box.
    await page.keyboard.press("Escape");
    await expect.poll(() => box.getAttribute("aria-expanded")).toBe("false");
    await page.keyboard.press("Escape");
    expect(await box.inputValue()).toBe("");

    // Type again, move down to the service page's suggestion (a post about websites may rank above it) and open it
    // with Enter.
    await page.keyboard.type("web dev", { delay: 40 });
    await expect.poll(async () => (await options.allTextContents()).findIndex((text) => text.startsWith("Web Development"))).toBeGreaterThanOrEqual(0);
    const target = (await options.allTextContents()).findIndex((text) => text.startsWith("Web Development"));
    for (let presses = 0; presses <= target; presses += 1) await page.keyboard.press("ArrowDown");
    await expect.poll(() => box.getAttribute("aria-activedescendant")).toBe(await options.nth(target).getAttribute("id"));
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/services\/web-development$/);

    // On a Hindi page the suggestions speak Hindi: the list's name, the screen reader's status, the last option.
    await page.goto("/hi/team");
    await page.locator("html[data-enhanced]").waitFor({ state: "attached" });
    await page.locator("#header-search").focus();
    await page.keyboard.type("वेब", { delay: 40 });
    const hindiList = page.getByRole("listbox", { name: "सुझाव" });
    await hindiList.waitFor();
    await expect.poll(() => page.getByRole("status").filter({ hasText: "सुझाव" }).count()).toBe(1);
    expect(await hindiList.getByRole("option").last().textContent()).toBe("“वेब” के सभी नतीजे देखें");
  });

  it("searches in Hindi: from a Hindi page's box to /hi/search, a Hindi post found and marked; axe and the Nu checker clean", async () => {
    const client = { url: server.url, fetch: (pathname: string, init?: RequestInit) => fetch(`${server.url}${pathname}`, { redirect: "manual", ...init }) };
    const admin = await logInAs(client, SAMPLE_ADMIN.email, SAMPLE_ADMIN.password);
    const [original] = (await (await client.fetch("/api/blogs?language=en&limit=1")).json()) as Array<{ id: number }>;
    const hindi = await publishHindiTranslation(client, admin, original!.id);
    const page = pageWithoutScript;
    await page.goto("/hi/about");
    await page.getByRole("search").getByLabel("साइट पर खोजें").fill("चश्मे");
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/hi\/search\?q=/);
    expect(await page.getAttribute("html", "lang")).toBe("hi");
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("“चश्मे” के नतीजे");
    const result = page.getByRole("link", { name: hindiPostFields.title });
    expect(await result.getAttribute("href")).toBe(hindi.path);
    expect(await result.locator("mark").first().textContent()).toBe("चश्मे");
    const resultsUrl = page.url();
    // axe runs in the page: a page with JavaScript (the page itself still loads none until the box is used).
    const checked = pageWithScript;
    await checked.goto(resultsUrl);
    for (const size of [DESKTOP, PHONE]) {
      await checked.setViewportSize(size);
      expect(await axeViolations(checked), `/hi/search at ${size.width} px`).toEqual([]);
      expect(await checked.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), `no sideways scroll at ${size.width} px`).toBeLessThanOrEqual(0);
    }
    // Results in both languages (the Latin name is in both posts), the empty state and the blank page, as served.
    const pages = await Promise.all(
      [`/hi/search?q=${encodeURIComponent("चश्मे")}`, "/hi/search?q=vyoma", "/hi/search?q=qwxyzzy", "/hi/search"].map(async (path) => ({
        label: `GET ${decodeURIComponent(path)}`,
        html: await (await client.fetch(path)).text(),
      })),
    );
    expect(pages[1]!.html, "an English hit on the Hindi page is marked").toMatch(/<h3[^>]* lang="en"/);
    expect(formatHtmlErrors(await validateHtml(pages))).toEqual([]);
    // The Nu checker is a JVM start and a run over four pages: tens of seconds on a busy machine.
  }, 120_000);

  it("on a phone, searches from inside the menu", async () => {
    const page = pageWithScript;
    await page.setViewportSize(PHONE);
    await page.goto("/");
    await page.locator("html[data-enhanced]").waitFor({ state: "attached" });
    await page.getByRole("button", { name: "Open menu" }).click();
    const box = page.locator("#menu-search");
    await box.click();
    await page.keyboard.type("careers", { delay: 40 });
    await page.getByRole("listbox", { name: "Suggestions" }).waitFor();
    expect(await page.getByRole("button", { name: "Close menu" }).getAttribute("aria-expanded"), "the menu stayed open").toBe("true");
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/search\?q=careers$/);
    expect(await axeViolations(page)).toEqual([]);
  });
});
