import { Link } from "react-router";
import { VisitsChart } from "~/components/admin/analytics-chart";
import { OwnWork } from "~/components/admin/own-work";
import { loadDashboardCounts } from "~/modules/admin/dashboard.server";
import { readVisitorTrend } from "~/modules/analytics/analytics-report.server";
import { TREND_DAYS } from "~/modules/analytics/analytics.schema";
import { can } from "~/modules/auth/permissions";
import { listOwnPostsByStage } from "~/modules/blog/blog-queries.server";
import { requirePermission } from "~/http/guards.server";
import { routeMeta } from "~/modules/seo/meta";
import type { Route } from "./+types/dashboard";

export const meta: Route.MetaFunction = (args) => routeMeta(args, { title: "Admin Dashboard", noIndex: true });

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requirePermission(request, context, "admin:access");
  // Everyone who writes sees their own posts by stage (for an author it is the whole dashboard).
  // Editors and admins (analytics:read) also see the visitors' trend, the report's first figure, at a glance.
  const [counts, work, trend] = await Promise.all([
    loadDashboardCounts(context, { role: user.role }),
    can(user.role, "post:create") ? listOwnPostsByStage(context, { authorId: user.id }) : null,
    can(user.role, "analytics:read") ? readVisitorTrend(context) : null,
  ]);
  return { counts, work, trend };
}

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  return (
    <section>
      <h1 className="text-3xl font-bold tracking-tight">Admin Dashboard</h1>
      <p className="mt-2 text-slate-600">What needs your attention today.</p>
      {loaderData.counts.length ? (
        <dl className="mt-8 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {loaderData.counts.map((count) => (
            <div key={count.label} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <dt className="text-sm font-medium text-slate-600">{count.label}</dt>
              <dd className="mt-2 text-3xl font-bold text-ink">
                {count.href ? (
                  <Link to={count.href} className="hover:text-brand-700">
                    {count.value}
                  </Link>
                ) : (
                  count.value
                )}
              </dd>
              {count.parts ? (
                <dd className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-sm">
                  {count.parts.map((part) => (
                    <Link key={part.href} to={part.href} className="font-medium text-brand-700 hover:underline">
                      {part.label}
                    </Link>
                  ))}
                </dd>
              ) : null}
            </div>
          ))}
        </dl>
      ) : null}
      {loaderData.trend ? (
        <section aria-labelledby="dashboard-trend" className="mt-10">
          <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
            <h2 id="dashboard-trend" className="text-xl font-semibold text-ink">{`Visitors in the last ${TREND_DAYS} days`}</h2>
            <Link to={`/admin/analytics?days=${TREND_DAYS}`} className="text-sm font-semibold text-brand-700 hover:underline">
              Open the analytics report
            </Link>
          </div>
          <VisitsChart days={loaderData.trend} size="small" />
        </section>
      ) : null}
      {loaderData.work ? <OwnWork work={loaderData.work} /> : null}
    </section>
  );
}
