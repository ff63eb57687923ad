import { useRef, useState } from "react";
import { data, Form, useNavigation, useSubmit } from "react-router";
import { AdminTable, actionsColumn, Badge, EmptyState, Time } from "~/components/admin/admin-ui";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/dialog";
import { controlClass, Field, FormMessage, TextAreaField } from "~/components/ui/field";
import { failureInit } from "~/http/failure-response";
import { auditActorOf, requirePermission } from "~/http/guards.server";
import { readFormData } from "~/http/read-form.server";
import { formValues, parseInput } from "~/modules/forms/parse-form";
import { loadNewsletterAdmin, type IssueWithLog } from "~/modules/newsletter/newsletter-log.server";
import { autoSendSchema, composeSchema, issueIdSchema, newsletterIntentSchema, scheduleSchema } from "~/modules/newsletter/newsletter.schema";
import {
  cancelNewsletter,
  previewNewsletter,
  scheduleNewsletter,
  sendNewsletterNow,
  sendTestNewsletter,
  setNewsletterAutoSend,
} from "~/modules/newsletter/newsletter-send.server";
import { routeMeta } from "~/modules/seo/meta";
import { DEFAULT_LOCALE, languageNameInEnglish, localeOrDefault, LOCALES } from "~/i18n/locales";
import { archiveListPath, archivePath } from "~/modules/newsletter/newsletter-archive";
import type { Route } from "./+types/newsletter";

export const meta: Route.MetaFunction = (args) => routeMeta(args, { title: "Newsletter", noIndex: true });

type Draft = Record<string, string>;

/** "Preview" submits the composer with GET, so the preview is a plain page (no script needed) and can be reloaded. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requirePermission(request, context, "newsletter:send");
  const params = new URL(request.url).searchParams;
  const draft: Draft = Object.fromEntries(params);
  let preview: { subject: string; html: string } | null = null;
  let previewError: { message: string; fieldErrors?: Record<string, string> } | null = null;
  if (params.get("intent") === "preview") {
    const parsed = parseInput(composeSchema, draft);
    const result = parsed.ok ? await previewNewsletter(context, { fields: parsed.value }) : parsed;
    if (result.ok) preview = { subject: result.value.subject, html: result.value.html };
    else previewError = { message: result.message, fieldErrors: result.fieldErrors };
  }
  return { ...(await loadNewsletterAdmin(context)), draft, preview, previewError };
}

interface ActionAnswer {
  ok: boolean;
  message: string;
  fieldErrors?: Record<string, string>;
  fields?: Draft;
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requirePermission(request, context, "newsletter:send");
  const form = await readFormData(request);
  const fields = formValues(form);
  const answer = (result: { ok: false; message: string; fieldErrors?: Record<string, string> } & Parameters<typeof failureInit>[0]) =>
    data<ActionAnswer>({ ok: false, message: result.message, fieldErrors: result.fieldErrors, fields }, failureInit(result));
  const intent = parseInput(newsletterIntentSchema, fields);
  if (!intent.ok) return answer(intent);

  if (intent.value.intent === "cancel") {
    const id = parseInput(issueIdSchema, fields);
    const result = id.ok ? await cancelNewsletter(context, { id: id.value.id }) : id;
    return result.ok ? { ok: true, message: "The newsletter was cancelled; nobody else will receive it." } : answer(result);
  }
  if (intent.value.intent === "auto-send") {
    const parsed = parseInput(autoSendSchema, fields);
    if (!parsed.ok) return answer(parsed);
    await setNewsletterAutoSend(context, { enabled: parsed.value.enabled === "on" });
    return { ok: true, message: parsed.value.enabled === "on" ? "New posts will be sent to subscribers when they are published." : "New posts will no longer be sent automatically." };
  }

  const compose = parseInput(composeSchema, fields);
  if (!compose.ok) return answer(compose);
  switch (intent.value.intent) {
    case "test": {
      const result = await sendTestNewsletter(context, { fields: compose.value, to: admin.email });
      return result.ok ? { ok: true, message: `A test was queued to ${result.value.to}.`, fields } : answer(result);
    }
    case "send": {
      const result = await sendNewsletterNow(context, { fields: compose.value, createdBy: admin.email, by: auditActorOf(admin, context) });
      return result.ok ? { ok: true, message: `Sending to ${result.value.recipients} confirmed subscriber(s). The log below shows the progress.` } : answer(result);
    }
    case "schedule": {
      const when = parseInput(scheduleSchema, fields);
      const result = when.ok ? await scheduleNewsletter(context, { fields: compose.value, scheduledAt: when.value.scheduledAt, createdBy: admin.email }) : when;
      return result.ok ? { ok: true, message: "The newsletter is scheduled." } : answer(result);
    }
    default:
      return answer({ ok: false, code: "invalid", message: "Preview is shown on the page itself." });
  }
}

const statusBadge: Record<IssueWithLog["status"], React.ReactNode> = {
  scheduled: <Badge tone="brand">Scheduled</Badge>,
  sending: <Badge tone="warning">Sending</Badge>,
  sent: <Badge tone="success">Sent</Badge>,
  cancelled: <Badge tone="neutral">Cancelled</Badge>,
};

function CancelButton({ issue }: { issue: IssueWithLog }) {
  const [open, setOpen] = useState(false);
  const submit = useSubmit();
  return (
    <Form method="post">
      <input type="hidden" name="id" value={issue.id} />
      <Button
        type="submit"
        name="intent"
        value="cancel"
        variant="secondary"
        aria-label={`Cancel: ${issue.subject}`}
        onClick={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
      >
        Cancel
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Cancel newsletter"
        message={`Cancel "${issue.subject}"? Subscribers who have not received it yet will not get it. This cannot be undone.`}
        confirmLabel="Cancel newsletter"
        onConfirm={() => {
          submit({ intent: "cancel", id: String(issue.id) }, { method: "post" });
          setOpen(false);
        }}
      />
    </Form>
  );
}

function SendLogTable({ issues }: { issues: IssueWithLog[] }) {
  if (issues.length === 0) {
    return <EmptyState>No newsletters yet. Compose one above: it appears here with its send log (queued, sent, failed, unsubscribed since).</EmptyState>;
  }
  return (
    <AdminTable label="Newsletters and their send log" columns={["Newsletter", "When", "Recipients", "Queued", "Sent", "Failed", "Unsubscribed since", actionsColumn]}>
      {issues.map((issue) => (
        <tr key={issue.id}>
          <td className="px-4 py-3">
            <p className="font-medium text-ink">{issue.subject}</p>
            <p className="mt-1 flex flex-wrap gap-2">
              {statusBadge[issue.status]}
              {issue.auto ? <Badge tone="neutral">Automatic</Badge> : null}
              <Badge tone="neutral">{issue.audience === "all" ? `${languageNameInEnglish(issue.language)}, to all` : `${languageNameInEnglish(issue.language)} readers`}</Badge>
            </p>
          </td>
          <td className="whitespace-nowrap px-4 py-3 text-slate-700">
            <Time iso={issue.started_at ?? issue.scheduled_at} />
          </td>
          <td className="px-4 py-3 text-slate-700">{issue.log.recipients}</td>
          <td className="px-4 py-3 text-slate-700">{issue.log.queued}</td>
          <td className="px-4 py-3 text-slate-700">{issue.log.sent}</td>
          <td className={`px-4 py-3 ${issue.log.failed ? "font-semibold text-red-700" : "text-slate-700"}`}>{issue.log.failed}</td>
          <td className="px-4 py-3 text-slate-700">
            {issue.log.unsubscribedSince}
            {issue.log.skipped ? <span className="block text-xs text-slate-600">{issue.log.skipped} not sent</span> : null}
          </td>
          <td className="px-4 py-3">
            <div className="flex justify-end gap-2">
              {issue.status === "scheduled" || issue.status === "sending" ? <CancelButton issue={issue} /> : null}
              {issue.status === "sent" || issue.status === "sending" ? (
                <a href={archivePath(Number(issue.id), localeOrDefault(issue.language))} className="inline-flex items-center rounded-lg border border-slate-300 bg-white px-4 py-2.5 text-sm font-semibold shadow-sm hover:bg-slate-50">
                  View<span className="sr-only">: {issue.subject}</span>
                </a>
              ) : null}
            </div>
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}

function Preview({ subject, html }: { subject: string; html: string }) {
  return (
    <section aria-labelledby="preview-title" className="mt-8">
      <h2 id="preview-title" className="text-xl font-bold">
        Preview: {subject}
      </h2>
      <p className="mt-1 text-sm text-slate-600">As the mail shows in a desktop mail program and on a phone. Links in the preview are live.</p>
      <div className="mt-4 flex flex-col gap-6 2xl:flex-row 2xl:items-start">
        <figure className="min-w-0">
          <figcaption className="mb-2 text-sm font-medium text-ink">Desktop (640 px)</figcaption>
          <iframe title="Preview at desktop width" srcDoc={html} sandbox="" className="h-[640px] w-[640px] max-w-full rounded-lg border border-slate-300 bg-white" />
        </figure>
        <figure>
          <figcaption className="mb-2 text-sm font-medium text-ink">Phone (375 px)</figcaption>
          <iframe title="Preview at phone width" srcDoc={html} sandbox="" className="h-[640px] w-[375px] max-w-full rounded-lg border border-slate-300 bg-white" />
        </figure>
      </div>
    </section>
  );
}

export default function AdminNewsletter({ loaderData, actionData }: Route.ComponentProps) {
  const { issues, posts, confirmed, confirmedByLanguage, autoSendSince, ratePerMinute, smtpConfigured, draft, preview, previewError } = loaderData;
  const answer = actionData as ActionAnswer | undefined;
  const values: Draft = answer?.fields ?? draft;
  const errors = answer?.fieldErrors ?? previewError?.fieldErrors ?? {};
  const [source, setSource] = useState(values.source === "message" ? "message" : "post");
  const [postId, setPostId] = useState(values.postId ?? "");
  const [messageLanguage, setMessageLanguage] = useState(values.language ?? DEFAULT_LOCALE);
  const [audience, setAudience] = useState(values.audience === "all" ? "all" : "language");
  // A post's newsletter is in the post's language; a message in the one chosen for it.
  const language = source === "post" ? (posts.find((post) => String(post.id) === postId)?.language ?? null) : messageLanguage;
  const recipients = audience === "all" ? confirmed : language ? (confirmedByLanguage[language] ?? 0) : null;
  const [confirmSend, setConfirmSend] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const submit = useSubmit();
  const busy = useNavigation().state === "submitting";
  const minutes = Math.ceil(confirmed / ratePerMinute);

  return (
    <section>
      <h1 className="text-3xl font-bold tracking-tight">Newsletter</h1>
      <p className="mt-2 text-slate-600">
        {confirmed} confirmed subscriber(s). Mails go out through the outbox at {ratePerMinute} per minute
        {confirmed > 0 ? `, so a send takes about ${minutes} minute(s)` : ""}. Past newsletters are public in each language's archive:{" "}
        {LOCALES.map((locale, index) => (
          <span key={locale}>
            {index > 0 ? ", " : ""}
            <a href={archiveListPath(locale)} className="font-medium text-brand-700 underline">
              {archiveListPath(locale)}
            </a>{" "}
            ({languageNameInEnglish(locale)})
          </span>
        ))}
        .
      </p>
      {!smtpConfigured ? (
        <p role="alert" className="mt-4 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          SMTP is not configured (SMTP_URL is unset): newsletters are queued in the outbox and not sent until it is.
        </p>
      ) : null}
      <div className="mt-4">
        <FormMessage tone={answer ? (answer.ok ? "success" : "error") : previewError ? "error" : "info"}>{answer?.message ?? previewError?.message}</FormMessage>
      </div>

      <Form ref={formRef} method="post" key={JSON.stringify(values)} className="mt-6 space-y-5 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm" noValidate>
        <h2 className="text-xl font-bold">Compose</h2>
        <fieldset>
          <legend className="text-sm font-medium text-ink">Content</legend>
          <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
            {[
              ["post", "A published post"],
              ["message", "A message of your own"],
            ].map(([value, label]) => (
              <label key={value} className="flex items-center gap-2 text-sm">
                <input type="radio" name="source" value={value} defaultChecked={source === value} onChange={() => setSource(value!)} className="h-4 w-4" />
                {label}
              </label>
            ))}
          </div>
        </fieldset>
        <div className={source === "post" ? "grid gap-5 sm:grid-cols-2" : "hidden"}>
          <div>
            <label htmlFor="postId" className="block text-sm font-medium text-ink">
              Post
            </label>
            <select id="postId" name="postId" value={postId} onChange={(event) => setPostId(event.target.value)} className={controlClass} aria-invalid={errors.postId ? true : undefined} aria-describedby={errors.postId ? "postId-error" : undefined}>
              <option value="">Choose a published post</option>
              {posts.map((post) => (
                <option key={post.id} value={post.id}>
                  {post.title} ({languageNameInEnglish(post.language)})
                </option>
              ))}
            </select>
            {errors.postId ? (
              <p id="postId-error" className="mt-1 text-sm text-red-700">
                {errors.postId}
              </p>
            ) : null}
          </div>
          <fieldset>
            <legend className="text-sm font-medium text-ink">Include</legend>
            <div className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
              {[
                ["excerpt", "Title, excerpt and cover image"],
                ["full", "The full post"],
              ].map(([value, label]) => (
                <label key={value} className="flex items-center gap-2 text-sm">
                  <input type="radio" name="content" value={value} defaultChecked={(values.content ?? "excerpt") === value} className="h-4 w-4" />
                  {label}
                </label>
              ))}
            </div>
          </fieldset>
        </div>
        <div className={source === "message" ? "max-w-xs" : "hidden"}>
          <label htmlFor="language" className="block text-sm font-medium text-ink">
            Language of the message
          </label>
          <select id="language" name="language" value={messageLanguage} onChange={(event) => setMessageLanguage(event.target.value)} className={controlClass} aria-invalid={errors.language ? true : undefined} aria-describedby={errors.language ? "language-error" : undefined}>
            {LOCALES.map((locale) => (
              <option key={locale} value={locale}>
                {languageNameInEnglish(locale)}
              </option>
            ))}
          </select>
          {errors.language ? (
            <p id="language-error" className="mt-1 text-sm text-red-700">
              {errors.language}
            </p>
          ) : null}
        </div>
        <fieldset aria-describedby="audience-hint">
          <legend className="text-sm font-medium text-ink">Send to</legend>
          <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
            <label className="flex items-center gap-2 text-sm">
              <input type="radio" name="audience" value="language" checked={audience === "language"} onChange={() => setAudience("language")} className="h-4 w-4" />
              {language ? `Subscribers who read ${languageNameInEnglish(language)}` : "Subscribers who read the newsletter's language"}
            </label>
            <label className="flex items-center gap-2 text-sm">
              <input type="radio" name="audience" value="all" checked={audience === "all"} onChange={() => setAudience("all")} className="h-4 w-4" />
              All subscribers, whatever their language
            </label>
          </div>
          <p id="audience-hint" className="mt-1 text-sm text-slate-600">
            {`Confirmed: ${LOCALES.map((locale) => `${languageNameInEnglish(locale)} ${confirmedByLanguage[locale] ?? 0}`).join(", ")}. A subscriber's language is the one of the page they subscribed on.`}
          </p>
          {errors.audience ? <p className="mt-1 text-sm text-red-700">{errors.audience}</p> : null}
        </fieldset>
        <Field
          label="Subject"
          name="subject"
          maxLength={150}
          defaultValue={values.subject ?? ""}
          error={errors.subject}
          hint={source === "post" ? "Leave empty to use the post's title." : undefined}
        />
        <TextAreaField
          label={source === "post" ? "Introduction (optional)" : "Message"}
          name="message"
          rows={6}
          defaultValue={values.message ?? ""}
          error={errors.message}
          hint="Plain text; an empty line starts a new paragraph."
        />
        <div className="flex flex-wrap items-end gap-3 border-t border-slate-200 pt-5">
          <Button type="submit" name="intent" value="preview" formMethod="get" variant="secondary">
            Preview
          </Button>
          <Button type="submit" name="intent" value="test" variant="secondary" disabled={busy}>
            Send test to me
          </Button>
          <Button
            type="submit"
            name="intent"
            value="send"
            disabled={busy}
            onClick={(event) => {
              event.preventDefault();
              setConfirmSend(true);
            }}
          >
            Send now
          </Button>
          <div className="flex flex-wrap items-end gap-2 sm:ml-auto">
            <Field label="Or send at" name="scheduledAt" type="datetime-local" defaultValue={values.scheduledAt ?? ""} error={errors.scheduledAt} />
            <Button type="submit" name="intent" value="schedule" variant="secondary" disabled={busy}>
              Schedule
            </Button>
          </div>
        </div>
        <ConfirmDialog
          open={confirmSend}
          onOpenChange={setConfirmSend}
          title="Send newsletter"
          message={`Send this newsletter to ${recipients ?? "the"} confirmed subscriber(s)${audience === "language" && language ? ` who read ${languageNameInEnglish(language)}` : ""} now? A mail cannot be called back once it is sent.`}
          confirmLabel="Send now"
          busy={busy}
          onConfirm={() => {
            const formData = new FormData(formRef.current!);
            formData.set("intent", "send");
            submit(formData, { method: "post" });
            setConfirmSend(false);
          }}
        />
      </Form>

      {preview ? <Preview subject={preview.subject} html={preview.html} /> : null}

      <section aria-labelledby="auto-title" className="mt-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <h2 id="auto-title" className="text-xl font-bold">
          Automatic sending
        </h2>
        <p className="mt-2 text-slate-600">
          {autoSendSince ? (
            <>
              On since <Time iso={autoSendSince} />: each post published from then on is sent to subscribers (title, excerpt, cover image and a link), once.
            </>
          ) : (
            "Off. Turn it on to send every newly published post to subscribers (title, excerpt, cover image and a link). Posts published before are not sent."
          )}
        </p>
        <Form method="post" className="mt-4">
          <input type="hidden" name="enabled" value={autoSendSince ? "off" : "on"} />
          <Button type="submit" name="intent" value="auto-send" variant={autoSendSince ? "secondary" : "primary"} disabled={busy}>
            {autoSendSince ? "Turn off" : "Turn on"}
          </Button>
        </Form>
      </section>

      <h2 className="mt-10 text-xl font-bold">Sent and scheduled</h2>
      <SendLogTable issues={issues} />
    </section>
  );
}
