import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/db/database.server";
import { migrateToLatest } from "~/db/migrate.server";
import { freePort, startServer, type RunningServer } from "../support/server";
import { insertConfirmedSubscribers } from "../support/newsletter";
import { createTestSmtpServer, waitUntil, type TestSmtpServer } from "../support/smtp";
import { tempDataDir } from "../support/careers";

const ADMIN = { ADMIN_EMAIL: "chief@vyoma.test", ADMIN_PASSWORD: "crash-test-password" };
const running: RunningServer[] = [];
let smtp: TestSmtpServer | undefined;

afterAll(async () => {
  await Promise.all(running.map((server) => server.stop()));
  await smtp?.stop();
});

async function login(server: RunningServer): Promise<string> {
  const response = await fetch(`${server.url}/login`, {
    method: "POST",
    headers: { Origin: server.url, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ email: ADMIN.ADMIN_EMAIL, password: ADMIN.ADMIN_PASSWORD }),
    redirect: "manual",
  });
  expect(response.status).toBe(302);
  return response.headers.getSetCookie().map((cookie) => cookie.split(";")[0]).join("; ");
}

describe("a server killed in the middle of a newsletter send", () => {
  it("resends nothing already sent (beyond the mails in flight at the kill, which keep their Message-ID) and loses nobody", async () => {
    smtp = await createTestSmtpServer(await freePort());
    await smtp.start();
    const dataDir = tempDataDir();
    const seed = openDatabase({ sqlitePath: path.join(dataDir, "site.sqlite") });
    await migrateToLatest(seed);
    const emails = await insertConfirmedSubscribers(seed, 200);
    await seed.close();

    // 1,200 a minute: 200 mails take about 10 s, so the kill lands mid-send. A short lease lets the restarted
    // server take over the mails that were claimed when the first one died.
    const env = { ...ADMIN, SMTP_URL: smtp.url, NEWSLETTER_RATE_PER_MINUTE: "1200", MAIL_LEASE_SECONDS: "3", SESSION_SECRET: "crash-test-session-secret-0123456789abcdef" };
    const first = await startServer({ env, dataDir });
    running.push(first);
    const send = await fetch(`${first.url}/admin/newsletter`, {
      method: "POST",
      headers: { Origin: first.url, "Content-Type": "application/x-www-form-urlencoded", Cookie: await login(first) },
      body: new URLSearchParams({ intent: "send", source: "message", subject: "Crash course", message: "One copy each, please." }),
    });
    expect(send.status).toBe(200);
    await smtp.waitForMails(60, 30_000);
    first.process.kill("SIGKILL");
    await new Promise((resolve) => first.process.once("exit", resolve));
    running.splice(running.indexOf(first), 1);
    const beforeRestart = smtp.mails.length;
    expect(beforeRestart).toBeLessThan(200);

    const second = await startServer({ env, dataDir });
    running.push(second);
    const database = openDatabase({ sqlitePath: path.join(dataDir, "site.sqlite") });
    try {
      await waitUntil(async () => (await database.db.selectFrom("newsletter_issues").select("status").executeTakeFirst())?.status === "sent", 60_000, "the send finished");
      await new Promise((resolve) => setTimeout(resolve, 1500));
      const recipients = smtp.mails.map((mail) => mail.to[0]!);
      // Nobody missing.
      expect(new Set(recipients)).toEqual(new Set(emails));
      // A duplicate can only be a mail that was being handed to SMTP at the kill (at least once, decision 0003):
      // it carries the same Message-ID as its first copy, so mail systems can drop it.
      const byRecipient = new Map<string, string[]>();
      for (const mail of smtp.mails) byRecipient.set(mail.to[0]!, [...(byRecipient.get(mail.to[0]!) ?? []), mail.headers["message-id"]!]);
      const duplicates = [...byRecipient.values()].filter((ids) => ids.length > 1);
      for (const ids of duplicates) expect(new Set(ids).size).toBe(1);
      expect(duplicates.length).toBeLessThanOrEqual(1);
      console.log(`killed after ${beforeRestart} of 200 mails; ${smtp.mails.length} delivered in all, ${duplicates.length} duplicate(s)`);
    } finally {
      await database.close();
    }
  }, 120_000);
});
