/**
 * The review queue decides without opening the post, and people hear about it (issue 32, item 8): Publish now,
 * Schedule (a time in SITE_TIMEZONE) and Send back, each with a comment; mails through the outbox to the reviewers
 * when a post is submitted and to its author when it is published, scheduled or sent back; "Email me about review
 * and publishing" on /admin/profile switches them off per person; each decision is an entry in History. The real
 * server build, the real outbox worker and the real SMTP test server.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startMailWorker, type MailWorker } from "~/modules/mail/mail-worker.server";
import { startTestApp, type TestApp } from "../support/app";
import { adminCookie, postForm, roleUser, TEST_ADMIN } from "../support/auth";
import { postRevisionRows, samplePost, sendJson } from "../support/blog";
import { createTestSmtpServer, waitUntil, type ReceivedMail, type TestSmtpServer } from "../support/smtp";

let app: TestApp;
let smtp: TestSmtpServer;
let worker: MailWorker;
let admin: string;
type Person = Awaited<ReturnType<typeof roleUser>>;
let editor: Person;
let quietEditor: Person;
let author: Person;
let quietAuthor: Person;

beforeAll(async () => {
  smtp = await createTestSmtpServer();
  await smtp.start();
  app = await startTestApp({ MAIL_TO: "inbox@vyoma.test", MAIL_FROM: "Vyoma Technologies <no-reply@vyoma.test>", SMTP_URL: smtp.url });
  worker = startMailWorker({ db: app.database.db, env: app.services.env, logger: app.services.logger, pollIntervalMs: 50 });
  admin = await adminCookie(app);
  editor = await roleUser(app, "editor", "Ravi Editor");
  quietEditor = await roleUser(app, "editor", "Quiet Editor");
  author = await roleUser(app, "author", "Asha Author");
  quietAuthor = await roleUser(app, "author", "Quiet Author");
  // Two people switch the mails off on their profile (the checkbox left unticked).
  for (const person of [quietEditor, quietAuthor]) {
    expect((await postForm(app, "/admin/profile", { intent: "review-mail" }, { Cookie: person.cookie })).status).toBe(200);
  }
});
afterAll(async () => {
  await worker.stop();
  await smtp.stop();
  await app.close();
});

const reviewMails = async () =>
  (await app.database.db.selectFrom("mail_outbox").select(["to_address as to", "subject", "status"]).where("kind", "=", "review").orderBy("id").execute()) as Array<{
    to: string;
    subject: string;
    status: string;
  }>;

/** Every review mail queued so far, once the worker has handed each to the SMTP server. */
async function delivered(): Promise<ReceivedMail[]> {
  await waitUntil(async () => (await reviewMails()).every((mail) => mail.status === "sent"), 20_000, "review mails sent");
  return smtp.mails.filter((mail) => mail.subject.startsWith("Review requested") || /^(Published|Scheduled|Sent back):/.test(mail.subject));
}

async function submit(person: Person, title: string) {
  const response = await sendJson(app, "POST", "/api/blogs", samplePost({ title, status: "review" }), person.cookie);
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as { id: number; slug: string };
}

const decide = (cookie: string, fields: Record<string, string>) => postForm(app, "/admin/review", fields, { Cookie: cookie });
const events = async (postId: number) =>
  (await postRevisionRows(app.database.db, postId)).filter((row) => row.event !== null).map(({ event, editor_name, note }) => ({ event, editor_name, note }));

describe("mails about review", () => {
  it("links a Hindi post at its Hindi address in the queue and in the author's mail (issue 35)", async () => {
    const english = await submit(author, "Talking Signboards");
    const translated = await postForm(app, `/blog/edit/${english.id}`, { intent: "translate", language: "hi" }, { Cookie: author.cookie });
    expect(translated.status).toBe(303);
    const draftId = Number(translated.headers.get("location")!.split("/").pop());
    const hindiFields = samplePost({ title: "बोलते साइनबोर्ड", excerpt: "सड़क पर लिखा अब सुनाई देता है।", content: "<p>हिन्दी में लेख।</p>", status: "review" });
    const submitted = await sendJson(app, "PUT", `/api/blogs/${draftId}`, hindiFields, author.cookie);
    expect(submitted.status, await submitted.clone().text()).toBe(200);
    const hindiPath = `/hi/blog/${encodeURIComponent(((await submitted.json()) as { slug: string }).slug)}`;

    const queue = await (await app.fetch("/admin/review", { headers: { Cookie: editor.cookie } })).text();
    expect(queue).toMatch(new RegExp(`<a [^>]*href="${hindiPath}"[^>]*>Read it</a>`));
    expect(queue).toMatch(/<h2[^>]*lang="hi"[^>]*>बोलते साइनबोर्ड<\/h2>/);

    expect((await decide(editor.cookie, { id: String(draftId), intent: "publish", note: "" })).status).toBe(200);
    // The test server keeps a non-ASCII subject as its encoded words: the mail is found by its text.
    await delivered();
    const mail = smtp.mails.find((candidate) => candidate.to[0] === author.email && candidate.text.includes('Ravi Editor published "बोलते साइनबोर्ड"'))!;
    expect(mail.text).toContain(`${app.services.env.PUBLIC_URL}${hindiPath}`);
    expect(mail.html).toContain(`href="${app.services.env.PUBLIC_URL}${hindiPath}"`);
  });

  it("mails every reviewer who has not switched off when a post is submitted, and nobody else", async () => {
    const before = smtp.mails.length;
    await submit(author, "Monsoon Birding Notes");
    const queued = (await reviewMails()).filter((mail) => mail.subject === "Review requested: Monsoon Birding Notes");
    expect(queued.map((mail) => mail.to).sort()).toEqual([TEST_ADMIN.email, editor.email].sort());
    const received = (await delivered()).filter((mail) => mail.subject === "Review requested: Monsoon Birding Notes");
    expect(received.map((mail) => mail.to[0]).sort()).toEqual([TEST_ADMIN.email, editor.email].sort());
    const mail = received.find((candidate) => candidate.to[0] === editor.email)!;
    expect(mail.text).toContain('Asha Author submitted "Monsoon Birding Notes" for review.');
    expect(mail.text).toContain("/admin/review");
    expect(mail.text).toContain("/admin/profile");
    expect(smtp.mails.length - before).toBe(2);
  });

  it("tells the author when an editor publishes, schedules or sends back from the queue, with the comment, and records each in History", async () => {
    const published = await submit(author, "Published From The Queue");
    const scheduled = await submit(author, "Scheduled From The Queue");
    const sentBack = await submit(author, "Sent Back From The Queue");
    const before = (await reviewMails()).length;

    expect((await decide(editor.cookie, { id: String(published.id), intent: "publish", note: "Lovely piece, thank you." })).status).toBe(200);
    expect((await decide(editor.cookie, { id: String(scheduled.id), intent: "schedule", publishAt: "2027-06-01T09:00", note: "Out with the June issue." })).status).toBe(200);
    expect((await decide(editor.cookie, { id: String(sentBack.id), intent: "send-back", note: "Please add the route map." })).status).toBe(200);

    const statuses = await app.database.db.selectFrom("posts").select(["id", "status", "publish_at"]).where("id", "in", [published.id, scheduled.id, sentBack.id]).orderBy("id").execute();
    expect(statuses.map((post) => post.status)).toEqual(["published", "scheduled", "draft"]);
    // Typed in Asia/Kolkata (UTC+5:30).
    expect(statuses[1]!.publish_at).toBe("2027-06-01T03:30:00.000Z");

    const queued = (await reviewMails()).slice(before);
    expect(queued.map((mail) => [mail.to, mail.subject])).toEqual([
      [author.email, "Published: Published From The Queue"],
      [author.email, "Scheduled: Scheduled From The Queue"],
      [author.email, "Sent back: Sent Back From The Queue"],
    ]);
    const received = await delivered();
    const bySubject = (subject: string) => received.find((mail) => mail.subject === subject)!;
    expect(bySubject("Published: Published From The Queue").text).toContain("Ravi Editor wrote:\r\nLovely piece, thank you.");
    expect(bySubject("Scheduled: Scheduled From The Queue").text).toContain("It goes public on 1 Jun 2027, 09:00 (Asia/Kolkata time).");
    expect(bySubject("Sent back: Sent Back From The Queue").text).toContain("Please add the route map.");
    expect(bySubject("Sent back: Sent Back From The Queue").html).toContain("Please add the route map.");

    expect(await events(published.id)).toEqual([{ event: "approved", editor_name: "Ravi Editor", note: "Lovely piece, thank you." }]);
    expect(await events(scheduled.id)).toEqual([{ event: "scheduled", editor_name: "Ravi Editor", note: "Out with the June issue." }]);
    expect(await events(sentBack.id)).toEqual([{ event: "sent-back", editor_name: "Ravi Editor", note: "Please add the route map." }]);
    // Cancelling the schedule is in History too; History on the edit page names each move and its comment.
    expect((await postForm(app, "/admin/scheduled", { id: String(scheduled.id), intent: "cancel" }, { Cookie: admin })).status).toBe(200);
    expect((await events(scheduled.id)).map((entry) => entry.event)).toEqual(["scheduled", "schedule-cancelled"]);
    const history = await (await app.fetch(`/blog/edit/${scheduled.id}`, { headers: { Cookie: admin } })).text();
    expect(history).toContain("Scheduled from review by Ravi Editor");
    expect(history).toContain("Out with the June issue.");
    expect(history).toContain("Schedule cancelled by");
  });

  it("mails on a save too: a draft submitted for review by its author; an author's post an editor publishes or schedules from the edit form or API", async () => {
    const draft = (await (await sendJson(app, "POST", "/api/blogs", samplePost({ title: "Saved Then Submitted", status: "draft" }), author.cookie)).json()) as { id: number };
    const before = (await reviewMails()).length;
    expect((await sendJson(app, "PUT", `/api/blogs/${draft.id}`, samplePost({ title: "Saved Then Submitted", status: "review" }), author.cookie)).status).toBe(200);
    // Saving it again in review is no new submission.
    expect((await sendJson(app, "PUT", `/api/blogs/${draft.id}`, samplePost({ title: "Saved Then Submitted", status: "review", excerpt: "Tweaked." }), author.cookie)).status).toBe(200);
    expect((await sendJson(app, "PUT", `/api/blogs/${draft.id}`, samplePost({ title: "Saved Then Submitted", status: "scheduled", publishAt: "2027-06-02T18:30" }), editor.cookie)).status).toBe(200);
    expect((await sendJson(app, "PUT", `/api/blogs/${draft.id}`, samplePost({ title: "Saved Then Submitted", status: "published", publishAt: "" }), editor.cookie)).status).toBe(200);
    const queued = (await reviewMails()).slice(before);
    expect(queued.map((mail) => [mail.to, mail.subject]).sort()).toEqual(
      [
        [TEST_ADMIN.email, "Review requested: Saved Then Submitted"],
        [editor.email, "Review requested: Saved Then Submitted"],
        [author.email, "Scheduled: Saved Then Submitted"],
        [author.email, "Published: Saved Then Submitted"],
      ].sort(),
    );
    const received = await delivered();
    expect(received.find((mail) => mail.subject === "Scheduled: Saved Then Submitted")!.text).toContain("2 Jun 2027, 18:30 (Asia/Kolkata time)");
  });

  it("sends nothing to an author who switched off, nor to an editor about their own decision", async () => {
    const post = await submit(quietAuthor, "A Quiet Author's Post");
    const before = (await reviewMails()).length;
    expect((await decide(editor.cookie, { id: String(post.id), intent: "send-back", note: "Needs a conclusion." })).status).toBe(200);
    // An editor's own post, published by themselves: nobody hears about their own move.
    const own = await submit(editor, "An Editor's Own Post");
    const afterOwn = (await reviewMails()).length;
    expect((await decide(editor.cookie, { id: String(own.id), intent: "publish" })).status).toBe(200);
    const queued = (await reviewMails()).slice(before);
    // Only the other reviewers hear that the editor's post was submitted; the quiet editor does not.
    expect(queued.map((mail) => mail.to).sort()).toEqual([TEST_ADMIN.email]);
    expect((await reviewMails()).length).toBe(afterOwn);
    await delivered();
    expect(smtp.mails.some((mail) => mail.to.includes(quietAuthor.email) || mail.to.includes(quietEditor.email))).toBe(false);
  });

  it("answers a schedule without a time, or in the past, with 400 and the reason; the post stays in review", async () => {
    const post = await submit(author, "Not Yet Timed");
    const empty = await decide(editor.cookie, { id: String(post.id), intent: "schedule", publishAt: "" });
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain("Choose the date and time to publish at.");
    const past = await decide(editor.cookie, { id: String(post.id), intent: "schedule", publishAt: "2020-01-01T09:00" });
    expect(past.status).toBe(400);
    const send = await decide(editor.cookie, { id: String(post.id), intent: "send-back", note: "  " });
    expect(send.status).toBe(400);
    const row = await app.database.db.selectFrom("posts").select("status").where("id", "=", post.id).executeTakeFirstOrThrow();
    expect(row.status).toBe("review");
  });

  it("keeps the switch on the profile: unticked it stays off, ticked it is on again", async () => {
    const page = async () => (await app.fetch("/admin/profile", { headers: { Cookie: quietAuthor.cookie } })).text();
    expect(await page()).toContain("Email me about review and publishing");
    expect(await page()).not.toMatch(/id="review-mail"[^>]*checked/);
    expect((await postForm(app, "/admin/profile", { intent: "review-mail", reviewMail: "on" }, { Cookie: quietAuthor.cookie })).status).toBe(200);
    expect(await page()).toMatch(/id="review-mail"[^>]*checked/);
    // Its own form: the byline is untouched.
    const name = await app.database.db.selectFrom("user").select("name").where("email", "=", quietAuthor.email).executeTakeFirstOrThrow();
    expect(name.name).toBe("Quiet Author");
  });
});
