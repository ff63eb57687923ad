/**
 * Staff invitations in Chromium (issue 33), with the keyboard alone: an admin invites an editor on /admin/users, the
 * link is read from the mail the real SMTP test server received, the invited person chooses a name and a password
 * and lands in the admin signed in; a second invitation is revoked through its confirmation dialog, and its link
 * then shows a clear page (at phone width); a third accepts with a passkey instead of a password (Chromium's virtual
 * authenticator; the server's PUBLIC_URL is on `localhost`, as WebAuthn refuses an IP address as RP ID), and a
 * browser without script sees the password form only. axe on each screen.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addVirtualAuthenticator, axeViolations, DESKTOP, launchBrowser, newContext, PHONE, sharedPages, tabTo, waitForHydration, type Browser, type Page } from "../support/browser";
import { freePort, startServer, type RunningServer } from "../support/server";
import { pageOverHttp, sessionOf, signedInContext, signInOverHttp, type SignedInState } from "../support/signed-in";
import { createTestSmtpServer, type TestSmtpServer } from "../support/smtp";

let server: RunningServer;
let browser: Browser;
let smtp: TestSmtpServer;
/** The sample admin's session, signed in once over HTTP for every test (tests/support/signed-in.ts). */
let admin: SignedInState;
/**
 * The admin's page, shared by the tests: the admin's cookies never change, and each test invites its own person, so
 * it needs no new context (a first load in a new context costs Chromium three to four times a load in a page already
 * open, docs/test-speed.md). Each test starts with a navigation. The invited people get contexts of their own: they sign in.
 */
let adminPage: Page;
const shared = sharedPages();

beforeAll(async () => {
  smtp = await createTestSmtpServer(await freePort());
  await smtp.start();
  [server, browser] = await Promise.all([startServer({ publicHost: "localhost", env: { SMTP_URL: smtp.url, MAIL_RETRY_BASE_SECONDS: "0.5" } }), launchBrowser()]);
  admin = await signInOverHttp(server.url);
  adminPage = await shared.add(await (await signedInContext(browser, admin)).context.newPage());
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.stop();
});

/** Invites `email` as the role whose label starts with `roleKey`, from the keyboard. */
async function inviteWithKeyboard(page: Page, email: string, roleKey: string): Promise<void> {
  const main = page.getByRole("main");
  await tabTo(page, main.getByLabel("Email", { exact: true }));
  await page.keyboard.type(email);
  await page.keyboard.press("Tab");
  // A focused <select> picks the option whose label starts with the typed letter.
  await page.keyboard.type(roleKey);
  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
  await expect.poll(() => main.getByRole("status").filter({ hasText: "Invitation sent." }).count()).toBe(1);
}

describe("staff invitations", () => {
  it("an admin invites an editor, who accepts from the mail's link and lands in the admin, all with the keyboard", async () => {
    // /admin/users as loaded is checked by axe at 1280 and 375 px in the last test; here after an invitation.
    await adminPage.goto("/admin/users");
    await waitForHydration(adminPage);
    await inviteWithKeyboard(adminPage, "meera@example.com", "E");
    const invitations = adminPage.getByRole("table", { name: "Invitations" });
    await expect.poll(() => invitations.getByRole("row").filter({ hasText: "meera@example.com" }).textContent()).toContain("Pending");
    expect(await invitations.getByRole("row").filter({ hasText: "meera@example.com" }).textContent()).toContain("Editor");
    // The form is empty again for the next person.
    expect(await adminPage.getByRole("main").getByLabel("Email", { exact: true }).inputValue()).toBe("");
    expect(await axeViolations(adminPage)).toEqual([]);

    const [mail] = await smtp.waitForMails(1);
    expect(mail!.to).toEqual(["meera@example.com"]);
    expect(mail!.subject).toBe("You are invited to the Vyoma Technologies team");
    const link = /https?:\/\/\S+\/invitation\?token=[A-Za-z0-9_-]+/.exec(mail!.text)![0];

    const invited = await newContext(browser, server.url);
    const page = await invited.context.newPage();
    await page.goto(link);
    await waitForHydration(page);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Join the team");
    expect(await page.getByRole("main").textContent()).toContain("Administrator invited meera@example.com to join as Editor.");
    expect(await axeViolations(page)).toEqual([]);
    const main = page.getByRole("main");
    await tabTo(page, main.getByLabel("Full Name", { exact: true }));
    await page.keyboard.type("Meera Iyer");
    await page.keyboard.press("Tab");
    await page.keyboard.type("short-pass");
    await page.keyboard.press("Tab");
    await page.keyboard.type("short-pass");
    await page.keyboard.press("Enter");
    await expect.poll(() => main.getByRole("alert").textContent()).toBe("Staff passwords must be at least 12 characters");
    await main.getByLabel("Password", { exact: true }).focus();
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.type("a-long-staff-passphrase");
    await page.keyboard.press("Tab");
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.type("a-long-staff-passphrase");
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => url.pathname === "/admin");
    await waitForHydration(page);
    // A navigation inside the app: the address changes before React draws the signed-in header (the document was
    // hydrated already, so waitForHydration does not wait for it).
    await expect.poll(() => page.getByRole("banner").getByRole("link", { name: "Your account: meera@example.com" }).count()).toBe(1);

    await adminPage.reload();
    await waitForHydration(adminPage);
    expect(await invitations.getByRole("row").filter({ hasText: "meera@example.com" }).textContent()).toContain("Accepted");
    expect(await adminPage.getByRole("table", { name: "Users" }).getByRole("row").filter({ hasText: "Meera Iyer" }).count()).toBe(1);
    await invited.context.close();
  });

  it("a revoked invitation asks first, and its link then shows a clear page at phone width", async () => {
    await adminPage.goto("/admin/users");
    await waitForHydration(adminPage);
    await inviteWithKeyboard(adminPage, "ravi@example.com", "A");
    const row = adminPage.getByRole("table", { name: "Invitations" }).getByRole("row").filter({ hasText: "ravi@example.com" });
    await expect.poll(() => row.textContent()).toContain("Pending");
    await tabTo(adminPage, row.getByRole("button", { name: "Revoke: ravi@example.com" }));
    await adminPage.keyboard.press("Enter");
    const dialog = adminPage.getByRole("alertdialog");
    await expect.poll(() => dialog.getByRole("heading").textContent()).toBe("Revoke this invitation?");
    expect(await axeViolations(adminPage)).toEqual([]);
    await tabTo(adminPage, dialog.getByRole("button", { name: "Revoke" }), 5);
    await adminPage.keyboard.press("Enter");
    await expect.poll(() => row.textContent()).toContain("Revoked");
    // The row says what happened, in its live region (the dialog's answer used to be dropped).
    await expect.poll(() => row.getByRole("status").textContent()).toBe("Invitation revoked; its link no longer works.");

    const mail = (await smtp.waitForMails(2)).find((received) => received.to.includes("ravi@example.com"))!;
    const link = /https?:\/\/\S+\/invitation\?token=[A-Za-z0-9_-]+/.exec(mail.text)![0];
    const phone = await newContext(browser, server.url, PHONE);
    const page = await phone.context.newPage();
    const response = await page.goto(link);
    expect(response!.status()).toBe(410);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("This invitation no longer works");
    expect(await page.getByRole("main").textContent()).toContain("This invitation was withdrawn.");
    expect(await axeViolations(page)).toEqual([]);
    await phone.context.close();
  });

  it("an invited author accepts with a passkey instead of a password, with the keyboard; without script only the password form shows", async () => {
    await adminPage.goto("/admin/users");
    await waitForHydration(adminPage);
    await inviteWithKeyboard(adminPage, "asha@example.com", "Au");
    const mail = (await smtp.waitForMails(3)).find((received) => received.to.includes("asha@example.com"))!;
    const link = /https?:\/\/\S+\/invitation\?token=[A-Za-z0-9_-]+/.exec(mail.text)![0];

    // Without script: the password form, and no passkey button (it would need WebAuthn).
    const noScript = await browser.newContext({ baseURL: server.url, javaScriptEnabled: false });
    const plain = await noScript.newPage();
    await plain.goto(link);
    expect(await plain.getByRole("main").getByLabel("Password", { exact: true }).isVisible()).toBe(true);
    expect(await plain.getByRole("button", { name: "Use a passkey instead" }).isVisible()).toBe(false);
    await noScript.close();

    const invited = await newContext(browser, server.url);
    const page = await invited.context.newPage();
    const authenticator = await addVirtualAuthenticator(page);
    await page.goto(link);
    await waitForHydration(page);
    const main = page.getByRole("main");
    const passkeyButton = main.getByRole("button", { name: "Use a passkey instead" });
    await expect.poll(() => passkeyButton.isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    // Without a name: said, and the focus goes to the name field.
    await tabTo(page, passkeyButton);
    await page.keyboard.press("Enter");
    await expect.poll(() => main.getByRole("alert").filter({ hasText: "Please enter your name" }).count()).toBe(1);
    expect(await main.getByLabel("Full Name", { exact: true }).evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.type("Asha Rao");
    await tabTo(page, passkeyButton);
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => url.pathname === "/admin");
    await waitForHydration(page);
    await expect.poll(() => page.getByRole("banner").getByRole("link", { name: "Your account: asha@example.com" }).count()).toBe(1);
    expect(await authenticator.credentials()).toHaveLength(1);

    // The passkey is listed on the person's two-step page, and the link is spent.
    await page.goto("/account/two-step");
    await waitForHydration(page);
    expect(await main.getByRole("list", { name: "Your passkeys" }).getByText("Passkey made when joining").count()).toBe(1);
    // The spent link's status, read over HTTP with the new author's session (no page load for a status).
    const spent = new URL(link);
    expect((await pageOverHttp(server.url, `${spent.pathname}${spent.search}`, await sessionOf(invited.context, server.url))).status).toBe(410);
    await adminPage.reload();
    await waitForHydration(adminPage);
    expect(await adminPage.getByRole("table", { name: "Invitations" }).getByRole("row").filter({ hasText: "asha@example.com" }).textContent()).toContain("Accepted");
    await invited.context.close();
  });

  it("the list of users fits at 1280 px (every button on screen) and reads at 375 px without sideways scrolling", async () => {
    const page = adminPage;
    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      await page.goto("/admin/users");
      await waitForHydration(page);
      const table = page.getByRole("table", { name: "Users" });
      const overflow = await table.evaluate((element) => element.parentElement!.scrollWidth - element.parentElement!.clientWidth);
      expect(overflow, `the users table scrolls sideways at ${viewport.width} px`).toBeLessThanOrEqual(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `the page at ${viewport.width} px`).toBeLessThanOrEqual(viewport.width);
      const disable = table.getByRole("button", { name: "Disable Administrator" });
      const box = (await disable.boundingBox())!;
      expect(box.x + box.width, `Disable at ${viewport.width} px`).toBeLessThanOrEqual(viewport.width);
      expect(await axeViolations(page)).toEqual([]);
    }
  });
});

