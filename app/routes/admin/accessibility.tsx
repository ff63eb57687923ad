import { Link } from "react-router";
import { Badge, EmptyState, Time } from "~/components/admin/admin-ui";
import { AccessibilityFindings, findingsSummary } from "~/components/blog/accessibility-panel";
import { requirePermission } from "~/http/guards.server";
import { reportPublishedPosts } from "~/modules/accessibility/accessibility.server";
import { postPath } from "~/modules/blog/post-urls";
import { routeMeta } from "~/modules/seo/meta";
import type { Route } from "./+types/accessibility";

export const meta: Route.MetaFunction = (args) => routeMeta(args, { title: "Accessibility report", noIndex: true });

/** Editors and admins: the publish check run over everything already published (issue 34, decision 0032). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requirePermission(request, context, "accessibility:read");
  return reportPublishedPosts(context);
}

export default function AccessibilityReport({ loaderData }: Route.ComponentProps) {
  const { checked, posts } = loaderData;
  const withErrors = posts.filter((post) => post.errors > 0).length;
  return (
    <section>
      <h1 className="text-3xl font-bold tracking-tight">Accessibility report</h1>
      <p className="mt-2 text-slate-600">
        The publish check run over every published post: what would hurt a screen-reader or keyboard user. Errors block publishing new changes; warnings do not.
      </p>
      <p className="mt-2 text-sm font-medium text-ink">
        {`${checked} published ${checked === 1 ? "post" : "posts"} checked · ${posts.length} with findings · ${withErrors} with errors`}
      </p>
      {posts.length === 0 ? (
        <EmptyState>{checked === 0 ? "Nothing is published yet." : "No findings on any published post."}</EmptyState>
      ) : (
        <ul className="mt-6 space-y-4">
          {posts.map((post) => (
            <li key={post.id} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div className="min-w-0">
                  <h2 className="text-lg font-semibold text-ink" lang={post.language}>
                    {post.title}
                  </h2>
                  <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-600">
                    {post.errors > 0 ? <Badge tone="danger">Has errors</Badge> : <Badge tone="warning">Warnings only</Badge>}
                    <span>{findingsSummary(post.findings).replace(/:.*$/, "")}</span>
                    <span aria-hidden="true">·</span>
                    <span>
                      {"Published "}
                      <Time iso={post.publishedAt} />
                    </span>
                  </p>
                </div>
                <div className="flex gap-4 text-sm font-semibold">
                  <Link to={`/blog/edit/${post.id}#accessibility-check`} className="text-brand-700 hover:underline">
                    Edit<span className="sr-only">{` “${post.title}”`}</span>
                  </Link>
                  <Link to={postPath(post.slug, post.language)} className="text-brand-700 hover:underline">
                    View<span className="sr-only">{` “${post.title}”`}</span>
                  </Link>
                </div>
              </div>
              <div className="mt-4">
                <AccessibilityFindings findings={post.findings} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
