/**
 * The hiring pipeline (issue 21): the board moves a card (a status change kept in the history with who made it),
 * notes, a rating, the candidate's other applications, mails to the candidate through the outbox to a real SMTP
 * server, and the source filter.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startMailWorker, type MailWorker } from "~/modules/mail/mail-worker.server";
import { startTestApp, type TestApp } from "../support/app";
import { siteSettingsSeedValues } from "~/modules/content/content-seed";
import { adminCookie, postForm } from "../support/auth";
import { applicationForm, apply } from "../support/careers";
import { createTestSmtpServer, type TestSmtpServer } from "../support/smtp";

let app: TestApp;
let admin: string;
let smtp: TestSmtpServer;
let worker: MailWorker;

beforeEach(async () => {
  smtp = await createTestSmtpServer();
  await smtp.start();
  app = await startTestApp({ SMTP_URL: smtp.url, MAIL_TO: "hr@vyoma.example", MAIL_FROM: "site@vyoma.example", MAIL_RETRY_BASE_SECONDS: "0.2" });
  admin = await adminCookie(app);
  worker = startMailWorker({ db: app.database.db, env: app.services.env, logger: app.services.logger, pollIntervalMs: 50 });
});
afterEach(async () => {
  await worker.stop();
  await app.close();
  await smtp.stop();
});

async function applyAs(email: string, positionIndex = 0, headers: Record<string, string> = {}): Promise<number> {
  const positions = (await (await app.fetch("/api/positions")).json()) as Array<{ id: number; title: string }>;
  const position = positions[positionIndex]!;
  expect((await apply(app, await applicationForm(app, { fields: { email, positionId: String(position.id), position: position.title } }), headers)).status).toBe(201);
  const row = await app.database.db.selectFrom("applications").select("id").orderBy("id", "desc").executeTakeFirstOrThrow();
  return Number(row.id);
}
const page = async (path: string) => (await app.fetch(path, { headers: { Cookie: admin } })).text();
const act = (path: string, fields: Record<string, string>) => postForm(app, path, fields, { Cookie: admin });
/** The idempotency key the application page's mail form was rendered with. */
function mailKeyIn(html: string): string {
  const match = /name="idempotencyKey" value="([^"]+)"/.exec(html);
  if (!match) throw new Error("no idempotency key in the mail form");
  return match[1]!;
}

describe("the board", () => {
  it("shows one column per status and moves a card, recording who moved it", async () => {
    const id = await applyAs("board@example.com");
    const board = await page("/admin/applications?layout=board");
    for (const column of ["New", "Reviewing", "Interview", "Offer", "Hired", "Rejected"]) expect(board).toContain(`id="column-${column.toLowerCase()}"`);
    expect(board).toContain('aria-label="Move Asha Rao to Reviewing"');

    expect((await act("/admin/applications", { intent: "move", id: String(id), status: "interview" })).status).toBe(200);
    const row = await app.database.db.selectFrom("applications").select("status").where("id", "=", id).executeTakeFirstOrThrow();
    expect(row.status).toBe("interview");
    const detail = await page(`/admin/applications/${id}`);
    expect(detail).toContain("New → Interview");

    // Moving to the same column changes nothing and adds no history; a bad status or id is refused.
    expect((await act("/admin/applications", { intent: "move", id: String(id), status: "interview" })).status).toBe(200);
    expect(await app.database.db.selectFrom("application_events").selectAll().execute()).toHaveLength(1);
    expect((await act("/admin/applications", { intent: "move", id: String(id), status: "promoted" })).status).toBe(400);
    expect((await act("/admin/applications", { intent: "move", id: "999999", status: "offer" })).status).toBe(404);
  });
});

describe("an application's page", () => {
  it("keeps notes with author and time, a rating, and shows the candidate's other applications", async () => {
    const first = await applyAs("same.person@example.com", 0);
    const second = await applyAs("Same.Person@example.com", 1);
    await applyAs("someone.else@example.com", 2);

    expect((await act(`/admin/applications/${second}`, { intent: "note", body: "Great portfolio.\nCall on Monday." })).status).toBe(200);
    expect((await act(`/admin/applications/${second}`, { intent: "note", body: "   " })).status).toBe(400);
    expect((await act(`/admin/applications/${second}`, { intent: "rating", rating: "4" })).status).toBe(200);
    expect((await act(`/admin/applications/${second}`, { intent: "rating", rating: "6" })).status).toBe(400);

    const detail = await page(`/admin/applications/${second}`);
    expect(detail).toContain("Great portfolio.\nCall on Monday.");
    // The note's author is the signed-in admin ("Administrator", as ensureAdmin names one).
    expect(detail).toMatch(/Call on Monday\.<\/p><p[^>]*>Administrator, <time/);
    expect(detail).toContain("Rated 4 of 5");
    expect(detail).toContain(`href="/admin/applications/${first}"`);
    expect(detail).not.toContain("someone.else@example.com");

    expect((await act(`/admin/applications/${second}`, { intent: "rating", rating: "" })).status).toBe(200);
    expect(await page(`/admin/applications/${second}`)).not.toContain("Rated 4 of 5");
  });

  it("mails the candidate through the outbox from an edited template and records it", async () => {
    const id = await applyAs("invite.me@example.com");
    await smtp.waitForMails(2); // the company's notification of the application and the applicant's acknowledgement
    const detail = await page(`/admin/applications/${id}`);
    expect(detail).toContain("Interview invitation: ");

    const sent = await act(`/admin/applications/${id}`, {
      intent: "email",
      subject: "Interview invitation: let us talk",
      text: "Dear Asha,\n\nWould Tuesday at 11:00 suit you?\n\nPriya",
      idempotencyKey: mailKeyIn(detail),
    });
    expect(sent.status).toBe(200);
    const mail = (await smtp.waitForMails(3)).find((received) => received.subject === "Interview invitation: let us talk");
    expect(mail!.to).toEqual(["invite.me@example.com"]);
    expect(mail!.subject).toBe("Interview invitation: let us talk");
    expect(mail!.text).toContain("Would Tuesday at 11:00 suit you?");
    expect(mail!.headers["reply-to"]).toContain("careers@vyoma.example");
    expect(await page(`/admin/applications/${id}`)).toContain("Mail sent: Interview invitation: let us talk");

    expect((await act(`/admin/applications/${id}`, { intent: "email", subject: "", text: "x", idempotencyKey: mailKeyIn(detail) })).status).toBe(400);
  });

  it("signs the templates and answers to the careers address as the site settings say now (issue 34)", async () => {
    expect((await act("/admin/content/settings", { ...siteSettingsSeedValues(), name: "Vyoma Labs", careersEmail: "jobs@vyoma.example", phone: "+91 20 4000 9876" })).status).toBe(200);
    const id = await applyAs("settings@example.com");
    await smtp.waitForMails(2);
    const detail = await page(`/admin/applications/${id}`);
    expect(detail).toContain("Kind regards,\nVyoma Labs hiring team\njobs@vyoma.example\n+91 20 4000 9876");
    expect(detail).toContain("Interview invitation: ");
    expect(detail).toContain(" at Vyoma Labs");
    expect(detail).not.toContain("Vyoma Technologies hiring team");
    expect((await act(`/admin/applications/${id}`, { intent: "email", subject: "Next steps", text: "Dear Asha,\n\nSoon.", idempotencyKey: mailKeyIn(detail) })).status).toBe(200);
    const mail = (await smtp.waitForMails(3)).find((received) => received.subject === "Next steps");
    expect(mail!.headers["reply-to"]).toContain("jobs@vyoma.example");
  });

  it("signs the templates with the staff member's name, or with the company's hiring team while the account has only the placeholder name", async () => {
    const id = await applyAs("signature@example.com");
    const textarea = (html: string) => /<textarea[^>]*name="text"[^>]*>([^<]*)<\/textarea>/.exec(html)![1]!;
    // The signed-in admin is "Administrator", the name setup gives an admin until the profile sets one.
    const placeholder = textarea(await page(`/admin/applications/${id}`));
    expect(placeholder).toContain("Kind regards,\nVyoma Technologies hiring team\n");
    expect(placeholder).not.toContain("Administrator");
    // The greeting is its own line; the text after it starts with a capital.
    expect(placeholder).toMatch(/^\s*Dear Asha Rao,\n\nThank you/);

    await app.database.db.updateTable("user").set({ name: "Priya Nair" }).where("name", "=", "Administrator").execute();
    expect(textarea(await page(`/admin/applications/${id}`))).toContain("Kind regards,\nPriya Nair\nVyoma Technologies hiring team\n");
  });

  it("sends a mail once when its form is submitted twice (same idempotency key): one mail reaches SMTP, the second submit is refused", async () => {
    const id = await applyAs("twice@example.com");
    await smtp.waitForMails(2);
    const key = mailKeyIn(await page(`/admin/applications/${id}`));
    const fields = { intent: "email", subject: "Interview on Tuesday", text: "Dear Asha,\n\nTuesday at 11:00?", idempotencyKey: key };

    const [first, second] = await Promise.all([act(`/admin/applications/${id}`, fields), act(`/admin/applications/${id}`, fields)]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    expect(await (first.status === 409 ? first : second).text()).toContain("This mail was already sent (see the history); it was not sent again.");
    const third = await act(`/admin/applications/${id}`, fields);
    expect(third.status).toBe(409);

    await smtp.waitForMails(3);
    await new Promise((resolve) => setTimeout(resolve, 500)); // time for a second copy, were one queued
    expect(smtp.mails.filter((mail) => mail.subject === "Interview on Tuesday")).toHaveLength(1);
    expect(await app.database.db.selectFrom("mail_outbox").select("id").where("subject", "=", "Interview on Tuesday").execute()).toHaveLength(1);

    // A missing or malformed key is a stale form: refused, nothing sent.
    expect((await act(`/admin/applications/${id}`, { ...fields, idempotencyKey: "" })).status).toBe(400);
    const { idempotencyKey: _, ...withoutKey } = fields;
    expect((await act(`/admin/applications/${id}`, withoutKey)).status).toBe(400);
  });

  it("shows a sent mail in the history with its body; the page after sending has an empty form with a new key", async () => {
    const id = await applyAs("history@example.com");
    const before = await page(`/admin/applications/${id}`);
    const key = mailKeyIn(before);
    const sent = await act(`/admin/applications/${id}`, { intent: "email", subject: "A question", text: "Dear Asha,\n\nCould you send your portfolio?", idempotencyKey: key });
    expect(sent.status).toBe(200);
    // The page the plain form POST answers with: the mail's body in the history, the form emptied, a new key.
    const answered = await sent.text();
    expect(answered).toContain("Mail sent: A question");
    expect(answered).toContain("Could you send your portfolio?");
    expect(answered).toMatch(/<select[^>]*><option value="" selected="">No template \(empty mail\)<\/option>/);
    expect(answered).toMatch(/<input[^>]*name="subject"[^>]*value=""/);
    expect(mailKeyIn(answered)).not.toBe(key);
    const history = await app.database.db.selectFrom("application_events").select(["kind", "detail", "body"]).where("application_id", "=", id).execute();
    expect(history).toEqual([{ kind: "email", detail: "Mail sent: A question", body: "Dear Asha,\n\nCould you send your portfolio?" }]);
  });

  it("offers to set the status a template implies, checked by default, in the same submit", async () => {
    const id = await applyAs("not.now@example.com");
    const detail = await page(`/admin/applications/${id}`);
    // The interview template (the default) offers Interview; Not moving forward offers Rejected (after choosing it).
    const checkbox = /<input type="checkbox"[^>]*name="status"[^>]*>/.exec(detail)?.[0];
    expect(checkbox).toContain('value="interview"');
    expect(checkbox).toContain('checked=""');
    expect(detail).toContain("Also set the status to Interview");

    const sent = await act(`/admin/applications/${id}`, {
      intent: "email",
      subject: "Your application",
      text: "Dear Asha,\n\nWe will not move forward.",
      status: "rejected",
      idempotencyKey: mailKeyIn(detail),
    });
    expect(sent.status).toBe(200);
    expect(await sent.text()).toContain("Mail queued; the outbox sends it. Status set to Rejected.");
    const row = await app.database.db.selectFrom("applications").select("status").where("id", "=", id).executeTakeFirstOrThrow();
    expect(row.status).toBe("rejected");
    const events = await app.database.db.selectFrom("application_events").select(["kind", "detail"]).where("application_id", "=", id).orderBy("id").execute();
    expect(events).toEqual([
      { kind: "email", detail: "Mail sent: Your application" },
      { kind: "status", detail: "New → Rejected" },
    ]);
  });
});

describe("the source filter", () => {
  it("lists the campaign sources and narrows the inbox to one", async () => {
    await applyAs("from.linkedin@example.com", 0, { Referer: `${app.url}/careers?utm_source=linkedin` });
    await applyAs("from.naukri@example.com", 1, { Referer: `${app.url}/careers?utm_source=naukri` });
    const inbox = await page("/admin/applications");
    expect(inbox).toContain('<option value="linkedin">linkedin</option>');
    expect(inbox).toContain("via linkedin");
    const filtered = await page("/admin/applications?source=naukri");
    expect(filtered).toContain("1 application");
    expect(filtered).toContain("via naukri");
    expect(filtered).not.toContain("via linkedin");
  });
});
