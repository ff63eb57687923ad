import type { Locator, Page } from "playwright-core";

/** One of the two buttons that switch Content between the SPEC's HTML textarea and the visual editor. */
export function contentViewButton(page: Page, name: "HTML" | "Visual editor"): Locator {
  return page.getByRole("group", { name: "Edit as" }).getByRole("button", { name, exact: true });
}

/** The post form's Content once the visual editor has loaded (its toolbar is there). */
export async function waitForEditor(page: Page): Promise<Locator> {
  await page.getByRole("toolbar", { name: "Formatting" }).waitFor();
  return page.getByRole("textbox", { name: "Content" });
}

/** Content starts as the SPEC's HTML textarea; this switches to the visual editor (one click) and answers it. */
export async function openVisualEditor(page: Page): Promise<Locator> {
  const visual = contentViewButton(page, "Visual editor");
  await visual.waitFor();
  if ((await visual.getAttribute("aria-pressed")) !== "true") await visual.click();
  return waitForEditor(page);
}

/** Types raw HTML into Content's HTML view (everyone's default; switched to if this person chose the editor). */
export async function fillContentAsHtml(page: Page, html: string): Promise<void> {
  const toggle = contentViewButton(page, "HTML");
  await toggle.waitFor();
  if ((await toggle.getAttribute("aria-pressed")) !== "true") await toggle.click();
  await page.getByRole("textbox", { name: "Content" }).fill(html);
}
