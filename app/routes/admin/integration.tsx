import { data, Form, Link, redirect, useNavigation } from "react-router";
import { actionsColumn, AdminTable, Badge, DeleteButton, EmptyState, Pager, RowAction, Time } from "~/components/admin/admin-ui";
import { submittedEndpoint, WebhookEndpointForm } from "~/components/admin/webhook-endpoint-form";
import { Button } from "~/components/ui/button";
import { FormMessage } from "~/components/ui/field";
import { failureInit } from "~/http/failure-response";
import { auditActorOf, requirePermission } from "~/http/guards.server";
import { readFormData } from "~/http/read-form.server";
import { parseInput } from "~/modules/forms/parse-form";
import { parseId } from "~/modules/ids";
import { routeMeta } from "~/modules/seo/meta";
import { deleteEndpoint, loadDeliveryLog, resendDelivery, rotateEndpointSecret, sendTestEvent, updateEndpoint } from "~/modules/webhooks/webhooks.server";
import { endpointFormValues, endpointSchema, type EndpointFormSubmission } from "~/modules/webhooks/webhooks.schema";
import type { Route } from "./+types/integration";

export const meta: Route.MetaFunction = (args) => routeMeta(args, { title: "Webhook endpoint", noIndex: true });

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requirePermission(request, context, "integrations:manage");
  const id = parseId(params.id);
  const page = Number(new URL(request.url).searchParams.get("page") ?? "1");
  const log = id === null ? null : await loadDeliveryLog(context, { id, page: Number.isInteger(page) && page > 0 ? page : 1 });
  if (!log?.ok) throw data(null, { status: 404 });
  return log.value;
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
  if (intent === "resend") {
    const deliveryId = parseId(String(form.get("id") ?? ""));
    if (deliveryId === null) return answer({ ok: false, message: "Choose a delivery to send again." }, { status: 400 });
    const resent = await resendDelivery(context, { endpointId: id, deliveryId });
    if (!resent.ok) return answer({ ok: false, message: resent.message }, failureInit(resent));
    return answer({ ok: true, message: "The delivery is on its way again, with the same webhook-id." });
  }
  if (intent !== "update") return answer({ ok: false, message: "Unknown action." }, { status: 400 });
  const values = endpointFormValues(form);
  const parsed = parseInput(endpointSchema, values);
  if (!parsed.ok) return answer({ ok: false, message: parsed.message, fieldErrors: parsed.fieldErrors ?? {}, values }, failureInit(parsed));
  const saved = await updateEndpoint(context, { id, fields: parsed.value, by });
  if (!saved.ok) return answer({ ok: false, message: saved.message, fieldErrors: saved.fieldErrors ?? {}, values }, failureInit(saved));
  return answer({ ok: true, message: "Endpoint saved." });
}

/** A delivery's outcome in words: the status code, or why there was none. */
function attemptResult(attempt: { status_code: number | null; error: string | null }) {
  if (attempt.status_code !== null && attempt.status_code >= 200 && attempt.status_code < 300) return <Badge tone="success">{attempt.status_code}</Badge>;
  return (
    <>
      <Badge tone="danger">{attempt.status_code ?? "No answer"}</Badge>
      {/* "HTTP 503" under the 503 badge says nothing new; a timeout, a refusal or a redirect does. */}
      {attempt.error && attempt.error !== `HTTP ${attempt.status_code}` ? <p className="mt-1 max-w-xs whitespace-normal text-xs text-slate-600">{attempt.error}</p> : null}
    </>
  );
}

export default function AdminIntegration({ loaderData, actionData }: Route.ComponentProps) {
  const { endpoint, attempts, unsent, page, pages, total } = loaderData;
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

      <h2 className="mt-10 text-xl font-semibold">Waiting and failed</h2>
      {unsent.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">Nothing is waiting: every event so far was delivered.</p>
      ) : (
        <AdminTable label="Deliveries not yet delivered" columns={["Event", "Status", "Attempts", "Next attempt", actionsColumn]}>
          {unsent.map((delivery) => (
            <tr key={delivery.id}>
              <td className="px-4 py-3">
                <span className="font-mono text-xs">{delivery.event_type}</span>
                <p className="mt-1 font-mono text-xs text-slate-500">{delivery.message_id}</p>
              </td>
              <td className="px-4 py-3">
                {delivery.status === "failed" ? <Badge tone="danger">Given up</Badge> : <Badge tone="warning">{delivery.status === "sending" ? "Sending" : "Waiting"}</Badge>}
                {delivery.last_error ? <p className="mt-1 max-w-xs text-xs text-slate-600">{delivery.last_error}</p> : null}
              </td>
              <td className="px-4 py-3">{delivery.attempts}</td>
              <td className="whitespace-nowrap px-4 py-3">{delivery.status === "failed" ? "None" : <Time iso={delivery.next_attempt_at} />}</td>
              <td className="whitespace-nowrap px-4 py-3">
                {delivery.status === "failed" ? (
                  <RowAction id={Number(delivery.id)} intent="resend" label={`Send again: ${delivery.event_type} ${delivery.message_id}`}>
                    Send again
                  </RowAction>
                ) : null}
              </td>
            </tr>
          ))}
        </AdminTable>
      )}

      <h2 className="mt-10 text-xl font-semibold">Delivery log</h2>
      <p className="mt-2 text-sm text-slate-600">Every attempt, newest first, kept for 30 days. {total > 0 ? `${total} in all.` : null}</p>
      {attempts.length === 0 ? (
        <EmptyState>No attempts yet. Events are sent within seconds of happening; "Send a test event" sends one now.</EmptyState>
      ) : (
        <AdminTable label="Delivery attempts" columns={["Time", "Event", "Result", "Took", "Answer", actionsColumn]}>
          {attempts.map((attempt) => (
            <tr key={attempt.id}>
              <td className="whitespace-nowrap px-4 py-3">
                <Time iso={attempt.at} />
              </td>
              <td className="px-4 py-3">
                <span className="font-mono text-xs">{attempt.event_type}</span>
                <p className="mt-1 font-mono text-xs text-slate-500">{attempt.message_id}</p>
              </td>
              <td className="px-4 py-3">{attemptResult(attempt)}</td>
              <td className="whitespace-nowrap px-4 py-3">{attempt.duration_ms} ms</td>
              <td className="px-4 py-3">
                {attempt.response_body ? <code className="block max-w-xs whitespace-pre-wrap break-all font-mono text-xs text-slate-700">{attempt.response_body}</code> : <span className="text-slate-500">Empty</span>}
              </td>
              <td className="whitespace-nowrap px-4 py-3">
                {attempt.delivery_status === "delivered" ? (
                  <RowAction id={Number(attempt.delivery_id)} intent="resend" label={`Send again: ${attempt.event_type} ${attempt.message_id}`}>
                    Send again
                  </RowAction>
                ) : null}
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
      <Pager page={page} pageCount={pages} link={(target) => `/admin/integrations/${endpoint.id}?page=${target}`} labels={["Newer", "Older"]} />
    </section>
  );
}
