import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../support/app";
import { adminCookie, postForm, roleCookie } from "../support/auth";
import { createPostViaApi } from "../support/blog";

/** Posts translated as linked documents (issue 35): "Translate" in the admin, and the blog in Hindi. */
let app: TestApp;
let admin: string;
beforeEach(async () => {
  app = await startTestApp();
  admin = await adminCookie(app);
});
afterEach(() => app.close());

const page = async (path: string, cookie = "") => {
  const response = await app.fetch(path, { headers: cookie ? { Cookie: cookie } : {} });
  return { response, html: await response.text() };
};
const main = (html: string) => html.slice(html.indexOf("<main"), html.indexOf("</main>"));
const translate = (id: number, cookie: string, language = "hi") => postForm(app, `/blog/edit/${id}`, { intent: "translate", language }, { Cookie: cookie });

describe("Translate in the admin", () => {
  it("makes a Hindi draft from the original, opens it beside the original, and opens the same draft the second time", async () => {
    const original = await createPostViaApi(app, admin, { title: "Smart glasses in Pune", excerpt: "What we learnt.", content: "<p>Field notes from Pune.</p>" });
    const before = main((await page(`/blog/edit/${original.id}`, admin)).html);
    expect(before).toContain("Translate to");
    expect(before).toMatch(/<button[^>]*type="submit"[^>]*>Translate to <span lang="hi"[^>]*>हिन्दी<\/span>/);

    const made = await translate(original.id, admin);
    expect(made.status).toBe(303);
    const draftPath = made.headers.get("location")!;
    expect(draftPath).toMatch(/^\/blog\/edit\/\d+$/);
    expect(draftPath).not.toBe(`/blog/edit/${original.id}`);

    const editor = main((await page(draftPath, admin)).html);
    // The original beside the form, read only: its title, excerpt and content.
    const beside = editor.slice(editor.indexOf('aria-labelledby="original-heading"'), editor.indexOf("</aside>"));
    expect(beside).toContain("Original (English), read only");
    expect(beside).toContain("Smart glasses in Pune");
    expect(beside).toContain("What we learnt.");
    expect(beside).toContain("<p>Field notes from Pune.</p>");
    expect(beside).not.toMatch(/<(input|textarea)/);
    expect(editor).toContain(`href="/blog/edit/${original.id}"`);
    // The draft's form starts from the original's text, for the translator to write over.
    expect(editor).toMatch(/<input[^>]*name="title"[^>]*value="Smart glasses in Pune"/);

    // Pressing Translate again opens the same draft; from the original, its editor links to it.
    expect((await translate(original.id, admin)).headers.get("location")).toBe(draftPath);
    expect(main((await page(`/blog/edit/${original.id}`, admin)).html)).toContain(`href="${draftPath}"`);
    // A reader may not translate; a language the site does not have is a 400 with a message.
    expect((await translate(original.id, await roleCookie(app, "user"))).status).not.toBe(303);
    const unknown = await translate(original.id, admin, "fr");
    expect(unknown.status).toBe(400);
    expect(await unknown.text()).toContain("There is no such language on this site.");
  });

  it("lists each post's language and whether its translation exists", async () => {
    const translated = await createPostViaApi(app, admin, { title: "Translated post" });
    await createPostViaApi(app, admin, { title: "Lonely post" });
    await translate(translated.id, admin);
    const list = main((await page("/admin/posts", admin)).html);
    const row = (title: string) => {
      const start = list.lastIndexOf("<tr", list.indexOf(`>${title}<`));
      return list.slice(start, list.indexOf("</tr>", start));
    };
    expect(row("Lonely post")).toMatch(/>English<\/span>.*No <span lang="hi"[^>]*>हिन्दी<\/span> version/);
    expect(row("Lonely post")).not.toContain("version (draft)");
    const englishRow = list.slice(list.lastIndexOf("<tr", list.indexOf(`href="/blog/translated-post"`)));
    expect(englishRow.slice(0, englishRow.indexOf("</tr>"))).toMatch(/>English<\/span>.*<span lang="hi"[^>]*>हिन्दी<\/span> version \(draft\)/);
  });
});
