/**
 * Candidates' data handled as the privacy policy says (issue 21): the retention job deletes applications, their
 * resumes, notes and history after the period (and keeps the talent pool longer), runs once a day across
 * instances, logs counts only; an admin exports everything about one address as a zip and erases it.
 */
import fs from "node:fs";
import path from "node:path";
import pino from "pino";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { fromBuffer } from "yauzl";
import { insertApplicationEvent, insertApplicationNote } from "~/modules/careers/application-history.repository.server";
import { purgeExpiredApplications, runApplicationRetention } from "~/modules/careers/retention.server";
import { startTestApp, type TestApp } from "../support/app";
import { adminCookie, postForm } from "../support/auth";
import { applicationForm, apply, filesUnder, tempDataDir } from "../support/careers";
import { TestClock } from "../support/clock";
import { connectAgain } from "../support/database";

let app: TestApp;
let admin: string;
let dataDir: string;
let logLines: Array<Record<string, unknown>>;
const clock = new TestClock();

beforeEach(async () => {
  clock.set("2027-01-10T06:00:00.000Z");
  dataDir = tempDataDir();
  logLines = [];
  const logger = pino({ level: "info" }, { write: (line: string) => void logLines.push(JSON.parse(line) as Record<string, unknown>) });
  app = await startTestApp({ DATA_DIR: dataDir }, { clock, logger });
  admin = await adminCookie(app);
});
afterEach(async () => {
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const uploads = () => filesUnder(path.join(dataDir, "uploads"));
const audited = (action?: string) => {
  const query = app.database.db.selectFrom("audit_events").select(["actor_id", "summary"]).orderBy("id");
  return (action ? query.where("action", "=", action) : query.select("action")).execute();
};
const applicationRows = () => app.database.db.selectFrom("applications").select(["id", "email", "talent_pool"]).orderBy("id").execute();

async function positionIds(): Promise<number[]> {
  return ((await (await app.fetch("/api/positions")).json()) as Array<{ id: number }>).map((position) => position.id);
}

async function applyAs(email: string, positionId: number, fields: Record<string, string> = {}): Promise<void> {
  const response = await apply(app, await applicationForm(app, { fields: { email, positionId: String(positionId), ...fields } }));
  expect(response.status).toBe(201);
}

async function closePosition(id: number): Promise<void> {
  expect((await postForm(app, "/careers", { intent: "close", id: String(id) }, { Cookie: admin })).status).toBe(200);
}

describe("the retention job", () => {
  it("deletes applications, resumes, notes and history the set time after the position closed; the talent pool later", async () => {
    const [closing, staying] = await positionIds();
    await applyAs("gone@example.com", closing!);
    await applyAs("pool@example.com", closing!, { talentPool: "on" });
    await applyAs("open@example.com", staying!);
    const [gone] = await applicationRows();
    await insertApplicationNote(app.database.db, { application_id: Number(gone!.id), author_name: "Admin", body: "Strong profile", created_at: clock.now().toISOString() });
    await insertApplicationEvent(app.database.db, { application_id: Number(gone!.id), kind: "status", actor_name: "Admin", detail: "new -> reviewing", created_at: clock.now().toISOString() });
    expect(uploads()).toHaveLength(3);
    await closePosition(closing!);

    // 180 days (the default) after closing: not yet.
    clock.advanceDays(179);
    expect(await purgeExpiredApplications(app.services)).toBe(0);
    clock.advanceDays(1);
    expect(await purgeExpiredApplications(app.services)).toBe(1);
    expect((await applicationRows()).map((row) => row.email)).toEqual(["pool@example.com", "open@example.com"]);
    expect(uploads()).toHaveLength(2);
    expect(await app.database.db.selectFrom("application_notes").selectAll().execute()).toEqual([]);
    expect(await app.database.db.selectFrom("application_events").selectAll().execute()).toEqual([]);

    // The talent pool: 365 days after applying, even though the position closed long before.
    clock.advanceDays(364 - 180);
    expect(await purgeExpiredApplications(app.services)).toBe(0);
    clock.advanceDays(1);
    expect(await purgeExpiredApplications(app.services)).toBe(1);
    expect((await applicationRows()).map((row) => row.email)).toEqual(["open@example.com"]);
    expect(uploads()).toHaveLength(1);

    // The log has counts and cut-offs, never an address.
    const reports = logLines.filter((line) => line.msg === "application retention: expired applications deleted");
    expect(reports.map((line) => line.deleted)).toEqual([0, 1, 0, 1]);
    expect(JSON.stringify(logLines)).not.toMatch(/@example\.com/);
  });

  it("counts from the deletion of a position for its applications", async () => {
    const [id] = await positionIds();
    await applyAs("orphan@example.com", id!);
    expect((await app.fetch(`/api/positions/${id}`, { method: "DELETE", headers: { Origin: app.url, Cookie: admin } })).status).toBe(200);
    clock.advanceDays(180);
    expect(await purgeExpiredApplications(app.services)).toBe(1);
    expect(uploads()).toEqual([]);
  });

  it("honours APPLICATION_RETENTION_DAYS", async () => {
    await app.close();
    app = await startTestApp({ DATA_DIR: dataDir, APPLICATION_RETENTION_DAYS: "30" }, { clock });
    admin = await adminCookie(app);
    const [id] = await positionIds();
    await applyAs("short@example.com", id!);
    await closePosition(id!);
    clock.advanceDays(30);
    expect(await purgeExpiredApplications(app.services)).toBe(1);
  });

  it("runs once a day across two instances sharing the database", async () => {
    const [id] = await positionIds();
    await applyAs("twice@example.com", id!);
    await closePosition(id!);
    clock.advanceDays(181);
    const second = connectAgain(app.database);
    try {
      const other = { ...app.services, database: second };
      const results = await Promise.all([runApplicationRetention(app.services), runApplicationRetention(other)]);
      // One instance claimed the day and deleted the application; the other did nothing.
      expect(results.filter((result) => result === null)).toHaveLength(1);
      expect(results.filter((result) => result !== null)).toEqual([1]);
      expect(await runApplicationRetention(other)).toBeNull();
      clock.advanceDays(1);
      expect(await runApplicationRetention(other)).toBe(0);
    } finally {
      await second.close();
    }
  });
});

/** The entries of a zip: names and contents. */
function unzip(bytes: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    fromBuffer(bytes, { lazyEntries: true }, (error, zip) => {
      if (error) return reject(error);
      const entries = new Map<string, Buffer>();
      zip.on("entry", (entry) => {
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError) return reject(streamError);
          const chunks: Buffer[] = [];
          stream.on("data", (chunk: Buffer) => chunks.push(chunk));
          stream.on("end", () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.on("end", () => resolve(entries));
      zip.on("error", reject);
      zip.readEntry();
    });
  });
}

describe("export and erasure of one person's data", () => {
  async function storeSomeoneElse() {
    const [id] = await positionIds();
    await applyAs("other@example.com", id!);
  }

  it("exports applications with resumes, messages, the subscription and mails as a zip, for admins only", async () => {
    const [first, second] = await positionIds();
    await applyAs("Asha.Rao@Example.com", first!);
    await applyAs("asha.rao@example.com", second!, { talentPool: "on" });
    await storeSomeoneElse();
    await app.database.db
      .insertInto("contact_messages")
      .values({
        variant: "subject",
        name: "Asha",
        email: "asha.rao@example.com",
        phone: null,
        company: null,
        subject: "Hello",
        service: null,
        message: "A question",
        spam: 0,
        spam_reason: null,
        handled_at: null,
        client_ip: "127.0.0.1",
        created_at: clock.now().toISOString(),
      })
      .execute();

    const anonymous = await postForm(app, "/admin/privacy/export.zip", { email: "asha.rao@example.com" });
    expect(anonymous.status).toBe(302);
    const response = await postForm(app, "/admin/privacy/export.zip", { email: "ASHA.RAO@example.com" }, { Cookie: admin });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/zip");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="personal-data-2027-01-10.zip"');
    const entries = await unzip(Buffer.from(await response.arrayBuffer()));
    const resumes = [...entries.keys()].filter((name) => name.startsWith("resumes/"));
    expect(resumes).toHaveLength(2);
    for (const name of resumes) expect(entries.get(name)!.subarray(0, 5).toString()).toBe("%PDF-");
    const data = JSON.parse(entries.get("data.json")!.toString()) as { email: string; applications: Array<{ talentPool: boolean; email: string }>; contactMessages: unknown[]; mails: Array<{ reply_to: string }> };
    expect(data.email).toBe("asha.rao@example.com");
    expect(data.applications.map((application) => application.talentPool)).toEqual([false, true]);
    expect(data.contactMessages).toHaveLength(1);
    // The company's notifications about the two applications reply to the candidate.
    expect(data.mails.length).toBeGreaterThanOrEqual(2);
    expect(JSON.stringify(data)).not.toContain("other@example.com");

    expect((await postForm(app, "/admin/privacy/export.zip", { email: "not-an-email" }, { Cookie: admin })).status).toBe(400);
    // One entry, by the admin, with the counts and never the address (the log outlives an erasure); the refused
    // anonymous and malformed tries are none.
    const adminRow = await app.database.db.selectFrom("user").select("id").where("role", "=", "admin").executeTakeFirstOrThrow();
    expect(await audited("privacy.exported")).toEqual([
      { actor_id: adminRow.id, summary: `Exported 2 applications, 1 contact messages, 0 subscriptions, ${data.mails.length} mails for one address` },
    ]);
    expect(JSON.stringify(await audited())).not.toMatch(/asha\.rao/i);
  });

  it("shows what is stored and erases all of it in one action, keeping everyone else's", async () => {
    const [id] = await positionIds();
    await applyAs("erase.me@example.com", id!);
    await storeSomeoneElse();
    const lookUp = async () => (await postForm(app, "/admin/privacy", { intent: "lookup", email: "erase.me@example.com" }, { Cookie: admin })).text();
    const page = await lookUp();
    expect(page).toContain("Applications from erase.me@example.com");
    expect(page).toContain("Erase everything");

    const erase = await postForm(app, "/admin/privacy", { intent: "erase", email: "Erase.Me@example.com" }, { Cookie: admin });
    expect(erase.status).toBe(200);
    expect((await applicationRows()).map((row) => row.email)).toEqual(["other@example.com"]);
    expect(uploads()).toHaveLength(1);
    const mails = await app.database.db.selectFrom("mail_outbox").select(["to_address", "reply_to"]).execute();
    expect(JSON.stringify(mails)).not.toContain("erase.me@example.com");
    const after = await lookUp();
    expect(after).toContain("Nothing is stored about erase.me@example.com.");
    const report = logLines.find((line) => line.msg === "personal data erased on request");
    expect(report?.erased).toMatchObject({ applications: 1, resumes: 1 });
    // Looked up, erased and looked up again: the address is in no log line (not even a request's URL).
    expect(JSON.stringify(logLines)).not.toContain("erase.me@example.com");

    expect((await postForm(app, "/admin/privacy", { intent: "erase", email: "nope" }, { Cookie: admin })).status).toBe(400);
    const adminRow = await app.database.db.selectFrom("user").select("id").where("role", "=", "admin").executeTakeFirstOrThrow();
    const erasures = await audited("privacy.erased");
    expect(erasures).toHaveLength(1);
    expect(erasures[0]!.actor_id).toBe(adminRow.id);
    expect(erasures[0]!.summary).toMatch(/^Erased 1 applications, 0 contact messages, 0 subscriptions, \d+ mails for one address$/);
    // Looking up is not an entry; the address is in none.
    expect(JSON.stringify(await audited())).not.toContain("erase.me");
  });
});
