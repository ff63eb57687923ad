import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../support/app";
import { adminCookie, postForm } from "../support/auth";
import { launchBrowser, waitForHydration, type Browser } from "../support/browser";
import { applicationForm, apply, formToken } from "../support/careers";

/**
 * The proof the HTML check cannot give: a handful of payloads rendered in Chromium, with the CSP switched off
 * (bypassCSP) so that only our escaping and sanitizing stand between the payload and execution. Every payload
 * calls a function that records the hit; the pages are loaded and hydrated, focus and hover are tried.
 */
const HIT = "window.__xssHits = (window.__xssHits || 0) + 1";
const PAYLOADS = [
  `<script>${HIT}</script>`,
  `<img src=x onerror="${HIT}">`,
  `"><svg onload="${HIT}">`,
  `'><details open ontoggle="${HIT}">`,
  `</textarea><input autofocus onfocus="${HIT}">`,
  `</script><script>${HIT}</script>`,
  `<a href="javascript:${HIT}" id="xss-link">click</a>`,
  `<iframe srcdoc="<script>parent.${HIT}</script>"></iframe>`,
];

let app: TestApp;
let browser: Browser;
let admin: string;
beforeAll(async () => {
  [app, browser] = await Promise.all([startTestApp(), launchBrowser()]);
  admin = await adminCookie(app);
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

describe("XSS payloads do not execute in Chromium, even without the CSP", () => {
  it("on the post, the job page, and the admin's message, application and editor views", async () => {
    const json = { Origin: app.url, Cookie: admin, "Content-Type": "application/json" };
    const joined = PAYLOADS.join(" ");
    const postResponse = await app.fetch("/api/blogs", {
        method: "POST",
        headers: json,
        body: JSON.stringify({ title: `XSS ${PAYLOADS[1]}`, excerpt: joined.slice(0, 500), category: PAYLOADS[2]!.slice(0, 60), tags: [PAYLOADS[1]!.slice(0, 40)], image: `https://images.example/a.png?${PAYLOADS[2]}`, content: joined }),
      });
    const post = (await postResponse.json()) as { id: number; slug: string };
    expect(postResponse.status, JSON.stringify(post)).toBe(201);
    const position = (await (
      await app.fetch("/api/positions", {
        method: "POST",
        headers: json,
        body: JSON.stringify({ title: `XSS ${PAYLOADS[5]}`, department: PAYLOADS[1], location: PAYLOADS[2], type: "Contract", description: joined.slice(0, 1000), detailedDescription: joined, requirements: PAYLOADS.join("\n") }),
      })
    ).json()) as { slug: string };
    expect(post.slug && position.slug).toBeTruthy();
    const contact = await postForm(app, "/contact.data", { variant: "subject", name: PAYLOADS[1]!, email: "x@example.com", phone: "", company: PAYLOADS[4]!.slice(0, 150), subject: "General Inquiry", message: joined, website: "", formToken: formToken(app) });
    expect(contact.status).toBe(200);
    expect((await apply(app, await applicationForm(app, { fields: { name: PAYLOADS[1]!, currentCompany: PAYLOADS[4]!.slice(0, 200) } }))).status).toBe(201);
    const applicationId = (await app.database.db.selectFrom("applications").select("id").executeTakeFirstOrThrow()).id;

    const context = await browser.newContext({ baseURL: app.url, bypassCSP: true });
    await context.addCookies(admin.split("; ").map((pair) => ({ name: pair.split("=")[0]!, value: pair.slice(pair.indexOf("=") + 1), url: app.url })));
    const dialogs: string[] = [];
    const page = await context.newPage();
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    // Control: the detector does see a payload that runs (unescaped, on a blank page).
    await page.setContent(`<img src=x onerror="${HIT}"><script>${HIT}</script>`);
    await page.waitForFunction(() => ((window as unknown as { __xssHits?: number }).__xssHits ?? 0) >= 2);
    const hits: Record<string, number> = {};
    for (const path of [`/blog/${post.slug}`, "/blog", `/careers/${position.slug}`, "/careers", `/blog/edit/${post.id}`, "/admin/messages", "/admin/applications", `/admin/applications/${applicationId}`]) {
      await page.goto(path);
      await waitForHydration(page);
      // Give event-handler payloads their chance: hover and focus everything once.
      await page.evaluate(() => {
        for (const element of Array.from(document.querySelectorAll("body *")).slice(0, 3000)) {
          element.dispatchEvent(new MouseEvent("mouseover", { bubbles: true }));
          (element as HTMLElement).focus?.();
        }
      });
      // Let image errors, toggles and frames settle: wait until the page's load event and two animation frames.
      await page.waitForLoadState("load");
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      hits[path] = await page.evaluate(() => (window as unknown as { __xssHits?: number }).__xssHits ?? 0);
      expect(await page.locator("#xss-link").count(), `${path}: a javascript: link survived`).toBe(0);
    }
    await context.close();
    expect(dialogs).toEqual([]);
    expect(Object.entries(hits).filter(([, count]) => count > 0)).toEqual([]);
  }, 90_000);
});
