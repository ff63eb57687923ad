import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations, DESKTOP, launchBrowser, newContext, PHONE, type Browser, type Page } from "../support/browser";
import { hindiSampleRoutes, marketingRoutes } from "../support/marketing-routes";
import { startServer, type RunningServer } from "../support/server";

let server: RunningServer;
let browser: Browser;
let desktop: Page;
let phone: Page;
const foreign: string[][] = [];

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  for (const viewport of [DESKTOP, PHONE]) {
    const { context, foreignRequests } = await newContext(browser, server.url, viewport);
    foreign.push(foreignRequests);
    const page = await context.newPage();
    if (viewport === DESKTOP) desktop = page;
    else phone = page;
  }
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/**
 * Images without a size shift the layout as they load. Images in the first screen must not wait (lazy would
 * delay the largest paint); images further down than Chromium's own lazy-load distance (2500 px on slow
 * connections) must, since visitors may never scroll to them.
 */
function imageProblems(page: Page): Promise<string[]> {
  return page.locator("main img").evaluateAll((images) =>
    images.flatMap((image) => {
      const problems: string[] = [];
      const name = image.getAttribute("src");
      if (!image.getAttribute("width") || !image.getAttribute("height")) problems.push(`${name}: no width/height`);
      const top = image.getBoundingClientRect().top + window.scrollY;
      const lazy = image.getAttribute("loading") === "lazy";
      if (top > 2500 && !lazy) problems.push(`${name}: far below the fold but not lazy`);
      if (top < window.innerHeight && lazy) problems.push(`${name}: in the first screen but lazy`);
      return problems;
    }),
  );
}

/** The careers pages in Hindi (issue 35): the list, an English position under the Hindi frame, the sample Hindi one. */
const hindiCareersRoutes = ["/hi/careers", "/hi/careers/senior-full-stack-engineer", `/hi/careers/${encodeURIComponent("एम्बेडेड-सिस्टम्स-इंटर्न")}`];

describe("marketing pages at desktop (1280) and phone (375) widths", () => {
  for (const route of [...marketingRoutes, ...hindiSampleRoutes, ...hindiCareersRoutes]) {
    it(`${route}: no axe violation, nothing wider than the phone screen, sized images`, async () => {
      const problems: string[] = [];
      for (const [label, page] of [
        ["desktop", desktop],
        ["phone", phone],
      ] as const) {
        const response = await page.goto(route);
        if (response?.status() !== 200) problems.push(`${label}: status ${response?.status()}`);
        for (const violation of await axeViolations(page)) problems.push(`${label}: ${violation}`);
        for (const problem of await imageProblems(page)) problems.push(`${label}: ${problem}`);
      }
      const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      if (overflow > 0) problems.push(`phone: the page is ${overflow}px wider than the screen`);
      expect(problems).toEqual([]);
    });
  }

  it("requested nothing from another host", () => {
    expect(foreign.flat()).toEqual([]);
  });
});
