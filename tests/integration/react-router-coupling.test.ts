import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../support/app";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
}, 60_000);
afterAll(() => app?.close());

/**
 * The page script (app/components/layout/enhance-script.tsx) parks React Router's scripts on reading pages and
 * stands in for `window.__reactRouterContext.streamController` until they run: React Router's one private
 * interface we use (decisions 0008, 0018). If an upgrade renames or reshapes it, this fails before any visitor's
 * page does; tests/e2e/on-demand-react.test.ts then shows the effect in a browser.
 */
describe("React Router's stream interface that the page script relies on", () => {
  it("creates window.__reactRouterContext in the parked context script and streams data through its streamController", async () => {
    const html = await (await app.fetch("/about")).text();
    const parked = /<noscript id="app-scripts">([\s\S]*?)<\/noscript>/.exec(html)?.[1] ?? "";
    expect(parked, "the scripts are parked on a reading page").toContain("window.__reactRouterContext = ");
    expect(parked).toContain("window.__reactRouterContext.stream = new ReadableStream(");
    expect(parked).toMatch(/start\(controller\)\{window\.__reactRouterContext\.streamController = controller;/);
    expect(html, "loader data streams through enqueue/close calls after the body").toMatch(/window\.__reactRouterContext\.streamController\.enqueue\(/);
    expect(html).toContain("window.__reactRouterContext.streamController.close()");
  });
});
