/**
 * Content collections in Chromium (issue 34): a team member edited, moved and deleted with the keyboard alone,
 * the site settings' field messages, and axe on the new admin screens (list, form, confirmation, settings).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations, launchBrowser, sharedPages, waitForHydration, type Browser, type Page } from "../support/browser";
import { startServer, type RunningServer } from "../support/server";
import { elementsIn, pageOverHttp, signedInContext, signInOverHttp, textOf, type SignedInState } from "../support/signed-in";

let server: RunningServer;
let browser: Browser;
/** The sample admin's session, signed in once over HTTP (tests/support/signed-in.ts). */
let admin: SignedInState;
/**
 * The admin's page, shared by the tests: the admin's cookies never change, so no test needs a new context (a first
 * load in a new context costs Chromium three to four times a load in a page already open, docs/test-speed.md). Each
 * test starts with a navigation, which resets focus for its Tab presses.
 */
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

/** The focused element's aria-label, else an input's value, else its text. */
const focusedLabel = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    if (!element) return "";
    return element.getAttribute("aria-label") ?? (element instanceof HTMLInputElement ? element.value : (element.textContent ?? ""));
  });

/** Presses Tab (or Shift+Tab) until the focused element has this accessible label or text (at most 80 presses). */
async function tabTo(page: Page, label: string, key: "Tab" | "Shift+Tab" = "Tab"): Promise<void> {
  for (let i = 0; i < 80; i += 1) {
    await page.keyboard.press(key);
    if ((await focusedLabel(page)).trim() === label) return;
  }
  throw new Error(`Tab never reached "${label}"`);
}

describe("editing the team", () => {
  it("edits, moves and deletes a team member with the keyboard alone; axe finds nothing on the list, form and dialog", { timeout: 120_000 }, async () => {
    const page = adminPage;
    await page.goto("/admin/content/team");
    await waitForHydration(page);
    expect(await axeViolations(page)).toEqual([]);

    // Edit: from the list to the form, change the focus line, save with Enter.
    await tabTo(page, "Edit Priya Nair");
    await page.keyboard.press("Enter");
    await page.waitForURL("**/admin/content/team/*");
    await page.getByRole("heading", { level: 1, name: "Priya Nair" }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await tabTo(page, "Finance & Operations");
    await page.keyboard.press("Control+A");
    await page.keyboard.type("Finance, Operations & Pricing");
    await page.keyboard.press("Enter");
    await page.waitForURL("**/admin/content/team?saved=*");
    await expect.poll(() => page.getByRole("status").first().textContent()).toContain("Saved Priya Nair.");

    // Move up: focus stays on the button; pressed again at the top, the answer says why nothing moved.
    await tabTo(page, "Move Priya Nair up");
    await page.keyboard.press("Enter");
    await expect.poll(() => page.locator("tbody tr").first().textContent()).toContain("Priya Nair");
    await expect.poll(() => focusedLabel(page)).toBe("Move Priya Nair up");
    await page.keyboard.press("Enter");
    await expect.poll(() => page.getByRole("alert").first().textContent()).toContain("Priya Nair is already first.");

    // Delete, after the question, answered with the keyboard.
    // Aditya Singh's is the last row: focus will go to the row before's Delete button (the next row's when there is one).
    const nextDelete = await page.locator("tbody tr").filter({ hasText: "Aditya Singh" }).evaluate((row) => (row.nextElementSibling ?? row.previousElementSibling)?.querySelector("[data-delete-intent]")?.getAttribute("aria-label"));
    expect(nextDelete).toMatch(/^Delete: /);
    await tabTo(page, "Delete: Aditya Singh");
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("alertdialog", { name: "Delete Aditya Singh?" });
    await dialog.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press("Tab");
    expect(await focusedLabel(page)).toBe("Delete");
    await page.keyboard.press("Enter");
    await expect.poll(() => page.locator("tbody tr").count()).toBe(6);
    // The row and its button are gone: focus is on the neighbouring row's Delete button, and the status says what went.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe(nextDelete);
    await expect.poll(() => page.getByRole("status").filter({ hasText: "Deleted Aditya Singh." }).count()).toBe(1);
    // A row in the middle (above: Shift+Tab): focus goes to the next row's Delete button.
    await tabTo(page, "Delete: Arjun Mehta", "Shift+Tab");
    await page.keyboard.press("Enter");
    await page.getByRole("alertdialog", { name: "Delete Arjun Mehta?" }).waitFor();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect.poll(() => page.locator("tbody tr").count()).toBe(5);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Delete: Dr. Ramesh Iyengar");

    // The public page shows it all on the next request (a visitor's, read over HTTP: what the server sends).
    const team = await pageOverHttp(server.url, "/team");
    const members = elementsIn(team.dom, (element) => "data-team-member" in element.attribs);
    const names = members.flatMap((member) => elementsIn(member, (element) => element.name === "h2").map(textOf));
    expect(names).toEqual(["Priya Nair", "Dr. Ramesh Iyengar", "Ananya Rao", "Rohan Gupta", "Sneha Pillai"]);
    expect(textOf(members[0]!)).toContain("Finance, Operations & Pricing");
  });
});

describe("the site settings", () => {
  it("puts a refused field's message by the field and focus on it; axe finds nothing", { timeout: 60_000 }, async () => {
    const page = adminPage;
    await page.goto("/admin/content/settings");
    await waitForHydration(page);
    expect(await axeViolations(page)).toEqual([]);
    const email = page.getByLabel("Email", { exact: true });
    await email.fill("hello at vyoma");
    // Sent from the Phone field, so focus has to move back to the field in question.
    await page.getByLabel("Phone", { exact: true }).press("Enter");
    await expect.poll(() => email.getAttribute("aria-invalid")).toBe("true");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("email");
    expect(await page.getByText("Email: enter an email address such as name@example.com.").isVisible()).toBe(true);
    expect(await page.getByRole("alert").first().textContent()).toContain("Some fields need attention");
    expect(await axeViolations(page)).toEqual([]);
  });
});

describe("the small collections (FAQs, figures, projects, featured projects)", () => {
  it("each list and form has no axe violation; a project card is edited with the keyboard and shows on /projects", { timeout: 120_000 }, async () => {
    const page = adminPage;
    for (const collection of ["faqs", "figures", "projects", "featured-projects"]) {
      await page.goto(`/admin/content/${collection}`);
      await waitForHydration(page);
      expect(await axeViolations(page), collection).toEqual([]);
      await page.goto(`/admin/content/${collection}/new`);
      expect(await axeViolations(page), `${collection}/new`).toEqual([]);
    }

    await page.goto("/admin/content/projects");
    await waitForHydration(page);
    await tabTo(page, "Edit Campus Navigation Pilot");
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { level: 1, name: "Campus Navigation Pilot" }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await tabTo(page, "Campus Navigation Pilot");
    await page.keyboard.press("Control+A");
    await page.keyboard.type("Campus Navigation");
    await page.keyboard.press("Enter");
    await page.waitForURL("**/admin/content/projects?saved=*");
    await expect.poll(() => page.getByRole("status").first().textContent()).toContain("Saved Campus Navigation.");
    const projects = await pageOverHttp(server.url, "/projects");
    const cards = elementsIn(projects.dom, (element) => element.name === "li" && "data-project" in element.attribs);
    expect(cards.flatMap((card) => elementsIn(card, (element) => element.name === "h3").map(textOf))).toContain("Campus Navigation");
  });
});

describe("an entry's Hindi form (issue 35, decision 0060)", () => {
  it("is reached from the English form's language switch, filled and saved with the keyboard alone; axe finds nothing on the form, the list and the overview", { timeout: 120_000 }, async () => {
    const page = adminPage;
    await page.goto("/admin/content/team");
    await waitForHydration(page);
    // The members left by the tests before (this one also runs alone), each with the sample content's Hindi focus and
    // bio (migration 0055), none with a Hindi name: a name stays as written until someone writes it in Hindi.
    const members = await page.locator("tbody tr").count();
    expect(await page.locator("tbody tr").filter({ hasText: "In Hindi" }).count()).toBe(members);
    await tabTo(page, "Edit Ananya Rao");
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { level: 1, name: "Ananya Rao" }).waitFor();

    // The switch: "English | हिन्दी (Hindi)", links, the current one marked.
    await tabTo(page, "हिन्दी (Hindi)");
    await page.keyboard.press("Enter");
    await page.waitForURL("**/admin/content/team/*?language=hi");
    await page.getByRole("heading", { level: 1, name: "Ananya Rao: Hindi texts" }).waitFor();
    expect(await page.getByRole("navigation", { name: "Language of the form" }).getByRole("link", { name: "हिन्दी (Hindi)" }).getAttribute("aria-current")).toBe("page");
    expect(await axeViolations(page)).toEqual([]);

    // The first input is the name's, in Hindi, with its English read to screen readers as its description.
    for (let i = 0; i < 40 && (await page.evaluate(() => document.activeElement?.getAttribute("name"))) !== "name"; i += 1) await page.keyboard.press("Tab");
    const name = page.getByLabel("Name in Hindi");
    expect(await name.evaluate((input) => [input === document.activeElement, input.getAttribute("lang")])).toEqual([true, "hi"]);
    expect(await name.evaluate((input) => document.getElementById(input.getAttribute("aria-describedby")!.split(" ")[0]!)?.textContent)).toBe("English: Ananya Rao");
    await page.keyboard.type("अनन्या राव");
    await page.keyboard.press("Enter");
    await page.waitForURL("**/admin/content/team?saved=*&language=hi");
    await expect.poll(() => page.getByRole("status").first().textContent()).toContain("Saved Ananya Rao in Hindi.");
    expect(await page.locator("tbody tr").filter({ hasText: "Ananya Rao" }).textContent()).toContain("In Hindi");
    expect(await axeViolations(page)).toEqual([]);

    // Back in the Hindi form: what was saved; the English form is as it was.
    await page.goto(page.url().replace(/\?.*$/, "").replace(/\/team$/, `/team/${await page.locator("tbody tr").filter({ hasText: "Ananya Rao" }).getAttribute("data-entry-id")}?language=hi`));
    expect(await page.getByLabel("Name in Hindi").inputValue()).toBe("अनन्या राव");
    await page.getByRole("link", { name: "English", exact: true }).click();
    await page.getByRole("heading", { level: 1, name: "Ananya Rao" }).waitFor();
    expect(await page.getByLabel("Name", { exact: true }).inputValue()).toBe("Ananya Rao");

    // Emptying a person's Hindi texts in their Hindi form leaves them English only: the reader gets the English.
    await page.goto("/admin/content/team");
    await waitForHydration(page);
    await tabTo(page, "Edit the Hindi of Priya Nair");
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { level: 1, name: "Priya Nair: Hindi texts" }).waitFor();
    const focusedName = () => page.evaluate(() => document.activeElement?.getAttribute("name"));
    for (let i = 0; i < 40 && (await focusedName()) !== "bio"; i += 1) await page.keyboard.press("Tab");
    expect(await page.getByLabel("Bio in Hindi").inputValue()).toContain("प्रिया");
    await page.keyboard.press("Control+A");
    await page.keyboard.press("Delete");
    for (let i = 0; i < 5 && (await focusedName()) !== "focus"; i += 1) await page.keyboard.press("Shift+Tab");
    expect(await page.getByLabel("Focus in Hindi").inputValue()).toBe("वित्त और ऑपरेशंस");
    await page.keyboard.press("Control+A");
    await page.keyboard.press("Delete");
    await page.keyboard.press("Enter");
    await page.waitForURL("**/admin/content/team?saved=*&language=hi");
    await expect.poll(() => page.getByRole("status").first().textContent()).toContain("Saved Priya Nair in Hindi.");
    expect(await page.locator("tbody tr").filter({ hasText: "Priya Nair" }).textContent()).toContain("English only");

    // The overview counts the team, its untranslated members opened from the keyboard.
    await page.goto("/admin/translations");
    await waitForHydration(page);
    const team = page.locator('tr[data-collection="team"]');
    expect(await team.textContent()).toContain(`1 of ${members} team members has no हिन्दी version`);
    await team.locator("summary").focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => team.locator("details").evaluate((details) => (details as HTMLDetailsElement).open)).toBe(true);
    // (Chromium puts a space before the visually hidden part of the name.)
    expect(await team.getByRole("link", { name: /^Priya Nair\s?: its Hindi texts$/ }).getAttribute("href")).toMatch(/^\/admin\/content\/team\/\d+\?language=hi$/);
    expect(await axeViolations(page)).toEqual([]);
  });
});
