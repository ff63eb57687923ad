import { Download, Search, Trash2 } from "lucide-react";
import { useState } from "react";
import { data, Form, Link, useFetcher, useNavigation } from "react-router";
import { AdminTable, Badge, EmptyState, Time } from "~/components/admin/admin-ui";
import { ApplicationStatusBadge } from "~/components/careers/application-status-badge";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/dialog";
import { Field, FormMessage } from "~/components/ui/field";
import { failureInit } from "~/http/failure-response";
import { auditActorOf, requirePermission } from "~/http/guards.server";
import { readFormData } from "~/http/read-form.server";
import { parseInput } from "~/modules/forms/parse-form";
import { erasePersonData, findPersonData, type ErasureCounts } from "~/modules/privacy/person-data.server";
import { personEraseSchema, personLookupSchema } from "~/modules/privacy/privacy.schema";
import { routeMeta } from "~/modules/seo/meta";
import type { Route } from "./+types/privacy";

export const meta: Route.MetaFunction = (args) => routeMeta(args, { title: "Personal data", noIndex: true });

export async function loader({ request, context }: Route.LoaderArgs) {
  await requirePermission(request, context, "privacy:manage");
  return null;
}

/**
 * Look up (what is stored about the address, summarised) and Erase (everything, in one action, asked for
 * confirmation on the page). Both are POSTs, so the address never appears in a URL, a log line or the history.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requirePermission(request, context, "privacy:manage");
  const values = await readFormData(request);
  if (values.get("intent") === "erase") {
    const parsed = parseInput(personEraseSchema, values);
    if (!parsed.ok) return data({ intent: "erase" as const, email: "", error: parsed.message }, failureInit(parsed));
    const counts = await erasePersonData(context, { email: parsed.value.email, by: auditActorOf(admin, context) });
    return { intent: "erase" as const, email: parsed.value.email, counts };
  }
  const parsed = parseInput(personLookupSchema, values);
  if (!parsed.ok)
    return data(
      { intent: "lookup" as const, email: String(values.get("email") ?? ""), error: parsed.fieldErrors?.email ?? parsed.message },
      { status: 400 },
    );
  const person = await findPersonData(context, parsed.value);
  return {
    intent: "lookup" as const,
    email: person.email,
    found: {
      applications: person.applications.map(({ id, positionTitle, status, receivedAt, talentPool, consentAt, spamReason }) => ({
        id,
        positionTitle,
        status,
        receivedAt,
        talentPool,
        consentAt,
        spam: spamReason !== null,
      })),
      contactMessages: person.contactMessages.length,
      subscription: person.newsletterSubscription?.status ?? null,
      mails: person.mails.length,
    },
  };
}

function describeCounts(counts: ErasureCounts): string {
  const parts = [
    [counts.applications, "application", "applications"],
    [counts.resumes, "resume file", "resume files"],
    [counts.contactMessages, "contact message", "contact messages"],
    [counts.subscriptions, "newsletter subscription", "newsletter subscriptions"],
    [counts.mails, "mail", "mails"],
  ] as const;
  return parts.map(([count, one, many]) => `${count} ${count === 1 ? one : many}`).join(", ");
}

export default function AdminPrivacy({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const eraser = useFetcher<typeof action>();
  const [confirming, setConfirming] = useState(false);
  const lookup = actionData && actionData.intent === "lookup" ? actionData : null;
  const found = lookup && "found" in lookup ? lookup.found : null;
  const email = lookup?.email ?? "";
  const error = lookup && "error" in lookup ? lookup.error : null;
  const erasedAnswer = eraser.state === "idle" ? eraser.data : undefined;
  const erased = erasedAnswer && "counts" in erasedAnswer ? erasedAnswer.counts : null;
  const eraseFailed = erasedAnswer && "error" in erasedAnswer ? erasedAnswer.error : null;
  const nothing = found && found.applications.length === 0 && found.contactMessages === 0 && found.subscription === null && found.mails === 0;
  const searching = navigation.state !== "idle" && navigation.formMethod === "POST";

  return (
    <section>
      <h1 className="text-3xl font-bold tracking-tight">Personal data</h1>
      <p className="mt-2 max-w-3xl text-slate-600">
        Find everything stored about one email address: applications with their resumes, notes and history, contact messages, the newsletter
        subscription and mails. Hand it over as a download, or erase it, as the privacy policy promises.
      </p>

      <Form method="post" className="mt-6 flex max-w-xl flex-wrap items-end gap-3" role="search" aria-label="Look up an email address">
        <input type="hidden" name="intent" value="lookup" />
        <Field label="Email address" name="email" type="email" required defaultValue={email} error={error ?? undefined} className="min-w-0 flex-1" />
        <Button type="submit" disabled={searching}>
          <Search aria-hidden="true" className="size-4" /> {searching ? "Looking up..." : "Look up"}
        </Button>
      </Form>

      <div className="mt-6">
        <FormMessage tone={eraseFailed ? "error" : "success"}>
          {eraseFailed ?? (erased ? `Erased everything stored about the address: ${describeCounts(erased)}.` : undefined)}
        </FormMessage>
      </div>

      {found && (nothing || erased) ? <EmptyState>{`Nothing is stored about ${email}.`}</EmptyState> : null}
      {found && !nothing && !erased ? (
        <div className="mt-6 space-y-6">
          <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
            {[
              ["Applications", String(found.applications.length)],
              ["Contact messages", String(found.contactMessages)],
              ["Newsletter", found.subscription ?? "not subscribed"],
              ["Mails", String(found.mails)],
            ].map(([label, value]) => (
              <div key={label} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
                <dt className="text-sm text-slate-600">{label}</dt>
                <dd className="mt-1 text-xl font-semibold capitalize text-ink">{value}</dd>
              </div>
            ))}
          </dl>
          {found.applications.length ? (
            <AdminTable label={`Applications from ${email}`} columns={["Position", "Received", "Status", "Consent", "Talent pool"]}>
              {found.applications.map((application) => (
                <tr key={application.id}>
                  <td className="px-4 py-3 font-medium">
                    <Link to={`/admin/applications/${application.id}`} className="text-brand-700 hover:underline">
                      {application.positionTitle}
                    </Link>
                  </td>
                  <td className="whitespace-nowrap px-4 py-3 text-slate-700">
                    <Time iso={application.receivedAt} />
                  </td>
                  <td className="px-4 py-3">
                    {application.spam ? <Badge tone="warning">Spam</Badge> : <ApplicationStatusBadge status={application.status} />}
                  </td>
                  <td className="whitespace-nowrap px-4 py-3 text-slate-700">
                    {application.consentAt ? <Time iso={application.consentAt} /> : "Not recorded"}
                  </td>
                  <td className="px-4 py-3 text-slate-700">{application.talentPool ? "Yes" : "No"}</td>
                </tr>
              ))}
            </AdminTable>
          ) : null}
          <div className="flex flex-wrap gap-3">
            {/* A plain form post: the browser saves the zip (an attachment), and the address stays out of the URL. */}
            <form method="post" action="/admin/privacy/export.zip">
              <input type="hidden" name="email" value={email} />
              <Button type="submit" variant="secondary">
                <Download aria-hidden="true" className="size-4" /> Download everything (.zip)
              </Button>
            </form>
            <eraser.Form method="post">
              <input type="hidden" name="email" value={email} />
              <Button
                type="submit"
                name="intent"
                value="erase"
                variant="danger"
                disabled={eraser.state !== "idle"}
                onClick={(event) => {
                  event.preventDefault();
                  setConfirming(true);
                }}
              >
                <Trash2 aria-hidden="true" className="size-4" /> {eraser.state !== "idle" ? "Erasing..." : "Erase everything"}
              </Button>
            </eraser.Form>
          </div>
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            title="Erase all personal data"
            message={`Erase everything stored about ${email}: ${found.applications.length} application(s) with their resumes, notes and history, ${found.contactMessages} contact message(s), the newsletter subscription and ${found.mails} mail(s)? This cannot be undone.`}
            confirmLabel="Erase"
            busy={eraser.state !== "idle"}
            onConfirm={() => {
              eraser.submit({ intent: "erase", email }, { method: "post" });
              setConfirming(false);
            }}
          />
        </div>
      ) : null}
    </section>
  );
}
