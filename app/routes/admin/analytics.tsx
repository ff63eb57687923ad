import { Download } from "lucide-react";
import type { ReactNode } from "react";
import { data, Form, Link } from "react-router";
import { AdminTable, EmptyState } from "~/components/admin/admin-ui";
import { VisitsChart } from "~/components/admin/analytics-chart";
import { Button } from "~/components/ui/button";
import { controlClass, FieldFrame } from "~/components/ui/field";
import { requirePermission } from "~/http/guards.server";
import { periodOfRequest, readAnalyticsReport, type AnalyticsReport, type Figure } from "~/modules/analytics/analytics-report.server";
import { PERIOD_PRESETS } from "~/modules/analytics/analytics.schema";
import { routeMeta } from "~/modules/seo/meta";
import type { PositionFunnel } from "~/modules/analytics/content-report.server";
import type { Route } from "./+types/analytics";

export const meta: Route.MetaFunction = (args) => routeMeta(args, { title: "Analytics", noIndex: true });

/** Editors and admins: what the server counted (issue 36, decision 0033). A period it cannot read answers 400 with why. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requirePermission(request, context, "analytics:read");
  const enabled = context.env.ANALYTICS;
  const asked = periodOfRequest(context, new URL(request.url).searchParams);
  if (!asked.ok) return data({ enabled, error: asked.message, typed: { from: asked.from, to: asked.to }, report: null }, { status: 400 });
  return { enabled, error: null, typed: null, report: await readAnalyticsReport(context, asked.period) };
}

const number = (value: number) => value.toLocaleString("en-IN");

/** "12 Nov 2026" for a YYYY-MM-DD day (a UTC day: no zone shifts it). */
export function dayText(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
}

function Change({ figure }: { figure: Figure }) {
  if (figure.change === null) return <span className="text-slate-600">{`none in the previous period`}</span>;
  const sign = figure.change > 0 ? "+" : "";
  return (
    <span className={figure.change < 0 ? "text-red-700" : "text-emerald-700"}>
      {`${sign}${figure.change}% `}
      <span className="text-slate-600">{`vs ${number(figure.previous)} in the previous period`}</span>
    </span>
  );
}

function Headline({ label, figure }: { label: string; figure: Figure }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="mt-1 text-3xl font-bold tracking-tight text-ink">{number(figure.value)}</dd>
      <dd className="mt-1 text-sm">
        <Change figure={figure} />
      </dd>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-10 min-w-0" aria-labelledby={`analytics-${title.replace(/\W+/g, "-").toLowerCase()}`}>
      <h2 id={`analytics-${title.replace(/\W+/g, "-").toLowerCase()}`} className="text-xl font-semibold text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A two-column list (what, views): a table on every width, scrolling sideways on a phone rather than clipping. */
function CountTable({ label, heading, rows, empty, unit = "Views" }: { label: string; heading: string; rows: Array<{ key: string; name: ReactNode; count: number }>; empty: string; unit?: string }) {
  if (rows.length === 0) return <p className="mt-3 text-sm text-slate-600">{empty}</p>;
  return (
    <AdminTable label={label} columns={[heading, unit]} minWidth="min-w-0">
      {rows.map((row) => (
        <tr key={row.key}>
          <td className="px-4 py-3 break-all">{row.name}</td>
          <td className="whitespace-nowrap px-4 py-3 tabular-nums">{number(row.count)}</td>
        </tr>
      ))}
    </AdminTable>
  );
}

/** "linkedin: 2 of 30 views" per campaign; a position nobody applied to says so first. */
function campaignText(position: PositionFunnel): string {
  const name = (source: string) => source || "No campaign";
  if (position.applications === 0) {
    const viewsBy = position.sources.map((source) => `${name(source.source)}: ${number(source.views)} ${source.views === 1 ? "view" : "views"}`).join(", ");
    return viewsBy ? `No applicants yet (${viewsBy})` : "No applicants yet";
  }
  return position.sources
    .map((source) => `${name(source.source)}: ${number(source.applications)}${source.views > 0 ? ` of ${number(source.views)} ${source.views === 1 ? "view" : "views"}` : ""}`)
    .join(", ");
}

/** Each position's page views against the applications stored for it (a card per position on a phone). */
function PositionsTable({ positions }: { positions: PositionFunnel[] }) {
  return (
    <>
      <p className="mt-2 text-sm text-slate-600">
        Views of each position's page against the applications stored for it; spam is never counted. Conversion is applications per 100 page views.
      </p>
      {positions.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">No position is open, and none was viewed or applied to in this period.</p>
      ) : (
        <AdminTable label="Positions: views and applicants" columns={["Position", "Page views", "Applications", "Conversion", "Applicants by campaign"]} minWidth="min-w-[44rem]" stackOnPhones>
          {positions.map((position) => (
            <tr key={position.id}>
              <td className="px-4 py-3 font-medium text-ink">
                {position.path ? (
                  <a href={position.path} className="text-brand-700 hover:underline">
                    {position.title}
                  </a>
                ) : (
                  position.title
                )}
                {position.isOpen ? null : <span className="ml-2 text-xs font-normal text-slate-600">(closed)</span>}
              </td>
              <td className="whitespace-nowrap px-4 py-3 tabular-nums">
                <span className="sm:hidden">Page views: </span>
                {number(position.views)}
              </td>
              <td className="whitespace-nowrap px-4 py-3 tabular-nums">
                <span className="sm:hidden">Applications: </span>
                {number(position.applications)}
              </td>
              <td className="whitespace-nowrap px-4 py-3 tabular-nums">
                <span className="sm:hidden">Conversion: </span>
                {position.conversion === null ? "-" : `${position.conversion}%`}
              </td>
              <td className={`px-4 py-3 ${position.applications === 0 && position.views > 0 ? "text-amber-800" : ""}`}>
                <span className="sm:hidden">Applicants by campaign: </span>
                {campaignText(position)}
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
    </>
  );
}

const deviceLabels: Record<string, string> = { desktop: "Desktop", mobile: "Phone", tablet: "Tablet" };

function Report({ report }: { report: AnalyticsReport }) {
  return (
    <>
      <dl className="mt-6 grid gap-4 sm:grid-cols-2">
        <Headline label="Visitors" figure={report.visitors} />
        <Headline label="Page views" figure={report.views} />
      </dl>

      <Section title="Visitors and views per day">
        <VisitsChart days={report.days} />
      </Section>
      <Section title="Top pages">
        <CountTable label="Top pages" heading="Page" empty="No page was viewed in this period." rows={report.pages.map((row) => ({ key: row.value, name: row.value, count: row.views }))} />
      </Section>
      <Section title="Top posts">
        {report.posts.length === 0 ? (
          <p className="mt-3 text-sm text-slate-600">No blog post was read in this period.</p>
        ) : (
          <AdminTable label="Top posts" columns={["Post", "Views", "Previous period"]} minWidth="min-w-0">
            {report.posts.map((post) => (
              <tr key={post.id}>
                <td className="px-4 py-3">
                  <a href={post.path} className="font-medium text-brand-700 hover:underline">
                    {post.title}
                  </a>
                </td>
                <td className="whitespace-nowrap px-4 py-3 tabular-nums">{number(post.views)}</td>
                <td className="whitespace-nowrap px-4 py-3 tabular-nums">{number(post.previous)}</td>
              </tr>
            ))}
          </AdminTable>
        )}
      </Section>
      <Section title="Referring sites">
        <CountTable
          label="Referring sites"
          heading="Site"
          empty="No views came from another site in this period."
          rows={report.referrers.map((row) => ({ key: row.value, name: row.value || "Direct or unknown", count: row.views }))}
        />
      </Section>
      <Section title="Campaigns">
        {report.campaigns.length === 0 ? (
          <p className="mt-3 text-sm text-slate-600">No view came with a campaign (utm_source) in this period.</p>
        ) : (
          <AdminTable label="Campaigns" columns={["Source", "Medium", "Campaign", "Views"]} minWidth="min-w-0">
            {report.campaigns.map((row) => (
              <tr key={`${row.source}|${row.medium}|${row.campaign}`}>
                <td className="px-4 py-3 break-all">{row.source}</td>
                <td className="px-4 py-3 break-all">{row.medium || "-"}</td>
                <td className="px-4 py-3 break-all">{row.campaign || "-"}</td>
                <td className="whitespace-nowrap px-4 py-3 tabular-nums">{number(row.views)}</td>
              </tr>
            ))}
          </AdminTable>
        )}
      </Section>
      <div className="grid gap-x-8 lg:grid-cols-2">
        <Section title="Devices">
          <CountTable label="Devices" heading="Device" empty="No views in this period." rows={report.devices.map((row) => ({ key: row.value, name: deviceLabels[row.value] ?? row.value, count: row.views }))} />
        </Section>
        <Section title="Languages">
          <CountTable
            label="Languages"
            heading="Language"
            empty="No views in this period."
            rows={report.languages.map((row) => ({ key: row.value, name: row.value || "Not said", count: row.views }))}
          />
        </Section>
      </div>

      <Section title="Goals">
        <p className="mt-2 text-sm text-slate-600">Counted when the site stores the item; spam is never counted. The rate is per 100 visitors of the period.</p>
        <AdminTable label="Goals" columns={["Goal", "Count", "Rate", "Previous period"]} minWidth="min-w-0">
          {report.goals.map((row) => (
            <tr key={row.goal}>
              <td className="px-4 py-3 font-medium text-ink">{row.label}</td>
              <td className="whitespace-nowrap px-4 py-3 tabular-nums">{number(row.value)}</td>
              <td className="whitespace-nowrap px-4 py-3 tabular-nums">{row.rate === null ? "-" : `${row.rate}%`}</td>
              <td className="px-4 py-3">
                <Change figure={row} />
              </td>
            </tr>
          ))}
        </AdminTable>
      </Section>

      <Section title="Positions: views and applicants">
        <PositionsTable positions={report.positions} />
      </Section>

      <Section title="Searches with no result">
        <CountTable
          label="Searches with no result"
          heading="Searched for"
          unit="Times"
          empty="Every search found something in this period."
          rows={report.searches.map((row) => ({ key: row.subject, name: row.subject, count: row.count }))}
        />
      </Section>
      <Section title="Broken links (page not found)">
        {report.notFound.length === 0 ? (
          <p className="mt-3 text-sm text-slate-600">No visitor reached a missing page in this period.</p>
        ) : (
          <AdminTable label="Broken links" columns={["Missing page", "Linked from", "Views"]} minWidth="min-w-0">
            {report.notFound.map((row) => (
              <tr key={`${row.path}|${row.referrer}`}>
                <td className="px-4 py-3 break-all">{row.path}</td>
                <td className="px-4 py-3 break-all">{row.referrer || "Direct or unknown"}</td>
                <td className="whitespace-nowrap px-4 py-3 tabular-nums">{number(row.views)}</td>
              </tr>
            ))}
          </AdminTable>
        )}
      </Section>
    </>
  );
}

export default function AdminAnalytics({ loaderData }: Route.ComponentProps) {
  const { enabled, error, typed, report } = loaderData;
  const period = report?.period;
  return (
    <section>
      <h1 className="text-3xl font-bold tracking-tight">Analytics</h1>
      <p className="mt-2 max-w-2xl text-slate-600">
        What the server counted, without cookies and without keeping an address (see the privacy policy). Days run from midnight to midnight UTC; each
        figure is compared with the period of the same length just before.
      </p>
      {enabled ? null : (
        <p role="status" className="mt-4 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          Counting is off (ANALYTICS=off): nothing new is counted. Set ANALYTICS=on in the server's environment and restart it to count again.
        </p>
      )}

      <Form method="get" className="mt-6 flex flex-wrap items-end gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
        <nav aria-label="Period" className="flex flex-wrap gap-2 self-center">
          {PERIOD_PRESETS.map((days) => (
            <Link
              key={days}
              to={`/admin/analytics?days=${days}`}
              aria-current={period?.preset === days ? "page" : undefined}
              className="rounded-lg border border-slate-300 px-3 py-2 text-sm font-semibold text-ink hover:bg-slate-50 aria-[current=page]:border-brand-700 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white"
            >
              {`Last ${days} days`}
            </Link>
          ))}
        </nav>
        <FieldFrame label="From" className="min-w-40">
          {(control) => <input {...control} type="date" name="from" required defaultValue={typed?.from ?? (period?.preset ? "" : period?.from)} className={controlClass} />}
        </FieldFrame>
        <FieldFrame label="To" className="min-w-40">
          {(control) => <input {...control} type="date" name="to" required defaultValue={typed?.to ?? (period?.preset ? "" : period?.to)} className={controlClass} />}
        </FieldFrame>
        <Button type="submit">Show</Button>
      </Form>
      {error ? (
        <p role="alert" className="mt-4 rounded-xl border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800">
          {error}
        </p>
      ) : null}

      {report ? (
        <>
          <p className="mt-4 text-sm font-medium text-ink" role="status">
            {`${dayText(report.period.from)} to ${dayText(report.period.to)} (${report.period.days} days), compared with ${dayText(report.previous.from)} to ${dayText(report.previous.to)}`}
          </p>
          <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
            {(["day", "path"] as const).map((by) => (
              <a
                key={by}
                href={`/admin/analytics/export.csv?by=${by}&from=${report.period.from}&to=${report.period.to}`}
                download
                className="inline-flex items-center gap-1.5 font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
              >
                <Download aria-hidden="true" className="size-4" />
                {`Download CSV per ${by}`}
              </a>
            ))}
          </p>
          {report.counted ? (
            <Report report={report} />
          ) : (
            <EmptyState>
              {enabled
                ? "Nothing has been counted yet. Views of public pages appear here within a minute of the first visit (staff who are signed in are not counted)."
                : "Nothing has been counted: counting is off. Set ANALYTICS=on and restart the server to start."}
            </EmptyState>
          )}
        </>
      ) : null}
    </section>
  );
}
