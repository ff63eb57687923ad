import type { Kysely } from "kysely";
import type { DB } from "~/db/schema";
import { recordAuditEvent, type AuditActor } from "~/modules/audit/audit.server";
import { can, type Role } from "~/modules/auth/permissions";
import { fail, succeed, type Result } from "~/modules/result";
import type { AppServices } from "~/modules/services";
import { listPublishedPostTexts } from "~/modules/blog/blog.repository.server";
import { sanitizePostHtml } from "~/modules/blog/post-html.server";
import { localeOrDefault } from "~/i18n/locales";
import { checkAccessibility } from "./accessibility-check.server";
import { accessibilityErrors, accessibilityRefusal, OVERRIDE_FIELD, ruleLabels, rulesWithErrors, type AccessibilityFinding, type AccessibilityRule, type H1Place } from "./accessibility.schema";

/**
 * The publish check's use cases (issue 34, decision 0032). The HTML forms gate on it; the JSON API only reports it
 * (the SPEC's API accepts what it accepted before).
 */

/** How a save meets the check: "gate" (the forms: errors refuse a publish, unless overridden) or "report" (the API). */
export type AccessibilityCheck = { mode: "gate"; override: boolean } | { mode: "report" };

/**
 * The findings on a post's content as readers will get it: sanitized first (idempotent, and remembered), in the
 * post's language (its page's `lang`: Devanagari in a Hindi post is no passage in another language).
 */
export function checkPostContent(content: string, language: string, h1: H1Place = "title"): AccessibilityFinding[] {
  return checkAccessibility(sanitizePostHtml(content), localeOrDefault(language), h1);
}

/**
 * A post as the JSON API answers it, with the check's findings as one more field (`accessibility`): the SPEC's
 * clients read the fields they read before, and the API refuses nothing it accepted before (decision 0032).
 */
export function withAccessibility<T extends { content: string; language: string }>(post: T): T & { accessibility: AccessibilityFinding[] } {
  return { ...post, accessibility: checkPostContent(post.content, post.language) };
}

/**
 * May this save make the post public (or schedule it)? Errors refuse it in "gate" mode, unless an editor or admin
 * ("accessibility:override") ticked the override: then the rules passed over are answered, for the audit log.
 * Saves that keep the post out of public (drafts, review) and the API's "report" mode always go ahead.
 */
export function judgePublication(input: {
  /** The post's content as saved (sanitized here, as readers get it). */
  content: string;
  /** The post's language (checkPostContent). */
  language: string;
  goesPublic: boolean;
  role: Role;
  check: AccessibilityCheck | undefined;
  /** What is being published, for the refusal's wording (a post unless said). */
  document?: "post" | "page";
  /** Where the document's h1 is (checkAccessibility); a post's is its title. */
  h1?: H1Place;
}): Result<{ overridden: AccessibilityRule[] }, "invalid"> {
  const { check } = input;
  if (!input.goesPublic || !check || check.mode === "report") return succeed({ overridden: [] });
  const findings = checkPostContent(input.content, input.language, input.h1);
  if (accessibilityErrors(findings).length === 0) return succeed({ overridden: [] });
  const mayOverride = can(input.role, "accessibility:override");
  if (check.override && mayOverride) return succeed({ overridden: rulesWithErrors(findings) });
  const message = accessibilityRefusal(findings, mayOverride, input.document);
  // On the override's field: the form marks the check's panel and lands there (the list is what to act on).
  return fail("invalid", message, { fieldErrors: { [OVERRIDE_FIELD]: message } });
}

/** An override is kept in the audit log, with the rules passed over, in the save's transaction. */
export async function recordAccessibilityOverride(
  services: Pick<AppServices, "database" | "clock">,
  trx: Kysely<DB>,
  input: { post: { id: number; title: string }; rules: AccessibilityRule[]; scheduled: boolean; by: AuditActor | undefined },
) {
  if (!input.by || input.rules.length === 0) return;
  const verb = input.scheduled ? "Scheduled" : "Published";
  const summary = `${verb} “${input.post.title}” past accessibility errors: ${input.rules.map((rule) => ruleLabels[rule]).join(", ")}`;
  await recordAuditEvent(services, { action: "post.published_with_accessibility_override", by: input.by, subject: { type: "post", id: input.post.id }, summary }, trx);
}

export interface PostFindings {
  id: number;
  slug: string;
  language: string;
  title: string;
  publishedAt: string;
  errors: number;
  findings: AccessibilityFinding[];
}

/**
 * The report (/admin/accessibility): the check run over every published post as readers get it, the posts with
 * findings grouped, those with errors first (then newest first); `checked` counts every published post.
 */
export async function reportPublishedPosts(services: Pick<AppServices, "database">): Promise<{ checked: number; posts: PostFindings[] }> {
  const rows = await listPublishedPostTexts(services.database.db);
  const posts = rows
    .map((row) => {
      const findings = checkPostContent(row.content, row.language);
      return { id: Number(row.id), slug: row.slug, language: row.language, title: row.title, publishedAt: row.published_at, errors: accessibilityErrors(findings).length, findings };
    })
    .filter((post) => post.findings.length > 0);
  // Stable: within "has errors" and "warnings only" the newest-first order of the query stays.
  posts.sort((a, b) => Number(b.errors > 0) - Number(a.errors > 0));
  return { checked: rows.length, posts };
}
