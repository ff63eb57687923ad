/**
 * Two-step sign-in in Chromium (issue 33, decision 0030), with the keyboard alone: the admin sets it up from
 * /account (the code computed here from the key the page shows, with our RFC 6238 module), saves the backup codes,
 * then signs in afresh with the password and an app code, and again with a backup code, which then no longer
 * works. Focus lands on each step's heading; axe finds nothing on each screen.
 */
import path from "node:path";
import SQLite from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { base32Decode, hotp, totpStep } from "~/modules/auth/totp.server";
import { logInAs } from "../support/auth";
import { axeViolations, launchBrowser, logInWithKeyboard, newContext, SAMPLE_ADMIN, tabTo, waitForHydration, type Browser, type Locator, type Page } from "../support/browser";
import { startServer, type RunningServer } from "../support/server";
import { signedInContext, signUpOverHttp } from "../support/signed-in";

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});


const hasFocus = (target: Locator) => target.evaluate((element) => element === document.activeElement);

/** The app's code for the step `offset` steps from now (the server accepts one step either side, each once). */
const appCode = (secret: string, offset = 0) => hotp(base32Decode(secret), totpStep(new Date()) + offset);


async function enterCode(page: Page, code: string): Promise<void> {
  await tabTo(page, page.getByRole("main").getByLabel("Code"));
  await page.keyboard.type(code);
  await page.keyboard.press("Enter");
}

describe("two-step sign-in", () => {
  it("is set up from /account with the keyboard, then signs in with an app code and once with a backup code", async () => {
    const first = await newContext(browser, server.url);
    const page = await first.context.newPage();
    await page.goto("/login");
    await waitForHydration(page);
    await page.getByRole("main").getByLabel("Email").fill(SAMPLE_ADMIN.email);
    await page.getByRole("main").getByLabel("Password").fill(SAMPLE_ADMIN.password);
    await page.keyboard.press("Enter");
    await page.waitForURL("**/blog");
    await page.goto("/account");
    await waitForHydration(page);
    const main = page.getByRole("main");
    await tabTo(page, main.getByRole("link", { name: "Set up two-step sign-in" }));
    await page.keyboard.press("Enter");
    await page.waitForURL("**/account/two-step");
    await waitForHydration(page);
    expect(await axeViolations(page)).toEqual([]);

    await tabTo(page, main.getByRole("button", { name: "Set up two-step sign-in" }));
    await page.keyboard.press("Enter");
    const addHeading = main.getByRole("heading", { name: "Add this account to your authenticator app" });
    await expect.poll(() => addHeading.count()).toBe(1);
    await expect.poll(() => hasFocus(addHeading)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    const secret = (await main.getByTestId("totp-secret").textContent())!.replace(/\s/g, "");
    expect(await main.getByRole("link", { name: "Open it in your authenticator app" }).getAttribute("href")).toContain(`secret=${secret}`);

    // A wrong code: the message is tied to the field.
    await tabTo(page, main.getByLabel("Code from the app"));
    await page.keyboard.type("000000");
    await page.keyboard.press("Enter");
    const codeField = main.getByLabel("Code from the app");
    await expect.poll(async () => codeField.getAttribute("aria-invalid")).toBe("true");
    const describedBy = (await codeField.getAttribute("aria-describedby"))!;
    expect(await page.locator(`[id="${describedBy}"]`).textContent()).toContain("That code is not right.");
    expect(await axeViolations(page)).toEqual([]);

    await tabTo(page, codeField);
    await page.keyboard.press("Control+A");
    await page.keyboard.type(appCode(secret));
    await page.keyboard.press("Enter");
    const codesHeading = main.getByRole("heading", { name: "Save your backup codes" });
    await expect.poll(() => codesHeading.count()).toBe(1);
    await expect.poll(() => hasFocus(codesHeading)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    const backupCodes = (await main.getByLabel("Your 10 backup codes").inputValue()).split("\n");
    expect(backupCodes).toHaveLength(10);
    expect(decodeURIComponent((await main.getByRole("link", { name: "Download as text" }).getAttribute("href"))!)).toContain(backupCodes[9]!);
    await tabTo(page, main.getByRole("link", { name: "I have saved them" }));
    await page.keyboard.press("Enter");
    await page.waitForURL("**/account");
    await expect.poll(() => main.textContent()).toContain("On: signing in asks for a code");
    await first.context.close();

    // Signed out (a fresh browser): the password, then the app's next code.
    const second = await newContext(browser, server.url);
    const signIn = await second.context.newPage();
    await logInWithKeyboard(signIn, "/login/two-factor");
    expect(await axeViolations(signIn)).toEqual([]);
    await enterCode(signIn, appCode(secret, 1));
    await signIn.waitForURL("**/blog");
    await signIn.goto("/admin");
    expect(await signIn.getByRole("heading", { level: 1 }).count()).toBeGreaterThan(0);
    expect(new URL(signIn.url()).pathname).toBe("/admin");
    await second.context.close();

    // A backup code signs in once.
    const third = await newContext(browser, server.url);
    const withBackup = await third.context.newPage();
    await logInWithKeyboard(withBackup, "/login/two-factor");
    await enterCode(withBackup, backupCodes[0]!);
    await withBackup.waitForURL("**/blog");
    await third.context.close();

    const fourth = await newContext(browser, server.url);
    const again = await fourth.context.newPage();
    await logInWithKeyboard(again, "/login/two-factor");
    await enterCode(again, backupCodes[0]!);
    await expect.poll(() => again.getByRole("main").textContent()).toContain("That code is not right.");
    expect(new URL(again.url()).pathname).toBe("/login/two-factor");
    expect(await axeViolations(again)).toEqual([]);
    await fourth.context.close();
  });

  it("makes new backup codes with a current app code, from the keyboard; the step's heading takes focus", async () => {
    // A reader signed up over HTTP (the signup form is tested in auth.test.ts).
    const reader = await signUpOverHttp(server.url, { name: "Nila Reader", email: "nila@example.com", password: "secret1" });
    const { context } = await signedInContext(browser, reader);
    const page = await context.newPage();
    const main = page.getByRole("main");
    await page.goto("/account/two-step");
    await waitForHydration(page);
    await main.getByRole("button", { name: "Set up two-step sign-in" }).click();
    const secret = (await main.getByTestId("totp-secret").textContent())!.replace(/\s/g, "");
    await main.getByLabel("Code from the app").fill(appCode(secret));
    await page.keyboard.press("Enter");
    const firstCodes = (await main.getByLabel("Your 10 backup codes").inputValue()).split("\n");
    // Signed in on a second device too, which new codes then offer to sign out (ASVS 7.4.3).
    const otherDevice = await logInAs({ url: server.url, fetch: (path, init) => fetch(`${server.url}${path}`, { redirect: "manual", ...init }) }, "nila@example.com", "secret1");
    await page.goto("/account/two-step");
    await waitForHydration(page);

    await tabTo(page, main.getByLabel("Code from the app"));
    // The next step's code: the one just used for set-up is spent.
    await page.keyboard.type(appCode(secret, 1));
    await tabTo(page, main.getByRole("button", { name: "Make new backup codes" }));
    await page.keyboard.press("Enter");
    const codesHeading = main.getByRole("heading", { name: "Save your backup codes" });
    await expect.poll(() => codesHeading.count()).toBe(1);
    await expect.poll(() => hasFocus(codesHeading)).toBe(true);
    expect(await main.getByRole("status").filter({ hasText: "New backup codes made" }).count()).toBe(1);
    const newCodes = (await main.getByLabel("Your 10 backup codes").inputValue()).split("\n");
    expect(newCodes).toHaveLength(10);
    expect(newCodes.filter((code) => firstCodes.includes(code))).toEqual([]);
    expect(await main.getByRole("note").filter({ hasText: "You are still signed in on 1 other device" }).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await tabTo(page, main.getByRole("button", { name: "Sign out everywhere else" }));
    await page.keyboard.press("Enter");
    await expect.poll(() => main.getByRole("status").filter({ hasText: "Signed out 1 other session." }).count()).toBe(1);
    // Sent beside the page: the new codes are still there to be saved.
    expect(await main.getByLabel("Your 10 backup codes").inputValue()).toBe(newCodes.join("\n"));
    expect((await fetch(`${server.url}/account`, { headers: { Cookie: otherDevice }, redirect: "manual" })).status).toBe(302);
    await context.close();
  });

  it("asks for the current password before set-up once the sign-in is more than 5 minutes old (decision 0046), from the keyboard", async () => {
    // A reader signed up over HTTP (the signup form is tested in auth.test.ts).
    const reader = await signUpOverHttp(server.url, { name: "Ravi Reader", email: "ravi@example.com", password: "secret1" });
    const { context } = await signedInContext(browser, reader);
    const page = await context.newPage();
    const main = page.getByRole("main");
    // The sign-in happened six minutes ago (the server's own database file).
    const database = new SQLite(path.join(server.dataDir, "site.sqlite"));
    try {
      const userId = (database.prepare("SELECT id FROM user WHERE email = ?").get("ravi@example.com") as { id: string }).id;
      database.prepare('UPDATE session SET "createdAt" = ? WHERE "userId" = ?').run(new Date(Date.now() - 6 * 60_000).toISOString(), userId);
    } finally {
      database.close();
    }

    await page.goto("/account/two-step");
    await waitForHydration(page);
    const setUp = main.locator("form").filter({ has: page.getByRole("button", { name: "Set up two-step sign-in" }) });
    const password = setUp.getByLabel("Current password");
    expect(await password.count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    // Without it: refused, and the message is tied to the field.
    await tabTo(page, setUp.getByRole("button", { name: "Set up two-step sign-in" }));
    await page.keyboard.press("Enter");
    await expect.poll(() => password.getAttribute("aria-invalid")).toBe("true");
    const describedBy = (await password.getAttribute("aria-describedby"))!.split(" ");
    expect(await page.locator(`[id="${describedBy.at(-1)}"]`).textContent()).toContain("Enter your current password");
    expect(await main.getByTestId("totp-secret").count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    await tabTo(page, password);
    await page.keyboard.type("secret1");
    await page.keyboard.press("Enter");
    const addHeading = main.getByRole("heading", { name: "Add this account to your authenticator app" });
    await expect.poll(() => addHeading.count()).toBe(1);
    await expect.poll(() => hasFocus(addHeading)).toBe(true);
    expect(await main.getByTestId("totp-secret").count()).toBe(1);
    await context.close();
  });
});
