/**
 * `npm run analytics:import`'s use case over a hand-written nginx log (log_format analytics, docs/deployment.md):
 * which lines count, and the cursor across runs and a rotation. The real nginx run is tests/e2e/nginx-front.test.ts.
 */
import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { importCacheLog } from "~/modules/analytics/cache-log-import.server";
import { temporaryDirectory } from "../../scripts/lib/temp-dir";
import { startTestApp, type TestApp } from "../support/app";
import { TestClock } from "../support/clock";

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const NOON = Date.parse("2026-03-30T12:00:00Z") / 1000;

let app: TestApp;
afterEach(() => app?.close());

/** One line as nginx writes it (escape=json: every value a string). */
function line(fields: Partial<Record<string, string>> = {}): string {
  return `${JSON.stringify({ msec: `${NOON}.123`, cache: "HIT", signed_in: "0", status: "200", method: "GET", uri: "/about", host: "vyoma.example", address: "203.0.113.9", referer: "", user_agent: BROWSER, accept_language: "en-IN", sec_purpose: "", purpose: "", ...fields })}\n`;
}

async function viewsOf(pathName: string): Promise<number> {
  const rows = await app.database.db.selectFrom("analytics_pages").select("views").where("path", "=", pathName).execute();
  return rows.reduce((sum, row) => sum + Number(row.views), 0);
}

describe("importCacheLog", () => {
  it("counts cache answers by the server's rules only: never a miss, a signed-in person, a bot, HEAD, a prefetch, the admin or a redirect", async () => {
    app = await startTestApp({}, { clock: new TestClock("2026-03-30T12:30:00Z") });
    const file = path.join(temporaryDirectory("cache-log-"), "site-analytics.log");
    fs.writeFileSync(
      file,
      [
        line(),
        line({ cache: "STALE", uri: "/about?utm_source=mail" }),
        line({ cache: "UPDATING", address: "198.51.100.4" }),
        line({ cache: "MISS" }),
        line({ cache: "REVALIDATED" }),
        line({ signed_in: "1" }),
        line({ user_agent: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" }),
        line({ user_agent: "" }),
        line({ method: "HEAD" }),
        line({ sec_purpose: "prefetch" }),
        line({ uri: "/admin/analytics" }),
        line({ status: "301" }),
        line({ status: "404", uri: "/gone", referer: "https://partner.example/links?x=1" }),
        "not json\n",
      ].join(""),
    );
    const result = await importCacheLog(app.services, { file });
    expect(result).toEqual({ lines: 14, views: 3, notFound: 1, malformed: 1 });
    expect(await viewsOf("/about")).toBe(3);
    const visitors = await app.database.db.selectFrom("analytics_visits").select("visitor").where("path", "=", "/about").execute();
    expect(visitors).toHaveLength(2);
    expect(JSON.stringify(visitors)).not.toContain("203.0.113.9");
    const notFound = await app.database.db.selectFrom("analytics_not_found").select(["path", "referrer", "views"]).execute();
    expect(notFound).toEqual([{ path: "/gone", referrer: "partner.example/links", views: 1 }]);
  });

  it("reads on from its cursor (a second run counts nothing), waits for an unfinished line, and finishes the rotated file first", async () => {
    app = await startTestApp({}, { clock: new TestClock("2026-03-30T12:30:00Z") });
    const folder = temporaryDirectory("cache-log-");
    const file = path.join(folder, "site-analytics.log");
    fs.writeFileSync(file, line() + line() + line().slice(0, 40));
    expect((await importCacheLog(app.services, { file })).views).toBe(2);
    expect((await importCacheLog(app.services, { file })).lines).toBe(0);
    // The rest of the unfinished line arrives, then logrotate moves the file and nginx opens a new one.
    fs.appendFileSync(file, line().slice(40) + line());
    fs.renameSync(file, `${file}.1`);
    fs.writeFileSync(file, line({ uri: "/team" }));
    expect(await importCacheLog(app.services, { file })).toMatchObject({ lines: 3, views: 3 });
    expect(await importCacheLog(app.services, { file })).toMatchObject({ lines: 0, views: 0 });
    expect(await viewsOf("/about")).toBe(4);
    expect(await viewsOf("/team")).toBe(1);
  });
});
