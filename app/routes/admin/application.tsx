import { ArrowLeft, Download, Trash2 } from "lucide-react";
import { useState } from "react";
import { data, Form, Link, redirect, useNavigation, useSubmit } from "react-router";
import { ApplicationStatusBadge, formatBytes, formatReceived } from "~/components/careers/application-status-badge";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/dialog";
import { controlClass, FieldFrame, FormMessage } from "~/components/ui/field";
import { requireAdmin } from "~/http/guards.server";
import { deleteApplication, getApplication, releaseApplication, setApplicationStatus } from "~/modules/careers/applications.server";
import { applicationStatusSchema, APPLICATION_STATUSES, STATUS_LABELS } from "~/modules/careers/careers.schema";
import { formValues, parseInput } from "~/modules/forms/parse-form";
import { parseId } from "~/modules/ids";
import { failureInit } from "~/http/failure-response";
import { spamReasonLabel } from "~/modules/security/spam-fields";
import { routeMeta } from "~/modules/seo/meta";
import type { Route } from "./+types/application";
import { readFormData } from "~/http/read-form.server";

export const meta: Route.MetaFunction = (args) =>
  routeMeta(args, { title: args.loaderData ? `Application from ${args.loaderData.application.name}` : "Application", noIndex: true });

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const id = parseId(params.id);
  const application = id === null ? null : await getApplication(context, { id });
  if (!application) throw data(null, { status: 404 });
  return { application };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  await requireAdmin(request, context);
  const id = parseId(params.id);
  if (id === null) throw data(null, { status: 404 });
  const values = formValues(await readFormData(request));
  if (values.intent === "delete") {
    if (!(await deleteApplication(context, { id })).ok) throw data(null, { status: 404 });
    throw redirect("/admin/applications");
  }
  if (values.intent === "not-spam") {
    const released = await releaseApplication(context, { id });
    return released.ok ? { error: undefined, saved: false } : data({ error: released.message, saved: false }, failureInit(released));
  }
  const status = parseInput(applicationStatusSchema, values);
  const result = status.ok ? await setApplicationStatus(context, { id, status: status.value.status }) : status;
  if (!result.ok) return data({ error: result.message, saved: false }, failureInit(result));
  return { error: undefined, saved: true };
}

export default function ApplicationDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { application } = loaderData;
  const [confirming, setConfirming] = useState(false);
  const submit = useSubmit();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  const facts: Array<[string, string]> = [
    ["Position", application.positionTitle],
    ["Email", application.email],
    ["Phone", application.phone],
    ["Experience", `${application.experience} years`],
    ["Current company", application.currentCompany ?? "Not given"],
    ["Expected salary", application.expectedSalary ? `${application.expectedSalary} LPA` : "Not given"],
    ["Notice period", application.noticePeriod === null ? "Not given" : `${application.noticePeriod} days`],
    ["Received", formatReceived(application.receivedAt)],
  ];
  return (
    <section>
      <Link to="/admin/applications" className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline">
        <ArrowLeft aria-hidden="true" className="size-4" /> All applications
      </Link>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-bold tracking-tight">{application.name}</h1>
        <ApplicationStatusBadge status={application.status} />
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

      <dl className="mt-6 grid gap-x-8 gap-y-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:grid-cols-2">
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

      <div className="mt-6 flex flex-wrap items-end justify-between gap-6">
        <Form method="post" className="flex flex-wrap items-end gap-3">
          <input type="hidden" name="intent" value="status" />
          <FieldFrame label="Status" className="min-w-44">
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
        <Button variant="danger" onClick={() => setConfirming(true)}>
          <Trash2 aria-hidden="true" className="size-4" /> Delete Application
        </Button>
      </div>
      <div className="mt-4">
        {actionData?.error ? (
          <FormMessage tone="error">{actionData.error}</FormMessage>
        ) : (
          <FormMessage tone="success">{actionData?.saved && navigation.state === "idle" ? "Status updated." : undefined}</FormMessage>
        )}
      </div>

      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete Application"
        message="Are you sure you want to delete this application? The resume file is deleted too. This action cannot be undone."
        busy={busy}
        onConfirm={() => submit({ intent: "delete" }, { method: "post" })}
      />
    </section>
  );
}
