import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseDocument } from "htmlparser2";
import type { ChildNode, Element } from "domhandler";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../support/app";
import { marketingRoutes } from "../support/marketing-routes";
import { localeOfPath } from "~/i18n/locale";

/**
 * Issue 34: "nothing a visitor sees changed". Every public page the sitemap and the axe test visit, rendered on a
 * fresh install, must read as it did when the site's copy still came from app/content/*.ts: the text of <main>,
 * the <title> and the JSON-LD. The fixture was recorded from the pages before content became editable
 * (`RECORD_PUBLIC_PAGES=1 npx vitest run tests/integration/public-pages-unchanged.test.ts` writes it anew: only
 * when a change to the copy is meant).
 */
const fixturePath = path.resolve(import.meta.dirname, "../fixtures/public-pages.json");
const recording = process.env.RECORD_PUBLIC_PAGES === "1";

interface PageReading {
  title: string;
  main: string;
  jsonLd: unknown[];
}

function isElement(node: ChildNode): node is Element {
  return node.type === "tag" || node.type === "script" || node.type === "style";
}

function findFirst(nodes: ChildNode[], test: (element: Element) => boolean): Element | undefined {
  for (const node of nodes) {
    if (!isElement(node)) continue;
    if (test(node)) return node;
    const found = findFirst(node.children, test);
    if (found) return found;
  }
  return undefined;
}

function findAll(nodes: ChildNode[], test: (element: Element) => boolean, into: Element[] = []): Element[] {
  for (const node of nodes) {
    if (!isElement(node)) continue;
    if (test(node)) into.push(node);
    findAll(node.children, test, into);
  }
  return into;
}

/** The words as a visitor reads them: text nodes in order, scripts and `hidden` elements left out, whitespace collapsed. */
function visibleText(nodes: ChildNode[]): string {
  const parts: string[] = [];
  const walk = (list: ChildNode[]) => {
    for (const node of list) {
      if (node.type === "text") parts.push(node.data);
      else if (isElement(node) && node.name !== "script" && node.name !== "style" && node.name !== "template" && node.attribs.hidden === undefined) walk(node.children);
    }
  };
  walk(nodes);
  return parts.join(" ").replace(/\s+/g, " ").trim();
}

function readPage(html: string): PageReading {
  const document = parseDocument(html);
  const title = findFirst(document.children, (element) => element.name === "title");
  const main = findFirst(document.children, (element) => element.name === "main");
  const jsonLd = findAll(document.children, (element) => element.name === "script" && element.attribs.type === "application/ld+json").map((element) => JSON.parse(visibleText(element.children)) as unknown);
  return { title: title ? visibleText(title.children) : "", main: main ? visibleText(main.children) : "", jsonLd };
}

/** Dates that depend on the day the install was seeded (sample posts and positions are dated back from then). */
const SEED_DAY = /\b\d{4}-\d{2}-\d{2}(T[\d:.]+Z)?|\b(January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec) \d{1,2}, \d{4}|\b\d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec),? \d{4}/g;
const withoutSeedDays = (text: string) => text.replace(SEED_DAY, "<date>");

function normalized(reading: PageReading): PageReading {
  return { title: reading.title, main: withoutSeedDays(reading.main), jsonLd: JSON.parse(withoutSeedDays(JSON.stringify(reading.jsonLd))) as unknown[] };
}

let app: TestApp;
let sitemapPaths: string[] = [];
beforeAll(async () => {
  app = await startTestApp();
  const xml = await (await app.fetch("/sitemap.xml")).text();
  const base = app.services.env.PUBLIC_URL;
  sitemapPaths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!.slice(base.length) || "/");
});
afterAll(() => app.close());

describe("public pages on a fresh install read as before content became editable", () => {
  const readings: Record<string, PageReading> = {};
  const expected: Record<string, PageReading> = recording ? {} : (JSON.parse(readFileSync(fixturePath, "utf8")) as Record<string, PageReading>);

  async function read(route: string): Promise<PageReading> {
    const response = await app.fetch(route);
    expect(response.status, route).toBe(200);
    const reading = normalized(readPage(await response.text()));
    readings[route] = reading;
    return reading;
  }

  // The axe test's pages, each its own test (project pages included; the sitemap leaves those out).
  for (const route of marketingRoutes) {
    it(`${route}: the same <main> text, <title> and JSON-LD`, async () => {
      const reading = await read(route);
      if (recording) return;
      expect(reading.main.length).toBeGreaterThan(100);
      expect(reading).toEqual(expected[route]);
    });
  }

  it("every other page the sitemap lists (careers, blog, seeded posts and positions): the same text, title and JSON-LD", async () => {
    // The English pages (issue 35's Hindi ones under /hi, also in the sitemap, are new: tests/integration/hindi-site.test.ts).
    // The newsletter archive and author pages joined the sitemap later (decision 0059, amended): newsletter-send and
    // blog-translations read them.
    const listedLater = (route: string) => route.startsWith("/newsletter/archive") || route.startsWith("/blog/author/");
    const others = sitemapPaths.filter((route) => !marketingRoutes.includes(route) && localeOfPath(route) === "en" && !listedLater(route));
    expect(others.length).toBeGreaterThan(5);
    if (!recording) expect(others.sort()).toEqual(Object.keys(expected).filter((route) => !marketingRoutes.includes(route)).sort());
    for (const route of others) {
      const reading = await read(route);
      if (!recording) expect(reading, route).toEqual(expected[route]);
    }
  });

  afterAll(() => {
    if (recording) writeFileSync(fixturePath, `${JSON.stringify(readings, null, 2)}\n`);
  });
});
