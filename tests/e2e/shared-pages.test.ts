/**
 * `sharedPages` (tests/support/browser.ts, issue 38): what one test sets on a page the file's tests share is gone in
 * the next, so a test that fails half-way cannot fail the one after it. The page is served by a bare HTTP server on
 * 127.0.0.1 that echoes the request's cookie and extra header: no site server to start.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, expect, it } from "vitest";
import { DESKTOP, launchBrowser, newContext, PHONE, sharedPages, type Browser, type Page } from "../support/browser";

let server: http.Server;
let browser: Browser;
let page: Page;
/** Requests seen by a listener added before the page was shared (as a helper's own), and by one a test added. */
const seenByHelper: string[] = [];
const seenByTest: string[] = [];
const shared = sharedPages();

beforeAll(async () => {
  server = http.createServer((request, response) => {
    const echo = (text: string | undefined) => (text ?? "").replace(/[<&]/g, "");
    response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
    response.end(`<!doctype html><title>echo</title><p id="cookie">${echo(request.headers.cookie)}</p><p id="extra">${echo(request.headers["x-extra"] as string | undefined)}</p>`);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await launchBrowser();
  const { context } = await newContext(browser, baseURL);
  await context.addCookies([{ name: "session", value: "kept", url: baseURL }]);
  const opened = await context.newPage();
  opened.on("request", (request) => seenByHelper.push(request.url()));
  page = await shared.add(opened);
});
afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
});

const matches = (query: string) => page.evaluate((media) => matchMedia(media).matches, query);

it("a test changes the shared page's handlers, listeners, viewport, headers, media, cookies and storage", async () => {
  await page.goto("/");
  page.on("request", (request) => seenByTest.push(request.url()));
  page.once("console", (message) => seenByTest.push(message.text()));
  await page.evaluate(() => {
    localStorage.setItem("left", "behind");
    sessionStorage.setItem("left", "behind");
  });
  await page.route("**/*", (route) => route.fulfill({ contentType: "text/html", body: "<p id=cookie>routed</p>" }));
  page.on("dialog", (dialog) => dialog.accept());
  await page.setViewportSize(PHONE);
  await page.setExtraHTTPHeaders({ "x-extra": "left behind" });
  await page.emulateMedia({ media: "print", colorScheme: "dark", reducedMotion: "no-preference", forcedColors: "active" });
  await page.context().clearCookies({ name: "session" });
  await page.context().addCookies([{ name: "lang", value: "hi", url: page.url() }]);

  await page.goto("/");
  expect(await page.locator("#cookie").textContent()).toBe("routed");
  expect(await page.evaluate(() => confirm("Accepted?"))).toBe(true);
  expect(await matches("(prefers-color-scheme: dark)")).toBe(true);
  expect(seenByTest.length).toBeGreaterThan(0);
});

it("the next test finds the page as it was added", async () => {
  seenByTest.length = 0;
  seenByHelper.length = 0;
  await page.goto("/");
  await page.evaluate(() => console.log("logged"));
  // The test's request and console listeners are gone; the one there before the page was shared still hears.
  expect(seenByTest).toEqual([]);
  expect(seenByHelper).toHaveLength(1);
  expect(await page.locator("#cookie").textContent()).toBe("session=kept");
  expect(await page.locator("#extra").textContent()).toBe("");
  expect(page.viewportSize()).toEqual(DESKTOP);
  // No dialog handler left: Playwright dismisses the dialog.
  expect(await page.evaluate(() => confirm("Accepted?"))).toBe(false);
  expect(await matches("print")).toBe(false);
  expect(await matches("(prefers-color-scheme: dark)")).toBe(false);
  expect(await matches("(forced-colors: active)")).toBe(false);
  expect(await matches("(prefers-reduced-motion: reduce)")).toBe(true);
  expect(await page.evaluate(() => [localStorage.length, sessionStorage.length])).toEqual([0, 0]);
});
