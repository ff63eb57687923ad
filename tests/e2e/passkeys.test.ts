/**
 * Passkeys in Chromium (issue 33, decision 0037), with the keyboard alone and Chromium's virtual authenticator
 * (DevTools protocol WebAuthn: a resident key with user verification, as a phone or laptop would give). The site
 * runs with STAFF_TWO_FACTOR=required and PUBLIC_URL on `localhost` (WebAuthn refuses an IP address as RP ID): the
 * admin, sent to /account/two-step by the rule, enrols with a passkey instead of an app, which opens the admin;
 * signs out and back in with the passkey alone; then with the password, where the passkey is the second step;
 * removes it (after a question), after which it signs nobody in. axe finds nothing on each screen.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addVirtualAuthenticator, axeViolations, launchBrowser, logInWithKeyboard, newContext, SAMPLE_ADMIN, tabTo, waitForHydration, type Browser, type Locator, type Page } from "../support/browser";
import { startServer, type RunningServer } from "../support/server";

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ publicHost: "localhost", env: { STAFF_TWO_FACTOR: "required" } }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});


const hasFocus = (target: Locator) => target.evaluate((element) => element === document.activeElement);

async function signOut(page: Page): Promise<void> {
  await tabTo(page, page.getByRole("banner").getByRole("button", { name: "Logout" }).first());
  await page.keyboard.press("Enter");
  await expect.poll(async () => (await page.context().cookies()).some((cookie) => cookie.name.includes("session_token"))).toBe(false);
}

describe("passkeys", () => {
  // One journey of four sign-ins and three passkey ceremonies, each step needing the one before: about 50 s on a quiet
  // machine, so the e2e default of 60 s failed it under load (issue 38's runs, 2026-11-28). The work is that long; the
  // timeout says so.
  it("enrol a staff member instead of an app, sign in alone and as the second step, and stop working once removed", { timeout: 150_000 }, async () => {
    const { context } = await newContext(browser, server.url);
    const page = await context.newPage();
    const authenticator = await addVirtualAuthenticator(page);

    // STAFF_TWO_FACTOR=required: the admin without a second factor lands on /account/two-step.
    await logInWithKeyboard(page, "/account/two-step");
    const main = page.getByRole("main");
    await page.goto("/admin");
    await page.waitForURL("**/account/two-step");
    await waitForHydration(page);
    expect(await main.getByText("No passkeys yet.").count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);

    // Without a name: the field says so, and keeps the focus.
    await tabTo(page, main.getByRole("button", { name: "Add a passkey" }));
    await page.keyboard.press("Enter");
    const nameField = main.getByLabel("Name for the new passkey");
    await expect.poll(() => nameField.getAttribute("aria-invalid")).toBe("true");
    expect(await hasFocus(nameField)).toBe(true);
    await page.keyboard.type("Test laptop");
    await page.keyboard.press("Enter");
    const list = main.getByRole("list", { name: "Your passkeys" });
    await expect.poll(() => list.getByText("Test laptop").count()).toBe(1);
    await expect.poll(() => main.getByText('Passkey "Test laptop" added.').count()).toBe(1);
    expect(await list.getByText("not used yet").count()).toBe(1);
    expect(await authenticator.credentials()).toHaveLength(1);
    expect(await axeViolations(page)).toEqual([]);

    // The passkey is a second factor: the admin opens now.
    await page.goto("/admin");
    await page.waitForURL("**/admin");
    await waitForHydration(page);

    // Signed out, the passkey alone signs in (discoverable: no address typed).
    await signOut(page);
    await page.goto("/login");
    await waitForHydration(page);
    expect(await axeViolations(page)).toEqual([]);
    await tabTo(page, main.getByRole("button", { name: "Sign in with a passkey" }));
    await page.keyboard.press("Enter");
    await page.waitForURL("**/blog");
    await waitForHydration(page);
    // The URL changes before React draws the signed-in header: wait for the header, not the address.
    await expect.poll(() => page.getByRole("banner").getByText(SAMPLE_ADMIN.email).count()).toBeGreaterThan(0);

    // With the password, the passkey is the second step (no app, so no code field).
    await signOut(page);
    await logInWithKeyboard(page, "/login/two-factor");
    expect(await main.getByLabel("Code").count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await tabTo(page, main.getByRole("button", { name: "Use a passkey" }));
    await page.keyboard.press("Enter");
    await page.waitForURL("**/blog");

    // Removal asks first; then the list is empty, focus is on its heading, and the passkey signs nobody in.
    await page.goto("/account/two-step");
    await waitForHydration(page);
    expect(await list.getByText(/last used/).count()).toBe(1);
    await tabTo(page, main.getByRole("button", { name: "Remove: Test laptop" }));
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("alertdialog");
    await expect.poll(() => dialog.count()).toBe(1);
    expect(await dialog.getByText('Remove the passkey "Test laptop"?').count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await tabTo(page, dialog.getByRole("button", { name: "Remove" }));
    await page.keyboard.press("Enter");
    await expect.poll(() => main.getByText("No passkeys yet.").count()).toBe(1);
    await expect.poll(() => hasFocus(main.getByRole("heading", { name: "Passkeys" }))).toBe(true);
    // Said in a live region, as the other account actions are (the row that held the focus is gone).
    await expect.poll(() => main.getByRole("status").filter({ hasText: 'Passkey "Test laptop" removed.' }).count()).toBe(1);
    expect(await main.getByText('Passkey "Test laptop" added.').count()).toBe(0);

    await signOut(page);
    await page.goto("/login");
    await waitForHydration(page);
    await tabTo(page, main.getByRole("button", { name: "Sign in with a passkey" }));
    await page.keyboard.press("Enter");
    await expect.poll(() => main.getByRole("alert").filter({ hasText: "That passkey was not accepted" }).count()).toBe(1);
    expect(page.url()).toContain("/login");
    await context.close();
  });

  it("shows no passkey button to a browser without script, only a note", async () => {
    const context = await browser.newContext({ baseURL: server.url, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/login");
    expect(await page.getByRole("button", { name: "Sign in with a passkey" }).isVisible()).toBe(false);
    await context.close();
    // Chromium with script turned off by the DevTools protocol still parses <noscript> as text, so the note is read
    // off the HTML a browser without script gets.
    const html = await (await fetch(`${server.url}/login`)).text();
    expect(html).toMatch(/<div hidden="" class="space-y-3"><button type="button"[^>]*>Sign in with a passkey<\/button><\/div>/);
    expect(html).toContain("<noscript><p class=\"text-sm text-slate-600\">Signing in with a passkey needs a browser with JavaScript turned on.</p></noscript>");
  });
});
