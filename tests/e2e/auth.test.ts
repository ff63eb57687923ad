import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations, launchBrowser, newContext, PHONE, waitForHydration, type Browser, type Page } from "../support/browser";
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

async function openPage(path: string, viewport?: { width: number; height: number }) {
  const { context } = await newContext(browser, server.url, viewport);
  const page = await context.newPage();
  await page.goto(path);
  await waitForHydration(page);
  return { context, page };
}

function alertText(page: Page) {
  return page.locator("main").getByRole("alert").textContent();
}

async function fillSignup(page: Page, fields: { name: string; email: string; password: string; confirm: string }) {
  await page.locator("main").getByLabel("Full Name").fill(fields.name);
  await page.locator("main").getByLabel("Email", { exact: true }).fill(fields.email);
  await page.locator("main").getByLabel("Password", { exact: true }).fill(fields.password);
  await page.locator("main").getByLabel("Confirm Password").fill(fields.confirm);
}

/** Holds the form's POST for a moment so the busy state can be seen, then lets it through to the real server. */
async function slowDownPosts(page: Page) {
  await page.route("**/*", async (route) => {
    if (route.request().method() === "POST") await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
}

describe("login page", () => {
  it("is titled Admin Login and shows the SPEC's messages", async () => {
    const { context, page } = await openPage("/login");
    expect(await page.title()).toBe("Admin Login | Vyoma Technologies");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Admin Login");
    await page.getByRole("button", { name: "Login" }).click();
    expect(await alertText(page)).toBe("Please enter both email and password");
    await page.locator("main").getByLabel("Email", { exact: true }).fill("admin@example.com");
    await page.locator("main").getByLabel("Password", { exact: true }).fill("wrong-password");
    await page.getByRole("button", { name: "Login" }).click();
    await expect.poll(() => alertText(page)).toBe("Invalid credentials");
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it("shows Logging in... while busy, then lands on /blog with the email and Logout in the header", async () => {
    const { context, page } = await openPage("/login");
    await page.locator("main").getByLabel("Email", { exact: true }).fill("admin@example.com");
    await page.locator("main").getByLabel("Password", { exact: true }).fill("admin-password");
    await slowDownPosts(page);
    await page.getByRole("button", { name: "Login" }).click();
    const busy = page.getByRole("button", { name: "Logging in..." });
    await busy.waitFor();
    expect(await busy.isDisabled()).toBe(true);
    await page.waitForURL("**/blog");
    const header = page.locator("header");
    await expect.poll(() => header.getByText("admin@example.com").filter({ visible: true }).isVisible()).toBe(true);
    expect(await header.getByRole("link", { name: "Admin", exact: true }).filter({ visible: true }).isVisible()).toBe(true);
    // The session survives a reload.
    await page.reload();
    expect(await header.getByText("admin@example.com").filter({ visible: true }).isVisible()).toBe(true);
    await header.getByRole("button", { name: "Logout" }).filter({ visible: true }).click();
    await page.waitForURL(`${server.url}/`);
    await expect.poll(() => header.getByText("admin@example.com").filter({ visible: true }).count()).toBe(0);
    expect(await header.getByRole("button", { name: "Logout" }).count()).toBe(0);
    await context.close();
  });
});

describe("signup page", () => {
  it("shows each validation message of SPEC section 5", async () => {
    const { context, page } = await openPage("/signup");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Create an Account");
    expect(await page.getByRole("link", { name: "Log in" }).getAttribute("href")).toBe("/login");
    const submit = page.getByRole("button", { name: "Create Account" });
    await submit.click();
    expect(await alertText(page)).toBe("Please fill out all fields");
    await fillSignup(page, { name: "Ravi", email: "ravi@example.com", password: "secret1", confirm: "secret2" });
    await submit.click();
    expect(await alertText(page)).toBe("Passwords do not match");
    await fillSignup(page, { name: "Ravi", email: "ravi@example.com", password: "abc", confirm: "abc" });
    await submit.click();
    expect(await alertText(page)).toBe("Password must be at least 6 characters");
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it("creates an account with Creating Account... while busy; the new user is kept out of /admin", async () => {
    const { context, page } = await openPage("/signup", PHONE);
    await fillSignup(page, { name: "Meera Iyer", email: "meera@example.com", password: "secret1", confirm: "secret1" });
    await slowDownPosts(page);
    await page.getByRole("button", { name: "Create Account" }).click();
    const busy = page.getByRole("button", { name: "Creating Account..." });
    await busy.waitFor();
    expect(await busy.isDisabled()).toBe(true);
    await page.waitForURL("**/blog");
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect.poll(() => page.getByRole("navigation", { name: "Mobile" }).getByText("meera@example.com").isVisible()).toBe(true);
    await page.goto("/admin");
    expect(new URL(page.url()).pathname).toBe("/");
    await page.goto("/blog/create");
    expect(new URL(page.url()).pathname).toBe("/blog");
    await context.close();
  });

  it("answers a taken email with the SPEC's failure message", async () => {
    const { context, page } = await openPage("/signup");
    await fillSignup(page, { name: "Someone", email: "admin@example.com", password: "secret1", confirm: "secret1" });
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect.poll(() => alertText(page)).toBe("Failed to create an account. Please try again.");
    await context.close();
  });
});
