import { Download } from "lucide-react";
import { data, Form, Link } from "react-router";
import { DeleteButton, EmptyState, FolderTabs, Pager, RowAction, SpamFolderNote, SpamReasonBadge, useAdminTimeZone } from "~/components/admin/admin-ui";
import { ApplicationStatusBadge } from "~/components/careers/application-status-badge";
import { formatInZone } from "~/modules/time-zone";
import { Button } from "~/components/ui/button";
import { controlClass, FieldFrame } from "~/components/ui/field";
import { auditActorOf, requirePermission } from "~/http/guards.server";
import { ApplicationBoard } from "~/components/careers/application-board";
import { deleteApplication, listApplicationBoard, listApplications, releaseApplication } from "~/modules/careers/applications.server";
import {
  applicationFilterFrom,
  applicationMoveSchema,
  applicationSpamActionSchema,
  APPLICATION_STATUSES,
  STATUS_LABELS,
} from "~/modules/careers/careers.schema";
import { setApplicationStatus } from "~/modules/careers/pipeline.server";
import { SEARCH_QUERY_MAX_LENGTH } from "~/modules/search/search.schema";
import { parseInput } from "~/modules/forms/parse-form";
import { failureInit } from "~/http/failure-response";
import { readFormData } from "~/http/read-form.server";
import { spamReasonLabel } from "~/modules/security/spam-fields";
import { routeMeta } from "~/modules/seo/meta";
import { answerSpamBulkAction, isSpamBulkIntent } from "~/http/spam-bulk.server";
import { SpamBulkActions, SpamSelectBox } from "~/components/admin/spam-bulk-actions";
import type { Route } from "./+types/applications";

export const meta: Route.MetaFunction = (args) => routeMeta(args, { title: "Applications", noIndex: true });

export async function loader({ request, context }: Route.LoaderArgs) {
  await requirePermission(request, context, "applications:read");
  const filter = applicationFilterFrom(new URL(request.url).searchParams);
  const board = filter.layout === "board" && filter.view === "inbox" ? await listApplicationBoard(context, filter) : null;
  return {
    ...(await listApplications(context, filter)),
    board,
    layout: filter.layout,
    retentionDays: context.env.SPAM_RETENTION_DAYS,
  };
}

/** The board's moves (status changes, kept in the history), and the spam folder's "Not spam" and "Delete". */
export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requirePermission(request, context, "applications:read");
  const values = await readFormData(request);
  if (values.get("intent") === "move") {
    const move = parseInput(applicationMoveSchema, values);
    const result = move.ok
      ? await setApplicationStatus(context, {
          id: move.value.id,
          status: move.value.status,
          actor: { name: admin.name, ...auditActorOf(admin, context) },
        })
      : move;
    if (!result.ok) return data({ ok: false, message: result.message }, failureInit(result));
    return { ok: true };
  }
  if (isSpamBulkIntent(values)) return answerSpamBulkAction(context, "applications", values);
  const parsed = parseInput(applicationSpamActionSchema, values);
  if (!parsed.ok) return data({ ok: false, message: parsed.message }, failureInit(parsed));
  const { intent, id } = parsed.value;
  const result = intent === "delete" ? await deleteApplication(context, { id }) : await releaseApplication(context, { id });
  if (!result.ok)
    return data(
      {
        ok: false,
        message: "This application is no longer in the spam folder.",
      },
      failureInit(result),
    );
  return { ok: true };
}

export default function ApplicationsInbox({ loaderData, actionData }: Route.ComponentProps) {
  const { applications, total, page, pageCount, filter, positions, sources, view, counts, retentionDays, board, layout } = loaderData;
  const spamView = view === "spam";
  const onBoard = board !== null;
  const timeZone = useAdminTimeZone();
  const filtered = filter.position !== null || filter.status !== null || filter.source !== null || filter.query !== "";
  const link = (changes: { page?: number; layout?: "list" | "board" }) => {
    const query = new URLSearchParams();
    if (spamView) query.set("view", "spam");
    if ((changes.layout ?? layout) === "board") query.set("layout", "board");
    if (filter.position !== null) query.set("position", String(filter.position));
    if (filter.status && (changes.layout ?? layout) !== "board") query.set("status", filter.status);
    if (filter.source) query.set("source", filter.source);
    if (filter.query) query.set("q", filter.query);
    if (changes.page && changes.page > 1) query.set("page", String(changes.page));
    return `?${query}`;
  };
  const pageLink = (target: number) => link({ page: target });
  const list = (
    <ul className="mt-4 divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      {applications.map((application) => (
        <li key={application.id} className="flex flex-wrap items-center gap-x-6 gap-y-2 px-4 py-4 sm:px-6">
          {spamView ? <SpamSelectBox id={application.id} label={`Select application from ${application.name}`} /> : null}
          <div className="min-w-0 flex-1">
            <Link to={`/admin/applications/${application.id}`} className="font-semibold text-ink hover:text-brand-700 hover:underline">
              {application.name}
            </Link>
            <p className="truncate text-sm text-slate-600">
              {[application.positionTitle, `${application.experience} years`, formatInZone(application.receivedAt, timeZone), sourceOf(application)]
                .filter(Boolean)
                .join(" · ")}
            </p>
          </div>
          {application.spamReason ? (
            <SpamReasonBadge reason={spamReasonLabel(application.spamReason)} />
          ) : (
            <ApplicationStatusBadge status={application.status} />
          )}
          <a
            href={`/admin/applications/${application.id}/resume`}
            download
            className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:underline"
          >
            <Download aria-hidden="true" className="size-4" /> Resume
            <span className="sr-only"> of {application.name}</span>
          </a>
          {spamView ? (
            <div className="flex gap-2">
              <RowAction id={application.id} intent="not-spam" variant="primary" label={`Not spam: ${application.name}`}>
                Not spam
              </RowAction>
              <DeleteButton
                id={application.id}
                label="Delete"
                subject={`application from ${application.name}`}
                title="Delete Application"
                message="Are you sure you want to delete this application? The resume file is deleted too. This action cannot be undone."
              />
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
  const empty = (
    <EmptyState>
      {filtered
        ? "No applications match these filters."
        : spamView
          ? "No spam. Applications caught by the spam checks wait here for review."
          : "No applications yet. They appear here as soon as someone applies."}
    </EmptyState>
  );
  return (
    <section>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Applications</h1>
          <p className="mt-2 text-slate-600">
            {onBoard
              ? "The pipeline: one column per status. Move a card with its arrows or by dragging it."
              : "Newest first. Open one to read it, download the resume and move it along."}
          </p>
        </div>
        {spamView ? null : (
          <nav aria-label="Layout" className="flex rounded-lg border border-slate-300 bg-white p-1 text-sm font-semibold">
            {(["list", "board"] as const).map((option) => (
              <Link
                key={option}
                to={link({ layout: option })}
                aria-current={layout === option ? "page" : undefined}
                className={`rounded-md px-3 py-1.5 ${layout === option ? "bg-brand-600 text-white" : "text-slate-700 hover:bg-slate-100"}`}
              >
                {option === "list" ? "List" : "Board"}
              </Link>
            ))}
          </nav>
        )}
      </div>
      <FolderTabs
        label="Application folders"
        tabs={[
          {
            label: `Inbox (${counts.inbox})`,
            href: "/admin/applications",
            current: !spamView,
          },
          {
            label: `Spam (${counts.spam})`,
            href: "/admin/applications?view=spam",
            current: spamView,
          },
        ]}
      />
      {spamView ? (
        <SpamFolderNote what="applications" release="moves one to the inbox and notifies the company" retentionDays={retentionDays} />
      ) : null}

      <Form method="get" className="mt-4 flex flex-wrap items-end gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
        <FieldFrame label="Search" className="min-w-56 flex-1">
          {(control) => (
            <input
              {...control}
              type="search"
              name="q"
              defaultValue={filter.query}
              maxLength={SEARCH_QUERY_MAX_LENGTH}
              placeholder="Name, email, phone, position…"
              className={controlClass}
            />
          )}
        </FieldFrame>
        <FieldFrame label="Position" className="min-w-56 flex-1">
          {(control) => (
            <select {...control} name="position" defaultValue={filter.position ?? ""} className={controlClass}>
              <option value="">All positions</option>
              {positions.map((position) => (
                <option key={position.id} value={position.id}>
                  {position.title}
                </option>
              ))}
            </select>
          )}
        </FieldFrame>
        {sources.length ? (
          <FieldFrame label="Source" className="min-w-40">
            {(control) => (
              <select {...control} name="source" defaultValue={filter.source ?? ""} className={controlClass}>
                <option value="">All sources</option>
                {sources.map((source) => (
                  <option key={source} value={source}>
                    {source}
                  </option>
                ))}
              </select>
            )}
          </FieldFrame>
        ) : null}
        {onBoard ? (
          <input type="hidden" name="layout" value="board" />
        ) : (
          <FieldFrame label="Status" className="min-w-40">
            {(control) => (
              <select {...control} name="status" defaultValue={filter.status ?? ""} className={controlClass}>
                <option value="">All statuses</option>
                {APPLICATION_STATUSES.map((status) => (
                  <option key={status} value={status}>
                    {STATUS_LABELS[status]}
                  </option>
                ))}
              </select>
            )}
          </FieldFrame>
        )}
        {spamView ? <input type="hidden" name="view" value="spam" /> : null}
        <div className="flex gap-2">
          <Button type="submit">Filter</Button>
          {filtered ? (
            <Link
              to={spamView ? "/admin/applications?view=spam" : onBoard ? "/admin/applications?layout=board" : "/admin/applications"}
              className="rounded-lg px-4 py-2.5 text-sm font-semibold text-brand-700 hover:underline"
            >
              Clear
            </Link>
          ) : null}
        </div>
      </Form>

      {board ? (
        <ApplicationBoard columns={board.columns} />
      ) : (
        <>
          <p className="mt-6 text-sm text-slate-600" role="status">
            {total === 1 ? `1 application${filtered ? " matches these filters" : ""}` : `${total} applications${filtered ? " match these filters" : ""}`}
          </p>
          {spamView ? (
            <SpamBulkActions ids={applications.map((application) => application.id)} what="applications" result={actionData}>
              {applications.length === 0 ? empty : list}
            </SpamBulkActions>
          ) : applications.length === 0 ? (
            empty
          ) : (
            list
          )}
          <Pager page={page} pageCount={pageCount} link={pageLink} />
        </>
      )}
    </section>
  );
}

/** Where the candidate came from, in a few words: the campaign source, else the referring site's host. */
function sourceOf(application: { source: { utmSource: string | null; referrer: string | null } }): string | null {
  if (application.source.utmSource) return `via ${application.source.utmSource}`;
  try {
    return application.source.referrer ? `from ${new URL(application.source.referrer).host}` : null;
  } catch {
    return null;
  }
}
