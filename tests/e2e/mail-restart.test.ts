import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/db/database.server";
import { FORM_TOKEN_FIELD, issueFormToken } from "~/modules/security/spam.server";
import { freePort, startServer, type RunningServer } from "../support/server";
import { createTestSmtpServer, waitUntil, type TestSmtpServer } from "../support/smtp";
import { sendApplication } from "../support/submissions";

const SECRET = "restart-test-session-secret-0123456789abcdef";
const running: RunningServer[] = [];
let smtp: TestSmtpServer | undefined;

afterAll(async () => {
  await Promise.all(running.map((server) => server.stop()));
  await smtp?.stop();
});

function post(server: RunningServer, pathname: string, fields: Record<string, string>) {
  return fetch(`${server.url}${pathname}`, {
    method: "POST",
    headers: { Origin: server.url, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ ...fields, [FORM_TOKEN_FIELD]: issueFormToken(SECRET, Date.now() - 10_000) }),
    redirect: "manual",
  });
}

describe("mail delivery across an SMTP outage and a server restart (contact, newsletter, application)", () => {
  it("loses nothing: what was accepted while SMTP was down is delivered, once, by the restarted server", async () => {
    smtp = await createTestSmtpServer(await freePort());
    const env = { SMTP_URL: smtp.url, MAIL_TO: "inbox@vyoma.test", MAIL_RETRY_BASE_SECONDS: "0.5", SESSION_SECRET: SECRET };
    const first = await startServer({ env });
    running.push(first);
    const contact = await post(first, "/contact", {
      variant: "subject",
      name: "Kiran Shah",
      email: "kiran@client.example",
      subject: "Partnerships",
      message: "Let us build something together.",
    });
    expect(contact.status).toBe(200);
    expect((await post(first, "/newsletter", { email: "reader@client.example" })).status).toBe(200);
    expect((await sendApplication(first.url, "Ravi Kumar", undefined, SECRET)).status).toBe(201);

    const database = openDatabase({ sqlitePath: path.join(first.dataDir, "site.sqlite") });
    try {
      const outbox = () => database.db.selectFrom("mail_outbox").selectAll().orderBy("id").execute();
      await waitUntil(async () => (await outbox()).every((row) => row.attempts >= 1 && row.last_error), 20_000, "failed attempts");
      expect(await first.stop()).toBe(0);
      running.splice(running.indexOf(first), 1);
      expect((await outbox()).map((row) => row.status)).toEqual(Array(5).fill("pending"));

      await smtp.start();
      const second = await startServer({ env, dataDir: first.dataDir });
      running.push(second);
      // The company's two notifications, the two acknowledgements and the subscriber's confirmation.
      const mails = await smtp.waitForMails(5, 30_000);
      await waitUntil(async () => (await outbox()).every((row) => row.status === "sent"), 20_000, "all sent");
      // Another poll or two of the worker must not send anything again.
      await new Promise((resolve) => setTimeout(resolve, 3000));
      expect(mails).toHaveLength(5);
      expect(mails.map((mail) => mail.to[0]).sort()).toEqual([
        "applicant@example.com",
        "inbox@vyoma.test",
        "inbox@vyoma.test",
        "kiran@client.example",
        "reader@client.example",
      ]);
      const company = mails.filter((mail) => mail.to[0] === "inbox@vyoma.test").map((mail) => mail.text);
      expect(company.some((text) => text.includes("Name: Kiran Shah"))).toBe(true);
      expect(company.some((text) => text.includes("Name: Ravi Kumar"))).toBe(true);
      expect(await database.db.selectFrom("contact_messages").select("name").execute()).toEqual([{ name: "Kiran Shah" }]);
      expect(await database.db.selectFrom("newsletter_subscribers").select("status").execute()).toEqual([{ status: "pending" }]);
    } finally {
      await database.close();
    }
  });
});
