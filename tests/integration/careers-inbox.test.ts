import fs from "node:fs";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../support/app";
import { adminCookie, expectAuthorizationMatrix, postForm } from "../support/auth";
import { applicationForm, apply, filesUnder, pdfBytes, tempDataDir } from "../support/careers";

let app: TestApp;
let dataDir: string;
let admin: string;
beforeEach(async () => {
  dataDir = tempDataDir();
  app = await startTestApp({ DATA_DIR: dataDir });
  admin = await adminCookie(app);
});
afterEach(async () => {
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function applyAs(name: string, positionIndex = 0) {
  const positions = (await (await app.fetch("/api/positions")).json()) as Array<{ id: number; title: string }>;
  const position = positions[positionIndex]!;
  const form = await applicationForm(app, { fields: { name, positionId: String(position.id), position: position.title } });
  expect((await apply(app, form)).status).toBe(201);
  const row = await app.database.db.selectFrom("applications").selectAll().where("name", "=", name).executeTakeFirstOrThrow();
  return { id: Number(row.id), key: row.resume_key, position };
}

const page = async (pathname: string) => (await app.fetch(pathname, { headers: { Cookie: admin } })).text();

describe("authorization", () => {
  it("guards every careers mutation, the inbox and the resume download", async () => {
    const { id } = await applyAs("Matrix Person");
    const positions = (await (await app.fetch("/api/positions")).json()) as Array<{ id: number }>;
    const json = { "Content-Type": "application/json" };
    const position = JSON.stringify({ title: "T", department: "D", location: "L", type: "Contract", description: "d", detailedDescription: "dd" });
    const form = { "Content-Type": "application/x-www-form-urlencoded" };
    await expectAuthorizationMatrix(app, [
      { method: "POST", path: "/api/positions", headers: json, body: () => position, adminStatus: [201] },
      { method: "PUT", path: `/api/positions/${positions[0]!.id}`, headers: json, body: () => position, adminStatus: [200] },
      { method: "DELETE", path: `/api/positions/${positions[1]!.id}`, adminStatus: [200] },
      { method: "POST", path: "/careers", kind: "page", headers: form, body: () => new URLSearchParams({ intent: "delete", id: String(positions[2]!.id) }).toString() },
      { method: "GET", path: "/admin/applications", kind: "page" },
      { method: "GET", path: `/admin/applications/${id}`, kind: "page" },
      { method: "GET", path: `/admin/applications/${id}/resume`, kind: "page", adminStatus: [200] },
      { method: "POST", path: `/admin/applications/${id}`, kind: "page", headers: form, body: () => "intent=status&status=reviewing" },
    ]);
    const row = await app.database.db.selectFrom("applications").select("status").executeTakeFirstOrThrow();
    expect(row.status).toBe("reviewing");
  });
});

describe("the applications inbox", () => {
  it("lists newest first and filters by position and status", async () => {
    const first = await applyAs("First Applicant", 0);
    await applyAs("Second Applicant", 1);
    await applyAs("Third Applicant", 0);
    const all = await page("/admin/applications");
    expect(all.indexOf("Third Applicant")).toBeLessThan(all.indexOf("Second Applicant"));
    expect(all.indexOf("Second Applicant")).toBeLessThan(all.indexOf("First Applicant"));
    expect(all).toContain("3 applications");

    const byPosition = await page(`/admin/applications?position=${first.position.id}`);
    expect(byPosition).toContain("First Applicant");
    expect(byPosition).toContain("Third Applicant");
    expect(byPosition).not.toContain("Second Applicant");

    await postForm(app, `/admin/applications/${first.id}`, { intent: "status", status: "interview" }, { Cookie: admin });
    const interviews = await page("/admin/applications?status=interview");
    expect(interviews).toContain("First Applicant");
    expect(interviews).not.toContain("Third Applicant");
    expect(await page("/admin/applications?status=hired")).toContain("No applications match these filters.");
    expect(await page("/admin")).toMatch(/New applications[\s\S]*?>2</);
  });

  it("shows the empty inbox", async () => {
    expect(await page("/admin/applications")).toContain("No applications yet.");
  });

  it("shows an application, moves it through the workflow and refuses an unknown status", async () => {
    const { id } = await applyAs("Detail Person");
    const detail = await page(`/admin/applications/${id}`);
    for (const text of ["Detail Person", "asha@example.com", "+91 98765 43210", "4 years", "Acme Labs", "18.5 LPA", "30 days", "asha-rao.pdf"]) {
      expect(detail).toContain(text);
    }
    for (const status of ["reviewing", "interview", "offer", "hired", "rejected", "new"]) {
      const response = await postForm(app, `/admin/applications/${id}`, { intent: "status", status }, { Cookie: admin });
      expect(response.status).toBe(200);
      const row = await app.database.db.selectFrom("applications").select("status").executeTakeFirstOrThrow();
      expect(row.status).toBe(status);
    }
    const bad = await postForm(app, `/admin/applications/${id}`, { intent: "status", status: "fired" }, { Cookie: admin });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("Please choose a valid status.");
    expect((await app.fetch("/admin/applications/999", { headers: { Cookie: admin } })).status).toBe(404);
    expect((await app.fetch("/admin/applications/nope", { headers: { Cookie: admin } })).status).toBe(404);
  });

  it("downloads the resume as an attachment with nosniff, for admins only", async () => {
    const { id } = await applyAs("Asha Rao");
    const response = await app.fetch(`/admin/applications/${id}/resume`, { headers: { Cookie: admin } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="resume-Asha-Rao.pdf"');
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("cache-control")).toContain("no-store");
    expect(Buffer.from(await response.arrayBuffer())).toEqual(pdfBytes());
    expect((await app.fetch(`/admin/applications/999/resume`, { headers: { Cookie: admin } })).status).toBe(404);
  });

  it("never serves a resume from a public path", async () => {
    const { key } = await applyAs("Hidden Person");
    for (const pathname of [`/uploads/${key}`, `/${key}`, `/data/uploads/${key}`, `/assets/../uploads/${key}`]) {
      const response = await app.fetch(pathname);
      expect(response.status, pathname).toBe(404);
      expect(Buffer.from(await response.arrayBuffer()).includes(pdfBytes().subarray(0, 64))).toBe(false);
    }
  });

  it("deletes an application together with its resume file", async () => {
    const keep = await applyAs("Keep Me");
    const drop = await applyAs("Drop Me");
    const response = await postForm(app, `/admin/applications/${drop.id}`, { intent: "delete" }, { Cookie: admin });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/admin/applications");
    const names = await app.database.db.selectFrom("applications").select("name").execute();
    expect(names).toEqual([{ name: "Keep Me" }]);
    expect(filesUnder(path.join(dataDir, "uploads"))).toEqual([keep.key]);
    const again = await postForm(app, `/admin/applications/${drop.id}`, { intent: "delete" }, { Cookie: admin });
    expect(again.status).toBe(404);
  });

  it("keeps applications, with the title at the time, after their position is deleted", async () => {
    const { id, position } = await applyAs("Loyal Applicant");
    await app.fetch(`/api/positions/${position.id}`, { method: "DELETE", headers: { Origin: app.url, Cookie: admin } });
    expect(await page(`/admin/applications/${id}`)).toContain(position.title);
  });
});
