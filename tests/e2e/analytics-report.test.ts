/**
 * /admin/analytics in a real browser (issue 36): axe finds nothing on the empty report, on the report with counts
 * (desktop and phone; the positions and top posts tables included), on the dashboard's trend and on a refused period; the period form works without JavaScript (a plain GET).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations, launchBrowser, PHONE, waitForHydration, type Browser, type Page } from "../support/browser";
import { startServer, type RunningServer } from "../support/server";
import { pageOverHttp, signedInContext, signInOverHttp, type SignedInState } from "../support/signed-in";

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

let server: RunningServer;
let browser: Browser;
/** The sample admin's session, signed in once over HTTP (tests/support/signed-in.ts), and a page that has it. */
let session: SignedInState;
let admin: Page;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  session = await signInOverHttp(server.url);
  admin = await (await signedInContext(browser, session)).context.newPage();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("/admin/analytics", () => {
  it("has no axe violations empty, with counts at 1280 and 375 px, and with a refused period", async () => {
    await admin.goto("/admin/analytics");
    await waitForHydration(admin);
    await admin.getByText("Nothing has been counted yet.").waitFor();
    expect(await axeViolations(admin)).toEqual([]);

    // Visitors (no session) read public pages; the server writes its counts every 10 s.
    for (const path of ["/", "/about", "/about?utm_source=newsletter&utm_medium=email", "/no-such-page"]) {
      await fetch(`${server.url}${path}`, { headers: { "User-Agent": BROWSER, "Accept-Language": "hi-IN,hi;q=0.9" } });
    }
    // Awaited over HTTP (a page load per try cost Chromium more than the wait), then the report loaded once.
    await expect
      .poll(async () => (await pageOverHttp(server.url, "/admin/analytics?days=7", session)).mainText.includes("Top pages"), { timeout: 20_000, interval: 1_000 })
      .toBe(true);
    await admin.goto("/admin/analytics?days=7");
    expect(await admin.getByRole("heading", { name: "Top pages" }).count()).toBe(1);
    expect(await admin.getByRole("table", { name: "Top pages" }).textContent()).toContain("/about");
    expect(await axeViolations(admin)).toEqual([]);

    // The dashboard's trend (the same chart, small): no violations either.
    await admin.goto("/admin");
    await admin.getByRole("heading", { name: "Visitors in the last 30 days" }).waitFor();
    expect(await axeViolations(admin)).toEqual([]);
    await admin.goto("/admin/analytics?days=7");

    const phone = await (await signedInContext(browser, session, PHONE)).context.newPage();
    await phone.goto("/admin/analytics?days=7");
    await waitForHydration(phone);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(await axeViolations(phone)).toEqual([]);
    await phone.goto("/admin");
    await phone.getByRole("heading", { name: "Visitors in the last 30 days" }).waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(await axeViolations(phone)).toEqual([]);

    await admin.getByLabel("From", { exact: true }).fill("2026-03-20");
    await admin.getByLabel("To", { exact: true }).fill("2026-03-01");
    await admin.getByRole("button", { name: "Show" }).click();
    await expect.poll(() => admin.getByRole("alert").textContent()).toBe("The first day comes after the last day.");
    expect(await axeViolations(admin)).toEqual([]);
  }, 90_000);
});
