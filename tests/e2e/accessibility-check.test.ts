/**
 * The publish check for accessibility in a real browser (issue 34, decision 0032): an editor's publish with an
 * image without alt text is refused with the finding listed next to the status, the editor fixes it with the
 * keyboard and publishes; an override publishes past an error; the report lists what is published. Axe at 0 on the
 * editor with findings and on the report.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations, launchBrowser, waitForHydration, type Browser, type Page } from "../support/browser";
import { fillContentAsHtml } from "../support/editor";
import { startServer, type RunningServer } from "../support/server";
import { giveRoleOverHttp, signedInContext, signInOverHttp, signUpOverHttp } from "../support/signed-in";

let server: RunningServer;
let browser: Browser;
let editor: Page;

async function fillPost(page: Page, title: string, content: string) {
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Excerpt").fill("Checked before it goes out.");
  await page.getByLabel("Category").fill("Accessibility");
  await page.getByLabel("Image URL").fill("/images/blog/fast-websites.svg");
  await fillContentAsHtml(page, content);
}

const panel = (page: Page) => page.getByRole("region", { name: "Accessibility check" });

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  // A reader signs up and the admin makes them an editor, over HTTP (the forms are tested in auth and team-publishing).
  const nila = await signUpOverHttp(server.url, { name: "Nila Editor", email: "nila@team.example", password: "team-pass-1" });
  await giveRoleOverHttp(await signInOverHttp(server.url), "Nila Editor", "editor");
  editor = await (await signedInContext(browser, nila)).context.newPage();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("the publish check", () => {
  it("refuses an image without alt text, lists it, and publishes once it is fixed with the keyboard", async () => {
    await editor.goto("/blog/create");
    await waitForHydration(editor);
    await fillPost(editor, "Our New Office", '<h2>Moving day</h2><p>We moved.</p><img src="/images/blog/fast-websites.svg">');
    // The server's check follows the text as it is typed (with the preview).
    await panel(editor).getByText("1 error: errors block publishing.").waitFor();
    await panel(editor).getByText("An image without alt text").waitFor();
    await editor.getByRole("button", { name: "Create Post" }).click();
    await editor.getByText("Not published: the post has 1 accessibility error").waitFor();
    expect(editor.url()).toContain("/blog/create");
    // The refusal lands on the list; the editor, who may override, is offered the named box.
    expect(await editor.evaluate(() => document.activeElement?.id)).toBe("accessibility-check");
    await panel(editor).getByLabel("Publish anyway: I have checked these").waitFor();
    expect(await axeViolations(editor)).toEqual([]);

    // The fix, by keyboard only: into Content, to the end, before the closing ">", type the alt text.
    const content = editor.getByRole("textbox", { name: "Content" });
    await content.focus();
    await editor.keyboard.press("Control+End");
    await editor.keyboard.press("ArrowLeft");
    await editor.keyboard.type(' alt="Our reception desk with the new logo"');
    await panel(editor).getByText("No problems found.").waitFor();
    expect(await panel(editor).getByLabel("Publish anyway: I have checked these").count()).toBe(0);
    await editor.getByRole("button", { name: "Create Post" }).focus();
    await editor.keyboard.press("Enter");
    await editor.waitForURL("**/blog/our-new-office");
    // The URL changes before React renders the post (a client-side navigation): wait for the image itself.
    await editor.getByRole("article").getByRole("img", { name: "Our reception desk with the new logo" }).waitFor();
  });

  it("an override publishes past an error, and the report lists the published post's findings", async () => {
    await editor.goto("/blog/create");
    await waitForHydration(editor);
    await fillPost(editor, "Published Past An Error", '<h2>Links</h2><p><a href="https://example.com/"></a> and <a href="https://example.com/more">read more</a></p>');
    await panel(editor).getByText("1 error, 1 warning: errors block publishing.").waitFor();
    const override = panel(editor).getByLabel("Publish anyway: I have checked these");
    await override.focus();
    await editor.keyboard.press("Space");
    expect(await override.isChecked()).toBe(true);
    await editor.getByRole("button", { name: "Create Post" }).click();
    await editor.waitForURL("**/blog/published-past-an-error");

    await editor.goto("/admin/accessibility");
    await waitForHydration(editor);
    await editor.getByRole("heading", { level: 2, name: "Published Past An Error" }).waitFor();
    await editor.getByText("A link with no text").waitFor();
    expect(await editor.getByRole("heading", { level: 2, name: "Our New Office" }).count()).toBe(0);
    expect(await axeViolations(editor)).toEqual([]);
    await editor.getByRole("link", { name: "Edit “Published Past An Error”" }).click();
    await editor.waitForURL(/\/blog\/edit\/\d+#accessibility-check$/);
    await panel(editor).getByText("A link with no text").waitFor();
  });

  it("the review queue shows a submitted post's findings and the override, with axe at 0", async () => {
    await editor.goto("/blog/create");
    await waitForHydration(editor);
    await fillPost(editor, "Waiting With A Gap", '<h2>Plan</h2><img src="/images/blog/fast-websites.svg">');
    await editor.getByRole("radio", { name: /Submit for review/ }).check();
    await editor.getByRole("button", { name: "Create Post" }).click();
    await editor.waitForURL("**/blog/waiting-with-a-gap");
    await editor.goto("/admin/review");
    await waitForHydration(editor);
    const card = editor.getByRole("listitem").filter({ has: editor.getByRole("heading", { name: "Waiting With A Gap" }) });
    await card.getByText("An image without alt text").waitFor();
    await card.getByLabel("Publish anyway: I have checked these").waitFor();
    expect(await axeViolations(editor)).toEqual([]);
    await card.getByRole("button", { name: "Publish now" }).click();
    await card.getByRole("alert").getByText("Not published: the post has 1 accessibility error").waitFor();
  });
});
