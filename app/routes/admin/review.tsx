import { data, Link, useFetcher } from "react-router";
import { EmptyState, Time } from "~/components/admin/admin-ui";
import { AccessibilityFindings, AccessibilityOverride, findingsSummary } from "~/components/blog/accessibility-panel";
import { Button } from "~/components/ui/button";
import { failureInit } from "~/http/failure-response";
import { auditActorOf, requirePermission } from "~/http/guards.server";
import { readFormData } from "~/http/read-form.server";
import { OVERRIDE_FIELD } from "~/modules/accessibility/accessibility.schema";
import { can } from "~/modules/auth/permissions";
import { decideReview, listPostsInReview, type PostInReview } from "~/modules/blog/post-workflow.server";
import { postPath } from "~/modules/blog/post-urls";
import { parseId } from "~/modules/ids";
import { routeMeta } from "~/modules/seo/meta";
import type { Route } from "./+types/review";

export const meta: Route.MetaFunction = (args) => routeMeta(args, { title: "Review queue", noIndex: true });

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requirePermission(request, context, "post:publish:any");
  return { posts: await listPostsInReview(context), canOverride: can(user.role, "accessibility:override") };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requirePermission(request, context, "post:publish:any");
  const form = await readFormData(request);
  const id = parseId(form.get("id"));
  if (!id) return data({ ok: false, message: "That post no longer exists.", fieldErrors: {} }, { status: 404 });
  const intent = form.get("intent");
  const decision =
    intent === "publish"
      ? ({ kind: "publish" } as const)
      : intent === "schedule"
        ? ({ kind: "schedule", publishAt: String(form.get("publishAt") ?? "") } as const)
        : ({ kind: "send-back" } as const);
  const accessibility = { mode: "gate", override: form.get(OVERRIDE_FIELD) === "on" } as const;
  const result = await decideReview(context, { id, decision, note: String(form.get("note") ?? ""), actor: user, by: auditActorOf(user, context), accessibility });
  if (!result.ok) return data({ ok: false, message: result.message, fieldErrors: result.fieldErrors ?? {} }, failureInit(result));
  return { ok: true, message: "", fieldErrors: {} };
}

const inputClass =
  "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-ink shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 aria-invalid:border-red-600";

/** A field's message under it, named by the field (aria-describedby) so a screen reader reads it with the field. */
function FieldError({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={id} className="mt-1 text-sm text-red-700">
      {message}
    </p>
  ) : null;
}

function ReviewCard({ post, canOverride }: { post: PostInReview; canOverride: boolean }) {
  const fetcher = useFetcher<{ ok: boolean; message: string; fieldErrors: Record<string, string> }>();
  const busy = fetcher.state !== "idle";
  const { note: noteError, publishAt: publishAtError } = fetcher.data?.fieldErrors ?? {};
  const noteId = `note-${post.id}`;
  const publishAtId = `publish-at-${post.id}`;
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-lg font-semibold text-ink" lang={post.language}>
            {post.title}
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            {`By ${post.author.name} · submitted `}
            <Time iso={post.updatedAt} />
          </p>
          <p className="mt-2 text-sm text-slate-700" lang={post.language}>
            {post.excerpt}
          </p>
        </div>
        <Link to={postPath(post.slug, post.language)} className="text-sm font-semibold text-brand-700 hover:underline">
          Read it
        </Link>
      </div>
      <section aria-labelledby={`a11y-${post.id}`} className="mt-4 space-y-2 rounded-lg border border-slate-200 p-3">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h3 id={`a11y-${post.id}`} className="text-sm font-medium text-ink">
            Accessibility check
          </h3>
          <p className="text-xs text-slate-600">{findingsSummary(post.accessibility)}</p>
        </div>
        {post.accessibility.length > 0 ? <AccessibilityFindings findings={post.accessibility} /> : null}
      </section>
      <fetcher.Form method="post" className="mt-4 space-y-4">
        <input type="hidden" name="id" value={post.id} />
        <AccessibilityOverride findings={post.accessibility} canOverride={canOverride} error={fetcher.data?.fieldErrors?.[OVERRIDE_FIELD]} />
        <div>
          <label htmlFor={noteId} className="block text-sm font-medium text-ink">
            Comment for the author
          </label>
          <p id={`${noteId}-hint`} className="text-xs text-slate-600">
            Optional when you publish or schedule; needed to send the post back. The author gets it by mail.
          </p>
          <textarea
            id={noteId}
            name="note"
            rows={2}
            maxLength={2000}
            aria-invalid={noteError ? true : undefined}
            aria-describedby={noteError ? `${noteId}-hint ${noteId}-error` : `${noteId}-hint`}
            className={inputClass}
          />
          <FieldError id={`${noteId}-error`} message={noteError} />
        </div>
        {/* The time and Schedule come first: Enter in the time field submits the form's first button, which must schedule, not publish now. */}
        <div className="flex flex-wrap items-end gap-3">
          <div>
            <label htmlFor={publishAtId} className="block text-sm font-medium text-ink">
              Publish at
            </label>
            <input
              id={publishAtId}
              type="datetime-local"
              name="publishAt"
              aria-invalid={publishAtError ? true : undefined}
              aria-describedby={publishAtError ? `${publishAtId}-error` : undefined}
              className={`${inputClass} py-1.5`}
            />
          </div>
          <Button type="submit" name="intent" value="schedule" variant="secondary" disabled={busy}>
            Schedule
          </Button>
          <span aria-hidden="true" className="hidden h-9 w-px bg-slate-200 sm:block" />
          <Button type="submit" name="intent" value="publish" disabled={busy}>
            Publish now
          </Button>
          <Button type="submit" name="intent" value="send-back" variant="secondary" disabled={busy}>
            Send back to author
          </Button>
          <Link to={`/blog/edit/${post.id}`} className="inline-flex items-center rounded-lg px-3 py-2 text-sm font-semibold text-brand-700 hover:underline">
            Edit first
          </Link>
        </div>
        <FieldError id={`${publishAtId}-error`} message={publishAtError} />
        {fetcher.data && !fetcher.data.ok && !noteError && !publishAtError ? (
          <p role="alert" className="text-sm font-medium text-red-700">
            {fetcher.data.message}
          </p>
        ) : null}
      </fetcher.Form>
    </li>
  );
}

/** Posts authors submitted: an editor publishes one now, schedules it, or sends it back with a comment. */
export default function AdminReview({ loaderData }: Route.ComponentProps) {
  const { posts, canOverride } = loaderData;
  return (
    <section>
      <h1 className="text-3xl font-bold tracking-tight">Review queue</h1>
      <p className="mt-2 text-slate-600">Posts authors submitted for review, oldest first.</p>
      {posts.length === 0 ? (
        <EmptyState>Nothing is waiting for review.</EmptyState>
      ) : (
        <ul className="mt-6 space-y-4">
          {posts.map((post) => (
            <ReviewCard key={post.id} post={post} canOverride={canOverride} />
          ))}
        </ul>
      )}
    </section>
  );
}
