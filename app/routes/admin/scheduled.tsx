import { data, Link, useFetcher } from "react-router";
import { AdminTable, EmptyState } from "~/components/admin/admin-ui";
import { Button } from "~/components/ui/button";
import { failureInit } from "~/http/failure-response";
import { requirePermission } from "~/http/guards.server";
import { readFormData } from "~/http/read-form.server";
import { cancelSchedule, listScheduledPosts, reschedulePost, type ScheduledPost } from "~/modules/blog/post-workflow.server";
import { can } from "~/modules/auth/permissions";
import { parseId } from "~/modules/ids";
import { listScheduledPages } from "~/modules/pages/page-schedule.server";
import { routeMeta } from "~/modules/seo/meta";
import { utcToZonedDateTime } from "~/modules/time-zone";
import type { Route } from "./+types/scheduled";

export const meta: Route.MetaFunction = (args) => routeMeta(args, { title: "Scheduled posts", noIndex: true });

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requirePermission(request, context, "post:publish:any");
  const [posts, pages] = await Promise.all([listScheduledPosts(context), can(user.role, "pages:edit") ? listScheduledPages(context) : null]);
  const timeZone = context.env.SITE_TIMEZONE;
  return { posts: posts.map((post) => ({ ...post, publishAtLocal: utcToZonedDateTime(post.publishAt!, timeZone) })), pages };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requirePermission(request, context, "post:publish:any");
  const form = await readFormData(request);
  const id = parseId(form.get("id"));
  if (!id) return data({ ok: false, message: "That post no longer exists." }, { status: 404 });
  const result =
    form.get("intent") === "cancel"
      ? await cancelSchedule(context, { id, actor: user })
      : await reschedulePost(context, { id, publishAt: String(form.get("publishAt") ?? ""), actor: user });
  if (!result.ok) return data({ ok: false, message: result.message }, failureInit(result));
  return { ok: true, message: form.get("intent") === "cancel" ? "Schedule cancelled; the post is a draft again." : "Rescheduled." };
}

function ScheduledRow({ post }: { post: ScheduledPost & { publishAtLocal: string } }) {
  const fetcher = useFetcher<{ ok: boolean; message: string }>();
  const busy = fetcher.state !== "idle";
  return (
    <tr>
      <td className="px-4 py-3">
        <Link to={`/blog/edit/${post.id}`} className="font-semibold text-ink hover:text-brand-700">
          {post.title}
        </Link>
        <p className="text-slate-600">{`By ${post.author.name}`}</p>
      </td>
      <td className="whitespace-nowrap px-4 py-3 font-medium text-ink">{post.publishAtText}</td>
      <td className="px-4 py-3">
        <fetcher.Form method="post" className="flex flex-wrap items-center gap-2">
          <input type="hidden" name="id" value={post.id} />
          <label htmlFor={`publish-at-${post.id}`} className="sr-only">{`New time for ${post.title}`}</label>
          <input
            id={`publish-at-${post.id}`}
            type="datetime-local"
            name="publishAt"
            defaultValue={post.publishAtLocal}
            required
            className="rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
          />
          <Button type="submit" name="intent" value="reschedule" variant="secondary" className="px-3 py-1.5" disabled={busy} aria-label={`Reschedule ${post.title}`}>
            Reschedule
          </Button>
          <Button type="submit" name="intent" value="cancel" variant="danger" className="px-3 py-1.5" disabled={busy} formNoValidate aria-label={`Cancel schedule of ${post.title}`}>
            Cancel schedule
          </Button>
        </fetcher.Form>
        <p role="status" className={`mt-1 text-xs ${fetcher.data?.ok === false ? "font-medium text-red-700" : "text-slate-600"}`}>
          {fetcher.state === "idle" ? (fetcher.data?.message ?? "") : ""}
        </p>
      </td>
    </tr>
  );
}

/** Posts that go public by themselves, soonest first; editors and admins cancel or move them. */
export default function AdminScheduled({ loaderData }: Route.ComponentProps) {
  const { posts, pages } = loaderData;
  return (
    <section>
      <h1 className="text-3xl font-bold tracking-tight">Scheduled posts</h1>
      <p className="mt-2 text-slate-600">They go public by themselves within a minute of their time.</p>
      {posts.length === 0 ? (
        <EmptyState>No post is scheduled. Choose “Scheduled” and a time in a post’s Status to schedule it.</EmptyState>
      ) : (
        <AdminTable label="Scheduled posts" columns={["Post", "Publishes at", "Change"]}>
          {posts.map((post) => (
            <ScheduledRow key={post.id} post={post} />
          ))}
        </AdminTable>
      )}
      {pages ? (
        <section aria-labelledby="scheduled-pages-heading" className="mt-10">
          <h2 id="scheduled-pages-heading" className="text-xl font-semibold">
            Scheduled pages
          </h2>
          {pages.length === 0 ? (
            <EmptyState>No page is scheduled. Fill in “Publish at” in a draft page’s editor to schedule it, or “Unpublish at” to take a page down by itself.</EmptyState>
          ) : (
            <AdminTable label="Scheduled pages" columns={["Page", "Publishes at", "Unpublishes at", "Change"]} stackOnPhones>
              {pages.map((page) => (
                <tr key={page.id}>
                  <td className="px-4 py-3">
                    <Link to={`/admin/pages/${page.id}`} className="font-semibold text-ink hover:text-brand-700">
                      {page.title}
                    </Link>
                    <p className="text-slate-600">{page.path}</p>
                  </td>
                  <td className="whitespace-nowrap px-4 py-3 font-medium text-ink">
                    <span className="sm:hidden">Publishes at </span>
                    {page.publishAtText ?? "Published"}
                  </td>
                  <td className="whitespace-nowrap px-4 py-3 font-medium text-ink">
                    <span className="sm:hidden">Unpublishes at </span>
                    {page.unpublishAtText ?? "Stays public"}
                  </td>
                  <td className="px-4 py-3">
                    <Link to={`/admin/pages/${page.id}#publishing`} className="text-sm font-semibold text-brand-700 underline">
                      {/* The name starts with what is shown (WCAG 2.5.3, label in name) and says which page. */}
                      Change or cancel in the editor<span className="sr-only">: the schedule of {page.title}</span>
                    </Link>
                  </td>
                </tr>
              ))}
            </AdminTable>
          )}
        </section>
      ) : null}
    </section>
  );
}
