/**
 * A person's own account in Chromium (issue 33): the password-reset journey with the keyboard alone, from the login
 * page's "Forgot password?" to a new password, the link read from the mail the real SMTP test server received; and
 * /account (name, password, sessions). axe on each screen.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations, launchBrowser, newContext, PHONE, tabTo, waitForHydration, type Browser } from "../support/browser";
import { freePort, startServer, type RunningServer } from "../support/server";
import { httpClient, pageOverHttp, sessionOf, signedInContext, signInOverHttp, signUpOverHttp, type SignedInState } from "../support/signed-in";
import { createTestSmtpServer, waitUntil, type TestSmtpServer } from "../support/smtp";

/** The path the site sends a browser holding `session` to when it asks for `pathname` (null: no redirect). */
async function redirectOf(pathname: string, session: SignedInState): Promise<string | null> {
  const response = await httpClient(server.url).fetch(pathname, { headers: { Cookie: session.cookies } });
  const location = response.status >= 300 && response.status < 400 ? response.headers.get("location") : null;
  return location === null ? null : new URL(location, server.url).pathname;
}

/**
 * A new context signed in as the sample admin over HTTP, with the password the tests before gave it (one sign-in per
 * context, as each test had through the form; the form itself is used with the keyboard in the first test).
 */
async function adminContext(password: string) {
  return signedInContext(browser, await signInOverHttp(server.url, { email: "admin@example.com", password }));
}

let server: RunningServer;
let browser: Browser;
let smtp: TestSmtpServer;

beforeAll(async () => {
  smtp = await createTestSmtpServer(await freePort());
  await smtp.start();
  [server, browser] = await Promise.all([startServer({ env: { SMTP_URL: smtp.url, MAIL_RETRY_BASE_SECONDS: "0.5" } }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.stop();
});

describe("a person's own account", () => {
  it("goes from Forgot password? to a new password with the keyboard alone, the link read from the mail", async () => {
    const { context } = await newContext(browser, server.url);
    const page = await context.newPage();
    await page.goto("/login");
    await waitForHydration(page);
    const main = page.getByRole("main");
    await tabTo(page, main.getByRole("link", { name: "Forgot password?" }));
    await page.keyboard.press("Enter");
    await page.waitForURL("**/forgot-password");
    await waitForHydration(page);
    // The URL changes before React draws the page it leads to: wait for the page, not the address.
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Forgot your password?");
    expect(await axeViolations(page)).toEqual([]);

    await tabTo(page, main.getByLabel("Email", { exact: true }));
    await page.keyboard.type("admin@example.com");
    await page.keyboard.press("Enter");
    await expect.poll(() => main.getByRole("status").first().textContent()).toContain("we have mailed it a link");
    expect(await axeViolations(page)).toEqual([]);

    const [mail] = await smtp.waitForMails(1);
    expect(mail!.to).toEqual(["admin@example.com"]);
    const link = /https?:\/\/\S+\/reset-password\?token=[A-Za-z0-9_-]+/.exec(mail!.text)![0];
    // The mail's link, opened as from a mail client (the test server's PUBLIC_URL is its own address).
    await page.goto(link);
    await waitForHydration(page);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Choose a new password");
    expect(await axeViolations(page)).toEqual([]);

    await tabTo(page, main.getByLabel("New password", { exact: true }));
    await page.keyboard.type("short-pass");
    await page.keyboard.press("Tab");
    await page.keyboard.type("short-pass");
    await page.keyboard.press("Enter");
    await expect.poll(() => main.getByRole("alert").textContent()).toBe("Staff passwords must be at least 12 characters");
    await main.getByLabel("New password", { exact: true }).focus();
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.type("a-much-longer-password");
    await page.keyboard.press("Tab");
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.type("a-much-longer-password");
    await page.keyboard.press("Enter");
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Password changed");
    expect(await axeViolations(page)).toEqual([]);
    const notice = (await smtp.waitForMails(2))[1]!;
    expect(notice.subject).toBe("Your password was changed - Vyoma Technologies");

    await tabTo(page, main.getByRole("link", { name: "Sign in" }));
    await page.keyboard.press("Enter");
    await page.waitForURL("**/login");
    await waitForHydration(page);
    await tabTo(page, main.getByLabel("Email", { exact: true }));
    await page.keyboard.type("admin@example.com");
    await page.keyboard.press("Tab");
    await page.keyboard.type("a-much-longer-password");
    await page.keyboard.press("Enter");
    await page.waitForURL("**/blog");

    // The same link again: used up, with a way to ask for a new one (at phone width too).
    const phone = await newContext(browser, server.url, PHONE);
    const second = await phone.context.newPage();
    const response = await second.goto(link);
    expect(response!.status()).toBe(410);
    expect(await second.getByRole("heading", { level: 1 }).textContent()).toBe("This link no longer works");
    expect(await second.getByRole("link", { name: "Request a new link" }).getAttribute("href")).toBe("/forgot-password");
    expect(await axeViolations(second)).toEqual([]);
    await phone.context.close();
    await context.close();
  });

  // Runs after the reset above: the admin's password is the new one.
  it("/account: reached from the header, renamed with the keyboard, clean for axe at both widths", async () => {
    const { context } = await adminContext("a-much-longer-password");
    const page = await context.newPage();
    await page.goto("/blog");
    await waitForHydration(page);
    const header = page.getByRole("banner");
    await header.getByRole("link", { name: "Your account: admin@example.com" }).click();
    await page.waitForURL("**/account");
    await waitForHydration(page);
    // The URL changes before React draws the page it leads to: wait for the page, not the address.
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Your account");
    expect(await page.getByText("This device").count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    const main = page.getByRole("main");
    await tabTo(page, main.getByLabel("Full name"));
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.type("Asha Admin");
    await page.keyboard.press("Enter");
    await expect.poll(() => main.getByRole("status").filter({ hasText: "Name saved." }).count()).toBe(1);
    expect(await main.getByLabel("Full name").inputValue()).toBe("Asha Admin");
    expect(await main.getByRole("checkbox", { name: "Sign out my other sessions" }).isChecked()).toBe(true);

    // The same page at phone width.
    await page.setViewportSize(PHONE);
    await page.reload();
    await waitForHydration(page);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  // Runs after the two above: the admin's password is "a-much-longer-password" and the name "Asha Admin".
  it("/account: changes the password with the keyboard alone, refusing a guessable one, and signs out the other device", async () => {
    const { context } = await adminContext("a-much-longer-password");
    // The other device: a session of its own, signed in over HTTP; what it gets is read over HTTP too.
    const other = await signInOverHttp(server.url, { email: "admin@example.com", password: "a-much-longer-password" });
    const page = await context.newPage();
    await page.goto("/account");
    await waitForHydration(page);
    const main = page.getByRole("main");
    // The Password card's form (the email change and the deletion ask for the current password too).
    const form = main.locator("form").filter({ has: page.getByRole("button", { name: "Change password" }) });
    const newPassword = form.getByLabel("New password", { exact: true });
    expect(await page.locator(`#${await newPassword.getAttribute("aria-describedby")}`).textContent()).toContain("avoid common words, names, your email address and the company's name");

    await tabTo(page, form.getByLabel("Current password"));
    await page.keyboard.type("a-much-longer-password");
    await page.keyboard.press("Tab");
    await page.keyboard.type("qwertyuiop123");
    await page.keyboard.press("Tab");
    await page.keyboard.type("qwertyuiop123");
    await page.keyboard.press("Enter");
    // The refusal names what is wrong and what to do, under the field and at the form's top.
    await expect.poll(() => form.getByRole("alert").first().textContent()).toContain("This password is too easy to guess.");
    expect(await newPassword.getAttribute("aria-invalid")).toBe("true");
    expect(await axeViolations(page)).toEqual([]);

    await tabTo(page, form.getByLabel("Current password"));
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.type("a-much-longer-password");
    await page.keyboard.press("Tab");
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.type("plum-orbit-lantern-42");
    await page.keyboard.press("Tab");
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.type("plum-orbit-lantern-42");
    await page.keyboard.press("Tab");
    expect(await form.getByRole("checkbox", { name: "Sign out my other sessions" }).evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    // The other device, and the sessions the earlier tests left (the contexts closed, the rows did not end).
    await expect.poll(() => form.getByRole("status").filter({ hasText: "Password changed." }).count()).toBe(1);
    expect(await form.getByRole("status").filter({ hasText: "Password changed." }).textContent()).toMatch(/^Password changed\. \d+ other sessions? (was|were) signed out\.$/);
    expect(await axeViolations(page)).toEqual([]);

    // The other device is signed out; this one stays (with the cookies the browser holds now), and the new password
    // signs in.
    expect(await redirectOf("/account", other)).toBe("/login");
    expect((await pageOverHttp(server.url, "/login")).status).toBe(200);
    expect((await pageOverHttp(server.url, "/account", await sessionOf(context, server.url))).status).toBe(200);
    await signInOverHttp(server.url, { email: "admin@example.com", password: "plum-orbit-lantern-42" });
    await context.close();
  });

  // Runs after the password change above: the admin's password is "plum-orbit-lantern-42".
  it("/admin/audit: filtered by person and action with the keyboard alone, the CSV link carrying the filter; axe at both widths", async () => {
    const { context } = await adminContext("plum-orbit-lantern-42");
    const page = await context.newPage();
    await page.goto("/admin/audit");
    await waitForHydration(page);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Audit log");
    expect(await axeViolations(page)).toEqual([]);
    const main = page.getByRole("main");

    // A closed select takes type-ahead: the person by name, the action by its label.
    const person = main.getByLabel("Person");
    await tabTo(page, person);
    await page.keyboard.type("Asha Admin");
    expect(await person.locator("option:checked").textContent()).toBe("Asha Admin (admin@example.com)");
    await page.keyboard.press("Tab");
    await page.keyboard.type("Password changed");
    expect(await main.getByLabel("Action").inputValue()).toBe("auth.password_changed");
    await tabTo(page, main.getByRole("button", { name: "Filter" }));
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/admin\/audit\?actor=[^&]+&action=auth\.password_changed/);
    const actorId = await person.inputValue();
    await expect.poll(() => main.getByRole("status").textContent()).toBe("1 entry match these filters");
    const rows = main.getByRole("table", { name: "Audit log" }).locator("tbody tr");
    expect(await rows.count()).toBe(1);
    expect(await rows.first().textContent()).toMatch(/admin@example\.com changed their password; \d+ other sessions ended/);
    expect(await axeViolations(page)).toEqual([]);

    // The CSV link: reached by Tab, and it exports exactly the filtered entries.
    const csvLink = main.getByRole("link", { name: "Download CSV" });
    await tabTo(page, csvLink);
    const href = (await csvLink.getAttribute("href"))!;
    expect(href).toBe(`/admin/audit/export.csv?actor=${encodeURIComponent(actorId)}&action=auth.password_changed`);
    const csv = await context.request.get(href);
    expect(csv.status()).toBe(200);
    expect(csv.headers()["content-type"]).toBe("text/csv; charset=utf-8");
    const lines = (await csv.text()).trim().split("\r\n");
    expect(lines[0]).toBe("at_utc,actor_id,actor,action,subject,summary,ip_network");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`,${actorId},Asha Admin <admin@example.com>,auth.password_changed,`);

    // Clear, then nothing matching: the empty state says so.
    await tabTo(page, main.getByRole("link", { name: "Clear" }));
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/admin\/audit$/);
    const empty = await pageOverHttp(server.url, "/admin/audit?action=invitation.revoked", await sessionOf(context, server.url));
    expect(empty.mainText).toContain("No entries match these filters.");
    await page.setViewportSize(PHONE);
    await page.goto("/admin/audit");
    await waitForHydration(page);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it("a reader changes their address and then deletes their account with the keyboard alone, the link read from the mail", async () => {
    // A reader who signed up (the signup form's POST; the form in the browser is tests/e2e/auth.test.ts's).
    const reader = await signUpOverHttp(server.url, { name: "Ravi Reader", email: "ravi@example.com", password: "secret1" });
    const { context } = await signedInContext(browser, reader);
    const page = await context.newPage();
    await page.goto("/account");
    await waitForHydration(page);
    const main = page.getByRole("main");

    // Email change: the new address and the current password.
    const emailForm = main.locator("form", { has: page.getByLabel("New email address") });
    await tabTo(page, emailForm.getByLabel("New email address"));
    await page.keyboard.type("ravi.new@example.com");
    await page.keyboard.press("Tab");
    await page.keyboard.type("secret1");
    await page.keyboard.press("Enter");
    await expect.poll(() => emailForm.getByRole("status").textContent()).toContain("If that address can be used, we have mailed it a link");
    expect(await axeViolations(page)).toEqual([]);
    const confirmMail = await waitUntil(() => smtp.mails.find((mail) => mail.to.includes("ravi.new@example.com")), 20_000, "the confirmation mail");
    await waitUntil(() => smtp.mails.find((mail) => mail.to.includes("ravi@example.com") && mail.subject.startsWith("A change of your email address")), 20_000, "the notice");
    const link = /https?:\/\/\S+\/account\/email\?token=[A-Za-z0-9_-]+/.exec(confirmMail.text)![0];
    await page.goto(link);
    await waitForHydration(page);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Confirm your new email address");
    expect(await axeViolations(page)).toEqual([]);
    await tabTo(page, main.getByRole("button", { name: "Use ravi.new@example.com" }));
    await page.keyboard.press("Enter");
    await page.waitForURL("**/account/email?done");
    // The address changes before React has drawn the page it leads to (a transition): wait for the heading.
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Email address changed");
    expect(await axeViolations(page)).toEqual([]);

    // Deleting: the password, the box, the button.
    await tabTo(page, main.getByRole("link", { name: "Go to your account" }));
    await page.keyboard.press("Enter");
    await page.waitForURL("**/account");
    await waitForHydration(page);
    expect(await main.getByText("Signed in as").textContent()).toContain("ravi.new@example.com");
    const deleteForm = main.locator("form", { has: page.getByRole("button", { name: "Delete my account" }) });
    await tabTo(page, deleteForm.getByLabel("Current password"));
    await page.keyboard.type("secret1");
    await page.keyboard.press("Enter");
    await expect.poll(() => deleteForm.getByRole("alert").textContent()).toContain("Tick the box");
    await tabTo(page, deleteForm.getByRole("checkbox", { name: "Yes, delete my account for good" }));
    await page.keyboard.press("Space");
    await tabTo(page, deleteForm.getByRole("button", { name: "Delete my account" }));
    await page.keyboard.press("Enter");
    await page.waitForURL("**/account/deleted");
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Your account has been deleted");
    expect(await axeViolations(page)).toEqual([]);
    expect(await redirectOf("/account", await sessionOf(context, server.url))).toBe("/login");
    await context.close();
  });
});
