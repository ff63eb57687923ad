import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations, launchBrowser, logInAsAdmin, newContext, waitForHydration, type Browser } from "../support/browser";
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
    const { context } = await newContext(browser, server.url);
    const page = await context.newPage();
    await logInAsAdmin(page);

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
