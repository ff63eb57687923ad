/**
 * The media library page (issue 17) in Chromium: several images uploaded at once with a progress bar each, SVG
 * refused with its message, alt text edited and a delete confirmed with the keyboard alone, a delete refused for
 * an image a post uses, and axe on the page and the open dialog.
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations, launchBrowser, waitForHydration, type Browser, type Page } from "../support/browser";
import { imageBytes, svgWithScript } from "../support/media";
import { startServer, type RunningServer } from "../support/server";
import { signedInContext, signInOverHttp } from "../support/signed-in";
import { temporaryDirectory } from "../../scripts/lib/temp-dir";

let server: RunningServer;
let browser: Browser;
const files = temporaryDirectory("media-e2e-");
beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  fs.writeFileSync(path.join(files, "harbour.jpg"), await imageBytes("jpeg", 2400, 1600, { exif: true }));
  fs.writeFileSync(path.join(files, "diagram.png"), await imageBytes("png", 900, 600));
  fs.writeFileSync(path.join(files, "badge.webp"), await imageBytes("webp", 500, 500));
  fs.writeFileSync(path.join(files, "logo.svg"), svgWithScript);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  fs.rmSync(files, { recursive: true, force: true });
});

const card = (page: Page, name: string) => page.getByRole("article", { name });

describe("the media library page", () => {
  it("uploads several images with progress, edits alt text, and deletes with confirmation, by keyboard", { timeout: 120_000 }, async () => {
    const { context } = await signedInContext(browser, await signInOverHttp(server.url));
    const page = await context.newPage();
    await page.goto("/admin/media");
    await waitForHydration(page);
    await expect.poll(() => page.getByText("No images yet.").isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    // SVG: refused with a message that says why.
    await page.locator("#media-files").setInputFiles(path.join(files, "logo.svg"));
    await page.getByRole("button", { name: "Upload", exact: true }).focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => page.getByRole("list", { name: "Uploads" }).getByRole("alert").textContent()).toContain("SVG files are refused because they can carry scripts");

    // Three at once: a progress bar per file, each ending full, then the list shows them.
    await page.locator("#media-files").setInputFiles(["harbour.jpg", "diagram.png", "badge.webp"].map((name) => path.join(files, name)));
    await page.getByRole("button", { name: "Upload", exact: true }).focus();
    await page.keyboard.press("Enter");
    const uploads = page.getByRole("list", { name: "Uploads" });
    expect(await uploads.locator("progress").count()).toBe(3);
    for (const name of ["harbour.jpg", "diagram.png", "badge.webp"]) {
      const bar = page.getByRole("progressbar", { name: `Upload of ${name}` });
      await expect.poll(() => bar.getAttribute("value"), { timeout: 60_000 }).toBe("100");
    }
    await expect.poll(() => uploads.getByText("Uploaded").count(), { timeout: 60_000 }).toBe(3);
    await expect.poll(() => page.getByRole("list", { name: "Images" }).getByRole("article").count()).toBe(3);
    expect(await page.getByText("No images yet.").count()).toBe(0);

    // Alt text by keyboard: type in the field, Enter saves.
    const harbour = card(page, "harbour.jpg");
    await harbour.getByLabel("Alt text").focus();
    await page.keyboard.type("Boats in the harbour at dawn");
    await page.keyboard.press("Enter");
    await expect.poll(() => harbour.getByRole("status").textContent()).toBe("Saved.");
    expect(await harbour.getByText("No alt text").count()).toBe(0);

    // A post uses the diagram: its delete is refused with the post's name.
    const diagramUrl = (await card(page, "diagram.png").getByRole("link", { name: "Open diagram.png at full size" }).getAttribute("href"))!;
    const created = await page.request.post("/api/blogs", {
      headers: { Origin: server.url },
      data: { title: "Architecture Notes", excerpt: "How it fits.", category: "Engineering", image: diagramUrl, content: "<p>See the cover.</p>", tags: "" },
    });
    expect(created.status()).toBe(201);
    await page.reload();
    await waitForHydration(page);
    const diagram = card(page, "diagram.png");
    expect(await diagram.getByRole("link", { name: "Architecture Notes" }).count()).toBe(1);
    await diagram.getByRole("button", { name: "Delete diagram.png" }).focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("alertdialog", { name: "Delete this image?" });
    await dialog.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    // Cancel has focus first; Tab reaches Delete.
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect.poll(() => diagram.getByRole("alert").textContent()).toBe(
      'This image is used in the post "Architecture Notes". Remove it there first, then delete it.',
    );

    // The unused badge: Escape cancels, then Delete confirmed removes it.
    const badge = card(page, "badge.webp");
    await badge.getByRole("button", { name: "Delete badge.webp" }).focus();
    await page.keyboard.press("Enter");
    await dialog.waitFor();
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    // Radix gives focus back to the trigger in a task after the dialog has gone from the page: wait for it.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Delete badge.webp");
    await page.keyboard.press("Enter");
    await dialog.waitFor();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect.poll(() => page.getByRole("list", { name: "Images" }).getByRole("article").count()).toBe(2);
    expect(await card(page, "badge.webp").count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    // The edited alt text is stored.
    await page.reload();
    expect(await card(page, "harbour.jpg").getByLabel("Alt text").inputValue()).toBe("Boats in the harbour at dawn");
    await context.close();
  });
});
