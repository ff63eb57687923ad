import type { Kysely } from "kysely";
import type { DB } from "~/db/schema";
import type { Env } from "~/env.server";
import { judgePublication, recordAccessibilityOverride, type AccessibilityCheck } from "~/modules/accessibility/accessibility.server";
import { queueWebhookEvent } from "~/modules/webhooks/webhook-events.server";
import { recordAuditEvent, type AuditActor } from "~/modules/audit/audit.server";
import { can, editPostDenial, type Role } from "~/modules/auth/permissions";
import { DEFAULT_LOCALE, type Locale } from "~/i18n/locales";
import { fail, succeed, type Result } from "~/modules/result";
import type { AppServices } from "~/modules/services";
import {
  deletePostRow,
  findPostById,
  insertPost,
  isUniqueViolation,
  moveSlug,
  takenSlugsLike,
  updatePostRowAtVersion,
  type PostRow,
} from "./blog.repository.server";
import { insertRevision } from "./revisions.repository.server";
import { joinTranslationGroup } from "./translations.repository.server";
import { postPath } from "./post-urls";
import { resolvePostStatus } from "./post-schedule.server";
import { ensureAuthorProfile } from "./authors.server";
import { mailAuthor, mailReviewers, type AuthorNews } from "./review-mail.server";
import { blogMessages } from "./blog-messages";
import { POST_CONTENT_FIELDS, type PostInput, type PostJson } from "./blog.schema";
import { sanitizePostHtml } from "./post-html.server";
import { toPostJson } from "./post-json.server";
import { firstFreeSlug, slugify } from "./slug";

/**
 * The blog's write use cases. The HTML forms (/blog/create, /blog/edit/{id}) and the JSON API (/api/blogs) both
 * parse with postInputSchema and call these, so slugs, sanitizing and authorship are decided in one place.
 */
/** The logger and cache are optional so the seeder, which runs before the app's services exist, can use the same use case. */
type BlogServices = Pick<AppServices, "database" | "clock"> & Partial<Pick<AppServices, "logger" | "pageCache" | "env">>;

export interface PostAuthor {
  id: string;
  name: string;
}

/** Who saves: their role decides what they may publish (modules/auth/permissions.ts). */
export interface PostActor extends PostAuthor {
  role: Role;
}

/** The seeder and other callers without a session act as the SPEC's default author with every right. */
const SYSTEM_ACTOR: PostActor = { id: "0", name: "Admin", role: "admin" };

export const editMessages = {
  conflict: "Someone else saved this post after you opened it. Compare the changes below, then choose what to keep.",
  staleVersion: "The post changed since the version you named in If-Match.",
} as const;

const DEFAULT_TIME_ZONE = "Asia/Kolkata";
/** SPEC: the author defaults to id 0 and name Admin when there is no current user (e.g. sample content). */
export const DEFAULT_AUTHOR: PostAuthor = { id: "0", name: "Admin" };

/** A slug race (two writers, one slug) is retried with the next free slug; the unique index is the referee. */
const SLUG_ATTEMPTS = 3;

function contentColumns(input: PostInput) {
  return {
    title: input.title,
    excerpt: input.excerpt,
    content: sanitizePostHtml(input.content),
    image: input.image,
    category: input.category,
    tags: JSON.stringify(input.tags),
  };
}

async function withSlugRetry<T>(attempt: () => Promise<T>): Promise<T> {
  for (let tries = 1; ; tries += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (!isUniqueViolation(error) || tries >= SLUG_ATTEMPTS) throw error;
    }
  }
}

/** A post readers see, now or at its time: what the accessibility check guards (decision 0032). */
const isGoingPublic = (status: string) => status === "published" || status === "scheduled";

/**
 * Creates a post by `author` (default: the SPEC's Admin, id 0). Without a status, it is published when the author
 * may publish and a draft otherwise. The first revision is kept with it. `accessibility`: how the publish check
 * applies (the forms gate, the API reports; none for the seeder). `language` (default English) and `translationOf`
 * (the post it translates, whose group it joins; translations.server.ts) make a translation.
 */
export async function createPost(
  services: BlogServices,
  input: { fields: PostInput; author?: PostActor | PostAuthor; by?: AuditActor; accessibility?: AccessibilityCheck; language?: Locale; translationOf?: number },
): Promise<Result<PostJson, "invalid" | "forbidden">> {
  const language = input.language ?? DEFAULT_LOCALE;
  const { fields } = input;
  const actor: PostActor = input.author ? { role: "admin", ...input.author } : SYSTEM_ACTOR;
  const { db } = services.database;
  const stamp = services.clock.now().toISOString();
  const resolved = resolvePostStatus({
    requested: fields.status ?? (can(actor.role, "post:publish:any") ? "published" : "draft"),
    publishAt: fields.publishAt,
    unpublishAt: fields.unpublishAt,
    role: actor.role,
    now: stamp,
    timeZone: services.env?.SITE_TIMEZONE ?? DEFAULT_TIME_ZONE,
  });
  if (!resolved.ok) return resolved;
  const judged = judgePublication({ content: fields.content, language, goesPublic: isGoingPublic(resolved.value.status), role: actor.role, check: input.accessibility });
  if (!judged.ok) return judged;
  const base = slugify(fields.title);
  const id = await withSlugRetry(() =>
    db.transaction().execute(async (trx) => {
      const slug = firstFreeSlug(base, await takenSlugsLike(trx, base, language));
      const columns = { ...contentColumns(fields), ...resolved.value };
      const postId = await insertPost(trx, {
        ...columns,
        slug,
        language,
        translation_group: input.translationOf === undefined ? null : await joinTranslationGroup(trx, input.translationOf),
        author_id: actor.id,
        author_name: actor.name,
        published_at: resolved.value.publish_at ?? stamp,
        created_at: stamp,
        updated_at: stamp,
      });
      await keepRevision(trx, postId, 1, columns, actor, stamp);
      if (columns.status === "published") await recordPublication(services, trx, "post.published", { id: postId, title: fields.title, slug, language }, input.by);
      const overridden = { post: { id: postId, title: fields.title }, rules: judged.value.overridden, scheduled: columns.status === "scheduled", by: input.by };
      await recordAccessibilityOverride(services, trx, overridden);
      // Submitted for review at once: the reviewers hear of it (queued with the post, sent by the outbox).
      if (columns.status === "review" && services.env) {
        await mailReviewers(trx, services.env, { post: { id: postId, title: fields.title, authorId: actor.id, authorName: actor.name }, now: new Date(stamp) });
      }
      return postId;
    }),
  );
  // The writer's author page, from their first post on (outside the transaction: a slug race there is retried).
  await ensureAuthorProfile(db, actor, stamp);
  const row = await findPostById(db, id);
  services.logger?.info({ postId: id, slug: row?.slug, status: row?.status }, "post created");
  services.pageCache?.invalidate("post created");
  return succeed(toPostJson(row!));
}

function keepRevision(
  db: Kysely<DB>,
  postId: number,
  version: number,
  columns: ReturnType<typeof contentColumns> & { status: string },
  actor: PostAuthor,
  at: string,
) {
  const { title, excerpt, content, image, category, tags, status } = columns;
  return insertRevision(db, { post_id: postId, version, title, excerpt, content, image, category, tags, status, editor_id: actor.id, editor_name: actor.name, created_at: at });
}

/**
 * The mails a save's change of status brings (issue 32): submitted for review, the reviewers; published or scheduled
 * by someone else (an editor saving an author's post), its author. Not a save that leaves the status as it was.
 */
async function mailAboutMove(
  db: Kysely<DB>,
  env: NonNullable<BlogServices["env"]>,
  input: { current: PostRow; status: string; slug: string; title: string; publishAt: string | null; actor: PostActor; now: string },
) {
  const { current, status, actor } = input;
  if (status === current.status) return;
  const post = { id: Number(current.id), title: input.title, slug: input.slug, language: current.language, authorId: current.author_id, authorName: current.author_name, publishAt: input.publishAt };
  if (status === "review") await mailReviewers(db, env, { post, now: new Date(input.now) });
  const news: AuthorNews | null = status === "published" ? "published" : status === "scheduled" ? "scheduled" : null;
  if (news) await mailAuthor(db, env, { post, news, note: null, actor, now: new Date(input.now) });
}

/** Keeps the slug unless the title changed into one whose slug differs (SPEC slug rule). */
async function nextSlug(db: Kysely<DB>, current: PostRow, title: string): Promise<string> {
  if (title === current.title) return current.slug;
  const base = slugify(title);
  const suffix = current.slug.startsWith(`${base}-`) ? current.slug.slice(base.length + 1) : "";
  if (current.slug === base || /^\d+$/.test(suffix)) return current.slug;
  return firstFreeSlug(base, await takenSlugsLike(db, base, current.language, Number(current.id)));
}

export type UpdateFailure = "not-found" | "invalid" | "forbidden" | "conflict" | "precondition-failed";

/**
 * Saves a post as `actor` (default: the system, with every right). `baseVersion` is the version the writer
 * started from: the edit form always sends it (a newer stored version is a "conflict", 409, and nothing is
 * written); the API sends it as If-Match ("precondition-failed", 412). Without it the save is unconditional, as
 * the SPEC's API has it. Every save keeps a revision and moves the version on by one.
 */
export async function updatePost(
  services: BlogServices,
  input: { id: number; fields: PostInput; actor?: PostActor; baseVersion?: number; via?: "form" | "api"; by?: AuditActor; accessibility?: AccessibilityCheck },
): Promise<Result<PostJson, UpdateFailure>> {
  const { id, fields, actor = SYSTEM_ACTOR } = input;
  const { db } = services.database;
  const current = await findPostById(db, id);
  if (!current) return fail("not-found", blogMessages.postNotFound);
  const denial = editPostDenial(actor, { authorId: current.author_id, status: current.status });
  if (denial) return fail("forbidden", denial);
  const staleCode = input.via === "api" ? "precondition-failed" : "conflict";
  const staleMessage = input.via === "api" ? editMessages.staleVersion : editMessages.conflict;
  if (input.baseVersion !== undefined && input.baseVersion !== Number(current.version)) return fail(staleCode, staleMessage);
  const now = services.clock.now().toISOString();
  const resolved = resolvePostStatus({
    requested: fields.status ?? (current.status as PostJson["status"]),
    publishAt: fields.publishAt,
    unpublishAt: fields.unpublishAt,
    current: { publishAt: current.publish_at, unpublishAt: current.unpublish_at },
    role: actor.role,
    now,
    timeZone: services.env?.SITE_TIMEZONE ?? DEFAULT_TIME_ZONE,
  });
  if (!resolved.ok) return resolved;
  const { status } = resolved.value;
  // Every save of a public or scheduled post is what readers get: the check applies to it, not only to the first publish.
  const judged = judgePublication({ content: fields.content, language: current.language, goesPublic: isGoingPublic(status), role: actor.role, check: input.accessibility });
  if (!judged.ok) return judged;
  // A draft's date is its creation; publishing it makes the publication its date (a schedule: the time set).
  const publishedAt = status === "scheduled" ? resolved.value.publish_at! : current.status !== "published" && status === "published" ? now : current.published_at;
  const version = Number(current.version) + 1;
  const saved = await withSlugRetry(() =>
    db.transaction().execute(async (trx) => {
      // The editor may keep a public post's address when retitling it; otherwise the SPEC's slug rule.
      const slug = fields.keepSlug ? current.slug : await nextSlug(trx, current, fields.title);
      const columns = { ...contentColumns(fields), ...resolved.value };
      // Conditional on the version read above: a save that landed in between makes this one a conflict too.
      const updated = await updatePostRowAtVersion(trx, id, Number(current.version), {
        ...columns,
        slug,
        published_at: publishedAt,
        updated_at: now,
        version,
        // A note from the reviewer stays until the author sends the post back to review.
        review_note: status === "review" || status === "published" || status === "scheduled" ? null : current.review_note,
      });
      if (!updated) return false;
      await keepRevision(trx, id, version, columns, actor, now);
      if (services.env) await mailAboutMove(trx, services.env, { current, status, slug, title: fields.title, publishAt: resolved.value.publish_at, actor, now });
      if (slug !== current.slug) await moveSlug(trx, { id, language: current.language }, current.slug, slug);
      // Going public, or leaving the public site, is what the audit log keeps; a plain edit is in the History.
      const wasPublic = current.status === "published";
      if (wasPublic !== (status === "published"))
        await recordPublication(services, trx, wasPublic ? "post.unpublished" : "post.published", { id, title: fields.title, slug, language: current.language }, input.by);
      await recordAccessibilityOverride(services, trx, { post: { id, title: fields.title }, rules: judged.value.overridden, scheduled: status === "scheduled", by: input.by });
      // An edit to a public post: receivers hear which fields changed (a CDN forgets the page, a feed updates).
      const changed = changedPostFields(current, columns, slug);
      if (wasPublic && status === "published" && changed.length > 0) {
        const data = { title: fields.title, slug, url: postUrl(services.env, slug, current.language), changed };
        await queueWebhookEvent(trx, { type: "post.updated", resource: { type: "post", id }, data }, services.clock.now());
      }
      return true;
    }),
  );
  if (!saved) return fail(staleCode, staleMessage);
  const row = await findPostById(db, id);
  services.logger?.info({ postId: id, slug: row?.slug, version }, "post updated");
  services.pageCache?.invalidate("post updated");
  return succeed(toPostJson(row!));
}

export async function deletePost(services: BlogServices, input: { id: number; by?: AuditActor }): Promise<Result<undefined, "not-found">> {
  const deleted = await services.database.db.transaction().execute(async (trx) => {
    const post = await findPostById(trx, input.id);
    if (!post || !(await deletePostRow(trx, input.id))) return false;
    await recordPublication(services, trx, "post.deleted", { id: input.id, title: post.title, slug: post.slug, language: post.language }, input.by);
    return true;
  });
  if (!deleted) return fail("not-found", blogMessages.postNotFound);
  services.logger?.info({ postId: input.id }, "post deleted");
  services.pageCache?.invalidate("post deleted");
  return succeed();
}

const auditVerbs = { "post.published": "Published", "post.unpublished": "Unpublished", "post.deleted": "Deleted" } as const;

/**
 * A post going public, leaving the public site, or deleted, in the caller's transaction: the webhook event for
 * receivers (always) and one audit entry (when someone acted).
 */
export async function recordPublication(
  services: Pick<AppServices, "database" | "clock"> & { env?: Pick<Env, "PUBLIC_URL"> },
  trx: Kysely<DB>,
  action: keyof typeof auditVerbs,
  post: { id: number; title: string; slug?: string; language?: string },
  by: AuditActor | undefined,
  how = "",
) {
  const stored = post.slug && post.language ? null : await findPostById(trx, post.id);
  const slug = post.slug ?? stored?.slug;
  const language = post.language ?? stored?.language ?? DEFAULT_LOCALE;
  const data = { title: post.title, slug, url: action === "post.deleted" || !slug ? null : postUrl(services.env, slug, language) };
  await queueWebhookEvent(trx, { type: action, resource: { type: "post", id: post.id }, data }, services.clock.now());
  if (!by) return;
  const summary = `${auditVerbs[action]} “${post.title}”${how ? ` ${how}` : ""}`;
  return recordAuditEvent(services, { action, by, subject: { type: "post", id: post.id }, summary }, trx);
}

function postUrl(env: Pick<Env, "PUBLIC_URL"> | undefined, slug: string, language: string): string {
  return `${env?.PUBLIC_URL ?? ""}${postPath(slug, language)}`;
}

/** The names of the fields a save changed on a public post (the post.updated event carries names, not values). */
function changedPostFields(current: PostRow, columns: ReturnType<typeof contentColumns>, slug: string): Array<(typeof POST_CONTENT_FIELDS)[number] | "slug"> {
  const fields = POST_CONTENT_FIELDS.filter((field) => (current[field] ?? "") !== (columns[field] ?? ""));
  return slug !== current.slug ? [...fields, "slug"] : fields;
}

/** What a screen reader hears in the editor's preview for an image that has no alt text yet. */
export const MISSING_ALT_IN_PREVIEW = "Image without alt text (see the accessibility check)";

/**
 * The editor's live preview: exactly what the post page would render, except that an image without alt text says
 * so to a screen reader (the editor's own page must not have the fault the accessibility check is there to find;
 * the sanitizer's output always quotes attributes and escapes ">" in them, so the pattern is safe on it).
 */
export function previewPostContent(content: string): string {
  return sanitizePostHtml(content).replace(/<img\b(?![^>]*\salt=)/g, `<img alt="${MISSING_ALT_IN_PREVIEW}"`);
}
