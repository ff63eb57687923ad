import { data, Link, useFetcher } from "react-router";
import { EmptyState, Time } from "~/components/admin/admin-ui";
import { Button } from "~/components/ui/button";
import { failureInit } from "~/http/failure-response";
import { auditActorOf, requirePermission } from "~/http/guards.server";
import { readFormData } from "~/http/read-form.server";
import type { PostSummary } from "~/modules/blog/blog.schema";
import { approvePost, listPostsInReview, sendBackPost } from "~/modules/blog/post-workflow.server";
import { parseId } from "~/modules/ids";
import { routeMeta } from "~/modules/seo/meta";
import type { Route } from "./+types/review";

export const meta: Route.MetaFunction = (args) => routeMeta(args, { title: "Review queue", noIndex: true });

export async function loader({ request, context }: Route.LoaderArgs) {
  await requirePermission(request, context, "post:publish:any");
  return { posts: await listPostsInReview(context) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requirePermission(request, context, "post:publish:any");
  const form = await readFormData(request);
  const id = parseId(form.get("id"));
  if (!id) return data({ ok: false, message: "That post no longer exists.", fieldErrors: {} }, { status: 404 });
  const result =
    form.get("intent") === "publish"
      ? await approvePost(context, { id, actor: user, by: auditActorOf(user, context) })
      : await sendBackPost(context, { id, note: String(form.get("note") ?? ""), actor: user });
  if (!result.ok) return data({ ok: false, message: result.message, fieldErrors: result.fieldErrors ?? {} }, failureInit(result));
  return { ok: true, message: "", fieldErrors: {} };
}

function ReviewCard({ post }: { post: PostSummary }) {
  const fetcher = useFetcher<{ ok: boolean; message: string; fieldErrors: Record<string, string> }>();
  const busy = fetcher.state !== "idle";
  const noteError = fetcher.data?.fieldErrors?.note;
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-lg font-semibold text-ink">{post.title}</h2>
          <p className="mt-1 text-sm text-slate-600">
            {`By ${post.author.name} · submitted `}
            <Time iso={post.updatedAt} />
          </p>
          <p className="mt-2 text-sm text-slate-700">{post.excerpt}</p>
        </div>
        <Link to={`/blog/${post.slug}`} className="text-sm font-semibold text-brand-700 hover:underline">
          Read it
        </Link>
      </div>
      <fetcher.Form method="post" className="mt-4 space-y-3">
        <input type="hidden" name="id" value={post.id} />
        <div>
          <label htmlFor={`note-${post.id}`} className="block text-sm font-medium text-ink">
            Comment for the author (to send it back)
          </label>
          <textarea
            id={`note-${post.id}`}
            name="note"
            rows={2}
            maxLength={2000}
            aria-invalid={noteError ? true : undefined}
            aria-describedby={noteError ? `note-${post.id}-error` : undefined}
            className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-ink shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 aria-invalid:border-red-600"
          />
          {noteError ? (
            <p id={`note-${post.id}-error`} className="mt-1 text-sm text-red-700">
              {noteError}
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-3">
          <Button type="submit" name="intent" value="publish" disabled={busy}>
            Publish
          </Button>
          <Button type="submit" name="intent" value="send-back" variant="secondary" disabled={busy}>
            Send back to author
          </Button>
          <Link to={`/blog/edit/${post.id}`} className="inline-flex items-center rounded-lg px-3 py-2 text-sm font-semibold text-brand-700 hover:underline">
            Edit first
          </Link>
        </div>
        {fetcher.data && !fetcher.data.ok && !noteError ? (
          <p role="alert" className="text-sm font-medium text-red-700">
            {fetcher.data.message}
          </p>
        ) : null}
      </fetcher.Form>
    </li>
  );
}

/** Posts authors submitted: an editor publishes one or sends it back with a comment its author sees. */
export default function AdminReview({ loaderData }: Route.ComponentProps) {
  const { posts } = loaderData;
  return (
    <section>
      <h1 className="text-3xl font-bold tracking-tight">Review queue</h1>
      <p className="mt-2 text-slate-600">Posts authors submitted for review, oldest first.</p>
      {posts.length === 0 ? (
        <EmptyState>Nothing is waiting for review.</EmptyState>
      ) : (
        <ul className="mt-6 space-y-4">
          {posts.map((post) => (
            <ReviewCard key={post.id} post={post} />
          ))}
        </ul>
      )}
    </section>
  );
}
