import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { afterAll, describe, expect, it } from "vitest";
import { contactLimits } from "../../app/modules/contact/contact-fields";
import { filesUnder } from "../support/careers";
import { startServer, type RunningServer } from "../support/server";
import { fillDisk, mountTmpfs, sendApplication, sendContact, TEST_SECRET, type Tmpfs } from "../support/submissions";

// A real full disk: DATA_DIR (database and uploads) on a tmpfs of 24 MB that the test fills up. Mounting needs root
// (CI runs as root); elsewhere the test is skipped with this message.
const probe = mountTmpfs(1);
probe?.unmount();
const canMount = probe !== null;

let server: RunningServer | undefined;
let disk: Tmpfs | null = null;
afterAll(async () => {
  await server?.stop();
  disk?.unmount();
});

describe.skipIf(!canMount)("the disk filling up under the server (needs root to mount a tmpfs)", () => {
  it("answers 503 while full, keeps nothing half-written, and works again once space is freed", async () => {
    disk = mountTmpfs(24)!;
    server = await startServer({ dataDir: disk.dir, env: { SESSION_SECRET: TEST_SECRET } });
    // Warm up: the first write path and page render happen with space available.
    expect((await sendContact(server.url, "Before Full", "10.1.0.1")).status).toBe(200);
    const filler = fillDisk(disk.dir);

    const answers: Array<{ kind: "contact" | "application"; name: string; status: number; body: string }> = [];
    const refused = (kind: "contact" | "application") => answers.some((answer) => answer.kind === kind && answer.status === 503);
    // Writes go on succeeding while SQLite has room it already holds: the write-ahead log's allocated frames, reused
    // after each checkpoint. So the forms are sent until each has met the full disk, at most 60 times: an application
    // meets it at once (its résumé is a new file) and is not sent again; a contact message is as long as the form
    // allows, which uses the room up in 34 rounds instead of 44. On 2026-11-27 CI's loaded machine ran out of the
    // 60 s timeout with both forms sent 44 times.
    const longMessage = "A message that fills the disk. ".repeat(160).slice(0, contactLimits.message);
    for (let i = 0; i < 60 && !(refused("contact") && refused("application")); i += 1) {
      const contact = await sendContact(server.url, `Full Contact ${i}`, `10.1.1.${i}`, longMessage);
      answers.push({ kind: "contact", name: `Full Contact ${i}`, status: contact.status, body: await contact.text() });
      if (refused("application")) continue;
      const application = await sendApplication(server.url, `Full Applicant ${i}`, `10.1.2.${i}`);
      answers.push({ kind: "application", name: `Full Applicant ${i}`, status: application.status, body: await application.text() });
    }
    // Every answer is a success or a clear 503; never a 500, never a stack trace or SQL text.
    for (const answer of answers) {
      expect([200, 201, 503], `${answer.kind} ${answer.name}: ${answer.body.slice(0, 200)}`).toContain(answer.status);
      expect(answer.body).not.toMatch(/SQLITE_|ENOSPC|at .*\.(js|ts):\d+/);
    }
    expect(answers.filter((answer) => answer.kind === "application" && answer.status === 503).length).toBeGreaterThan(0);
    expect(answers.filter((answer) => answer.kind === "contact" && answer.status === 503).length).toBeGreaterThan(0);

    fs.rmSync(filler);
    expect((await sendContact(server.url, "After Full", "10.1.3.1")).status).toBe(200);
    expect((await sendApplication(server.url, "After Full", "10.1.3.2")).status).toBe(201);
    expect(await server.stop()).toBe(0);
    server = undefined;

    const db = new SQLite(path.join(disk.dir, "site.sqlite"), { readonly: true });
    try {
      expect(db.pragma("integrity_check", { simple: true })).toBe("ok");
      const messages = (db.prepare("select name from contact_messages").all() as Array<{ name: string }>).map((row) => row.name);
      const applications = db.prepare("select name, resume_key from applications").all() as Array<{ name: string; resume_key: string }>;
      const okContacts = answers.filter((answer) => answer.kind === "contact" && answer.status === 200).map((answer) => answer.name);
      const okApplications = answers.filter((answer) => answer.kind === "application" && answer.status === 201).map((answer) => answer.name);
      expect(messages.sort()).toEqual(["After Full", "Before Full", ...okContacts].sort());
      expect(applications.map((row) => row.name).sort()).toEqual(["After Full", ...okApplications].sort());
      // Exactly one stored resume per stored application: no partial or orphaned files.
      expect(filesUnder(path.join(disk.dir, "uploads")).sort()).toEqual(applications.map((row) => row.resume_key).sort());
      const mails = db.prepare("select count(*) as n from mail_outbox").get() as { n: number };
      // The company's notification and the sender's acknowledgement per stored submission.
      expect(mails.n).toBe(2 * (messages.length + applications.length));
    } finally {
      db.close();
    }
  });
});
