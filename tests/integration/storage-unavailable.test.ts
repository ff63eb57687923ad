import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { FORM_TOKEN_FIELD, HONEYPOT_FIELD, issueFormToken } from "~/modules/security/spam.server";
import { contactMessages } from "~/modules/contact/contact.schema";
import { startTestApp, type TestApp } from "../support/app";
import { adminCookie, postForm } from "../support/auth";
import { imageBytes, uploadImages, type UploadedItem } from "../support/media";
import { startFaultyStore, startTestS3, type FaultyStore, type TestS3Server } from "../support/s3";
import { applicationForm, apply, filesUnder, tempDataDir } from "../support/careers";
import path from "node:path";

let app: TestApp | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

function contactFields(target: TestApp, name: string) {
  return {
    variant: "subject",
    name,
    email: "meera@client.example",
    subject: "Custom Software",
    message: "We need a fleet dashboard.",
    [FORM_TOKEN_FIELD]: issueFormToken(target.services.env.SESSION_SECRET, Date.now() - 10_000),
    [HONEYPOT_FIELD]: "",
  };
}

const counts = async (target: TestApp) => ({
  messages: (await target.database.db.selectFrom("contact_messages").select("id").execute()).length,
  applications: (await target.database.db.selectFrom("applications").select("id").execute()).length,
  mails: (await target.database.db.selectFrom("mail_outbox").select("id").execute()).length,
});

// A read-only database: as root, chmod does not stop writes, so the connection itself is made read-only
// (PRAGMA query_only, the same SQLITE_READONLY error a read-only file or mount gives). The real full disk is
// in tests/e2e/disk-full.test.ts.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))("the database turning read-only (SQLite)", () => {
  it("answers forms and the JSON API with a clear 503, stores nothing half, still serves pages, and recovers", async () => {
    const dataDir = tempDataDir();
    app = await startTestApp({ DATA_DIR: dataDir });
    const before = await counts(app);
    app.database.sqlite!.pragma("query_only = ON");

    const contact = await postForm(app, "/contact", contactFields(app, "Read Only"));
    expect(contact.status).toBe(503);
    expect(contact.headers.get("retry-after")).toBe("30");
    const page = await contact.text();
    // The form answers in place with the SPEC's failure message (a person can send it again later).
    expect(page).toContain(contactMessages.failure);
    expect(page).not.toMatch(/SQLITE|readonly database|at .*\.js/i);

    const application = await apply(app, await applicationForm(app));
    expect(application.status).toBe(503);
    expect(application.headers.get("retry-after")).toBe("30");
    expect(((await application.json()) as { error: string }).error).toMatch(/cannot save/);
    expect(filesUnder(path.join(dataDir, "uploads"))).toEqual([]);

    expect((await app.fetch("/careers")).status).toBe(200);
    expect((await app.fetch("/healthz")).status).toBe(200);
    expect(await counts(app)).toEqual(before);

    app.database.sqlite!.pragma("query_only = OFF");
    expect((await postForm(app, "/contact", contactFields(app, "Back Again"))).status).toBe(200);
    expect((await apply(app, await applicationForm(app))).status).toBe(201);
    expect(await counts(app)).toEqual({ messages: before.messages + 1, applications: before.applications + 1, mails: before.mails + 4 });
    expect(filesUnder(path.join(dataDir, "uploads"))).toHaveLength(1);
  });
});

// The object store failing the three ways it does in production, behind a proxy in front of s3rver: a 5xx answer
// (SlowDown), silence (the 1 s timeout in STORAGE_URL), nothing listening. Every door that touches it answers
// 503 with Retry-After and the one message, never a 500 or a request that hangs.
describe("the object store becoming unavailable", () => {
  let s3: TestS3Server;
  let store: FaultyStore | undefined;
  beforeAll(async () => {
    s3 = await startTestS3("unavailable-test");
  });
  afterAll(async () => {
    await store?.close();
    await s3?.stop();
  });

  it("answers media uploads, media files, resume uploads and resume downloads with 503 and Retry-After", async () => {
    store = await startFaultyStore(s3);
    app = await startTestApp({ DATA_DIR: tempDataDir(), STORAGE_URL: store.storageUrl });
    const admin = await adminCookie(app);
    const image = await uploadImages(app, admin, [{ name: "before.jpg", bytes: await imageBytes("jpeg", 600, 400) }]);
    expect(image.status).toBe(201);
    const item = ((await image.json()) as { added: UploadedItem[] }).added[0]!;
    expect((await apply(app, await applicationForm(app))).status).toBe(201);
    const application = await app.database.db.selectFrom("applications").select("id").executeTakeFirstOrThrow();
    const resumePath = `/admin/applications/${application.id}/resume`;
    expect((await app.fetch(item.url)).status).toBe(200);
    expect((await app.fetch(resumePath, { headers: { Cookie: admin } })).status).toBe(200);
    const mediaBefore = await app.database.db.selectFrom("media").select("id").execute();

    const expectUnavailable = async (response: Response, what: string) => {
      expect(response.status, what).toBe(503);
      expect(response.headers.get("retry-after"), what).toBe("30");
      expect(await response.text(), what).toMatch(/cannot save or load this right now/);
    };
    let n = 0;
    for (const fault of ["server-error", "hang", "down"] as const) {
      if (fault === "down") await store.goDown();
      else store.fault = fault;
      const upload = await uploadImages(app, admin, [{ name: `during-${fault}.jpg`, bytes: await imageBytes("jpeg", 600, 400) }]);
      await expectUnavailable(upload, `${fault}: media upload`);
      const plainForm = await uploadImages(app, admin, [{ name: `form-${fault}.png`, bytes: await imageBytes("png", 300, 200) }], "/admin/media");
      expect(plainForm.status, `${fault}: plain form upload`).toBe(503);
      expect(plainForm.headers.get("retry-after")).toBe("30");
      expect(await plainForm.text()).toContain("Error 503");
      await expectUnavailable(await app.fetch(item.url), `${fault}: media file`);
      const form = await applicationForm(app, { fields: { email: `applicant${n++}@example.com` } });
      await expectUnavailable(await apply(app, form), `${fault}: resume upload`);
      await expectUnavailable(await app.fetch(resumePath, { headers: { Cookie: admin } }), `${fault}: resume download`);
    }
    // Nothing half-made: no media row and no application for the refused uploads, no scratch file left.
    expect(await app.database.db.selectFrom("media").select("id").execute()).toEqual(mediaBefore);
    expect(await app.database.db.selectFrom("applications").select("id").execute()).toHaveLength(1);
  }, 60_000);
});
