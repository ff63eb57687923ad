import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { hi } from "~/i18n/hi";
import { launchBrowser, newContext, waitForHydration, waitOutMinimumFillTime, type Browser } from "../support/browser";
import { fixtures } from "../support/careers";
import { startServer, type RunningServer } from "../support/server";

/** Issue 35: a Hindi reader applies for the sample Hindi position with the keyboard alone (decision 0051). */
let server: RunningServer;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const t = hi.careers;

it("applies in Hindi with the keyboard alone: Hindi errors first, then the Hindi thanks", async () => {
  const { context } = await newContext(browser, server.url);
  const page = await context.newPage();
  await page.goto(`/hi/careers/${encodeURIComponent("एम्बेडेड-सिस्टम्स-इंटर्न")}#apply`);
  await waitForHydration(page);
  const form = page.locator("form[enctype='multipart/form-data']");
  // Sent empty from the keyboard: the browser's checks answer in Hindi and put focus on the first field.
  await form.getByRole("button", { name: t.form.submit }).focus();
  await page.keyboard.press("Enter");
  await expect.poll(() => form.getByRole("alert").first().textContent()).toContain(t.form.checkFields);
  await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("name");
  await page.keyboard.type("आशा राव");
  await page.keyboard.press("Tab");
  await page.keyboard.type("asha.hindi@example.com");
  await page.keyboard.press("Tab");
  await page.keyboard.type("+91 98765 43210");
  await page.keyboard.press("Tab");
  await page.keyboard.type("2");
  // The optional fields are skipped; the file chooser takes the file as a keyboard user's dialog would give it.
  await form.getByLabel(t.form.resume, { exact: true }).setInputFiles(path.join(fixtures, "resume.pdf"));
  await form.getByLabel(t.form.resume, { exact: true }).focus();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Space");
  expect(await form.getByRole("checkbox").first().isChecked()).toBe(true);
  await waitOutMinimumFillTime(page);
  await form.getByRole("button", { name: t.form.submit }).focus();
  await page.keyboard.press("Enter");
  await page.getByRole("heading", { name: t.messages.appliedTitle }).waitFor();
  await context.close();
});
