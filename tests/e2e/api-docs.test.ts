/**
 * /api/docs (issue 37): the API's reference, rendered on the server from the OpenAPI document. It names every
 * operation (method and path) with who may call it, and every webhook event; it reads the same without JavaScript,
 * loads nothing from another host, has no axe violation and fits a phone's width.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations, DESKTOP, launchBrowser, newContext, PHONE, type Browser } from "../support/browser";
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

type ApiDocument = { paths: Record<string, Record<string, unknown>>; webhooks: Record<string, unknown> };

describe("/api/docs", () => {
  it("lists every operation and webhook event of the document, with the key's scope, without JavaScript", async () => {
    const openapi = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as ApiDocument;
    const { context, foreignRequests } = await newContext(browser, server.url, DESKTOP);
    const withoutScript = await browser.newContext({ baseURL: server.url, javaScriptEnabled: false });
    try {
      const page = await withoutScript.newPage();
      const response = await page.goto("/api/docs");
      expect(response?.status()).toBe(200);
      const headings = (await page.locator("main h3").allInnerTexts()).map((text) => text.replace(/\s+/g, " ").trim());
      const operations = Object.entries(openapi.paths).flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`));
      expect(operations.length).toBeGreaterThan(10);
      for (const operation of operations) expect(headings, operation).toContain(operation);
      for (const event of Object.keys(openapi.webhooks)) expect(headings, event).toContain(event);
      await expect(page.locator("#get-api-applications-id-resume").innerText()).resolves.toContain("an API key with the applications:read scope");
      await expect(page.locator("#get-api-positions").innerText()).resolves.toContain("Anyone (no session, no key).");
      // The shared schemas the answers link to are on the page; each event's body is shown with the event.
      await expect(page.locator("#schema-application").count()).resolves.toBe(1);
      const brokenLinks = await page.locator('main a[href^="#"]').evaluateAll((links) => links.map((link) => link.getAttribute("href")!).filter((href) => !document.getElementById(href.slice(1))));
      expect(brokenLinks).toEqual([]);
      await expect(page.locator("#event-application-received").innerText()).resolves.toMatch(/positionTitle[\s\S]*person \(optional\)/);

      const scripted = await context.newPage();
      await scripted.goto("/api/docs");
      expect(foreignRequests).toEqual([]);
    } finally {
      await withoutScript.close();
      await context.close();
    }
  });

  it("has no axe violation at 1280 and 375 px and nothing wider than the phone", async () => {
    const problems: string[] = [];
    for (const viewport of [DESKTOP, PHONE]) {
      const { context } = await newContext(browser, server.url, viewport);
      const page = await context.newPage();
      await page.goto("/api/docs");
      for (const violation of await axeViolations(page)) problems.push(`${viewport.width}: ${violation}`);
      if (viewport === PHONE) {
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        if (overflow > 0) problems.push(`375: ${overflow}px wider than the screen`);
      }
      await context.close();
    }
    expect(problems).toEqual([]);
  });
});
