import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../support/app";
import { adminCookie } from "../support/auth";
import { applicationForm, apply, filesUnder, pdfBytes, tempDataDir } from "../support/careers";

/** Upload attacks on the application form: every answer a clear 4xx, nothing public, downloads only as files. */
let app: TestApp;
let admin: string;
let dataDir: string;
beforeAll(async () => {
  // A folder of its own around DATA_DIR, so the check below sees only this file's writes (other files run beside it).
  dataDir = path.join(tempDataDir(), "data");
  fs.mkdirSync(dataDir);
  app = await startTestApp({ DATA_DIR: dataDir });
  admin = await adminCookie(app);
});
afterAll(async () => {
  await app.close();
  fs.rmSync(path.resolve(dataDir, ".."), { recursive: true, force: true });
});

let visitor = 0;
const fromNewVisitor = () => ({ "X-Forwarded-For": `10.7.0.${++visitor}` });
const submit = async (file: { bytes: Buffer; name: string; type?: string }) => apply(app, await applicationForm(app, { file }), fromNewVisitor());

const POLYGLOT = Buffer.from(`%PDF-1.4\n<html><body><script>alert(document.cookie)</script><img src=x onerror=alert(1)></body></html>\n%%EOF\n`);

describe("upload attacks", () => {
  it("refuses content that is not a PDF or Word document, whatever its name and declared type (415)", async () => {
    const disguised = [
      { bytes: Buffer.from("<html><script>alert(1)</script></html>"), name: "resume.pdf", type: "application/pdf" },
      { bytes: Buffer.from("<svg xmlns='http://www.w3.org/2000/svg' onload='alert(1)'/>"), name: "resume.docx", type: "application/pdf" },
      { bytes: Buffer.concat([Buffer.from("MZ"), Buffer.alloc(512, 0x90)]), name: "resume.pdf.exe", type: "application/pdf" },
      { bytes: Buffer.from("PK\u0003\u0004not really a docx"), name: "resume.docx" },
      { bytes: Buffer.from("#!/bin/sh\nrm -rf /\n"), name: "resume.doc", type: "application/msword" },
      { bytes: Buffer.from(""), name: "empty.pdf", type: "application/pdf" },
    ];
    for (const file of disguised) {
      const response = await submit(file);
      expect([400, 415], file.name).toContain(response.status);
      const body = (await response.json()) as { error: string };
      expect(body.error).toBeTruthy();
    }
    expect(filesUnder(dataDir), "nothing kept on failure").toEqual([]);
  });

  it("refuses a resume over 5 MB with 413 and keeps nothing", async () => {
    const big = Buffer.concat([pdfBytes(), Buffer.alloc(5 * 1024 * 1024, 0x20)]);
    const response = await submit({ bytes: big, name: "big.pdf", type: "application/pdf" });
    expect(response.status).toBe(413);
    expect(filesUnder(dataDir)).toEqual([]);
  });

  it("path-traversal and hostile file names never reach the file system, and downloads stay well-formed", async () => {
    const names = [
      "../../../../etc/passwd.pdf",
      "..\\..\\..\\windows\\win.ini.pdf",
      "/etc/cron.d/evil.pdf",
      "....//....//x.pdf",
      "%2e%2e%2f%2e%2e%2fx.pdf",
      'a"; filename="evil.html.pdf',
      "line\r\nContent-Type: text/html\r\n\r\n<script>.pdf",
      "履歴書 résumé.pdf",
      "<img src=x onerror=alert(1)>.pdf",
      `${"a".repeat(500)}.pdf`,
    ];
    const own = path.resolve(dataDir, "..");
    const ownBefore = fs.readdirSync(own).sort();
    // /etc and /tmp are shared with the rest of the machine (browsers and checkers of other test files write to /tmp):
    // nothing named after a hostile file name may appear there.
    const shared = ["/etc", "/tmp"];
    const sharedBefore = new Map(shared.map((root) => [root, new Set(fs.readdirSync(root))]));
    for (const name of names) {
      const response = await submit({ bytes: pdfBytes(), name, type: "application/pdf" });
      expect(response.status, name).toBe(201);
    }
    expect(fs.readdirSync(own).sort(), own).toEqual(ownBefore);
    for (const root of shared) {
      const added = fs.readdirSync(root).filter((entry) => !sharedBefore.get(root)!.has(entry));
      expect(added.filter((entry) => /passwd|win\.ini|evil|cron|\.pdf$|script|onerror|履歴書|aaaa/i.test(entry)), root).toEqual([]);
    }
    const stored = filesUnder(dataDir);
    expect(stored.length).toBe(names.length);
    for (const file of stored) expect(file).toMatch(/^[\w/-]+$/);

    const rows = await app.database.db.selectFrom("applications").select("id").orderBy("id").execute();
    for (const row of rows) {
      const download = await app.fetch(`/admin/applications/${row.id}/resume`, { headers: { Cookie: admin } });
      expect(download.status, `resume ${row.id}`).toBe(200);
      const disposition = download.headers.get("content-disposition") ?? "";
      expect(disposition).toMatch(/^attachment;/);
      // One parameter pair only: a name cannot add a header or a second file name.
      expect(disposition.match(/filename=/g)?.length ?? 0).toBe(1);
      expect(disposition).not.toMatch(/[\r\n]|\.\.\/|\.html"/);
      expect(download.headers.get("x-content-type-options")).toBe("nosniff");
      expect(Buffer.from(await download.arrayBuffer()).equals(pdfBytes())).toBe(true);
    }
  });

  it("a PDF polyglot with HTML and script is stored privately and only ever downloaded as an attachment", async () => {
    const response = await submit({ bytes: POLYGLOT, name: "polyglot.pdf", type: "text/html" });
    // It is a PDF by its magic bytes; what matters is how it is served.
    expect([201, 415]).toContain(response.status);
    if (response.status !== 201) return;
    const row = await app.database.db.selectFrom("applications").selectAll().orderBy("id", "desc").executeTakeFirstOrThrow();
    const key = (row as Record<string, unknown>).resume_key as string;
    expect(key).toBeTruthy();
    // Never public: not under the static folder, not at any guessable URL, not for a non-admin.
    for (const url of [`/${key}`, `/uploads/${key}`, `/data/${key}`, `/assets/${key}`, `/${path.basename(key)}`, `/admin/applications/${row.id}/resume`]) {
      const anonymous = await app.fetch(url);
      const text = await anonymous.text();
      expect(text, url).not.toContain("alert(document.cookie)");
    }
    expect(fs.existsSync(path.resolve(import.meta.dirname, "../../build/client", key))).toBe(false);
    const download = await app.fetch(`/admin/applications/${row.id}/resume`, { headers: { Cookie: admin } });
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("application/pdf");
    expect(download.headers.get("content-disposition")).toMatch(/^attachment;/);
    expect(download.headers.get("x-content-type-options")).toBe("nosniff");
    expect(download.headers.get("content-security-policy")).toContain("default-src 'self'");
    expect(download.headers.get("cache-control")).toContain("no-store");
  });

  it("a broken or hostile multipart body gets a 4xx, never a 5xx", async () => {
    const bodies: Array<[string, Record<string, string>, BodyInit]> = [
      ["no boundary", { "Content-Type": "multipart/form-data" }, "--x\r\n"],
      ["truncated", { "Content-Type": "multipart/form-data; boundary=XyZ" }, '--XyZ\r\nContent-Disposition: form-data; name="resume"; filename="a.pdf"\r\n\r\n%PDF-1.4'],
      ["garbage", { "Content-Type": "multipart/form-data; boundary=XyZ" }, "\u0000\u00ff\u00fe garbage"],
      ["two files", { "Content-Type": "multipart/form-data; boundary=B" }, `--B\r\nContent-Disposition: form-data; name="resume"; filename="a.pdf"\r\n\r\n%PDF-1.4\r\n--B\r\nContent-Disposition: form-data; name="resume2"; filename="b.pdf"\r\n\r\n%PDF-1.4\r\n--B--\r\n`],
      ["json", { "Content-Type": "application/json" }, "{}"],
      ["urlencoded", { "Content-Type": "application/x-www-form-urlencoded" }, "name=x"],
      ["many fields", { "Content-Type": "multipart/form-data; boundary=B" }, `${Array.from({ length: 200 }, (_, i) => `--B\r\nContent-Disposition: form-data; name="f${i}"\r\n\r\nx\r\n`).join("")}--B--\r\n`],
    ];
    for (const [label, headers, body] of bodies) {
      const response = await app.fetch("/api/careers/apply", { method: "POST", headers: { Origin: app.url, ...fromNewVisitor(), ...headers }, body });
      expect(response.status, label).toBeGreaterThanOrEqual(400);
      expect(response.status, label).toBeLessThan(500);
      expect(await response.text(), label).not.toMatch(/\n\s+at \S+ \(|node_modules/);
    }
  });
});
