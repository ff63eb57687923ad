import fs from "node:fs";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../support/app";
import { issueFormToken } from "~/modules/security/spam.server";
import { applicant, applicationForm, apply, docBytes, docxBytes, filesUnder, firstPosition, formToken, pdfBytes, tempDataDir } from "../support/careers";

let app: TestApp;
let dataDir: string;
let uploads: string;
beforeEach(async () => {
  dataDir = tempDataDir();
  uploads = path.join(dataDir, "uploads");
  app = await startTestApp({ DATA_DIR: dataDir });
});
afterEach(async () => {
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const rows = () => app.database.db.selectFrom("applications").selectAll().orderBy("id").execute();

describe("POST /api/careers/apply", () => {
  it("stores a PDF application with a generated file name in private storage", async () => {
    const position = await firstPosition(app);
    const response = await apply(app, await applicationForm(app));
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ success: true, message: "Thank you for your interest. We will review your application and get back to you soon." });
    const [row] = await rows();
    expect(row).toMatchObject({
      position_id: position.id,
      position_title: position.title,
      name: "Asha Rao",
      email: "asha@example.com",
      phone: "+91 98765 43210",
      experience: "4",
      current_company: "Acme Labs",
      expected_salary: "18.5",
      notice_period: 30,
      status: "new",
      resume_name: "asha-rao.pdf",
      resume_type: "application/pdf",
      resume_size: pdfBytes().length,
    });
    expect(row!.resume_key).toMatch(/^resumes\/\d{4}-\d{2}\/[0-9a-f-]{36}$/);
    expect(filesUnder(uploads)).toEqual([row!.resume_key]);
    expect(fs.readFileSync(path.join(uploads, row!.resume_key))).toEqual(pdfBytes());
    expect(fs.statSync(path.join(uploads, row!.resume_key)).mode & 0o077).toBe(0);
    // The company is told through the mail outbox, with a link to the inbox and never the resume itself.
    const mails = await app.database.db.selectFrom("mail_outbox").selectAll().orderBy("id").execute();
    expect(mails.map((mail) => mail.kind)).toEqual(["application", "application-ack"]);
    expect(mails[0]).toMatchObject({ kind: "application", to_address: app.services.env.MAIL_TO, reply_to: "asha@example.com", status: "pending" });
    expect(mails[0]!.subject).toBe(`Application: ${position.title} - Asha Rao`);
    expect(mails[0]!.text_body).toContain(`/admin/applications/${row!.id}`);
  });

  it("accepts .docx and .doc by their content and accepts the SPEC payload with only the position's title", async () => {
    const position = await firstPosition(app);
    const docx = await apply(app, await applicationForm(app, { file: { bytes: docxBytes(), name: "cv.docx" } }));
    const doc = await apply(app, await applicationForm(app, { file: { bytes: docBytes(), name: "cv.doc" }, fields: { positionId: "" } }));
    expect([docx.status, doc.status]).toEqual([201, 201]);
    const stored = await rows();
    expect(stored.map((row) => row.resume_type)).toEqual([
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      "application/x-cfb",
    ]);
    expect(stored[1]!.position_id).toBe(position.id);
  });

  it.each([
    ["a text file renamed to .pdf", Buffer.from("I am not a PDF, just text.\n".repeat(50)), "resume.pdf", "application/pdf"],
    ["a zip that is not a Word document", fs.readFileSync(path.join(import.meta.dirname, "../fixtures/resume.docx")).subarray(0, 30), "resume.docx", ""],
    ["a PNG image", Buffer.from("89504e470d0a1a0a0000000d49484452", "hex"), "photo.pdf", "application/pdf"],
  ])("refuses %s with 415 and keeps nothing", async (_label, bytes, name, type) => {
    const response = await apply(app, await applicationForm(app, { file: { bytes, name, type } }));
    expect(response.status).toBe(415);
    expect((await response.json()).error).toBe("The resume must be a PDF or Word document (.pdf, .doc or .docx).");
    expect(await rows()).toEqual([]);
    expect(filesUnder(uploads)).toEqual([]);
  });

  it("cuts off a resume over 5 MB while streaming, answers 413 and leaves no file", async () => {
    const position = await firstPosition(app);
    const boundary = "----careers-test-boundary";
    const head = Object.entries({ ...applicant, positionId: String(position.id), formToken: formToken(app) })
      .map(([key, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`)
      .join("");
    const fileHead = `--${boundary}\r\nContent-Disposition: form-data; name="resume"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n`;
    const chunk = Buffer.alloc(64 * 1024, 0x41);
    let sent = 0;
    const total = 5 * 1024 * 1024 + 200 * 1024;
    // A stream without Content-Length: the server cannot know the size before reading it.
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(head + fileHead));
        controller.enqueue(pdfBytes());
      },
      pull(controller) {
        if (sent >= total) {
          controller.enqueue(new TextEncoder().encode(`\r\n--${boundary}--\r\n`));
          return controller.close();
        }
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const response = await app.fetch("/api/careers/apply", {
      method: "POST",
      headers: { Origin: app.url, "Content-Type": `multipart/form-data; boundary=${boundary}` },
      body,
      duplex: "half",
    } as RequestInit);
    expect(response.status).toBe(413);
    expect((await response.json()).error).toBe("The resume is larger than 5 MB. Please attach a smaller file.");
    expect(await rows()).toEqual([]);
    expect(filesUnder(uploads)).toEqual([]);
  });

  it("keeps a path-traversal file name from reaching the file system", async () => {
    const escapeTarget = path.join(dataDir, "escaped.pdf");
    const name = "../../../../../../" + escapeTarget.slice(1);
    const response = await apply(app, await applicationForm(app, { file: { bytes: pdfBytes(), name } }));
    expect(response.status).toBe(201);
    const [row] = await rows();
    expect(row!.resume_name).toBe("escaped.pdf");
    expect(fs.existsSync(escapeTarget)).toBe(false);
    expect(fs.readdirSync(dataDir).sort()).toEqual(["uploads"]);
    expect(filesUnder(uploads)).toEqual([row!.resume_key]);
  });

  it("answers missing and malformed fields with 400 and a message per field", async () => {
    const form = await applicationForm(app, { fields: { name: " ", email: "not-an-email", phone: "", experience: "lots" }, file: null });
    const response = await apply(app, form);
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.fieldErrors).toEqual({
      name: "Please enter your full name.",
      email: "Please enter a valid email address.",
      phone: "Please enter your phone number.",
      experience: "Please enter your years of experience as a number, e.g. 3 or 4.5.",
      resume: "Please attach your resume (.pdf, .doc or .docx, up to 5 MB).",
    });
    const optional = await apply(app, await applicationForm(app, { fields: { expectedSalary: "a lot", noticePeriod: "400" } }));
    expect(optional.status).toBe(400);
    expect(Object.keys((await optional.json()).fieldErrors).sort()).toEqual(["expectedSalary", "noticePeriod"]);
    expect(await rows()).toEqual([]);
    expect(filesUnder(uploads)).toEqual([]);
  });

  it("refuses an application for a position that does not exist", async () => {
    const response = await apply(app, await applicationForm(app, { fields: { positionId: "999999" } }));
    expect(response.status).toBe(400);
    expect((await response.json()).fieldErrors.position).toBe("This position is no longer open. Please choose another one.");
    expect(filesUnder(uploads)).toEqual([]);
  });

  it("refuses a body that is not multipart with 400", async () => {
    const response = await app.fetch("/api/careers/apply", {
      method: "POST",
      headers: { Origin: app.url, "Content-Type": "application/json" },
      body: JSON.stringify(applicant),
    });
    expect(response.status).toBe(400);
  });

  it("stores an API client's application without a page form token, and notifies the company", async () => {
    // A job board or a script has no page to take a token from: the rate limit and the honeypot defend this door.
    const response = await apply(app, await applicationForm(app, { fields: { formToken: "" } }));
    expect(response.status).toBe(201);
    const [row] = await rows();
    expect(row).toMatchObject({ name: "Asha Rao", spam_reason: null, status: "new" });
    expect(filesUnder(uploads)).toEqual([row!.resume_key]);
    expect(await app.database.db.selectFrom("mail_outbox").select("kind").orderBy("id").execute()).toEqual([{ kind: "application" }, { kind: "application-ack" }]);
  });

  it.each([
    ["the honeypot is filled", () => ({ website: "https://spam.example" }), "honeypot"],
    ["the form was sent too fast", () => ({ formToken: issueFormToken(app.services.env.SESSION_SECRET) }), "too-fast"],
    ["the token is forged", () => ({ formToken: `${Date.now() - 10_000}.forgedforgedforgedforg` }), "forged-token"],
  ])("answers suspected spam exactly like success and keeps it in quarantine when %s", async (_label, spamFields, reason) => {
    const honest = await (await apply(app, await applicationForm(app))).json();
    await app.database.db.deleteFrom("applications").execute();
    await app.database.db.deleteFrom("mail_outbox").execute();
    fs.rmSync(uploads, { recursive: true, force: true });
    const response = await apply(app, await applicationForm(app, { fields: spamFields() }));
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual(honest);
    const [row] = await rows();
    expect(row).toMatchObject({ name: "Asha Rao", spam_reason: reason });
    expect(filesUnder(uploads)).toEqual([row!.resume_key]);
    expect(await app.database.db.selectFrom("mail_outbox").selectAll().execute()).toEqual([]);
  });

  it("limits applications per address and says when to retry", async () => {
    const from = { "X-Forwarded-For": "203.0.113.7" };
    for (let i = 0; i < 10; i += 1) expect((await apply(app, await applicationForm(app), from)).status).toBe(201);
    const limited = await apply(app, await applicationForm(app), from);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await limited.json()).error).toBe("Too many applications from your address. Please try again later.");
    expect((await apply(app, await applicationForm(app), { "X-Forwarded-For": "203.0.113.8" })).status).toBe(201);
    expect(await rows()).toHaveLength(11);
  });

  it("stores all of 20 concurrent applications, each with its own file", async () => {
    const forms = await Promise.all(Array.from({ length: 20 }, (_, i) => applicationForm(app, { fields: { name: `Applicant ${i}` } })));
    const responses = await Promise.all(forms.map((form, i) => apply(app, form, { "X-Forwarded-For": `198.51.100.${i + 1}` })));
    expect(responses.map((response) => response.status)).toEqual(Array(20).fill(201));
    const stored = await rows();
    expect(stored.map((row) => row.name).sort()).toEqual(Array.from({ length: 20 }, (_, i) => `Applicant ${i}`).sort());
    expect(filesUnder(uploads).sort()).toEqual(stored.map((row) => row.resume_key).sort());
  });
});

describe("the apply form without JavaScript (POST /careers/{slug})", () => {
  it("stores the application and shows the thanks screen", async () => {
    const position = await firstPosition(app);
    const response = await app.fetch(`/careers/${position.slug}`, { method: "POST", headers: { Origin: app.url }, body: await applicationForm(app) });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(`/careers/${position.slug}?applied=1#apply`);
    const page = await (await app.fetch(`/careers/${position.slug}?applied=1`)).text();
    expect(page).toContain("Application Submitted!");
    expect(page).toContain("Thank you for your interest. We will review your application and get back to you soon.");
    expect(await rows()).toHaveLength(1);
  });

  it("stores a page form sent without JavaScript (no token: judged by the honeypot and rate limit) and thanks the visitor", async () => {
    const position = await firstPosition(app);
    const form = await applicationForm(app, { fields: { formToken: "" } });
    const response = await app.fetch(`/careers/${position.slug}`, { method: "POST", headers: { Origin: app.url }, body: form });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(`/careers/${position.slug}?applied=1#apply`);
    expect((await rows()).map((row) => row.spam_reason)).toEqual([null]);
    const trapped = await applicationForm(app, { fields: { formToken: "", website: "https://spam.example" } });
    expect((await app.fetch(`/careers/${position.slug}`, { method: "POST", headers: { Origin: app.url }, body: trapped })).status).toBe(303);
    expect((await rows()).map((row) => row.spam_reason).sort()).toEqual(["honeypot", null]);
  });

  it("shows the failure message and keeps what was typed", async () => {
    const position = await firstPosition(app);
    const form = await applicationForm(app, { fields: { email: "asha@" } });
    const response = await app.fetch(`/careers/${position.slug}`, { method: "POST", headers: { Origin: app.url }, body: form });
    expect(response.status).toBe(400);
    const page = await response.text();
    expect(page).toContain("Failed to submit application. Please try again.");
    expect(page).toContain("Please enter a valid email address.");
    expect(page).toContain('value="Asha Rao"');
    expect(await rows()).toEqual([]);
  });
});
