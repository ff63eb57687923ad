import { data, Link } from "react-router";
import { Badge, DeleteButton, EmptyState, FolderTabs, Pager, RowAction, SpamFolderNote, SpamReasonBadge, Time } from "~/components/admin/admin-ui";
import { requirePermission } from "~/http/guards.server";
import { messageActionSchema, serviceLabel } from "~/modules/contact/contact.schema";
import { loadMessagesPage, markMessageHandled, markMessageNotSpam, removeMessage, type ContactMessage } from "~/modules/contact/contact.server";
import { parseInput } from "~/modules/forms/parse-form";
import { failureInit } from "~/http/failure-response";
import { countUnsentMails } from "~/modules/mail/outbox.server";
import { spamReasonLabel } from "~/modules/security/spam-fields";
import { routeMeta } from "~/modules/seo/meta";
import { InboxSearchForm } from "~/components/search/inbox-search-form";
import type { Route } from "./+types/messages";
import { readFormData } from "~/http/read-form.server";
import { answerSpamBulkAction, isSpamBulkIntent } from "~/http/spam-bulk.server";
import { SpamBulkActions, SpamSelectBox } from "~/components/admin/spam-bulk-actions";

export const meta: Route.MetaFunction = (args) => routeMeta(args, { title: "Messages", noIndex: true });

export async function loader({ request, context }: Route.LoaderArgs) {
  await requirePermission(request, context, "messages:read");
  const params = new URL(request.url).searchParams;
  const view = params.get("view") === "spam" ? "spam" : "inbox";
  const page = Number.parseInt(params.get("page") ?? "1", 10) || 1;
  const [messages, unsentMails] = await Promise.all([loadMessagesPage(context, { view, page, query: params.get("q") ?? "" }), countUnsentMails(context)]);
  return { view, ...messages, unsentMails, smtpConfigured: Boolean(context.env.SMTP_URL), retentionDays: context.env.SPAM_RETENTION_DAYS };
}

export async function action({ request, context }: Route.ActionArgs) {
  await requirePermission(request, context, "messages:read");
  const values = await readFormData(request);
  if (isSpamBulkIntent(values)) return answerSpamBulkAction(context, "messages", values);
  const parsed = parseInput(messageActionSchema, values);
  if (!parsed.ok) return data({ ok: false, message: parsed.message }, failureInit(parsed));
  const { intent, id } = parsed.value;
  const result =
    intent === "delete"
      ? await removeMessage(context, { id })
      : intent === "not-spam"
        ? await markMessageNotSpam(context, { id })
        : await markMessageHandled(context, { id, handled: intent === "handled" });
  if (!result.ok) return data({ ok: false, message: result.message }, failureInit(result));
  return { ok: true };
}

function MessageCard({ message, spamView }: { message: ContactMessage; spamView: boolean }) {
  const topic = message.variant === "subject" ? message.subject : (serviceLabel(message.service) ?? "No service chosen");
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 items-start gap-3">
          {spamView ? (
            <span className="pt-1.5">
              <SpamSelectBox id={message.id} label={`Select message from ${message.name}`} />
            </span>
          ) : null}
          <div className="min-w-0">
            <h2 className="text-lg font-semibold text-ink">{topic}</h2>
            <p className="mt-1 text-sm text-slate-600">
              {message.name} ·{" "}
              <a href={`mailto:${message.email}`} className="text-brand-700 hover:underline">
                {message.email}
              </a>
              {message.phone ? ` · ${message.phone}` : ""}
              {message.company ? ` · ${message.company}` : ""}
            </p>
          </div>
        </div>
        <div className="flex items-center gap-2 text-sm text-slate-600">
          {spamView ? (
            <SpamReasonBadge reason={spamReasonLabel(message.spam_reason)} />
          ) : message.handled_at ? (
            <Badge tone="success">Handled</Badge>
          ) : (
            <Badge tone="brand">New</Badge>
          )}
          <Time iso={message.created_at} />
        </div>
      </div>
      <p className="mt-4 whitespace-pre-wrap break-words text-slate-800">{message.message}</p>
      <p className="mt-3 text-xs text-slate-500">
        From the {message.variant === "subject" ? "contact page" : "home page"} form{message.client_ip ? `, address ${message.client_ip}` : ""}
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        {spamView ? (
          <RowAction id={message.id} intent="not-spam" variant="primary" label={`Not spam: message from ${message.name}`}>
            Not spam
          </RowAction>
        ) : message.handled_at ? (
          <RowAction id={message.id} intent="unhandled">
            Mark as new
          </RowAction>
        ) : (
          <RowAction id={message.id} intent="handled" variant="primary">
            Mark handled
          </RowAction>
        )}
        <DeleteButton
          id={message.id}
          label="Delete"
          subject={`message from ${message.name}`}
          title="Delete message"
          message="Are you sure you want to delete this message? This action cannot be undone."
        />
      </div>
    </li>
  );
}

export default function AdminMessages({ loaderData, actionData }: Route.ComponentProps) {
  const { view, messages, page, pageCount, counts, unsentMails, smtpConfigured, retentionDays, query, matching } = loaderData;
  const spamView = view === "spam";
  const folder = spamView ? "/admin/messages?view=spam" : "/admin/messages";
  const pageLink = (target: number) => `?${new URLSearchParams({ ...(spamView ? { view: "spam" } : {}), ...(query ? { q: query } : {}), page: String(target) })}`;
  const list = (
    <ul className="mt-6 space-y-4">
      {messages.map((message) => (
        <MessageCard key={message.id} message={message} spamView={spamView} />
      ))}
    </ul>
  );
  const empty = (
    <EmptyState>{query ? `No messages match “${query}”.` : spamView ? "No spam. Submissions caught by the spam checks appear here." : "No messages yet. Contact form messages appear here."}</EmptyState>
  );
  return (
    <section>
      <h1 className="text-3xl font-bold tracking-tight">Messages</h1>
      <p className="mt-2 text-slate-600">What visitors sent through the contact forms, newest first.</p>
      {unsentMails > 0 || !smtpConfigured ? (
        <p className="mt-4 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          {smtpConfigured ? `${unsentMails} mail(s) not sent yet.` : "SMTP is not configured: mails to the company wait in the outbox and are not sent."}{" "}
          <Link to="/admin/outbox" className="font-semibold underline">
            Open the outbox
          </Link>
        </p>
      ) : null}
      <FolderTabs
        label="Message folders"
        tabs={[
          { label: `Inbox (${counts.inbox}, ${counts.unhandled} new)`, href: "/admin/messages", current: !spamView },
          { label: `Spam (${counts.spam})`, href: "/admin/messages?view=spam", current: spamView },
        ]}
      />
      {spamView ? <SpamFolderNote what="messages" release="moves one to the inbox and notifies the company" retentionDays={retentionDays} /> : null}
      <InboxSearchForm query={query} placeholder="Name, email, phone or words in the message" keep={spamView ? { view: "spam" } : {}} clearTo={folder} />
      {query ? <p role="status" className="mt-4 text-sm text-slate-600">{`${matching} ${matching === 1 ? "message matches" : "messages match"} “${query}”`}</p> : null}
      {spamView ? (
        <SpamBulkActions ids={messages.map((message) => message.id)} what="messages" result={actionData}>
          {messages.length === 0 ? empty : list}
        </SpamBulkActions>
      ) : messages.length === 0 ? (
        empty
      ) : (
        list
      )}
      <Pager page={page} pageCount={pageCount} link={pageLink} labels={["Newer", "Older"]} />
    </section>
  );
}
