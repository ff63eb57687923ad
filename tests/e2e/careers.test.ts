import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations, launchBrowser, newContext, PHONE, sharedPages, waitForHydration, waitOutMinimumFillTime, type Browser, type Page } from "../support/browser";
import { temporaryDirectory } from "../../scripts/lib/temp-dir";
import { fillApplication, fixtures } from "../support/careers";
import { startServer, type RunningServer } from "../support/server";
import { signedInContext, signInOverHttp } from "../support/signed-in";

let server: RunningServer;
let browser: Browser;
const pdf = path.join(fixtures, "resume.pdf");
let fakePdf: string;
const shared = sharedPages();

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  fakePdf = path.join(temporaryDirectory("careers-e2e-"), "not-really.pdf");
  fs.writeFileSync(fakePdf, "Just text pretending to be a PDF.\n");
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Pages fade in; axe measures colour contrast, so it runs once the fade has finished. */
async function settledViolations(page: Page): Promise<string[]> {
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== "running"));
  return axeViolations(page);
}


/**
 * A page per describe, shared by its tests: the site keeps no cookie or storage for a visitor and the admin's cookies
 * never change, so no test needs a new context (a first load in a new context costs Chromium three to four times a
 * load in a page already open, docs/test-speed.md). Each test starts with a navigation. Applying before JavaScript
 * keeps its own context (script off).
 */
describe("careers for a job seeker", () => {
  let page: Page;
  let foreignRequests: string[];
  beforeAll(async () => {
    const visitor = await newContext(browser, server.url);
    page = await shared.add(await visitor.context.newPage());
    foreignRequests = visitor.foreignRequests;
  });

  it("reads a position in the dialog with the keyboard, applies with a real PDF and sees the thanks screen", async () => {
    await page.goto("/careers");
    await waitForHydration(page);
    expect(await settledViolations(page)).toEqual([]);

    const details = page.getByRole("link", { name: "View Details: UI/UX Designer" });
    await details.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "UI/UX Designer" });
    await dialog.waitFor();
    expect(await dialog.getByRole("heading", { name: "Requirements" }).count()).toBe(1);
    expect(await settledViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    await expect.poll(() => details.evaluate((element) => element === document.activeElement)).toBe(true);

    await page.keyboard.press("Enter");
    await dialog.getByRole("button", { name: "Apply Now" }).click();
    const applyDialog = page.getByRole("dialog", { name: "Apply for UI/UX Designer" });
    await applyDialog.waitFor();
    await applyDialog.getByRole("button", { name: "Submit Application" }).click();
    expect(await applyDialog.getByText("Please enter your full name.").count()).toBeGreaterThan(0);
    expect(await settledViolations(page)).toEqual([]);

    await fillApplication(page, "Dialog Applicant", pdf);
    await waitOutMinimumFillTime(page);
    await applyDialog.getByRole("button", { name: "Submit Application" }).click();
    await applyDialog.getByRole("heading", { name: "Application Submitted!" }).waitFor();
    expect(await applyDialog.getByText("Thank you for your interest. We will review your application and get back to you soon.").count()).toBe(1);
    await applyDialog.getByRole("status").getByRole("button", { name: "Close" }).click();
    await applyDialog.waitFor({ state: "detached" });

    await page.goto("/careers/uiux-designer");
    await waitForHydration(page);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("UI/UX Designer");
    expect(await settledViolations(page)).toEqual([]);
    expect(foreignRequests).toEqual([]);
  });

  it("shows the failure message for a file that only pretends to be a PDF", async () => {
    await page.goto("/careers");
    await waitForHydration(page);
    await page.getByRole("link", { name: "Apply Now: Machine Learning Engineer" }).click();
    const applyDialog = page.getByRole("dialog", { name: "Apply for Machine Learning Engineer" });
    await fillApplication(page, "Pretender", fakePdf);
    await waitOutMinimumFillTime(page);
    await applyDialog.getByRole("button", { name: "Submit Application" }).click();
    const alert = applyDialog.getByRole("alert");
    await expect.poll(() => alert.textContent()).toContain("Failed to submit application. Please try again.");
    expect(await alert.textContent()).toContain("The resume must be a PDF or Word document");
    // Closing clears the selection: opening another position starts fresh.
    await page.keyboard.press("Escape");
    await applyDialog.waitFor({ state: "detached" });
  });

  it("applies on a phone from the job's own page before JavaScript (no JS at all)", async () => {
    const context = await browser.newContext({ baseURL: server.url, viewport: PHONE, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/careers");
    await page.getByRole("link", { name: "Apply Now: Embedded Systems Intern" }).click();
    await page.waitForURL("**/careers/embedded-systems-intern#apply");
    const form = await fillApplication(page, "No Script Applicant", pdf);
    await page.waitForTimeout(3500);
    await form.getByRole("button", { name: "Submit Application" }).click();
    await page.waitForURL("**/careers/embedded-systems-intern?applied=1#apply");
    await page.getByRole("heading", { name: "Application Submitted!" }).waitFor();
    await page.getByRole("link", { name: "Close" }).click();
    await page.getByRole("button", { name: "Submit Application" }).waitFor();
    await context.close();
  });
});

describe("careers for the admin", () => {
  let adminPage: Page;
  beforeAll(async () => {
    adminPage = await shared.add(await (await signedInContext(browser, await signInOverHttp(server.url))).context.newPage());
  });

  it("adds, edits and deletes a position", async () => {
    const page = adminPage;
    await page.goto("/careers");
    await waitForHydration(page);
    const cards = page.getByRole("list", { name: "Open positions" }).locator("h3");

    await page.getByRole("button", { name: "Add Position" }).click();
    const modal = page.getByRole("dialog", { name: "Add Position" });
    await modal.getByRole("button", { name: "Add Position" }).click();
    await expect.poll(() => modal.getByRole("alert").textContent()).toBe("Please fill out all required fields.");
    await modal.getByLabel("Title").fill("QA Engineer");
    await modal.getByLabel("Department").fill("Engineering");
    await modal.getByLabel("Location").fill("Pune, India");
    await modal.getByLabel("Type").selectOption("Part-time");
    await modal.getByLabel("Brief Description").fill("Find the bugs before our clients do.");
    await modal.getByLabel("Detailed Description").fill("Test plans.\n\nAutomation.");
    await modal.getByLabel("Requirements (optional)").fill("Playwright\n\n\nAttention to detail\n");
    expect(await settledViolations(page)).toEqual([]);
    await modal.getByRole("button", { name: "Add Position" }).click();
    await modal.waitFor({ state: "detached" });
    await expect.poll(() => cards.first().textContent()).toBe("QA Engineer");
    const titles = await cards.allTextContents();

    await page.getByRole("button", { name: "Edit QA Engineer" }).click();
    const editModal = page.getByRole("dialog", { name: "Edit Position" });
    expect(await editModal.getByLabel("Requirements (optional)").inputValue()).toBe("Playwright\nAttention to detail");
    await editModal.getByLabel("Title").fill("Senior QA Engineer");
    await editModal.getByRole("button", { name: "Save Changes" }).click();
    await editModal.waitFor({ state: "detached" });
    await expect.poll(() => cards.allTextContents()).toEqual(titles.map((title) => (title === "QA Engineer" ? "Senior QA Engineer" : title)));

    await page.getByRole("button", { name: "Delete Senior QA Engineer" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Delete Position" });
    expect(await confirm.getByText("Are you sure you want to delete this position?").count()).toBe(1);
    await confirm.getByRole("button", { name: "Cancel" }).click();
    expect(await cards.allTextContents()).toContain("Senior QA Engineer");
    await page.getByRole("button", { name: "Delete Senior QA Engineer" }).click();
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect.poll(() => cards.allTextContents()).toEqual(titles.filter((title) => title !== "QA Engineer"));
  });

  it("works through the inbox: reads an application, downloads the resume, changes status and deletes", async () => {
    const page = adminPage;
    await page.goto("/admin/applications");
    await waitForHydration(page);
    expect(await settledViolations(page)).toEqual([]);
    await page.getByRole("link", { name: "Dialog Applicant", exact: true }).click();
    await page.getByRole("heading", { name: "Dialog Applicant" }).waitFor();
    expect(await settledViolations(page)).toEqual([]);

    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download resume" }).click()]);
    expect(download.suggestedFilename()).toBe("resume-Dialog-Applicant.pdf");
    // saveAs works whether the browser is local or connected remotely (path() only for a local one).
    const saved = path.join(temporaryDirectory("download-"), download.suggestedFilename());
    await download.saveAs(saved);
    expect(fs.readFileSync(saved)).toEqual(fs.readFileSync(pdf));

    await page.getByLabel("Status", { exact: true }).selectOption("interview");
    await page.getByRole("button", { name: "Update Status" }).click();
    await page.getByText("Status updated.").waitFor();

    await page.getByRole("button", { name: "Delete Application" }).click();
    await page.getByRole("alertdialog", { name: "Delete Application" }).getByRole("button", { name: "Delete" }).click();
    await page.waitForURL("**/admin/applications");
    await page.getByRole("heading", { name: "Applications", exact: true }).waitFor();
    expect(await page.getByRole("link", { name: "Dialog Applicant", exact: true }).count()).toBe(0);
    expect(await page.getByRole("link", { name: "No Script Applicant", exact: true }).count()).toBe(1);
  });
});
