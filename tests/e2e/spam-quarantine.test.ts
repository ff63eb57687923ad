import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations, launchBrowser, waitForHydration, type Browser } from "../support/browser";
import { startServer, type RunningServer } from "../support/server";
import { pageOverHttp, signedInContext, signInOverHttp, type SignedInState } from "../support/signed-in";

let server: RunningServer;
let browser: Browser;
/** The sample admin's session, signed in once over HTTP; each context starts with it (tests/support/signed-in.ts). */
let admin: SignedInState;
beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  admin = await signInOverHttp(server.url);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** An application through the JSON API with the honeypot filled: stored in quarantine, answered 201. */
async function sendSpamApplication(name: string): Promise<void> {
  const positions = (await (await fetch(`${server.url}/api/positions`)).json()) as Array<{ id: number }>;
  const form = new FormData();
  const fields = { name, email: "maybe-bot@example.com", phone: "+91 98765 43210", experience: "2", positionId: String(positions[0]!.id), website: "https://cheap.example" };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  const pdf = fs.readFileSync(path.resolve(import.meta.dirname, "../fixtures/resume.pdf"));
  form.append("resume", new Blob([new Uint8Array(pdf)], { type: "application/pdf" }), "resume.pdf");
  const response = await fetch(`${server.url}/api/careers/apply`, { method: "POST", body: form });
  expect(response.status).toBe(201);
}


describe("the applications Spam folder", () => {
  it("is found from the dashboard and worked with the keyboard: Not spam moves an application to the inbox, Delete asks first", async () => {
    await sendSpamApplication("Kiran False-Positive");
    await sendSpamApplication("Real Bot");
    const { context } = await signedInContext(browser, admin);
    const page = await context.newPage();

    await page.goto("/admin");
    await waitForHydration(page);
    const card = page.locator("div", { has: page.getByText("Spam awaiting review", { exact: true }) }).last();
    expect(await card.locator("dd").first().textContent()).toBe("2");
    const link = page.getByRole("link", { name: "2 applications" });
    await link.focus();
    await page.keyboard.press("Enter");
    await page.waitForURL("**/admin/applications?view=spam");
    expect(await page.getByRole("link", { name: "Spam (2)" }).getAttribute("aria-current")).toBe("page");
    expect(await page.getByText("Spam: honeypot field filled in").count()).toBe(2);
    expect(await axeViolations(page)).toEqual([]);

    const release = page.getByRole("button", { name: "Not spam: Kiran False-Positive" });
    await release.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => page.getByRole("link", { name: "Kiran False-Positive", exact: true }).count()).toBe(0);
    await expect.poll(() => page.getByRole("link", { name: "Spam (1)" }).count()).toBe(1);
    expect(await page.getByRole("link", { name: "Inbox (1)" }).count()).toBe(1);

    const remove = page.getByRole("button", { name: "Delete: application from Real Bot" });
    await remove.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("alertdialog", { name: "Delete Application" });
    await dialog.waitFor();
    // Cancel has the focus first: Enter on it keeps the application.
    await page.keyboard.press("Enter");
    await dialog.waitFor({ state: "detached" });
    expect(await page.getByRole("link", { name: "Real Bot", exact: true }).count()).toBe(1);
    await remove.focus();
    await page.keyboard.press("Enter");
    await dialog.getByRole("button", { name: "Delete" }).click();
    await expect.poll(() => page.getByRole("link", { name: "Real Bot", exact: true }).count()).toBe(0);
    expect(await page.getByText("No spam. Applications caught by the spam checks wait here for review.").count()).toBe(1);

    await page.getByRole("link", { name: "Inbox (1)" }).click();
    await expect.poll(() => page.getByRole("link", { name: "Kiran False-Positive", exact: true }).count()).toBe(1);
    expect(new URL(page.url()).search).toBe("");
    await context.close();
  });
});

/** A newsletter sign-up with the honeypot filled: quarantined, answered like any other. */
async function sendSpamSignUp(email: string): Promise<void> {
  const response = await fetch(`${server.url}/newsletter`, {
    method: "POST",
    headers: { Origin: server.url, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ email, website: "https://cheap.example" }).toString(),
  });
  expect(response.status).toBe(200);
}

// Issue 32 item 6: "Not spam" pressed 17 times. Each Spam folder takes a selection.
describe("bulk actions in the sign-ups Spam folder", () => {
  it("selects all with the keyboard, releases 3 with one Not spam, and deletes the rest after a confirmation", async () => {
    for (const name of ["anita", "bilal", "chen", "dev-bot"]) await sendSpamSignUp(`${name}@office.example`);
    const { context } = await signedInContext(browser, admin);
    const page = await context.newPage();
    await page.goto("/admin/subscribers?view=spam");
    await waitForHydration(page);
    const bulk = page.getByRole("form", { name: "Bulk actions for the sign-ups" });
    const selectAll = bulk.getByRole("checkbox", { name: "Select all" });
    await selectAll.focus();
    await page.keyboard.press("Space");
    expect(await bulk.getByText("4 of 4 selected").count()).toBe(1);
    await page.getByRole("checkbox", { name: "Select dev-bot@office.example" }).uncheck();
    expect(await selectAll.evaluate((box) => (box as HTMLInputElement).indeterminate)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    const release = bulk.getByRole("button", { name: "Not spam", exact: true });
    await release.focus();
    await page.keyboard.press("Enter");
    const said = (text: string) => page.getByRole("status").filter({ hasText: text }).count();
    await expect.poll(() => said("3 sign-ups released.")).toBe(1);
    await expect.poll(() => page.getByRole("link", { name: "Spam (1)" }).count()).toBe(1);
    expect(await page.getByText("anita@office.example").count()).toBe(0);
    expect(await bulk.getByText("0 of 1 selected").count()).toBe(1);

    // Delete with nothing selected says so; with a selection it asks first.
    await bulk.getByRole("button", { name: "Delete", exact: true }).click();
    expect(await said("Select at least one item first.")).toBe(1);
    await page.getByRole("checkbox", { name: "Select dev-bot@office.example" }).check();
    await bulk.getByRole("button", { name: "Delete", exact: true }).click();
    const dialog = page.getByRole("alertdialog", { name: "Delete 1 item" });
    await dialog.waitFor();
    await dialog.getByRole("button", { name: "Delete" }).click();
    await expect.poll(() => page.getByText("No spam. Sign-ups caught by the spam checks wait here for review; none of them was sent a mail.").count()).toBe(1);
    // The answer stays above the emptied folder.
    expect(await said("1 sign-up deleted.")).toBe(1);

    // The sign-ups list, read over HTTP: each released address once, the deleted one nowhere.
    const { mainText } = await pageOverHttp(server.url, "/admin/subscribers", admin);
    for (const name of ["anita", "bilal", "chen"]) expect(mainText.split(`${name}@office.example`).length - 1, name).toBe(1);
    expect(mainText).not.toContain("dev-bot@office.example");
    await context.close();
  });
});
