import { languageNameInEnglish } from "~/i18n/locales";
import { ArrowLeft, Download, Star, Trash2 } from "lucide-react";
import { useState } from "react";
import { data, Form, Link, redirect, useNavigation, useSubmit } from "react-router";
import { Time, useAdminTimeZone } from "~/components/admin/admin-ui";
import { ApplicationStatusBadge, formatBytes } from "~/components/careers/application-status-badge";
import { formatInZone } from "~/modules/time-zone";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/dialog";
import { controlClass, Field, FieldFrame, FormMessage, TextAreaField } from "~/components/ui/field";
import { failureInit } from "~/http/failure-response";
import { auditActorOf, requirePermission } from "~/http/guards.server";
import { readFormData } from "~/http/read-form.server";
import { deleteApplication, releaseApplication } from "~/modules/careers/applications.server";
import {
  CANDIDATE_MAIL_IMPLIED_STATUS,
  CANDIDATE_MAIL_LABELS,
  CANDIDATE_MAIL_TEMPLATES,
  candidateMailDraft,
  type CandidateMailTemplate,
} from "~/modules/careers/candidate-mail";
import {
  applicationNoteSchema,
  applicationRatingSchema,
  applicationStatusSchema,
  APPLICATION_STATUSES,
  candidateMailSchema,
  STATUS_LABELS,
  type ApplicationStatus,
} from "~/modules/careers/careers.schema";
import { addApplicationNote, emailCandidate, getApplicationFile, rateApplication, setApplicationStatus } from "~/modules/careers/pipeline.server";
import { formValues, parseInput } from "~/modules/forms/parse-form";
import { readSiteSettings } from "~/modules/content/content.server";
import { parseId } from "~/modules/ids";
import { spamReasonLabel } from "~/modules/security/spam-fields";
import { routeMeta } from "~/modules/seo/meta";
import type { Route } from "./+types/application";

export const meta: Route.MetaFunction = (args) =>
  routeMeta(args, {
    title: args.loaderData ? `Application from ${args.loaderData.application.name}` : "Application",
    noIndex: true,
  });

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const admin = await requirePermission(request, context, "applications:read");
  const id = parseId(params.id);
  const file = id === null ? null : await getApplicationFile(context, { id });
  if (!file) throw data(null, { status: 404 });
  const settings = await readSiteSettings(context);
  const drafts = Object.fromEntries(
    CANDIDATE_MAIL_TEMPLATES.map((template) => [template, candidateMailDraft(template, file.application, admin.name, settings)]),
  ) as Record<CandidateMailTemplate, { subject: string; text: string }>;
  // A fresh key each time the form renders: submitting the same rendered form twice sends one mail.
  return { ...file, drafts, mailKey: crypto.randomUUID() };
}

type ActionAnswer = {
  intent: string;
  error?: string;
  fieldErrors?: Record<string, string>;
  done?: string;
};

export async function action({ request, params, context }: Route.ActionArgs) {
  const admin = await requirePermission(request, context, "applications:read");
  const id = parseId(params.id);
  if (id === null) throw data(null, { status: 404 });
  const values = formValues(await readFormData(request));
  const intent = values.intent ?? "status";
  const actor = { name: admin.name, ...auditActorOf(admin, context) };
  const answer = (
    result:
      | { ok: true }
      | {
          ok: false;
          message: string;
          fieldErrors?: Record<string, string>;
          code: Parameters<typeof failureInit>[0]["code"];
        },
    done: string,
  ) =>
    result.ok
      ? ({ intent, done } satisfies ActionAnswer)
      : data(
          {
            intent,
            error: result.message,
            fieldErrors: result.fieldErrors,
          } satisfies ActionAnswer,
          failureInit(result),
        );
  switch (intent) {
    case "delete":
      if (!(await deleteApplication(context, { id })).ok) throw data(null, { status: 404 });
      throw redirect("/admin/applications");
    case "not-spam":
      return answer(await releaseApplication(context, { id }), "Moved to the inbox; the company was notified.");
    case "note": {
      const note = parseInput(applicationNoteSchema, values);
      return answer(
        note.ok
          ? await addApplicationNote(context, {
              id,
              body: note.value.body,
              actor,
            })
          : note,
        "Note added.",
      );
    }
    case "rating": {
      const rating = parseInput(applicationRatingSchema, values);
      return answer(rating.ok ? await rateApplication(context, { id, rating: rating.value.rating }) : rating, "Rating saved.");
    }
    case "email": {
      const mail = parseInput(candidateMailSchema, values);
      const sent = mail.ok ? await emailCandidate(context, { id, ...mail.value, actor }) : mail;
      const statusNote = sent.ok && sent.value.statusChanged && mail.ok && mail.value.status ? ` Status set to ${STATUS_LABELS[mail.value.status]}.` : "";
      return answer(sent, `Mail queued; the outbox sends it.${statusNote}`);
    }
    case "status": {
      const status = parseInput(applicationStatusSchema, values);
      return answer(
        status.ok
          ? await setApplicationStatus(context, {
              id,
              status: status.value.status,
              actor,
            })
          : status,
        "Status updated.",
      );
    }
    default:
      return data({ intent, error: "Unknown action." } satisfies ActionAnswer, {
        status: 400,
      });
  }
}

export default function ApplicationDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { application, notes, history, otherApplications, drafts, mailKey } = loaderData;
  const [confirming, setConfirming] = useState(false);
  const submit = useSubmit();
  const timeZone = useAdminTimeZone();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  const answer = navigation.state === "idle" ? (actionData as ActionAnswer | undefined) : undefined;
  /** The message of the form that was just sent, shown beside that form. */
  const messageFor = (intent: string) =>
    answer?.intent === intent ? (
      <FormMessage tone={answer.error ? "error" : "success"}>{answer.error ?? answer.done}</FormMessage>
    ) : (
      <FormMessage tone="success" />
    );
  const fieldErrors = answer?.fieldErrors ?? {};
  // Each mail sent from this page empties the form (remounted under a new key), so a second click cannot send it
  // again; the page a plain-form POST answers with starts empty too. A mail another admin sends meanwhile leaves
  // this form, and any draft in it, alone.
  const sentAnswer = (actionData as ActionAnswer | undefined)?.intent === "email" && !(actionData as ActionAnswer).error ? actionData : null;
  const [mailForm, setMailForm] = useState({ answer: sentAnswer, sends: sentAnswer ? 1 : 0 });
  if (sentAnswer && sentAnswer !== mailForm.answer) setMailForm({ answer: sentAnswer, sends: mailForm.sends + 1 });
  const { source } = application;
  const facts: Array<[string, string]> = [
    ["Position", application.positionTitle],
    ["Email", application.email],
    ["Phone", application.phone],
    ["Experience", `${application.experience} years`],
    ["Current company", application.currentCompany ?? "Not given"],
    ["Expected salary", application.expectedSalary ? `${application.expectedSalary} LPA` : "Not given"],
    ["Notice period", application.noticePeriod === null ? "Not given" : `${application.noticePeriod} days`],
    ["Received", formatInZone(application.receivedAt, timeZone)],
    ["Language", languageNameInEnglish(application.language)],
    ["Consent", application.consentAt ? `Given ${formatInZone(application.consentAt, timeZone)}` : "Not recorded (sent through the API)"],
    ["Talent pool", application.talentPool ? "Yes: may be kept for future openings" : "No"],
    ["Source", [source.utmSource, source.utmMedium, source.utmCampaign].filter(Boolean).join(" / ") || "No campaign tags"],
    ["Referring site", source.referrer ?? "Not known"],
  ];
  return (
    <section>
      <Link to="/admin/applications" className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline">
        <ArrowLeft aria-hidden="true" className="size-4" /> All applications
      </Link>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-bold tracking-tight">{application.name}</h1>
        <ApplicationStatusBadge status={application.status} />
        {application.rating ? <span className="text-sm font-semibold text-amber-700">{`Rated ${application.rating} of 5`}</span> : null}
      </div>
      {application.spamReason ? (
        <div className="mt-4 flex flex-wrap items-center justify-between gap-3 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900">
          <p>{`In the spam folder (${spamReasonLabel(application.spamReason)}): nobody was notified, and it is deleted after the retention period unless you move it to the inbox.`}</p>
          <Form method="post">
            <input type="hidden" name="intent" value="not-spam" />
            <Button type="submit" disabled={busy}>
              Not spam
            </Button>
          </Form>
        </div>
      ) : null}

      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="space-y-6">
          <dl className="grid gap-x-8 gap-y-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:grid-cols-2">
            {facts.map(([label, value]) => (
              <div key={label}>
                <dt className="text-sm font-medium text-slate-600">{label}</dt>
                <dd className="mt-0.5 break-words text-ink">
                  {label === "Email" ? (
                    <a href={`mailto:${value}`} className="text-brand-700 hover:underline">
                      {value}
                    </a>
                  ) : (
                    value
                  )}
                </dd>
              </div>
            ))}
            <div className="sm:col-span-2">
              <dt className="text-sm font-medium text-slate-600">Resume</dt>
              <dd className="mt-1 flex flex-wrap items-center gap-3">
                <a
                  href={`/admin/applications/${application.id}/resume`}
                  download
                  className="inline-flex items-center gap-1.5 rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
                >
                  <Download aria-hidden="true" className="size-4" /> Download resume
                </a>
                <span className="text-sm text-slate-600">
                  {application.resumeName} ({formatBytes(application.resumeSize)})
                </span>
              </dd>
            </div>
          </dl>

          <Panel title="Notes">
            {notes.length ? (
              <ol className="space-y-3">
                {notes.map((note) => (
                  <li key={note.id} className="rounded-lg bg-slate-50 px-4 py-3">
                    <p className="whitespace-pre-line text-ink">{note.body}</p>
                    <p className="mt-1 text-xs text-slate-600">
                      {`${note.author}, `}
                      <Time iso={note.at} />
                    </p>
                  </li>
                ))}
              </ol>
            ) : (
              <p className="text-sm text-slate-600">No notes yet. Notes are seen by admins only.</p>
            )}
            <Form method="post" className="mt-4 space-y-3" key={answer?.intent === "note" && !answer.error ? notes.length : "note"}>
              <input type="hidden" name="intent" value="note" />
              <TextAreaField label="Add a note" name="body" rows={3} required error={fieldErrors.body} />
              <Button type="submit" variant="secondary" disabled={busy}>
                Add note
              </Button>
              {messageFor("note")}
            </Form>
          </Panel>

          <CandidateMail
            key={mailForm.sends}
            startBlank={mailForm.sends > 0}
            drafts={drafts}
            mailKey={mailKey}
            status={application.status}
            email={application.email}
            busy={busy}
            disabled={application.spamReason !== null}
            fieldErrors={answer?.intent === "email" ? fieldErrors : {}}
          >
            {messageFor("email")}
          </CandidateMail>
        </div>

        <div className="space-y-6">
          <Panel title="Status">
            <Form method="post" className="flex flex-wrap items-end gap-3">
              <input type="hidden" name="intent" value="status" />
              <FieldFrame label="Status" className="min-w-40 flex-1">
                {(control) => (
                  <select {...control} name="status" defaultValue={application.status} key={application.status} className={controlClass}>
                    {APPLICATION_STATUSES.map((status) => (
                      <option key={status} value={status}>
                        {STATUS_LABELS[status]}
                      </option>
                    ))}
                  </select>
                )}
              </FieldFrame>
              <Button type="submit" disabled={busy}>
                Update Status
              </Button>
            </Form>
            <div className="mt-3">{messageFor("status")}</div>
          </Panel>

          <Panel title="Rating">
            <Form method="post" key={application.rating ?? "none"}>
              <input type="hidden" name="intent" value="rating" />
              <fieldset>
                <legend className="sr-only">Rating from 1 to 5</legend>
                <div className="flex flex-wrap gap-1">
                  {[1, 2, 3, 4, 5].map((value) => (
                    <label key={value} className="cursor-pointer">
                      <input type="radio" name="rating" value={value} defaultChecked={application.rating === value} className="peer sr-only" />
                      <span className="inline-flex items-center gap-1 rounded-lg border border-slate-300 px-2.5 py-1.5 text-sm font-semibold text-slate-700 peer-checked:border-amber-500 peer-checked:bg-amber-50 peer-checked:text-amber-800 peer-focus-visible:ring-2 peer-focus-visible:ring-brand-600">
                        <Star aria-hidden="true" className="size-4" /> {value}
                      </span>
                    </label>
                  ))}
                </div>
              </fieldset>
              <div className="mt-3 flex gap-2">
                <Button type="submit" variant="secondary" disabled={busy}>
                  Save rating
                </Button>
                {application.rating ? (
                  <Button type="submit" variant="secondary" name="rating" value="" disabled={busy}>
                    Clear
                  </Button>
                ) : null}
              </div>
            </Form>
            <div className="mt-3">{messageFor("rating")}</div>
          </Panel>

          <Panel title="History">
            <ol className="space-y-3 border-l border-slate-200 pl-4">
              {history.map((entry) => (
                <li key={entry.id}>
                  <p className="text-sm text-ink">{entry.detail}</p>
                  {entry.body ? (
                    <details className="mt-1">
                      <summary className="cursor-pointer text-xs font-semibold text-brand-700 hover:underline">Show the mail</summary>
                      <p className="mt-1 whitespace-pre-line break-words rounded-lg bg-slate-50 px-3 py-2 text-sm text-ink">{entry.body}</p>
                    </details>
                  ) : null}
                  <p className="text-xs text-slate-600">
                    {`${entry.actor}, `}
                    <Time iso={entry.at} />
                  </p>
                </li>
              ))}
              <li>
                <p className="text-sm text-ink">Application received</p>
                <p className="text-xs text-slate-600">
                  <Time iso={application.receivedAt} />
                </p>
              </li>
            </ol>
          </Panel>

          <Panel title="Other applications">
            {otherApplications.length ? (
              <ul className="space-y-2">
                {otherApplications.map((other) => (
                  <li key={other.id} className="flex flex-wrap items-center justify-between gap-2">
                    <Link to={`/admin/applications/${other.id}`} className="font-medium text-brand-700 hover:underline">
                      {other.positionTitle}
                    </Link>
                    <span className="flex items-center gap-2 text-xs text-slate-600">
                      <Time iso={other.receivedAt} /> <ApplicationStatusBadge status={other.status} />
                    </span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-slate-600">None from this email address.</p>
            )}
          </Panel>

          <Button variant="danger" onClick={() => setConfirming(true)}>
            <Trash2 aria-hidden="true" className="size-4" /> Delete Application
          </Button>
          {messageFor("not-spam")}
        </div>
      </div>

      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete Application"
        message="Are you sure you want to delete this application? The resume file, notes and history are deleted too. This action cannot be undone."
        busy={busy}
        onConfirm={() => submit({ intent: "delete" }, { method: "post" })}
      />
    </section>
  );
}

function Panel({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 className="text-lg font-semibold text-ink">{title}</h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

/** What the Template menu offers; "" starts from an empty mail (and is where the form returns after a send). */
type TemplateChoice = CandidateMailTemplate | "";

/**
 * A mail to the candidate: pick a template, edit it, send it through the outbox (recorded in the history). The
 * hidden key makes a second submit of the same form a refusal instead of a second mail; a template that implies
 * a status offers to set it in the same submit.
 */
function CandidateMail({
  startBlank,
  drafts,
  mailKey,
  status,
  email,
  busy,
  disabled,
  fieldErrors,
  children,
}: {
  startBlank: boolean;
  drafts: Record<CandidateMailTemplate, { subject: string; text: string }>;
  mailKey: string;
  status: ApplicationStatus;
  email: string;
  busy: boolean;
  disabled: boolean;
  fieldErrors: Record<string, string>;
  children: React.ReactNode;
}) {
  const [template, setTemplate] = useState<TemplateChoice>(startBlank ? "" : "interview");
  const draft = template ? drafts[template] : { subject: "", text: "" };
  const impliedStatus = template ? CANDIDATE_MAIL_IMPLIED_STATUS[template] : undefined;
  return (
    <Panel title="Email the candidate">
      {disabled ? (
        <p className="text-sm text-slate-600">Move the application out of the spam folder to write to the candidate.</p>
      ) : (
        <Form method="post" className="space-y-4">
          <input type="hidden" name="intent" value="email" />
          <input type="hidden" name="idempotencyKey" value={mailKey} />
          <FieldFrame label="Template" hint="Choosing a template replaces the subject and message below.">
            {(control) => (
              <select {...control} value={template} onChange={(event) => setTemplate(event.target.value as TemplateChoice)} className={controlClass}>
                <option value="">No template (empty mail)</option>
                {CANDIDATE_MAIL_TEMPLATES.map((name) => (
                  <option key={name} value={name}>
                    {CANDIDATE_MAIL_LABELS[name]}
                  </option>
                ))}
              </select>
            )}
          </FieldFrame>
          <p className="text-sm text-slate-600">To: {email}</p>
          {/* Keyed by the template: choosing one replaces what is in the fields, edited or not. */}
          <Field key={`subject-${template}`} label="Subject" name="subject" required defaultValue={draft.subject} error={fieldErrors.subject} />
          <TextAreaField key={`text-${template}`} label="Message" name="text" rows={10} required defaultValue={draft.text} error={fieldErrors.text} />
          {impliedStatus && impliedStatus !== status ? (
            <label key={`status-${template}`} className="flex items-center gap-2 text-sm text-ink">
              <input type="checkbox" name="status" value={impliedStatus} defaultChecked className="size-4 rounded border-slate-300 text-brand-600" />
              {`Also set the status to ${STATUS_LABELS[impliedStatus]}`}
            </label>
          ) : null}
          <Button type="submit" disabled={busy}>
            Send mail
          </Button>
          {children}
        </Form>
      )}
    </Panel>
  );
}
