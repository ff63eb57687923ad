/**
 * /admin/integrations in Chromium (issue 37): an endpoint added with the form (the secret shown once), a test event
 * sent by the running server's webhook worker to a real receiver on 127.0.0.1 (WEBHOOK_ALLOW_PRIVATE=true), the
 * delivery log with the attempt, a refused private address; axe finds nothing at 1280 and 375 px.
 */
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations, launchBrowser, PHONE, sharedPages, tabTo, waitForHydration, type Browser, type Page } from "../support/browser";
import { startServer, type RunningServer } from "../support/server";
import { signedInContext, signInOverHttp, type SignedInState } from "../support/signed-in";
import { startWebhookReceiver } from "../support/webhook-receiver";

let server: RunningServer;
let browser: Browser;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
/** The sample admin's session, signed in once over HTTP (tests/support/signed-in.ts). */
let admin: SignedInState;
/**
 * The admin's page, shared by both tests and both widths (`setViewportSize`, then a navigation): the admin's cookies
 * never change, so no test needs a new context (a first load in a new context costs Chromium three to four times a
 * load in a page already open, docs/test-speed.md).
 */
let page: Page;
const shared = sharedPages();

beforeAll(async () => {
  receiver = await startWebhookReceiver(() => ({ status: 200, body: "thanks" }));
  [server, browser] = await Promise.all([startServer({ env: { WEBHOOK_ALLOW_PRIVATE: "true" } }), launchBrowser()]);
  admin = await signInOverHttp(server.url);
  page = await shared.add(await (await signedInContext(browser, admin)).context.newPage());
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await receiver?.close();
});

describe("integrations admin", () => {
  it("adds an endpoint, shows its secret once, sends a test event and lists the attempt; axe 0 at 1280 and 375 px", async () => {
    await page.goto("/admin/integrations");
    await waitForHydration(page);
    expect(await axeViolations(page)).toEqual([]);
    const main = page.getByRole("main");

    await main.getByLabel("Receiver URL").fill("http://169.254.169.254/latest");
    await main.getByLabel(/Post published/).check();
    await main.getByRole("button", { name: "Add endpoint" }).click();
    await expect.poll(() => main.getByText("cloud metadata address").count()).toBeGreaterThan(0);
    expect(await axeViolations(page)).toEqual([]);

    await main.getByLabel("Receiver URL").fill(`${receiver.url}/hook`);
    await main.getByLabel("Description (optional)").fill("HR tool");
    await main.getByRole("button", { name: "Add endpoint" }).click();
    await expect.poll(() => main.getByText(/whsec_/).count()).toBeGreaterThan(0);
    const secret = ((await main.getByLabel("Signing secret").textContent()) ?? "").trim();
    expect(secret).toMatch(/^whsec_/);
    expect(await axeViolations(page)).toEqual([]);

    await main.getByRole("link", { name: `${receiver.url}/hook` }).click();
    await page.waitForURL(/\/admin\/integrations\/\d+$/);
    await waitForHydration(page);
    expect(await page.content()).not.toContain(secret);
    await main.getByRole("button", { name: "Send a test event" }).click();
    await expect.poll(() => receiver.received.length, { timeout: 10_000 }).toBe(1);
    const event = new Webhook(secret).verify(receiver.received[0]!.body, receiver.received[0]!.headers as Record<string, string>) as { type: string };
    expect(event.type).toBe("webhook.test");
    await expect.poll(async () => {
      await page.reload();
      return main.getByRole("table", { name: "Delivery attempts" }).getByText("thanks").count();
    }).toBe(1);
    await waitForHydration(page);
    expect(await axeViolations(page)).toEqual([]);
    const endpointPath = new URL(page.url()).pathname;

    await page.setViewportSize(PHONE);
    for (const path of ["/admin/integrations", endpointPath]) {
      await page.goto(path);
      await waitForHydration(page);
      expect(await axeViolations(page), path).toEqual([]);
    }
  });

  it("makes an API key with the keyboard alone (shown once, focus on it), revokes it after asking, and the key is refused after; axe 0 at 1280 and 375 px", async () => {
    await page.goto("/admin/integrations/keys");
    await waitForHydration(page);
    expect(await axeViolations(page)).toEqual([]);
    const main = page.getByRole("main");

    await main.getByLabel("Name").focus();
    await page.keyboard.type("HR tool");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).value)).toBe("positions:write");
    await page.keyboard.press("Space");
    // On past the other scopes (their number grows with the API) to the expiry, then to the button.
    await tabTo(page, main.getByLabel("Expires"));
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect.poll(() => main.getByLabel("API key", { exact: true }).count()).toBe(1);
    const key = ((await main.getByLabel("API key", { exact: true }).textContent()) ?? "").trim();
    expect(key).toMatch(/^vyk_/);
    expect(await page.evaluate(() => document.activeElement?.textContent ?? "")).toContain(key);
    expect(await axeViolations(page)).toEqual([]);
    const call = () => fetch(`${server.url}/api/positions/999999`, { method: "DELETE", headers: { Authorization: `Bearer ${key}` } }).then((response) => response.status);
    expect(await call()).toBe(404);

    await main.getByRole("button", { name: /^Revoke: HR tool/ }).focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("alertdialog", { name: "Revoke this API key?" });
    await dialog.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await call()).toBe(404);
    await main.getByRole("button", { name: /^Revoke: HR tool/ }).focus();
    await page.keyboard.press("Enter");
    await dialog.getByRole("button", { name: "Revoke key" }).focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => main.getByText("Revoked", { exact: true }).count()).toBe(1);
    expect(await call()).toBe(401);

    await page.setViewportSize(PHONE);
    await page.goto("/admin/integrations/keys");
    await waitForHydration(page);
    expect(await axeViolations(page)).toEqual([]);
  });
});
