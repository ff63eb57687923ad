import { afterEach, describe, expect, it } from "vitest";
import { FORM_TOKEN_FIELD, HONEYPOT_FIELD, issueFormToken } from "~/modules/security/spam.server";
import { contactMessages } from "~/modules/contact/contact.schema";
import { startTestApp, type TestApp } from "../support/app";
import { postForm } from "../support/auth";
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
