import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newContext, type Browser } from "../support/browser";
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

interface FoundLink {
  href: string;
  target: string | null;
  rel: string | null;
}

describe("link check", () => {
  it(
    "reaches every page from / through links that answer 200, with no third-party request on any page",
    async () => {
      const { context, foreignRequests } = await newContext(browser, server.url);
      const page = await context.newPage();
      const origin = new URL(server.url).origin;
      const queue = ["/"];
      const visited = new Map<string, { status: number; finalPath: string; ids: Set<string> }>();
      const foundOn = new Map<string, string>();
      const fragments: Array<{ from: string; path: string; id: string }> = [];
      const problems: string[] = [];

      while (queue.length > 0) {
        const path = queue.shift()!;
        if (visited.has(path)) continue;
        // goto follows redirects and reports the final response.
        const response = await page.goto(path);
        const status = response?.status() ?? 0;
        const finalPath = new URL(page.url()).pathname;
        const ids = new Set(await page.locator("[id]").evaluateAll((elements) => elements.map((element) => element.id)));
        visited.set(path, { status, finalPath, ids });
        if (status !== 200) problems.push(`${path} (linked from ${foundOn.get(path) ?? "start"}) answered ${status}`);

        const links: FoundLink[] = await page.locator("a[href]").evaluateAll((anchors) =>
          anchors.map((anchor) => ({ href: (anchor as HTMLAnchorElement).href, target: anchor.getAttribute("target"), rel: anchor.getAttribute("rel") })),
        );
        for (const link of links) {
          const url = new URL(link.href);
          if (url.protocol === "mailto:" || url.protocol === "tel:") continue;
          if (url.origin !== origin) {
            // Links to other sites open in a new tab without handing them this window.
            if (link.target !== "_blank" || !/\bnoopener\b/.test(link.rel ?? "") || !/\bnoreferrer\b/.test(link.rel ?? "")) {
              problems.push(`${path}: external link ${link.href} lacks target=_blank rel="noopener noreferrer"`);
            }
            continue;
          }
          if (url.hash) fragments.push({ from: path, path: url.pathname, id: decodeURIComponent(url.hash.slice(1)) });
          if (!visited.has(url.pathname) && !queue.includes(url.pathname)) {
            queue.push(url.pathname);
            foundOn.set(url.pathname, path);
          }
        }
      }

      // In-page links are among them: the home heading's link down the page (decision 0054), in both languages.
      expect(fragments).toEqual(expect.arrayContaining([{ from: "/", path: "/", id: "no-code" }, { from: "/hi", path: "/hi", id: "no-code" }]));
      for (const fragment of fragments) {
        const target = visited.get(fragment.path);
        if (target && !target.ids.has(fragment.id)) problems.push(`${fragment.from}: link to ${fragment.path}#${fragment.id}, which has no such id`);
      }

      // Every page the sitemap names must be reachable by following links.
      const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
      const reachable = new Set([...visited.values()].map((page) => page.finalPath));
      for (const [, location] of sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)) {
        const path = new URL(location).pathname;
        if (!reachable.has(path)) problems.push(`${path} is in the sitemap but no link leads to it`);
      }

      expect(problems).toEqual([]);
      expect(foreignRequests).toEqual([]);
      // The 26 static pages reachable anonymously, /brahmastra among them; blog posts and positions add more.
      expect(visited.size).toBeGreaterThanOrEqual(26);
      await context.close();
    },
    240_000,
  );
});
