import { data } from "react-router";
import { z } from "~/modules/forms/zod";
import { actionsColumn, AdminTable, Badge, EmptyState, RowAction, Time } from "~/components/admin/admin-ui";
import { requirePermission } from "~/http/guards.server";
import { parseInput } from "~/modules/forms/parse-form";
import { failureInit } from "~/http/failure-response";
import { loadOutboxOverview, retryFailedMail, type OutboxMail } from "~/modules/mail/outbox.server";
import { routeMeta } from "~/modules/seo/meta";
import type { Route } from "./+types/outbox";
import { readFormData } from "~/http/read-form.server";

export const meta: Route.MetaFunction = (args) => routeMeta(args, { title: "Mail Outbox", noIndex: true });

const retrySchema = z.object({
  intent: z.literal("retry", { message: "Unknown action." }),
  id: z.coerce.number({ message: "Invalid mail id." }).int().positive({ message: "Invalid mail id." }),
});

export async function loader({ request, context }: Route.LoaderArgs) {
  await requirePermission(request, context, "outbox:read");
  return loadOutboxOverview(context);
}

export async function action({ request, context }: Route.ActionArgs) {
  await requirePermission(request, context, "outbox:read");
  const parsed = parseInput(retrySchema, await readFormData(request));
  const result = parsed.ok ? await retryFailedMail(context, { id: parsed.value.id }) : parsed;
  if (!result.ok) return data({ ok: false, message: result.message }, failureInit(result));
  return { ok: true };
}

function StatusCell({ mail, smtpConfigured }: { mail: OutboxMail; smtpConfigured: boolean }) {
  if (mail.status === "sent") return <Badge tone="success">Sent</Badge>;
  if (mail.status === "failed") return <Badge tone="danger">Failed</Badge>;
  if (mail.status === "sending") return <Badge tone="brand">Sending</Badge>;
  return <Badge tone="warning">{smtpConfigured ? (mail.attempts > 0 ? "Retrying" : "Waiting") : "Not sent"}</Badge>;
}

export default function AdminOutbox({ loaderData }: Route.ComponentProps) {
  const { mails, counts, smtpConfigured } = loaderData;
  return (
    <section>
      <h1 className="text-3xl font-bold tracking-tight">Mail Outbox</h1>
      <p className="mt-2 text-slate-600">
        Every mail the site sends waits here until the mail server accepts it; failed attempts are retried with growing pauses.
      </p>
      {!smtpConfigured ? (
        <p role="alert" className="mt-4 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          SMTP is not configured (SMTP_URL is unset): mails are kept here and not sent. They go out once SMTP_URL is set and the site restarts.
        </p>
      ) : null}
      <dl className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {(["pending", "sending", "sent", "failed"] as const).map((status) => (
          <div key={status} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            <dt className="text-sm capitalize text-slate-600">{status === "pending" ? "Waiting" : status}</dt>
            <dd className="mt-1 text-2xl font-bold text-ink">{counts[status]}</dd>
          </div>
        ))}
      </dl>
      {mails.length === 0 ? (
        <EmptyState>No mails yet.</EmptyState>
      ) : (
        <AdminTable label="The latest 100 mails, newest first" columns={["Queued", "Mail", "Status", "Attempts", actionsColumn]}>
          {mails.map((mail) => (
            <tr key={mail.id}>
              <td className="whitespace-nowrap px-4 py-3 text-slate-700"><Time iso={mail.created_at} /></td>
              <td className="px-4 py-3">
                <p className="font-medium text-ink">{mail.subject}</p>
                <p className="text-slate-600">
                  {mail.kind} to <span className="break-all">{mail.to_address}</span>
                </p>
                {mail.last_error && mail.status !== "sent" ? <p className="mt-1 break-words text-red-700">{mail.last_error}</p> : null}
              </td>
              <td className="whitespace-nowrap px-4 py-3">
                <StatusCell mail={mail} smtpConfigured={smtpConfigured} />
                {mail.status === "sent" ? <p className="mt-1 text-xs text-slate-600"><Time iso={mail.sent_at} /></p> : null}
                {mail.status === "pending" && mail.attempts > 0 ? (
                  <p className="mt-1 text-xs text-slate-600">next <Time iso={mail.next_attempt_at} /></p>
                ) : null}
              </td>
              <td className="px-4 py-3 text-slate-700">{mail.attempts}</td>
              <td className="px-4 py-3 text-right">
                {mail.status === "failed" ? (
                  <RowAction id={mail.id} intent="retry" variant="primary">
                    Send again
                  </RowAction>
                ) : null}
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
    </section>
  );
}
