import { data, Link, useNavigation } from "react-router";
import { AdminTable, Badge, EmptyState, Time } from "~/components/admin/admin-ui";
import { IntegrationTabs } from "~/components/admin/integration-tabs";
import { emptyEndpoint, submittedEndpoint, WebhookEndpointForm } from "~/components/admin/webhook-endpoint-form";
import { failureInit } from "~/http/failure-response";
import { auditActorOf, requirePermission } from "~/http/guards.server";
import { readFormData } from "~/http/read-form.server";
import { parseInput } from "~/modules/forms/parse-form";
import { routeMeta } from "~/modules/seo/meta";
import { createEndpoint, listEndpoints } from "~/modules/webhooks/webhooks.server";
import { endpointFormValues, endpointSchema, webhookEventLabels } from "~/modules/webhooks/webhooks.schema";
import type { Route } from "./+types/integrations";

export const meta: Route.MetaFunction = (args) => routeMeta(args, { title: "Integrations", noIndex: true });

export async function loader({ request, context }: Route.LoaderArgs) {
  await requirePermission(request, context, "integrations:manage");
  return { endpoints: await listEndpoints(context) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requirePermission(request, context, "integrations:manage");
  const form = await readFormData(request);
  const values = endpointFormValues(form);
  const parsed = parseInput(endpointSchema, values);
  if (!parsed.ok) return data({ ok: false as const, message: parsed.message, fieldErrors: parsed.fieldErrors ?? {}, values }, failureInit(parsed));
  const created = await createEndpoint(context, { fields: parsed.value, by: auditActorOf(user, context) });
  if (!created.ok) return data({ ok: false as const, message: created.message, fieldErrors: created.fieldErrors ?? {}, values }, failureInit(created));
  return { ok: true as const, secret: created.value.secret, endpoint: created.value.endpoint };
}

export default function AdminIntegrations({ loaderData, actionData }: Route.ComponentProps) {
  const { endpoints } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const failed = actionData && !actionData.ok ? actionData : undefined;
  const created = actionData && actionData.ok ? actionData : undefined;
  return (
    <section>
      <h1 className="text-3xl font-bold tracking-tight">Integrations</h1>
      <IntegrationTabs current="webhooks" />
      <p className="mt-4 max-w-3xl text-slate-600">
        Webhooks tell other systems (an HR tool, a team chat, a CDN) when something happens here. Each event is signed as{" "}
        <a className="font-semibold text-brand-700 hover:underline" href="https://www.standardwebhooks.com/">
          Standard Webhooks
        </a>{" "}
        with the endpoint's secret, and retried for about three days if the receiver is down. Other systems read and write through the JSON API, described in its{" "}
        <a className="font-semibold text-brand-700 hover:underline" href="/api/openapi.json">
          OpenAPI document
        </a>{" "}
        (readable as the{" "}
        <a className="font-semibold text-brand-700 hover:underline" href="/api/docs">
          API reference
        </a>
        ), with an API key.
      </p>
      {created ? (
        <div role="status" className="mt-6 rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-900">
          <p className="font-semibold">Endpoint added. Copy its signing secret now: it is shown only this once.</p>
          <p className="mt-2">
            <code className="block select-all break-all rounded bg-white px-2 py-1 font-mono text-sm text-ink" aria-label="Signing secret">
              {created.secret}
            </code>
          </p>
          <p className="mt-2">
            Give it to the receiver at <span className="break-all">{created.endpoint.url}</span>; it verifies each request's webhook-signature with it.
          </p>
        </div>
      ) : null}
      <h2 className="mt-8 text-xl font-semibold">Webhook endpoints</h2>
      {endpoints.length === 0 ? (
        <EmptyState>No endpoints yet. Add one below to send events to another system.</EmptyState>
      ) : (
        <AdminTable label="Webhook endpoints" columns={["Receiver", "Events", "Status", "Added"]}>
          {endpoints.map((endpoint) => (
            <tr key={endpoint.id}>
              <td className="px-4 py-3">
                <Link to={`/admin/integrations/${endpoint.id}`} className="break-all font-medium text-brand-700 hover:underline">
                  {endpoint.url}
                </Link>
                {endpoint.description ? <p className="text-slate-600">{endpoint.description}</p> : null}
              </td>
              <td className="px-4 py-3 text-slate-700">
                {endpoint.events.map((event) => webhookEventLabels[event]).join(", ")}
                {endpoint.personalData ? (
                  <p className="mt-1">
                    <Badge tone="warning">Personal data</Badge>
                  </p>
                ) : null}
              </td>
              <td className="whitespace-nowrap px-4 py-3">
                {endpoint.enabled ? <Badge tone="success">Enabled</Badge> : <Badge tone="danger">Disabled</Badge>}
                {endpoint.disabledReason ? <p className="mt-1 max-w-xs whitespace-normal text-xs text-slate-600">{endpoint.disabledReason}</p> : null}
              </td>
              <td className="whitespace-nowrap px-4 py-3 text-slate-700">
                <Time iso={endpoint.createdAt} />
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
      <h2 className="mt-10 text-xl font-semibold">Add an endpoint</h2>
      <div className="max-w-3xl">
        <WebhookEndpointForm
          key={created ? created.endpoint.id : "new"}
          intent="create"
          values={failed ? submittedEndpoint(failed.values) : emptyEndpoint}
          fieldErrors={failed?.fieldErrors}
          message={failed?.message}
          busy={busy}
          submitLabel="Add endpoint"
        />
      </div>
    </section>
  );
}
