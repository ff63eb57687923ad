/**
 * Reading applications through the JSON API (issue 37): an HR tool with an `applications:read` key (or an admin's
 * session) pages through the inbox, narrowed by position and status, reads one application, and fetches its resume
 * through the link the answer names, with the same authorization. Quarantined applications never appear.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiKeySchema, type ApiScope } from "~/modules/api-keys/api-keys.schema";
import { createApiKey } from "~/modules/api-keys/api-keys.server";
import { setApplicationStatus } from "~/modules/careers/pipeline.server";
import { startTestApp, type TestApp } from "../support/app";
import { adminCookie, roleCookie, TEST_ADMIN } from "../support/auth";
import { applicationForm, apply, pdfBytes } from "../support/careers";

let app: TestApp;
let admin: string;
let reader: string;
beforeAll(async () => {
  app = await startTestApp();
  admin = await adminCookie(app);
  reader = await keyWith(["applications:read"]);
});
afterAll(() => app.close());

async function keyWith(scopes: ApiScope[]): Promise<string> {
  const adminId = (await app.database.db.selectFrom("user").select("id").where("email", "=", TEST_ADMIN.email).executeTakeFirstOrThrow()).id;
  return (await createApiKey(app.services, { fields: apiKeySchema.parse({ name: scopes.join(" "), scopes }), createdBy: adminId, by: { userId: adminId } })).key;
}

const withKey = (key: string, path: string) => app.fetch(path, { headers: { Authorization: `Bearer ${key}` } });

interface Page {
  applications: Array<{ id: number; name: string; email: string; positionId: number; status: string; resume: { name: string; type: string; size: number; url: string } }>;
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
}

describe("GET /api/applications", () => {
  it("pages through the inbox newest first, filters by position and status, and never shows the quarantine", async () => {
    const positions = (await (await app.fetch("/api/positions")).json()) as Array<{ id: number; title: string }>;
    const [first, second] = positions;
    expect(await (await apply(app, await applicationForm(app, { fields: { name: "Asha Rao", positionId: String(first!.id), position: first!.title } }))).status).toBe(201);
    expect(await (await apply(app, await applicationForm(app, { fields: { name: "Bina Das", email: "bina@example.com", positionId: String(second!.id), position: second!.title } }))).status).toBe(201);
    expect(await (await apply(app, await applicationForm(app, { fields: { name: "Spam Bot", website: "https://bot.example" } }))).status).toBe(201);

    const all = (await (await withKey(reader, "/api/applications")).json()) as Page;
    expect(all.applications.map((application) => application.name)).toEqual(["Bina Das", "Asha Rao"]);
    expect(all).toMatchObject({ total: 2, page: 1, pageSize: 25, pageCount: 1 });
    expect(JSON.stringify(all)).not.toContain("Spam Bot");

    const paged = (await (await withKey(reader, "/api/applications?limit=1&page=2")).json()) as Page;
    expect(paged.applications.map((application) => application.name)).toEqual(["Asha Rao"]);
    expect(paged).toMatchObject({ total: 2, page: 2, pageSize: 1, pageCount: 2 });

    const byPosition = (await (await withKey(reader, `/api/applications?position=${first!.id}`)).json()) as Page;
    expect(byPosition.applications.map((application) => application.name)).toEqual(["Asha Rao"]);

    const bina = all.applications[0]!;
    await setApplicationStatus(app.services, { id: bina.id, status: "interview", actor: { name: "Test" } });
    const interviewing = (await (await withKey(reader, "/api/applications?status=interview")).json()) as Page;
    expect(interviewing.applications.map((application) => [application.name, application.status])).toEqual([["Bina Das", "interview"]]);

    // An admin's session reads the same.
    const asAdmin = await app.fetch("/api/applications?status=interview", { headers: { Cookie: admin } });
    expect(asAdmin.status).toBe(200);
    expect(((await asAdmin.json()) as Page).total).toBe(1);
  });

  it("refuses a wrong filter with a message (400), never a 500", async () => {
    for (const query of ["status=maybe", "position=abc", "limit=0", "limit=101", "page=0"]) {
      const response = await withKey(reader, `/api/applications?${query}`);
      expect(response.status, query).toBe(400);
      const body = (await response.json()) as { error: string; fieldErrors: Record<string, string> };
      expect(Object.values(body.fieldErrors).join(" "), query).toMatch(/must be/);
    }
  });

  it("is refused without the scope, to an editor, and without a caller", async () => {
    expect((await withKey(await keyWith(["positions:write", "posts:read"]), "/api/applications")).status).toBe(403);
    expect((await app.fetch("/api/applications", { headers: { Cookie: await roleCookie(app, "editor") } })).status).toBe(403);
    expect((await app.fetch("/api/applications")).status).toBe(401);
  });
});

describe("GET /api/applications/{id} and its resume", () => {
  it("answers one application with its resume as metadata and a link that needs the same scope", async () => {
    const list = (await (await withKey(reader, "/api/applications?limit=1")).json()) as Page;
    const listed = list.applications[0]!;
    const response = await withKey(reader, `/api/applications/${listed.id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const one = (await response.json()) as Page["applications"][number] & Record<string, unknown>;
    expect(one).toEqual(listed);
    expect(one).not.toHaveProperty("spamReason");
    expect(one.resume).toEqual({ name: "asha-rao.pdf", type: "application/pdf", size: pdfBytes().length, url: `${app.services.env.PUBLIC_URL}/api/applications/${listed.id}/resume` });

    const resumePath = new URL(one.resume.url).pathname;
    const file = await withKey(reader, resumePath);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-disposition")).toMatch(/^attachment; filename="resume-/);
    expect(Buffer.from(await file.arrayBuffer()).equals(pdfBytes())).toBe(true);
    expect((await withKey(await keyWith(["posts:read"]), resumePath)).status).toBe(403);
    expect((await app.fetch(resumePath)).status).toBe(401);
  });

  it("does not find a quarantined application, its resume, an unknown id, or a malformed one", async () => {
    const spam = await app.database.db.selectFrom("applications").select("id").where("spam_reason", "is not", null).executeTakeFirstOrThrow();
    expect((await withKey(reader, `/api/applications/${spam.id}`)).status).toBe(404);
    expect((await withKey(reader, `/api/applications/${spam.id}/resume`)).status).toBe(404);
    expect((await withKey(reader, "/api/applications/999999")).status).toBe(404);
    const malformed = await withKey(reader, "/api/applications/abc");
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ error: "Invalid application ID" });
  });
});
