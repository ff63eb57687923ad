import { data, Form, Link, redirect, useNavigation } from "react-router";
import { Badge, DeleteButton, Time } from "~/components/admin/admin-ui";
import { submittedEndpoint, WebhookEndpointForm } from "~/components/admin/webhook-endpoint-form";
import { Button } from "~/components/ui/button";
import { FormMessage } from "~/components/ui/field";
import { failureInit } from "~/http/failure-response";
import { auditActorOf, requirePermission } from "~/http/guards.server";
import { readFormData } from "~/http/read-form.server";
import { parseInput } from "~/modules/forms/parse-form";
import { parseId } from "~/modules/ids";
import { routeMeta } from "~/modules/seo/meta";
import { deleteEndpoint, findEndpoint, rotateEndpointSecret, sendTestEvent, updateEndpoint } from "~/modules/webhooks/webhooks.server";
import { endpointFormValues, endpointSchema, type EndpointFormSubmission } from "~/modules/webhooks/webhooks.schema";
import type { Route } from "./+types/integration";

export const meta: Route.MetaFunction = (args) => routeMeta(args, { title: "Webhook endpoint", noIndex: true });

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requirePermission(request, context, "integrations:manage");
  const id = parseId(params.id);
  const found = id === null ? null : await findEndpoint(context, { id });
  if (!found?.ok) throw data(null, { status: 404 });
  return { endpoint: found.value };
}

/** Every answer of this page's action, one shape: the form's refusal, a one-time secret, or a notice. */
interface Answer {
  ok: boolean;
  message?: string;
  fieldErrors?: Record<string, string>;
  values?: EndpointFormSubmission;
  secret?: string;
  previousValidUntil?: string;
}

function answer(body: Answer, init?: { status: number; headers?: Record<string, string> }) {
  return data(body, init);
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = await requirePermission(request, context, "integrations:manage");
  const id = parseId(params.id);
  if (id === null) throw data(null, { status: 404 });
  const form = await readFormData(request);
  const by = auditActorOf(user, context);
  const intent = form.get("intent");
  if (intent === "delete") {
    const deleted = await deleteEndpoint(context, { id, by });
    if (!deleted.ok) return answer({ ok: false, message: deleted.message }, failureInit(deleted));
    return redirect("/admin/integrations");
  }
  if (intent === "rotate") {
    const rotated = await rotateEndpointSecret(context, { id, by });
    if (!rotated.ok) return answer({ ok: false, message: rotated.message }, failureInit(rotated));
    return answer({ ok: true, secret: rotated.value.secret, previousValidUntil: rotated.value.previousValidUntil });
  }
  if (intent === "test") {
    const sent = await sendTestEvent(context, { id });
    if (!sent.ok) return answer({ ok: false, message: sent.message }, failureInit(sent));
    return answer({ ok: true, message: "A test event is on its way; its attempt appears in the delivery log." });
  }
  if (intent !== "update") return answer({ ok: false, message: "Unknown action." }, { status: 400 });
  const values = endpointFormValues(form);
  const parsed = parseInput(endpointSchema, values);
  if (!parsed.ok) return answer({ ok: false, message: parsed.message, fieldErrors: parsed.fieldErrors ?? {}, values }, failureInit(parsed));
  const saved = await updateEndpoint(context, { id, fields: parsed.value, by });
  if (!saved.ok) return answer({ ok: false, message: saved.message, fieldErrors: saved.fieldErrors ?? {}, values }, failureInit(saved));
  return answer({ ok: true, message: "Endpoint saved." });
}

export default function AdminIntegration({ loaderData, actionData }: Route.ComponentProps) {
  const { endpoint } = loaderData;
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const failedForm = actionData?.values ? actionData : undefined;
  const rotated = actionData?.secret ? actionData : undefined;
  const notice = actionData?.message && !failedForm ? actionData : undefined;
  return (
    <section className="max-w-4xl">
      <p className="text-sm">
        <Link to="/admin/integrations" className="font-semibold text-brand-700 hover:underline">
          ← All endpoints
        </Link>
      </p>
      <h1 className="mt-2 break-all text-3xl font-bold tracking-tight">{endpoint.url}</h1>
      <p className="mt-2 flex flex-wrap items-center gap-2 text-slate-600">
        {endpoint.enabled ? <Badge tone="success">Enabled</Badge> : <Badge tone="danger">Disabled</Badge>}
        {endpoint.personalData ? <Badge tone="warning">Personal data</Badge> : null}
        <span>
          Added <Time iso={endpoint.createdAt} />
        </span>
      </p>
      {endpoint.disabledReason ? <p className="mt-2 text-sm text-red-800">{endpoint.disabledReason}</p> : null}
      <div className="mt-4">
        <FormMessage tone={notice && !notice.ok ? "error" : "success"}>{notice?.message}</FormMessage>
      </div>
      {rotated ? (
        <div role="status" className="mt-4 rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-900">
          <p className="font-semibold">New signing secret. Copy it now: it is shown only this once.</p>
          <code className="mt-2 block select-all break-all rounded bg-white px-2 py-1 font-mono text-sm text-ink" aria-label="Signing secret">
            {rotated.secret}
          </code>
          <p className="mt-2">
            Until <Time iso={rotated.previousValidUntil ?? null} /> every event carries two signatures, one with the old secret and one with this one, so the receiver can switch
            over in that time.
          </p>
        </div>
      ) : null}

      <h2 className="mt-8 text-xl font-semibold">Settings</h2>
      <WebhookEndpointForm
        intent="update"
        values={failedForm?.values ? submittedEndpoint(failedForm.values) : endpoint}
        fieldErrors={failedForm?.fieldErrors}
        message={failedForm?.message}
        busy={submitting === "update"}
        submitLabel="Save endpoint"
        showEnabled
      />

      <h2 className="mt-10 text-xl font-semibold">Secret and tests</h2>
      <div className="mt-4 flex flex-wrap items-start gap-3">
        <Form method="post">
          <input type="hidden" name="intent" value="test" />
          <Button type="submit" variant="secondary" disabled={submitting === "test"}>
            {submitting === "test" ? "Queuing..." : "Send a test event"}
          </Button>
        </Form>
        <Form method="post">
          <input type="hidden" name="intent" value="rotate" />
          <Button type="submit" variant="secondary" disabled={submitting === "rotate"}>
            {submitting === "rotate" ? "Rotating..." : "Rotate secret"}
          </Button>
        </Form>
        <DeleteButton
          id={endpoint.id}
          label="Delete endpoint"
          subject={endpoint.url}
          title="Delete this endpoint?"
          message="It receives no more events, and its waiting deliveries and delivery log are deleted. This cannot be undone."
        />
      </div>
      {endpoint.previousSecretUntil && !rotated ? (
        <p className="mt-3 text-sm text-slate-600">
          The previous secret also signs until <Time iso={endpoint.previousSecretUntil} />.
        </p>
      ) : null}
    </section>
  );
}
