import type { Locator, Page } from "playwright-core";

/** The href attribute of every element the locator matches, in order. */
export function hrefsOf(locator: Locator): Promise<Array<string | null>> {
  return locator.evaluateAll((elements) => elements.map((element) => element.getAttribute("href")));
}

/** The trimmed text of every element the locator matches, in order. */
export async function textsOf(locator: Locator): Promise<string[]> {
  return (await locator.allTextContents()).map((text) => text.replace(/\s+/g, " ").trim());
}

/** aria-pressed of every button the locator matches, in order. */
export function pressedStates(buttons: Locator): Promise<Array<string | null>> {
  return buttons.evaluateAll((elements) => elements.map((element) => element.getAttribute("aria-pressed")));
}

export async function metaContent(page: Page, selector: string): Promise<string | null> {
  return page.locator(selector).first().getAttribute("content");
}

/** Errors the page logs or throws (hydration mismatches, CSP refusals, exceptions), collected from now on. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}
