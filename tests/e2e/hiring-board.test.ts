/**
 * The hiring pipeline's board by keyboard alone (issue 21): the layout switch, a card moved column by column
 * with its arrow buttons while focus stays on the card, the history on the application's page, and axe.
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations, launchBrowser, sharedPages, waitForHydration, type Browser, type Page } from "../support/browser";
import { startServer, type RunningServer } from "../support/server";
import { elementsIn, pageOverHttp, signedInContext, signInOverHttp, textOf, type SignedInState } from "../support/signed-in";

let server: RunningServer;
let browser: Browser;
/** The sample admin's session, signed in once over HTTP; each context starts with it (tests/support/signed-in.ts). */
let admin: SignedInState;
/** The admin's page, shared by the tests: neither changes the admin's cookies; each starts with a navigation. */
let adminPage: Page;
const shared = sharedPages();
beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  admin = await signInOverHttp(server.url);
  adminPage = await shared.add(await (await signedInContext(browser, admin)).context.newPage());
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function sendApplication(name: string): Promise<void> {
  const positions = (await (await fetch(`${server.url}/api/positions`)).json()) as Array<{ id: number }>;
  const form = new FormData();
  const fields = { name, email: "kavya@example.com", phone: "+91 98765 43210", experience: "5", positionId: String(positions[0]!.id), consent: "on" };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  const pdf = fs.readFileSync(path.resolve(import.meta.dirname, "../fixtures/resume.pdf"));
  form.append("resume", new Blob([new Uint8Array(pdf)], { type: "application/pdf" }), "resume.pdf");
  expect((await fetch(`${server.url}/api/careers/apply`, { method: "POST", body: form })).status).toBe(201);
}


/** The accessible name of the focused element and the board column it sits in. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return { label: element?.getAttribute("aria-label") ?? element?.textContent ?? "", column: element?.closest("section")?.getAttribute("aria-labelledby") ?? "" };
  });

describe("the applications board", () => {
  it("moves a card through the pipeline with the keyboard alone, focus following the card", async () => {
    await sendApplication("Kavya Board");
    const page = adminPage;
    await page.goto("/admin/applications");
    await waitForHydration(page);

    await page.getByRole("navigation", { name: "Layout" }).getByRole("link", { name: "Board" }).focus();
    await page.keyboard.press("Enter");
    await page.waitForURL("**/admin/applications?layout=board");
    await page.locator("#column-new").waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // From the card's link, Tab reaches its only arrow in the first column.
    await page.getByRole("link", { name: "Kavya Board" }).focus();
    await page.keyboard.press("Tab");
    expect(await focused(page)).toEqual({ label: "Move Kavya Board to Reviewing", column: "column-new" });
    await page.keyboard.press("Enter");
    await expect.poll(() => focused(page)).toEqual({ label: "Move Kavya Board to Interview", column: "column-reviewing" });
    await page.keyboard.press("Enter");
    await expect.poll(() => focused(page)).toEqual({ label: "Move Kavya Board to Offer", column: "column-interview" });
    // Back one column with the other arrow.
    await page.keyboard.press("Shift+Tab");
    expect((await focused(page)).label).toBe("Move Kavya Board to Reviewing");
    await page.keyboard.press("Enter");
    await expect.poll(() => focused(page)).toEqual({ label: "Move Kavya Board to New", column: "column-reviewing" });
    expect(await page.locator("#column-reviewing").textContent()).toBe("Reviewing1");

    // Each move is in the application's history, with who made it.
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/admin\/applications\/\d+$/);
    // The History panel: the section its heading opens.
    const history = page.getByRole("heading", { name: "History" }).locator("xpath=..");
    await history.waitFor();
    const text = await history.textContent();
    expect(text).toContain("New → Reviewing");
    expect(text).toContain("Reviewing → Interview");
    expect(text).toContain("Interview → Reviewing");
    expect(text).toContain("Administrator");
    expect(await axeViolations(page)).toEqual([]);
  });
});

describe("mailing the candidate", () => {
  it("sends a \"Not moving forward\" mail once: the status is set in the same submit, the form empties, the history keeps the mail", async () => {
    await sendApplication("Kavya Mail");
    // The application's page, found in the list read over HTTP (the list is the board test's subject, above).
    const list = await pageOverHttp(server.url, "/admin/applications", admin);
    const link = elementsIn(list.dom, (element) => element.name === "a" && textOf(element) === "Kavya Mail")[0];
    expect(link?.attribs.href).toMatch(/^\/admin\/applications\/\d+$/);
    const page = adminPage;
    await page.goto(link!.attribs.href!);
    await waitForHydration(page);
    const mail = page.getByRole("heading", { name: "Email the candidate" }).locator("xpath=..");

    await mail.getByLabel("Template").selectOption("not-moving-forward");
    expect(await mail.getByLabel("Subject").inputValue()).toContain("Your application for");
    const alsoReject = mail.getByRole("checkbox", { name: "Also set the status to Rejected" });
    expect(await alsoReject.isChecked()).toBe(true);
    await mail.getByRole("button", { name: "Send mail" }).click();
    await mail.getByText("Mail queued; the outbox sends it. Status set to Rejected.").waitFor();

    // The form is empty (nothing to send twice), the status moved, the history shows the mail's text.
    expect(await mail.getByLabel("Subject").inputValue()).toBe("");
    expect(await mail.getByLabel("Message").inputValue()).toBe("");
    expect(await mail.getByLabel("Template").inputValue()).toBe("");
    const history = page.getByRole("heading", { name: "History" }).locator("xpath=..");
    expect(await history.textContent()).toContain("New → Rejected");
    await history.getByText("Show the mail").click();
    await history.getByText("we have decided not to move forward").waitFor();
    /** How often the mail's subject appears on the outbox page. */
    const outbox = async () => (await (await page.context().request.get("/admin/outbox")).text()).match(/Your application for/g)?.length ?? 0;
    const queued = await outbox();
    expect(queued).toBeGreaterThan(0);
    // A second click sends nothing: the browser asks for the subject, and the outbox is as it was.
    await mail.getByRole("button", { name: "Send mail" }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("subject");
    expect(await outbox()).toBe(queued);
    expect(await axeViolations(page)).toEqual([]);
  });
});
