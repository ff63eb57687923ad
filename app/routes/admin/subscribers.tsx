import { data } from "react-router";
import { actionsColumn, AdminTable, Badge, DeleteButton, EmptyState, FolderTabs, RowAction, SpamFolderNote, SpamReasonBadge, Time } from "~/components/admin/admin-ui";
import { requirePermission } from "~/http/guards.server";
import { parseInput } from "~/modules/forms/parse-form";
import { failureInit } from "~/http/failure-response";
import { subscriberActionSchema } from "~/modules/newsletter/newsletter.schema";
import { loadSubscribers, releaseSubscriber, removeSubscriber } from "~/modules/newsletter/newsletter.server";
import { spamReasonLabel } from "~/modules/security/spam-fields";
import { routeMeta } from "~/modules/seo/meta";
import { languageNameInEnglish } from "~/i18n/locales";
import { InboxSearchForm } from "~/components/search/inbox-search-form";
import type { Route } from "./+types/subscribers";
import { readFormData } from "~/http/read-form.server";
import { answerSpamBulkAction, isSpamBulkIntent } from "~/http/spam-bulk.server";
import { SpamBulkActions, SpamSelectBox } from "~/components/admin/spam-bulk-actions";

export const meta: Route.MetaFunction = (args) => routeMeta(args, { title: "Subscribers", noIndex: true });

export async function loader({ request, context }: Route.LoaderArgs) {
  await requirePermission(request, context, "subscribers:read");
  const params = new URL(request.url).searchParams;
  const view = params.get("view") === "spam" ? "spam" : "list";
  return { view, ...(await loadSubscribers(context, { view, query: params.get("q") ?? "" })), retentionDays: context.env.SPAM_RETENTION_DAYS };
}

export async function action({ request, context }: Route.ActionArgs) {
  await requirePermission(request, context, "subscribers:read");
  const values = await readFormData(request);
  if (isSpamBulkIntent(values)) return answerSpamBulkAction(context, "subscribers", values);
  const parsed = parseInput(subscriberActionSchema, values);
  if (!parsed.ok) return data({ ok: false, message: parsed.message }, failureInit(parsed));
  const { intent, id } = parsed.value;
  const result = intent === "not-spam" ? await releaseSubscriber(context, { id }) : await removeSubscriber(context, { id });
  if (!result.ok) return data({ ok: false, message: result.message }, failureInit(result));
  return { ok: true };
}

const statusBadge = {
  confirmed: <Badge tone="success">Confirmed</Badge>,
  pending: <Badge tone="warning">Awaiting confirmation</Badge>,
  unsubscribed: <Badge tone="neutral">Unsubscribed</Badge>,
};

export default function AdminSubscribers({ loaderData, actionData }: Route.ComponentProps) {
  const { subscribers, view, spamCount, retentionDays, query } = loaderData;
  const spamView = view === "spam";
  const confirmed = subscribers.filter((subscriber) => subscriber.status === "confirmed").length;
  const table = (
    <AdminTable
      label={spamView ? "Quarantined sign-ups" : "Subscribers"}
      columns={[...(spamView ? [<span key="select" className="sr-only">Select</span>] : []), "Email", "Status", "Language", "Subscribed", "Confirmed", actionsColumn]}
    >
      {subscribers.map((subscriber) => (
        <tr key={subscriber.id}>
          {spamView ? (
            <td className="w-10 px-4 py-3">
              <SpamSelectBox id={subscriber.id} label={`Select ${subscriber.email}`} />
            </td>
          ) : null}
          <td className="min-w-48 break-all px-4 py-3 font-medium text-ink">{subscriber.email}</td>
          <td className="px-4 py-3">{subscriber.spam_reason ? <SpamReasonBadge reason={spamReasonLabel(subscriber.spam_reason)} /> : statusBadge[subscriber.status]}</td>
          {/* The language of the page they subscribed on: their mails and newsletters are in it. */}
          <td className="whitespace-nowrap px-4 py-3 text-slate-700">{languageNameInEnglish(subscriber.language)}</td>
          <td className="whitespace-nowrap px-4 py-3 text-slate-700"><Time iso={subscriber.created_at} /></td>
          <td className="whitespace-nowrap px-4 py-3 text-slate-700"><Time iso={subscriber.confirmed_at} /></td>
          <td className="px-4 py-3">
            <div className="flex justify-end gap-2">
              {subscriber.spam_reason ? (
                <RowAction id={subscriber.id} intent="not-spam" variant="primary" label={`Not spam: ${subscriber.email}`}>
                Not spam
                </RowAction>
              ) : null}
              <DeleteButton
                id={subscriber.id}
                label="Remove"
                subject={subscriber.email}
                title="Remove subscriber"
                message={`Are you sure you want to remove ${subscriber.email}? This action cannot be undone.`}
              />
            </div>
          </td>
        </tr>
      ))}
    </AdminTable>
  );
  const empty = (
    <EmptyState>
      {query ? `No addresses match “${query}”.` : spamView
        ? "No spam. Sign-ups caught by the spam checks wait here for review; none of them was sent a mail."
        : "No subscribers yet. Addresses entered in the footer's newsletter box appear here."}
    </EmptyState>
  );
  return (
    <section>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Subscribers</h1>
          <p className="mt-2 text-slate-600">
            {query
              ? `${subscribers.length} ${subscribers.length === 1 ? "address matches" : "addresses match"} “${query}”.`
              : spamView
              ? `${subscribers.length} sign-up(s) held back by the spam checks.`
              : `${confirmed} confirmed of ${subscribers.length} address(es). Only confirmed addresses receive the newsletter.`}
          </p>
        </div>
        <a
          href="/admin/subscribers/export.csv"
          download
          className="inline-flex items-center rounded-lg border border-slate-300 bg-white px-4 py-2.5 text-sm font-semibold shadow-sm hover:bg-slate-50"
        >
          Export CSV
        </a>
      </div>
      <FolderTabs
        label="Subscriber folders"
        tabs={[
          { label: "Subscribers", href: "/admin/subscribers", current: !spamView },
          { label: `Spam (${spamCount})`, href: "/admin/subscribers?view=spam", current: spamView },
        ]}
      />
      {spamView ? <SpamFolderNote what="sign-ups" release="adds the address to the list and sends it the confirmation mail" retentionDays={retentionDays} /> : null}
      <InboxSearchForm
        query={query}
        placeholder="Email address or part of it"
        keep={spamView ? { view: "spam" } : {}}
        clearTo={spamView ? "/admin/subscribers?view=spam" : "/admin/subscribers"}
      />
      {spamView ? (
        <SpamBulkActions ids={subscribers.map((subscriber) => subscriber.id)} what="sign-ups" result={actionData}>
          {subscribers.length === 0 ? empty : table}
        </SpamBulkActions>
      ) : subscribers.length === 0 ? (
        empty
      ) : (
        table
      )}
    </section>
  );
}
