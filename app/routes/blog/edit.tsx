import { data, redirect, type ShouldRevalidateFunction } from "react-router";
import { OriginalPostBeside, PostTranslations } from "~/components/blog/post-translations";
import { TimeZoneNote } from "~/components/admin/admin-ui";
import { EditConflictPanel } from "~/components/blog/edit-conflict";
import { EditPresence } from "~/components/blog/edit-presence";
import { PostErrorScreen, postErrorTitle, type EditRefusal } from "~/components/blog/post-not-found";
import { PostForm } from "~/components/blog/post-form";
import { RestoreNotice } from "~/components/blog/restore-notice";
import { ReviewNote } from "~/components/blog/review-note";
import { RevisionHistory } from "~/components/blog/revision-history";
import { failureInit } from "~/http/failure-response";
import { auditActorOf, requirePermission } from "~/http/guards.server";
import { readFormData } from "~/http/read-form.server";
import { checkPostContent } from "~/modules/accessibility/accessibility.server";
import { OVERRIDE_FIELD } from "~/modules/accessibility/accessibility.schema";
import { can, canReadPost, editPostDenial } from "~/modules/auth/permissions";
import { loadContentView } from "~/modules/auth/preferences.server";
import { blogMessages } from "~/modules/blog/blog-messages";
import { findPostForEditor, listPostCategories } from "~/modules/blog/blog-queries.server";
import { DEFAULT_LOCALE } from "~/i18n/locales";
import { postInputSchema } from "~/modules/blog/blog.schema";
import { previewPostContent, updatePost } from "~/modules/blog/blog.server";
import { postToFormValues, submittedFormValues } from "~/modules/blog/post-form-values";
import { postPath } from "~/modules/blog/post-urls";
import { countPageViews } from "~/modules/analytics/analytics-report.server";
import { beatPresence } from "~/modules/blog/presence.server";
import { compareRevision, describeEditConflict, listPostRevisions, restoreRevision } from "~/modules/blog/revisions.server";
import { findOriginalOf, listTranslationsOf, translatePost } from "~/modules/blog/translations.server";
import { parseInput } from "~/modules/forms/parse-form";
import { parseId } from "~/modules/ids";
import { routeMeta } from "~/modules/seo/meta";
import type { Route } from "./+types/edit";

export const meta: Route.MetaFunction = (args) =>
  routeMeta(args, { title: args.error ? postErrorTitle(args.error) : "Edit Blog Post", noIndex: true });

/**
 * Editors and admins edit every post, an author their own until it is public: a visitor goes to /login, a
 * signed-in reader to /blog (SPEC); an unknown id is a 404 (SPEC's Post Not Found). A post this user may not edit
 * is a 403 that says why and who can (issue 32: a 404 told an author their own published post did not exist).
 * `?revision=N` opens that revision's diff in the History panel; `?restore=N`
 * puts that revision's text into the form, unsaved (restore never writes: saving the form does).
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requirePermission(request, context, "post:update:own", { deniedRedirect: "/blog" });
  const id = parseId(params.id);
  const post = id ? await findPostForEditor(context, { id }) : null;
  if (!id || !post) throw data(null, { status: 404 });
  const denial = editPostDenial(user, { authorId: post.author.id, status: post.status });
  if (denial) {
    const readable = canReadPost(user, { authorId: post.author.id, status: post.status });
    throw data({ reason: denial, postPath: readable ? postPath(post.slug, post.language) : null } satisfies EditRefusal, { status: 403 });
  }
  const search = new URL(request.url).searchParams;
  const revisionId = parseId(search.get("revision"));
  const restoreId = search.has("restore") ? (parseId(search.get("restore")) ?? 0) : null;
  const [categories, revisions, comparison, editingNow, contentView, restored, translations, original] = await Promise.all([
    listPostCategories(context),
    listPostRevisions(context, { postId: id }),
    revisionId ? compareRevision(context, { postId: id, revisionId }) : null,
    beatPresence(context, { postId: id, user }),
    loadContentView(context, { userId: user.id }),
    restoreId === null ? null : restoreRevision(context, { postId: id, revisionId: restoreId, actor: user }),
    listTranslationsOf(context, post),
    findOriginalOf(context, post),
  ]);
  if (restored && !restored.ok) throw data(null, { status: 404 });
  const text = restored?.value ? restored.value.values.content : post.content;
  const previewHtml = previewPostContent(text);
  return {
    post,
    categories,
    revisions,
    comparison,
    editingNow,
    contentView,
    restored: restored?.value ?? null,
    translations,
    original,
    canTranslate: can(user.role, "post:create"),
    // The preview and the accessibility check beside the form start from the text in it (the restored one after a restore).
    previewHtml,
    accessibility: checkPostContent(text, post.language),
    // Editors and admins read the analytics; an author's edit page stays as it was (analytics:read).
    views: can(user.role, "analytics:read") && post.status === "published" ? await countPageViews(context, { path: postPath(post.slug, post.language) }) : null,
    rights: { canPublish: can(user.role, "post:publish:any"), canOverride: can(user.role, "accessibility:override"), timeZone: context.env.SITE_TIMEZONE },
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = await requirePermission(request, context, "post:update:own", { deniedRedirect: "/blog" });
  const id = parseId(params.id);
  if (!id) throw data(null, { status: 404 });
  const form = await readFormData(request);
  const intent = form.get("intent");
  if (intent === "heartbeat") return { editingNow: await beatPresence(context, { postId: id, user }) };
  if (intent === "translate") {
    // "Translate to हिन्दी": the draft in that language (made now, or the one there is), opened in its editor.
    if (!can(user.role, "post:create")) throw data(null, { status: 403 });
    const translated = await translatePost(context, { id, language: String(form.get("language") ?? ""), actor: user, by: auditActorOf(user, context) });
    if (translated.ok) throw redirect(`/blog/edit/${translated.value.id}`, 303);
    if (translated.code === "not-found") throw data(null, { status: 404 });
    throw data({ reason: translated.message, postPath: null } satisfies EditRefusal, failureInit(translated));
  }
  const fields = parseInput(postInputSchema, form);
  const values = submittedFormValues(form);
  // The check of what was sent goes back with any refusal, so the page lists it (without JavaScript too), read in the
  // post's language (a Hindi post's Devanagari is no foreign passage).
  const checkSent = async () => checkPostContent(values.content, (await findPostForEditor(context, { id }))?.language ?? DEFAULT_LOCALE);
  const accessibilityCheck = { mode: "gate", override: form.get(OVERRIDE_FIELD) === "on" } as const;
  let result;
  try {
    // The form names the version it started from (a hidden field): a newer stored one is an edit conflict (409).
    result = fields.ok
      ? await updatePost(context, { id, fields: fields.value, actor: user, baseVersion: fields.value.version, via: "form", by: auditActorOf(user, context), accessibility: accessibilityCheck })
      : fields;
  } catch (error) {
    context.logger.error({ err: error, requestId: context.requestId }, "post update failed");
    return data({ error: blogMessages.updateFailed, fieldErrors: {}, values, accessibility: await checkSent(), conflict: null }, { status: 500 });
  }
  if (result.ok) throw redirect(postPath(result.value.slug, result.value.language), 303);
  if (result.code === "not-found") throw data(null, { status: 404 });
  if (result.code === "conflict") {
    const conflict = await describeEditConflict(context, { postId: id, mine: values });
    if (!conflict) throw data(null, { status: 404 });
    // The form keeps what this person typed and now names the stored version: saving again keeps theirs.
    return data({ error: result.message, fieldErrors: {}, values: { ...values, version: conflict.theirs.version }, accessibility: await checkSent(), conflict }, { status: 409 });
  }
  return data({ error: result.message, fieldErrors: result.fieldErrors ?? {}, values, accessibility: await checkSent(), conflict: null }, failureInit(result));
}

/** A heartbeat only answers who else is here: re-running the whole page's loader every few seconds would be waste. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formData, defaultShouldRevalidate }) =>
  formData?.get("intent") === "heartbeat" ? false : defaultShouldRevalidate;

export default function EditPostPage({ loaderData, actionData }: Route.ComponentProps) {
  const { post, categories, revisions, comparison, editingNow, contentView, restored, previewHtml, accessibility, rights, views, translations, original, canTranslate } = loaderData;
  const failure = actionData && "error" in actionData ? actionData : undefined;
  const conflict = failure?.conflict ?? undefined;
  return (
    <section className={`mx-auto ${original ? "max-w-7xl" : "max-w-6xl"} px-4 py-12 sm:px-6 lg:px-8`}>
      <h1 className="text-3xl font-bold tracking-tight">Edit Blog Post</h1>
      <p className="mt-2 text-slate-600">
        {post.status === "published"
          ? "Changing the title changes the address unless you keep it below; an old address keeps working and redirects readers."
          : "Changing the title changes the address; the old address keeps working and redirects readers."}
      </p>
      <TimeZoneNote timeZone={rights.timeZone} className="mt-1" />
      {views ? (
        <p className="mt-1 text-sm text-slate-700">
          {`${views.views.toLocaleString("en-IN")} ${views.views === 1 ? "view" : "views"} in the last ${views.days} days (at this address) · `}
          <a href="/admin/analytics" className="font-semibold text-brand-700 hover:underline">
            Analytics
          </a>
        </p>
      ) : null}
      <EditPresence postId={post.id} initial={editingNow} />
      {post.reviewNote && post.status === "draft" ? <ReviewNote note={post.reviewNote} /> : null}
      {conflict ? <EditConflictPanel conflict={conflict} postId={post.id} timeZone={rights.timeZone} /> : null}
      {restored && !conflict ? <RestoreNotice restored={restored} postId={post.id} published={post.status === "published"} timeZone={rights.timeZone} /> : null}
      {canTranslate ? <PostTranslations post={post} translations={translations} /> : null}
      <div className={original ? "mt-8 grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]" : "mt-8"}>
      {original ? <div className="lg:order-2"><OriginalPostBeside original={original} /></div> : null}
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <PostForm
          key={conflict ? `conflict-${conflict.theirs.version}` : restored ? `restore-${restored.revision.id}-${post.version}` : `version-${post.version}`}
          mode="edit"
          initial={restored?.values ?? postToFormValues(post, rights.timeZone)}
          initialPreviewHtml={previewHtml}
          initialAccessibility={accessibility}
          categories={categories}
          contentView={contentView}
          failure={failure}
          cancelTo={postPath(post.slug, post.language)}
          rights={rights}
          publicPath={post.status === "published" ? postPath(post.slug, post.language) : undefined}
          language={post.language}
        />
      </div>
      </div>
      <RevisionHistory editPath={`/blog/edit/${post.id}`} formId="post-form" compareKeeps={restored ? { restore: String(restored.revision.id) } : undefined} revisions={revisions} comparison={comparison} timeZone={rights.timeZone} />
    </section>
  );
}

/** Unknown id: SPEC "Post Not Found", that the post doesn't exist or the user lacks permission, and Back to Blog. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PostErrorScreen error={error} notFoundText={blogMessages.editNotFound} />;
}
