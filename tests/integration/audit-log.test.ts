/**
 * The audit log (issue 33): the use cases record who did what, when and from which network at the moment they
 * succeed; admins read it at /admin/audit (filters, pages, CSV); nobody can change it; the daily job purges it.
 */
import fs from "node:fs";
import pino from "pino";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { careersHousekeeping } from "~/modules/careers/retention.server";
import { startTestApp, type TestApp } from "../support/app";
import { adminCookie, postForm, roleUser, TEST_ADMIN } from "../support/auth";
import { createPostViaApi, samplePost, sendJson } from "../support/blog";
import { applicationForm, apply, firstPosition, tempDataDir } from "../support/careers";
import { TestClock } from "../support/clock";

let app: TestApp;
let admin: string;
const clock = new TestClock();

beforeEach(async () => {
  clock.set("2027-03-10T06:00:00.000Z");
  app = await startTestApp({}, { clock, logger: pino({ level: "silent" }) });
  admin = await adminCookie(app);
});
afterEach(() => app.close());

const entries = () =>
  app.database.db.selectFrom("audit_events").select(["action", "actor_id", "subject_type", "subject_id", "summary", "ip", "at"]).orderBy("id").execute();
const adminId = async () => (await app.database.db.selectFrom("user").select("id").where("email", "=", TEST_ADMIN.email).executeTakeFirstOrThrow()).id;

describe("what the use cases record", () => {
  it("records sign-ins and refusals with the network only, never an unknown address or a password", async () => {
    const from = (ip: string) => ({ "X-Forwarded-For": ip });
    expect((await postForm(app, "/login", { email: TEST_ADMIN.email, password: TEST_ADMIN.password }, from("203.0.113.77"))).status).toBe(302);
    expect((await postForm(app, "/login", { email: TEST_ADMIN.email, password: "wrong-password-1" }, from("2001:db8:85a3:8d3::1"))).status).toBe(401);
    // A password typed into the email box: refused like an unknown address, and not kept.
    expect((await postForm(app, "/login", { email: "my-secret-passphrase", password: "x" }, from("::ffff:198.51.100.9"))).status).toBe(401);
    expect((await postForm(app, "/login", { email: "ghost@example.com", password: "hunter2-secret" }, from("198.51.100.9"))).status).toBe(401);
    const id = await adminId();
    const rows = (await entries()).filter((row) => row.action.startsWith("auth."));
    // The first sign-in is adminCookie's own (from 127.0.0.1).
    expect(rows.map(({ action, actor_id, subject_id, ip }) => ({ action, actor_id, subject_id, ip }))).toEqual([
      { action: "auth.sign_in", actor_id: id, subject_id: id, ip: "127.0.0.0/24" },
      { action: "auth.sign_in", actor_id: id, subject_id: id, ip: "203.0.113.0/24" },
      { action: "auth.sign_in_failed", actor_id: null, subject_id: id, ip: "2001:db8:85a3::/48" },
      { action: "auth.sign_in_failed", actor_id: null, subject_id: null, ip: "198.51.100.0/24" },
      { action: "auth.sign_in_failed", actor_id: null, subject_id: null, ip: "198.51.100.0/24" },
    ]);
    const text = JSON.stringify(await entries());
    for (const secret of ["ghost@example.com", "hunter2-secret", "wrong-password-1", TEST_ADMIN.password, "my-secret-passphrase"]) expect(text).not.toContain(secret);
  });

  it("records role changes and disabling in the same transaction as the change, and nothing for a refused one", async () => {
    const editor = await roleUser(app, "editor", "Meera Editor");
    const change = (fields: Record<string, string>) => postForm(app, "/admin/users", fields, { Cookie: admin });
    expect((await change({ intent: "role", id: editor.id, role: "author" })).status).toBe(200);
    expect((await change({ intent: "disable", id: editor.id })).status).toBe(200);
    expect((await change({ intent: "role", id: await adminId(), role: "user" })).status).toBe(409);
    const rows = (await entries()).filter((row) => row.action.startsWith("user."));
    expect(rows.map(({ action, actor_id, subject_id, summary }) => ({ action, actor_id, subject_id, summary }))).toEqual([
      { action: "user.role_changed", actor_id: await adminId(), subject_id: editor.id, summary: `Meera Editor <${editor.email}>: Editor → Author` },
      { action: "user.disabled", actor_id: await adminId(), subject_id: editor.id, summary: `Disabled Meera Editor <${editor.email}> and ended their sessions` },
    ]);
  });

  it("records a post going public, leaving it and being deleted; a plain edit is not an entry", async () => {
    const before = (await entries()).length;
    const post = await createPostViaApi(app, admin, { title: "Audited Post" });
    expect((await sendJson(app, "PUT", `/api/blogs/${post.id}`, samplePost({ title: "Audited Post", excerpt: "Edited." }), admin)).status).toBe(200);
    expect((await sendJson(app, "PUT", `/api/blogs/${post.id}`, samplePost({ title: "Audited Post", status: "draft" }), admin)).status).toBe(200);
    expect((await sendJson(app, "DELETE", `/api/blogs/${post.id}`, "", admin)).status).toBe(200);
    const rows = (await entries()).slice(before);
    expect(rows.map(({ action, subject_type, subject_id, summary }) => ({ action, subject_type, subject_id, summary }))).toEqual([
      { action: "post.published", subject_type: "post", subject_id: String(post.id), summary: "Published “Audited Post”" },
      { action: "post.unpublished", subject_type: "post", subject_id: String(post.id), summary: "Unpublished “Audited Post”" },
      { action: "post.deleted", subject_type: "post", subject_id: String(post.id), summary: "Deleted “Audited Post”" },
    ]);
    expect(new Set(rows.map((row) => row.actor_id))).toEqual(new Set([await adminId()]));
  });

  it("records positions opened, closed, reopened and deleted", async () => {
    const before = (await entries()).length;
    const created = await sendJson(
      app,
      "POST",
      "/api/positions",
      {
        title: "Audit Engineer",
        department: "Engineering",
        location: "Remote",
        type: "Full-time",
        description: "Keeps records.",
        detailedDescription: "Keeps every record.",
        requirements: "Care",
      },
      admin,
    );
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    expect((await postForm(app, "/careers", { intent: "close", id: String(id) }, { Cookie: admin })).status).toBe(200);
    expect((await postForm(app, "/careers", { intent: "reopen", id: String(id) }, { Cookie: admin })).status).toBe(200);
    expect((await sendJson(app, "DELETE", `/api/positions/${id}`, "", admin)).status).toBe(200);
    const rows = (await entries()).slice(before);
    expect(rows.map(({ action, summary }) => `${action}: ${summary}`)).toEqual([
      "position.opened: Opened the position “Audit Engineer”",
      "position.closed: Closed the position “Audit Engineer”",
      "position.opened: Opened the position “Audit Engineer” again",
      "position.deleted: Deleted the position “Audit Engineer”",
    ]);
  });
  it("records an application's status change with the position, never the candidate's details", async () => {
    const dataDir = tempDataDir();
    await app.close();
    app = await startTestApp({ DATA_DIR: dataDir }, { clock, logger: pino({ level: "silent" }) });
    admin = await adminCookie(app);
    try {
      const position = await firstPosition(app);
      const form = await applicationForm(app, { fields: { name: "Ravi Kumar", email: "ravi@example.com", positionId: String(position.id), position: position.title } });
      expect((await apply(app, form)).status).toBe(201);
      const { id } = await app.database.db.selectFrom("applications").select("id").executeTakeFirstOrThrow();
      expect((await postForm(app, `/admin/applications/${id}`, { intent: "status", status: "interview" }, { Cookie: admin })).status).toBe(200);
      const rows = (await entries()).filter((row) => row.action === "application.status_changed");
      expect(rows).toEqual([
        expect.objectContaining({ actor_id: await adminId(), subject_type: "application", subject_id: String(id), summary: `Application #${id} for “${position.title}”: New → Interview` }),
      ]);
      expect(JSON.stringify(rows)).not.toMatch(/Ravi|ravi@example/);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe("/admin/audit", () => {
  it("filters by person, action and date, pages, and exports the same filter as CSV", async () => {
    const editor = await roleUser(app, "editor", "Meera Editor");
    // 55 refusals yesterday from nobody, then the editor's sign-in today.
    clock.set("2027-03-09T06:00:00.000Z");
    for (let n = 0; n < 55; n += 1) await postForm(app, "/login", { email: "nobody@example.com", password: "wrong" }, { "X-Forwarded-For": `192.0.2.${n}` });
    clock.set("2027-03-10T07:00:00.000Z");
    // React separates neighbouring text with <!-- -->; the page's words are what count.
    const page = async (query: string) => (await (await app.fetch(`/admin/audit${query}`, { headers: { Cookie: admin } })).text()).replaceAll("<!-- -->", "");

    const failed = await page("?action=auth.sign_in_failed");
    expect(failed).toContain("55 entries match these filters");
    expect(failed).toContain("Page 1 of 2");
    expect(failed).not.toContain("Meera Editor &lt;");
    expect(await page("?action=auth.sign_in_failed&page=2")).toContain("Page 2 of 2");

    const mine = await page(`?actor=${editor.id}`);
    expect(mine).toContain("1 entry match these filters");
    expect(mine).toContain(`Signed in as ${editor.email}`);

    expect(await page("?from=2027-03-10&to=2027-03-10&action=auth.sign_in_failed")).toContain("No entries match these filters.");
    expect(await page("?from=2027-03-09&to=2027-03-09")).toContain("55 entries match these filters");
    // A malformed filter is dropped, not a 500.
    expect(await page("?from=yesterday&action=drop-table&page=-4")).toContain("Audit log");

    const csv = await app.fetch("/admin/audit/export.csv?action=auth.sign_in_failed", { headers: { Cookie: admin } });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const lines = (await csv.text()).trim().split("\r\n");
    expect(lines[0]).toBe("at_utc,actor_id,actor,action,subject,summary,ip_network");
    expect(lines).toHaveLength(56);
    expect(lines[1]).toMatch(/^2027-03-09T06:00:00\.000Z,,Visitor,auth\.sign_in_failed,,Sign-in refused: no account has the address typed,192\.0\.2\.0\/24$/);
  });

  it("offers no way to change or delete an entry: the page has no action and the rows stay", async () => {
    const before = await entries();
    for (const method of ["POST", "PUT", "DELETE"]) {
      const response = await app.fetch("/admin/audit", { method, headers: { Cookie: admin, Origin: app.url, "Content-Type": "application/x-www-form-urlencoded" }, body: "intent=delete&id=1" });
      expect(response.status, method).toBe(405);
    }
    expect(await entries()).toEqual(before);
  });

  it("keeps entries AUDIT_RETENTION_DAYS and the daily job deletes older ones, once across instances", async () => {
    await app.close();
    app = await startTestApp({ AUDIT_RETENTION_DAYS: "30" }, { clock, logger: pino({ level: "silent" }) });
    admin = await adminCookie(app);
    clock.advanceDays(29);
    await adminCookie(app);
    expect(await entries()).toHaveLength(2);
    clock.advanceDays(2);
    await careersHousekeeping(app.services).tick();
    expect((await entries()).map((row) => row.at)).toEqual(["2027-04-08T06:00:00.000Z"]);
    // The day is claimed: a second instance's tick the same day deletes nothing more.
    await careersHousekeeping(app.services).tick();
    expect(await entries()).toHaveLength(1);
  });
});
