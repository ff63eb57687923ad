/**
 * Issue 32, item 4: Content is the SPEC's HTML textarea for everyone until they choose the visual editor; the
 * choice (the post form's "HTML" / "Visual editor" switch posts it to /admin/profile) is kept per account.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadContentView } from "~/modules/auth/preferences.server";
import { startTestApp, type TestApp } from "../support/app";
import { postForm, roleUser, userCookie } from "../support/auth";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

describe("each person's Content view", () => {
  it("is HTML by default, remembers one person's switch to the visual editor and back, and leaves others on HTML", async () => {
    const writer = await roleUser(app, "author");
    const colleague = await roleUser(app, "editor");
    expect(await loadContentView(app.services, { userId: writer.id })).toBe("html");

    const chosen = await postForm(app, "/admin/profile", { intent: "content-view", view: "visual" }, { Cookie: writer.cookie });
    expect(chosen.status).toBe(200);
    expect(await loadContentView(app.services, { userId: writer.id })).toBe("visual");
    expect(await loadContentView(app.services, { userId: colleague.id })).toBe("html");

    expect((await postForm(app, "/admin/profile", { intent: "content-view", view: "html" }, { Cookie: writer.cookie })).status).toBe(200);
    expect(await loadContentView(app.services, { userId: writer.id })).toBe("html");
  });

  it("refuses an unknown view with 400 and keeps the stored choice; a reader cannot store one", async () => {
    const writer = await roleUser(app, "author");
    await postForm(app, "/admin/profile", { intent: "content-view", view: "visual" }, { Cookie: writer.cookie });
    const wrong = await postForm(app, "/admin/profile", { intent: "content-view", view: "wysiwyg" }, { Cookie: writer.cookie });
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain("Choose the HTML view or the visual editor.");
    expect(await loadContentView(app.services, { userId: writer.id })).toBe("visual");

    const rowsBefore = await app.database.db.selectFrom("user_preferences").select("user_id").execute();
    const reader = await postForm(app, "/admin/profile", { intent: "content-view", view: "visual" }, { Cookie: await userCookie(app) });
    expect(reader.status).toBeGreaterThanOrEqual(300);
    expect(reader.status).toBeLessThan(400);
    expect(await app.database.db.selectFrom("user_preferences").select("user_id").execute()).toHaveLength(rowsBefore.length);
  });
});
