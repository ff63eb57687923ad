import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { afterAll, describe, expect, it } from "vitest";
import { startServer, type RunningServer } from "../support/server";
import { sendApplication, sendContact, TEST_SECRET } from "../support/submissions";

let server: RunningServer | undefined;
afterAll(async () => {
  await server?.stop();
});

describe("the server killed (SIGKILL) in the middle of a stream of submissions", () => {
  it("keeps every submission it answered with success, and the database passes its integrity check", async () => {
    server = await startServer({ env: { SESSION_SECRET: TEST_SECRET } });
    const { dataDir, url } = server;
    const confirmed = { contact: [] as string[], application: [] as string[] };
    let failedInFlight = 0;
    let counter = 0;
    let killed = false;

    // Four senders of each kind, each from its own address, until the process is gone.
    async function sender(kind: "contact" | "application", lane: number) {
      while (!killed) {
        counter += 1;
        const name = `${kind} ${lane}-${counter}`;
        const ip = `10.4.${kind === "contact" ? 1 : 2}.${counter % 250}`;
        try {
          const response = kind === "contact" ? await sendContact(url, name, ip) : await sendApplication(url, name, ip);
          if (response.status === (kind === "contact" ? 200 : 201)) confirmed[kind].push(name);
          else if (!killed) throw new Error(`${name}: unexpected ${response.status}`);
        } catch (error) {
          if (!killed) throw error;
          failedInFlight += 1; // The connection died with the process: the visitor saw an error, not a success.
        }
      }
    }
    const problems: unknown[] = [];
    const senders = [0, 1, 2, 3].flatMap((lane) => [sender("contact", lane), sender("application", lane)].map((run) => run.catch((error) => problems.push(error))));
    const deadline = Date.now() + 30_000;
    while (confirmed.contact.length + confirmed.application.length < 40 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    killed = true; // From here on, a failed request is one the kill cut off.
    expect(await server.stop("SIGKILL")).toBe(null);
    await Promise.all(senders);
    expect(problems).toEqual([]);
    server = undefined;

    // The restarted server opens the same folder (SQLite recovers from its WAL) and serves again.
    server = await startServer({ dataDir, env: { SESSION_SECRET: TEST_SECRET } });
    expect((await sendContact(server.url, "after restart", "10.4.3.1")).status).toBe(200);

    const db = new SQLite(path.join(dataDir, "site.sqlite"), { readonly: true });
    try {
      expect(db.pragma("integrity_check", { simple: true })).toBe("ok");
      const messages = new Set((db.prepare("select name from contact_messages").all() as Array<{ name: string }>).map((row) => row.name));
      const applications = db.prepare("select name, resume_key from applications").all() as Array<{ name: string; resume_key: string }>;
      const applicants = new Set(applications.map((row) => row.name));
      for (const name of confirmed.contact) expect(messages.has(name), name).toBe(true);
      for (const name of confirmed.application) expect(applicants.has(name), name).toBe(true);
      // Every stored application has its resume; no row points at a missing file.
      for (const row of applications) expect(fs.existsSync(path.join(dataDir, "uploads", row.resume_key)), row.resume_key).toBe(true);
      // Each stored submission queued its company mail and its acknowledgement in the same transaction.
      const mails = (db.prepare("select count(*) as n from mail_outbox").get() as { n: number }).n;
      expect(mails).toBe(2 * (messages.size + applications.length));
      console.log(
        `killed after ${confirmed.contact.length} contact + ${confirmed.application.length} application successes; ` +
          `${failedInFlight} requests died in flight; stored ${messages.size - 1} messages, ${applications.length} applications`,
      );
    } finally {
      db.close();
    }
  });
});
