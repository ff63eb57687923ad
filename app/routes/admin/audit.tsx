import { Download } from "lucide-react";
import { Form, Link } from "react-router";
import { AdminTable, EmptyState, Pager } from "~/components/admin/admin-ui";
import { Button } from "~/components/ui/button";
import { controlClass, FieldFrame } from "~/components/ui/field";
import { requirePermission } from "~/http/guards.server";
import { AUDIT_ACTIONS, auditActionLabels, auditFilterFrom, type AuditFilter } from "~/modules/audit/audit.schema";
import { listAuditEvents } from "~/modules/audit/audit.server";
import { routeMeta } from "~/modules/seo/meta";
import type { Route } from "./+types/audit";

export const meta: Route.MetaFunction = (args) => routeMeta(args, { title: "Audit log", noIndex: true });

export async function loader({ request, context }: Route.LoaderArgs) {
  await requirePermission(request, context, "audit:read");
  const filter = auditFilterFrom(new URL(request.url).searchParams);
  return { ...(await listAuditEvents(context, { filter })), filter, retentionDays: context.env.AUDIT_RETENTION_DAYS, timeZone: context.env.SITE_TIMEZONE };
}

/** The filter as a query string (without the page), for the pager, Clear and the CSV link. */
function filterQuery(filter: AuditFilter, page = 1): string {
  const query = new URLSearchParams();
  if (filter.actor) query.set("actor", filter.actor);
  if (filter.action) query.set("action", filter.action);
  if (filter.from) query.set("from", filter.from);
  if (filter.to) query.set("to", filter.to);
  if (page > 1) query.set("page", String(page));
  const text = query.toString();
  return text ? `?${text}` : "";
}

/** Read-only by design: no entry can be edited or deleted here or anywhere else in the app. */
export default function AdminAudit({ loaderData }: Route.ComponentProps) {
  const { entries, total, page, pageCount, actors, filter, retentionDays, timeZone } = loaderData;
  const filtered = Boolean(filter.actor || filter.action || filter.from || filter.to);
  return (
    <section>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Audit log</h1>
          <p className="mt-2 max-w-2xl text-slate-600">
            Sign-ins, password resets, role changes, publishing, positions, application moves, personal-data requests and newsletter sends: who, when and
            from which network. Entries cannot be changed and are deleted after {retentionDays} days. Times are in {timeZone}.
          </p>
        </div>
        <a
          href={`/admin/audit/export.csv${filterQuery(filter)}`}
          download
          className="inline-flex items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2.5 text-sm font-semibold text-ink shadow-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          <Download aria-hidden="true" className="size-4" /> Download CSV
        </a>
      </div>

      <Form method="get" className="mt-6 flex flex-wrap items-end gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
        <FieldFrame label="Person" className="min-w-56 flex-1">
          {(control) => (
            <select {...control} name="actor" defaultValue={filter.actor ?? ""} className={controlClass}>
              <option value="">Everyone</option>
              {actors.map((actor) => (
                <option key={actor.id} value={actor.id}>{`${actor.name} (${actor.email})`}</option>
              ))}
            </select>
          )}
        </FieldFrame>
        <FieldFrame label="Action" className="min-w-56 flex-1">
          {(control) => (
            <select {...control} name="action" defaultValue={filter.action ?? ""} className={controlClass}>
              <option value="">All actions</option>
              {AUDIT_ACTIONS.map((action) => (
                <option key={action} value={action}>
                  {auditActionLabels[action]}
                </option>
              ))}
            </select>
          )}
        </FieldFrame>
        <FieldFrame label="From" className="min-w-40">
          {(control) => <input {...control} type="date" name="from" defaultValue={filter.from ?? ""} className={controlClass} />}
        </FieldFrame>
        <FieldFrame label="To" className="min-w-40">
          {(control) => <input {...control} type="date" name="to" defaultValue={filter.to ?? ""} className={controlClass} />}
        </FieldFrame>
        <div className="flex gap-2">
          <Button type="submit">Filter</Button>
          {filtered ? (
            <Link to="/admin/audit" className="rounded-lg px-4 py-2.5 text-sm font-semibold text-brand-700 hover:underline">
              Clear
            </Link>
          ) : null}
        </div>
      </Form>

      <p className="mt-4 text-sm text-slate-600" role="status">
        {`${total === 1 ? "1 entry" : `${total.toLocaleString("en-IN")} entries`}${filtered ? " match these filters" : ""}`}
      </p>
      {entries.length === 0 ? (
        <EmptyState>{filtered ? "No entries match these filters." : "Nothing recorded yet. Sign-ins and staff actions appear here as they happen."}</EmptyState>
      ) : (
        // Cards on a phone: a sideways-scrolling table of plain text is a region a keyboard cannot scroll (axe).
        <AdminTable label="Audit log" stackOnPhones columns={["When", "Who", "Action", "What", "Network"]}>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td className="whitespace-nowrap px-4 py-3 text-slate-600">
                <time dateTime={entry.at}>{entry.atText}</time>
              </td>
              <td className="px-4 py-3 break-words">
                <span className="sm:hidden">By </span>
                {entry.actorLabel}
              </td>
              <td className="whitespace-nowrap px-4 py-3 font-medium text-ink">{entry.actionLabel}</td>
              <td className="px-4 py-3">
                {entry.summary}
                {entry.subject ? <span className="block text-xs text-slate-600">{entry.subject}</span> : null}
              </td>
              <td className="whitespace-nowrap px-4 py-3 font-mono text-xs text-slate-600">
                <span className="font-sans sm:hidden">Network </span>
                {entry.ip ?? "—"}
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
      <Pager page={page} pageCount={pageCount} link={(target) => `/admin/audit${filterQuery(filter, target)}`} />
    </section>
  );
}
