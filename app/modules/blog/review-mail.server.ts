import type { Kysely } from "kysely";
import type { DB } from "~/db/schema";
import type { Env } from "~/env.server";
import { can, ROLES, toRole } from "~/modules/auth/permissions";
import { findReviewMailPerson, listReviewMailPeopleByRole } from "~/modules/auth/preferences.repository.server";
import { buttonHtml, headingHtml, paragraphHtml, quoteHtml, renderMailHtml } from "~/modules/mail/mail-layout.server";
import { enqueueMail } from "~/modules/mail/outbox.server";
import { formatInZone } from "~/modules/time-zone";
import { postPath } from "./post-urls";

/**
 * The review workflow's mails (issue 32, item 8), queued in the outbox inside the transaction that moves the post:
 * the reviewers when a post is submitted for review, its author when it is published, scheduled or sent back.
 * Nobody is mailed about their own move, and each person can switch these mails off on /admin/profile
 * (user_preferences.review_mail). Times carry their zone: a mail is read anywhere.
 */
type MailEnv = Pick<Env, "PUBLIC_URL" | "SITE_TIMEZONE">;

interface Person {
  id: string;
  name: string;
  email: string;
  banned: number | boolean | null;
  review_mail: number | null;
}

const wantsMail = (person: Person) => !person.banned && person.review_mail !== 0;

function footer(env: MailEnv): { text: string; html: string } {
  const url = `${env.PUBLIC_URL}/admin/profile`;
  return {
    text: `--\nYou get this mail because you write or review posts. Switch these mails off on your profile: ${url}`,
    html: `You get this mail because you write or review posts. <a href="${url}">Switch these mails off on your profile</a>.`,
  };
}

interface Mail {
  to: Person;
  subject: string;
  lines: string[];
  note?: { by: string; text: string } | null;
  button: { label: string; url: string };
}

function queue(db: Kysely<DB>, env: MailEnv, mail: Mail, now: Date): Promise<number> {
  const small = footer(env);
  const noteText = mail.note ? [`${mail.note.by} wrote:\n${mail.note.text}`] : [];
  const text = [`Hello ${mail.to.name},`, ...mail.lines, ...noteText, `${mail.button.label}: ${mail.button.url}`, small.text].join("\n\n");
  const html = renderMailHtml({
    title: mail.subject,
    preheader: mail.lines[0],
    footer: small.html,
    body: [
      headingHtml(mail.subject),
      paragraphHtml(`Hello ${mail.to.name},`),
      ...mail.lines.map((line) => paragraphHtml(line)),
      ...(mail.note ? [paragraphHtml(`${mail.note.by} wrote:`, "margin-bottom:8px"), quoteHtml(mail.note.text)] : []),
      buttonHtml(mail.button.label, mail.button.url),
    ].join(""),
  });
  return enqueueMail(db, { to: mail.to.email, subject: mail.subject, text, html, kind: "review" }, now);
}

/** Tells everyone who reviews (the roles that may publish) that `post` waits for them; not its author. */
export async function mailReviewers(
  db: Kysely<DB>,
  env: MailEnv,
  input: { post: { id: number; title: string; authorId: string; authorName: string }; now: Date },
): Promise<number> {
  const reviewerRoles = ROLES.filter((role) => can(role, "post:publish:any"));
  const people = await listReviewMailPeopleByRole(db, reviewerRoles);
  const { post } = input;
  let queued = 0;
  for (const person of people) {
    if (person.id === post.authorId || !wantsMail(person)) continue;
    await queue(
      db,
      env,
      {
        to: person,
        subject: `Review requested: ${post.title}`,
        lines: [`${post.authorName} submitted "${post.title}" for review. It waits in the review queue, where you can publish it, schedule it or send it back with a comment.`],
        button: { label: "Open the review queue", url: `${env.PUBLIC_URL}/admin/review` },
      },
      input.now,
    );
    queued += 1;
  }
  return queued;
}

export type AuthorNews = "published" | "scheduled" | "sent-back";

/** Tells a post's author what an editor did with it (with the editor's comment); not when they did it themselves. */
export async function mailAuthor(
  db: Kysely<DB>,
  env: MailEnv,
  input: {
    post: { id: number; title: string; slug: string; language: string; authorId: string; publishAt: string | null };
    news: AuthorNews;
    note: string | null;
    actor: { id: string; name: string };
    now: Date;
  },
): Promise<number | null> {
  const { post, news, actor } = input;
  if (actor.id === post.authorId) return null;
  const person = await findReviewMailPerson(db, post.authorId);
  // The SPEC's default author (id 0) has no account; a reader's account does not write.
  if (!person || !wantsMail(person) || !can(toRole(person.role), "post:create")) return null;
  const note = input.note ? { by: actor.name, text: input.note } : null;
  const edit = { label: "Open the post", url: `${env.PUBLIC_URL}/blog/edit/${post.id}` };
  const read = { label: "Read it", url: `${env.PUBLIC_URL}${postPath(post.slug, post.language)}` };
  const mails: Record<AuthorNews, Omit<Mail, "to" | "note">> = {
    published: { subject: `Published: ${post.title}`, lines: [`${actor.name} published "${post.title}". It is on the blog now.`], button: read },
    scheduled: {
      subject: `Scheduled: ${post.title}`,
      lines: [`${actor.name} scheduled "${post.title}". It goes public on ${formatInZone(post.publishAt!, env.SITE_TIMEZONE)} (${env.SITE_TIMEZONE} time).`],
      button: read,
    },
    "sent-back": {
      subject: `Sent back: ${post.title}`,
      lines: [`${actor.name} sent "${post.title}" back to you as a draft. Make the changes, then submit it for review again.`],
      button: edit,
    },
  };
  return queue(db, env, { to: person, note, ...mails[news] }, input.now);
}
