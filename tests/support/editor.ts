import type { Locator, Page } from "playwright-core";

/** The post form's Content once the visual editor has loaded (its toolbar is there). */
export async function waitForEditor(page: Page): Promise<Locator> {
  await page.getByRole("toolbar", { name: "Formatting" }).waitFor();
  return page.getByRole("textbox", { name: "Content" });
}

/** Types raw HTML into Content through the editor's "HTML" view, as someone who writes HTML would. */
export async function fillContentAsHtml(page: Page, html: string): Promise<void> {
  await waitForEditor(page);
  const toggle = page.getByRole("button", { name: "HTML", exact: true });
  if ((await toggle.getAttribute("aria-pressed")) !== "true") await toggle.click();
  await page.getByRole("textbox", { name: "Content" }).fill(html);
}
