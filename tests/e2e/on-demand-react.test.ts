import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newContext, waitForPageScript, type Browser, type Page } from "../support/browser";
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

/** The script files the page requests from now on (the inline page script is not one). */
function scriptRequests(page: Page): string[] {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  return scripts;
}

/** Reading pages load React only when a form is first used (app/route-handle.ts, enhance-script.tsx). */
describe("React on demand", () => {
  it("loads no JavaScript file on a reading page until a form is focused, then hydrates without errors", async () => {
    const { context } = await newContext(browser, server.url);
    const page = await context.newPage();
    const scripts = scriptRequests(page);
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    await page.goto("/about", { waitUntil: "networkidle" });
    await waitForPageScript(page);
    expect(await page.locator("html[data-hydrate=interaction]").count()).toBe(1);
    expect(scripts).toEqual([]);

    await page.locator("footer form input[type=email]").focus();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    expect(scripts.length).toBeGreaterThan(0);
    expect(errors).toEqual([]);

    // Hydrated: links now navigate on the client and the loader data reached React.
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Team" }).click();
    await page.waitForURL("**/team");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBeTruthy();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("replays a click on a control that needs React (the contact page's Show map) once React is ready", async () => {
    const { context } = await newContext(browser, server.url);
    const page = await context.newPage();
    await page.route(/openstreetmap/, (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<p>map</p>" }));
    await page.goto("/contact");
    await waitForPageScript(page);
    await page.getByRole("button", { name: "Show map" }).click();
    await page.locator("main iframe").waitFor();
    expect(await page.locator("html[data-hydrated]").count()).toBe(1);
    await context.close();
  });

  it("opens a position's dialog from /careers, loading React on the click, with nothing loaded before", async () => {
    const { context } = await newContext(browser, server.url);
    const page = await context.newPage();
    const scripts = scriptRequests(page);
    await page.goto("/careers", { waitUntil: "networkidle" });
    await waitForPageScript(page);
    expect(scripts).toEqual([]);

    await page.getByRole("link", { name: "Apply Now: UI/UX Designer" }).click();
    await page.getByRole("dialog", { name: "Apply for UI/UX Designer" }).waitFor();
    // The dialog, not the job's own page: the click was replayed into React.
    expect(new URL(page.url()).pathname).toBe("/careers");
    expect(scripts.length).toBeGreaterThan(0);
    // The busy mark is gone (the link sits behind the modal dialog now, so it is found by its label).
    expect(await page.locator('a[aria-label="Apply Now: UI/UX Designer"]').getAttribute("aria-busy")).toBeNull();
    await context.close();
  });

  it("follows a waiting link on a second click while React is slow to arrive", async () => {
    const { context } = await newContext(browser, server.url);
    const page = await context.newPage();
    // Scripts held back (a slow phone network): the first click waits for React, the second goes to the job page.
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 10_000));
      await route.continue().catch(() => {});
    });
    await page.goto("/careers");
    await waitForPageScript(page);
    const details = page.getByRole("link", { name: "View Details: UI/UX Designer" });
    await details.click();
    expect(await details.getAttribute("aria-busy")).toBe("true");
    expect(new URL(page.url()).pathname).toBe("/careers");
    await details.click();
    await page.waitForURL("**/careers/uiux-designer");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("UI/UX Designer");
    await context.close();
  });

  it("lets a form sent before React arrives post without JavaScript", async () => {
    const { context } = await newContext(browser, server.url);
    const page = await context.newPage();
    await page.goto("/terms");
    await waitForPageScript(page);
    // Filled and sent by script (no focus event), as an autofilled form sent at once would be.
    await page.evaluate(() => {
      const form = document.querySelector<HTMLFormElement>("footer form")!;
      form.querySelector<HTMLInputElement>("input[type=email]")!.value = "not-an-email";
      form.requestSubmit();
    });
    await page.waitForURL("**/newsletter");
    await expect.poll(() => page.locator("main [role=status]").first().textContent()).toMatch(/\S/);
    await context.close();
  });
});
