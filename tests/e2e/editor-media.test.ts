/**
 * Inserting a library image from the post editor, end to end (issue 17: "image with alt text from the library ...
 * see the <picture> on the public page"): the image is uploaded through /admin/media, picked in the editor's
 * picker (media.json), inserted as <img src alt width height>, and the public post renders it as <picture>.
 */
import { deflateSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations, launchBrowser, sharedPages, waitForHydration, type Browser, type Page } from "../support/browser";
import { contentViewButton, openVisualEditor } from "../support/editor";
import { uploadImages } from "../support/media";
import { startServer, type RunningServer } from "../support/server";
import { httpClient, signedInContext, signInOverHttp, type SignedInState } from "../support/signed-in";

let server: RunningServer;
let browser: Browser;
/** The sample admin's session, signed in once over HTTP (tests/support/signed-in.ts). */
let admin: SignedInState;
/**
 * The admin's page, shared by the tests: none changes a cookie or storage (the site keeps none in the browser), and
 * each writes its own post and images, so a test needs no new context (a first load in a new context costs Chromium
 * three to four times a load in a page already open, docs/test-speed.md). Each test starts with a navigation.
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

/** A real PNG (one colour), made here so the test needs no binary fixture. */
function solidPng(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x3b)]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk("IHDR", header), chunk("IDAT", pixels), chunk("IEND", Buffer.alloc(0))]);
}

/** Uploads one image through the media page's form, as staff do, and waits until the library lists it. */
async function uploadThroughMediaPage(page: Page, filename: string) {
  await page.goto("/admin/media");
  await waitForHydration(page);
  await page.locator("#media-files").setInputFiles({ name: filename, mimeType: "image/png", buffer: solidPng(1600, 900) });
  await page.getByRole("button", { name: "Upload", exact: true }).click();
  // Named, not counted: other tests of this file upload into the same library.
  await expect.poll(() => page.getByRole("list", { name: "Images" }).getByRole("article", { name: filename }).count(), { timeout: 60_000 }).toBe(1);
}

/** Uploads one image through the upload endpoint the Media page's script posts to, where the page is not the subject. */
async function uploadOverHttp(filename: string) {
  const response = await uploadImages(httpClient(server.url), admin.cookies, [{ name: filename, bytes: solidPng(1600, 900), type: "image/png" }]);
  expect(response.status, await response.clone().text()).toBeLessThan(300);
}

describe("inserting a library image from the post editor", () => {
  it("shows an empty library as such, with the upload inside and the way to the Media page", async () => {
    const page = adminPage;
    await page.goto("/blog/create");
    await waitForHydration(page);
    await openVisualEditor(page);
    await page.getByRole("toolbar").getByRole("button", { name: "Image from library" }).click();
    const picker = page.getByRole("dialog", { name: "Insert an image from the library" });
    await picker.getByText("The library has no images yet.").waitFor();
    expect(await picker.getByLabel("Upload new images").count()).toBe(1);
    expect(await picker.getByRole("link", { name: "Media page (opens in a new tab)" }).getAttribute("href")).toBe("/admin/media");
    expect(await axeViolations(page)).toEqual([]);
  });

  it("requires alt text naming the image, inserts it with its size, and the public page shows a <picture>", async () => {
    const page = adminPage;
    // The upload leaves the library's alt text empty, so the picker must ask for it.
    await uploadThroughMediaPage(page, "harbour-at-dawn.png");

    await page.goto("/blog/create");
    await waitForHydration(page);
    const editor = await openVisualEditor(page);
    await page.getByLabel("Title").fill("Illustrated From The Library");
    await page.getByLabel("Excerpt").fill("A post with a library image.");
    await page.getByLabel("Category").fill("E2E Media");

    // The cover: "Choose from library" puts the image's address in Image URL.
    await page.getByRole("button", { name: "Choose from library" }).click();
    const cover = page.getByRole("dialog", { name: "Choose a cover image from the library" });
    await cover.getByRole("button", { name: /harbour-at-dawn\.png/ }).click();
    await cover.getByRole("button", { name: "Use as cover image" }).click();
    expect(await page.getByLabel("Image URL").inputValue()).not.toBe("");

    // The body image, by keyboard: Alt+F10 to the toolbar, End/arrows to the image button.
    await editor.click();
    await page.keyboard.type("Before the picture.");
    await page.keyboard.press("Alt+F10");
    for (let step = 0; step < 16; step++) {
      if ((await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))) === "Image from library") break;
      await page.keyboard.press("ArrowRight");
    }
    await page.keyboard.press("Enter");
    const picker = page.getByRole("dialog", { name: "Insert an image from the library" });
    await picker.getByRole("button", { name: /harbour-at-dawn\.png/ }).click();
    const insert = picker.getByRole("button", { name: "Insert image" });
    await picker.getByText('"harbour-at-dawn.png" has no alt text.').waitFor();
    expect(await insert.isDisabled()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await picker.getByLabel("Alt text").fill("A harbour at dawn, boats at their moorings");
    expect(await insert.isDisabled()).toBe(false);
    await insert.click();
    await expect.poll(() => picker.count()).toBe(0);
    const image = editor.getByRole("img", { name: "A harbour at dawn, boats at their moorings" });
    expect(await image.getAttribute("width")).toBe("1600");
    expect(await image.getAttribute("height")).toBe("900");

    await page.getByRole("button", { name: "Create Post" }).click();
    await page.waitForURL("**/blog/illustrated-from-the-library");
    const article = page.getByRole("article");
    const picture = article.locator("picture").filter({ has: page.getByRole("img", { name: "A harbour at dawn, boats at their moorings" }) });
    await picture.waitFor();
    expect(await picture.locator("source").count()).toBeGreaterThan(0);
  });

  it("uploads inside the picker: per-file progress and answer, a refused file says why, then the new image is listed and inserted", async () => {
    const page = adminPage;
    await page.goto("/blog/create");
    await waitForHydration(page);
    const editor = await openVisualEditor(page);
    await page.getByRole("toolbar").getByRole("button", { name: "Image from library" }).click();
    const picker = page.getByRole("dialog", { name: "Insert an image from the library" });
    const uploads = picker.getByRole("list", { name: "Uploads" });
    // Two files at once: a real PNG, and a text file named like one (the server checks the content, as on the Media page).
    await picker.getByLabel("Upload new images").setInputFiles([
      { name: "lighthouse-at-dusk.png", mimeType: "image/png", buffer: solidPng(1200, 800) },
      { name: "not-really.png", mimeType: "image/png", buffer: Buffer.from("just some text, not an image") },
    ]);
    await expect.poll(() => uploads.getByRole("listitem").count()).toBe(2);
    const row = (name: string) => uploads.getByRole("listitem").filter({ hasText: name });
    await row("lighthouse-at-dusk.png").getByText("Uploaded", { exact: true }).waitFor({ timeout: 60_000 });
    await row("not-really.png").getByRole("alert").waitFor({ timeout: 60_000 });
    expect(await row("not-really.png").getByRole("alert").textContent()).not.toBe("");
    expect(await axeViolations(page)).toEqual([]);
    // Listed without leaving the dialog or pressing Refresh, and pickable.
    await picker.getByRole("button", { name: /lighthouse-at-dusk\.png/ }).click({ timeout: 30_000 });
    await picker.getByLabel("Alt text").fill("A lighthouse at dusk");
    await picker.getByRole("button", { name: "Insert image" }).click();
    await expect.poll(() => picker.count()).toBe(0);
    expect(await editor.getByRole("img", { name: "A lighthouse at dusk" }).getAttribute("width")).toBe("1200");
  });

  it("keeps an inserted image and puts the caret after it, in the text: the words typed next follow the image (Enter or the button)", async () => {
    const page = adminPage;
    await uploadOverHttp("quay-at-noon.png");
    await page.goto("/blog/create");
    await waitForHydration(page);
    const editor = await openVisualEditor(page);
    await page.getByLabel("Title").fill("Words After Pictures");
    await page.getByLabel("Excerpt").fill("Typing on after an image.");
    await page.getByLabel("Category").fill("E2E Media");
    await page.getByLabel("Image URL").fill("/images/blog/fast-websites.svg");
    const picker = page.getByRole("dialog", { name: "Insert an image from the library" });
    const focusIsInText = () => editor.evaluate((element) => element.contains(document.activeElement));

    /** Alt+F10, the image button, the image, its alt text, then `confirm`; answers when the picker has closed. */
    async function insertByKeyboard(alt: string, confirm: "Enter" | "button") {
      await page.keyboard.press("Alt+F10");
      for (let step = 0; step < 16; step++) {
        if ((await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))) === "Image from library") break;
        await page.keyboard.press("ArrowRight");
      }
      await page.keyboard.press("Enter");
      await picker.getByRole("button", { name: /quay-at-noon\.png/ }).click();
      await picker.getByLabel("Alt text").fill(alt);
      if (confirm === "Enter") await page.keyboard.press("Enter");
      else await picker.getByRole("button", { name: "Insert image" }).click();
      await expect.poll(() => picker.count()).toBe(0);
      // Focus must be back in the text and stay there (the dialog's own focus return comes a moment after closing).
      await expect.poll(focusIsInText).toBe(true);
      await page.waitForTimeout(500);
      expect(await focusIsInText()).toBe(true);
    }

    await editor.click();
    await page.keyboard.type("Before the picture.");
    await insertByKeyboard("A quay at noon", "Enter");
    await page.keyboard.type("After the picture.");
    // In the middle of a paragraph: the image goes between its halves, the caret before the second half.
    await page.keyboard.press("Enter");
    await page.keyboard.type("Left half, right half.");
    for (let i = 0; i < " right half.".length; i++) await page.keyboard.press("ArrowLeft");
    await expect.poll(() => page.evaluate(() => window.getSelection()?.anchorOffset)).toBe("Left half,".length);
    await page.waitForTimeout(300);
    await insertByKeyboard("The quay again", "button");
    await page.keyboard.type("Then");

    await page.getByRole("button", { name: "Create Post" }).click();
    await page.waitForURL("**/blog/words-after-pictures");
    const html = await page.getByRole("article").innerHTML();
    const order = ["<p>Before the picture.</p>", 'alt="A quay at noon"', "<p>After the picture.</p>", "<p>Left half,</p>", 'alt="The quay again"', "<p>Then right half.</p>"];
    for (const part of order) expect(html, part).toContain(part);
    const positions = order.map((part) => html.indexOf(part));
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });
  it("marks an image decorative in the picker: it goes in with alt=\"\" and the accessibility check finds nothing (decision 0032)", async () => {
    const page = adminPage;
    await uploadOverHttp("divider-line.png");
    await page.goto("/blog/create");
    await waitForHydration(page);
    const editor = await openVisualEditor(page);
    await editor.click();
    await page.getByRole("toolbar").getByRole("button", { name: "Image from library" }).click();
    const picker = page.getByRole("dialog", { name: "Insert an image from the library" });
    await picker.getByRole("button", { name: /divider-line\.png/ }).click();
    const insert = picker.getByRole("button", { name: "Insert image" });
    expect(await insert.isDisabled()).toBe(true);
    // An explicit choice by keyboard: nothing typed is not the same as decorative.
    await picker.getByLabel(/^Decorative/).focus();
    await page.keyboard.press("Space");
    expect(await picker.getByLabel("Alt text").isDisabled()).toBe(true);
    await insert.click();
    await expect.poll(() => picker.count()).toBe(0);
    await contentViewButton(page, "HTML").click();
    expect(await page.getByRole("textbox", { name: "Content" }).inputValue()).toMatch(/<img src="[^"]+" alt="" width="1600" height="900" loading="lazy">/);
    await page.getByRole("region", { name: "Accessibility check" }).getByText("No problems found.").waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });
});
