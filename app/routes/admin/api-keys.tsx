import { useEffect, useRef } from "react";
import { data, Form, useNavigation } from "react-router";
import { AdminTable, actionsColumn, Badge, DeleteButton, EmptyState, Time } from "~/components/admin/admin-ui";
import { IntegrationTabs } from "~/components/admin/integration-tabs";
import { Button } from "~/components/ui/button";
import { controlClass, Field, FieldFrame, FormMessage } from "~/components/ui/field";
import { failureInit } from "~/http/failure-response";
import { auditActorOf, requirePermission } from "~/http/guards.server";
import { readFormData } from "~/http/read-form.server";
import { API_KEY_EXPIRIES, API_SCOPE_NAMES, API_SCOPES, apiKeyFormValues, apiKeySchema, type ApiKeyFormSubmission } from "~/modules/api-keys/api-keys.schema";
import { createApiKey, listApiKeys, revokeApiKey } from "~/modules/api-keys/api-keys.server";
import { parseInput } from "~/modules/forms/parse-form";
import { parseId } from "~/modules/ids";
import { routeMeta } from "~/modules/seo/meta";
import type { Route } from "./+types/api-keys";

export const meta: Route.MetaFunction = (args) => routeMeta(args, { title: "API keys", noIndex: true });

export async function loader({ request, context }: Route.LoaderArgs) {
  await requirePermission(request, context, "api-keys:manage");
  return { keys: await listApiKeys(context) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requirePermission(request, context, "api-keys:manage");
  const form = await readFormData(request);
  const by = auditActorOf(user, context);
  if (form.get("intent") === "revoke") {
    const id = parseId(form.get("id"));
    const revoked = id === null ? null : await revokeApiKey(context, { id, by });
    if (!revoked) return data({ ok: false as const, intent: "revoke" as const, message: "Choose a key to revoke." }, { status: 400 });
    return revoked.ok ? { ok: true as const, intent: "revoke" as const } : data({ ok: false as const, intent: "revoke" as const, message: revoked.message }, failureInit(revoked));
  }
  const values = apiKeyFormValues(form);
  const parsed = parseInput(apiKeySchema, values);
  if (!parsed.ok) return data({ ok: false as const, intent: "create" as const, message: parsed.message, fieldErrors: parsed.fieldErrors ?? {}, values }, failureInit(parsed));
  const created = await createApiKey(context, { fields: parsed.value, createdBy: user.id, by });
  return { ok: true as const, intent: "create" as const, key: created.key, name: created.apiKey.name };
}

const stateBadges = { active: <Badge tone="success">Active</Badge>, expired: <Badge tone="warning">Expired</Badge>, revoked: <Badge tone="danger">Revoked</Badge> };

export default function AdminApiKeys({ loaderData, actionData }: Route.ComponentProps) {
  const { keys } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const failed = actionData && !actionData.ok && actionData.intent === "create" ? actionData : undefined;
  const created = actionData && actionData.ok && actionData.intent === "create" ? actionData : undefined;
  const shownOnce = useRef<HTMLDivElement>(null);
  // The key is shown once: take the keyboard there, so it is read out and can be copied at once.
  useEffect(() => shownOnce.current?.focus(), [created?.key]);
  return (
    <section>
      <h1 className="text-3xl font-bold tracking-tight">Integrations</h1>
      <IntegrationTabs current="keys" />
      <p className="mt-4 max-w-3xl text-slate-600">
        An API key lets another system use the site's JSON API (its{" "}
        <a className="font-semibold text-brand-700 hover:underline" href="/api/openapi.json">
          OpenAPI document
        </a>
        ; readable as the{" "}
        <a className="font-semibold text-brand-700 hover:underline" href="/api/docs">
          API reference
        </a>
        ) without signing in: it sends <code className="text-sm">Authorization: Bearer &lt;key&gt;</code> and may do only what its scopes allow. Reading published posts and
        open positions needs no key. Keys work on the API only, never on pages or in the admin.
      </p>
      {created ? (
        <div ref={shownOnce} tabIndex={-1} role="status" className="mt-6 rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-900 focus:outline-none focus:ring-2 focus:ring-emerald-600">
          <p className="font-semibold">Key "{created.name}" created. Copy it now: it is shown only this once.</p>
          <p className="mt-2">
            <code className="block select-all break-all rounded bg-white px-2 py-1 font-mono text-sm text-ink" aria-label="API key">
              {created.key}
            </code>
          </p>
          <p className="mt-2">Only a hash of it is kept here; if it is lost, revoke it and create another.</p>
        </div>
      ) : null}
      {actionData && !actionData.ok && actionData.intent === "revoke" ? <FormMessage tone="error">{actionData.message}</FormMessage> : null}
      <h2 className="mt-8 text-xl font-semibold">API keys</h2>
      {keys.length === 0 ? (
        <EmptyState>No API keys yet. Create one below for each system that uses the API.</EmptyState>
      ) : (
        <AdminTable label="API keys" columns={["Key", "Scopes", "Created", "Expires", "Last used", actionsColumn]} stackOnPhones>
          {keys.map((key) => (
            <tr key={key.id}>
              <td className="px-4 py-3">
                <p className="font-medium text-ink">{key.name}</p>
                <p className="mt-1 flex flex-wrap items-center gap-2">
                  <code className="font-mono text-xs text-slate-700">{key.prefix}…</code>
                  {stateBadges[key.state]}
                </p>
              </td>
              <td className="px-4 py-3 text-slate-700">
                <span className="sm:hidden">Scopes: </span>
                {key.scopes.map((scope) => API_SCOPES[scope].label).join(", ")}
              </td>
              <td className="px-4 py-3 text-slate-700">
                <span className="sm:hidden">Created </span>
                <Time iso={key.createdAt} />
                {key.createdBy ? <span className="block text-xs text-slate-600">by {key.createdBy}</span> : null}
              </td>
              <td className="px-4 py-3 text-slate-700">
                <span className="sm:hidden">Expires </span>
                {key.revokedAt ? (
                  <>
                    Revoked <Time iso={key.revokedAt} />
                  </>
                ) : key.expiresAt ? (
                  <Time iso={key.expiresAt} />
                ) : (
                  "Never"
                )}
              </td>
              <td className="px-4 py-3 text-slate-700">
                <span className="sm:hidden">Last used </span>
                {key.lastUsedAt ? <Time iso={key.lastUsedAt} /> : "Never"}
              </td>
              <td className="px-4 py-3">
                {key.state === "revoked" ? null : (
                  <DeleteButton
                    id={key.id}
                    intent="revoke"
                    label="Revoke"
                    subject={`${key.name} (${key.prefix}…)`}
                    title="Revoke this API key?"
                    message={`"${key.name}" stops working at once: every request with it is refused from now on. This cannot be undone; the system that uses it needs a new key.`}
                    confirmLabel="Revoke key"
                    busyLabel="Revoking..."
                  />
                )}
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
      <h2 className="mt-10 text-xl font-semibold">Create a key</h2>
      <ApiKeyForm key={created ? created.key : "new"} values={failed?.values} fieldErrors={failed?.fieldErrors} message={failed?.message} busy={busy} />
    </section>
  );
}

function ApiKeyForm({ values, fieldErrors = {}, message, busy }: { values?: ApiKeyFormSubmission; fieldErrors?: Record<string, string>; message?: string; busy: boolean }) {
  const scopesError = fieldErrors.scopes;
  return (
    <Form method="post" className="mt-4 max-w-3xl space-y-5" noValidate>
      <input type="hidden" name="intent" value="create" />
      <FormMessage tone="error">{message}</FormMessage>
      <Field label="Name" name="name" required maxLength={100} defaultValue={values?.name ?? ""} error={fieldErrors.name} hint="What uses it, e.g. HR tool." />
      <fieldset aria-describedby={scopesError ? "scopes-error" : undefined}>
        <legend className="text-sm font-medium text-ink">Scopes</legend>
        <div className="mt-2 grid gap-2">
          {API_SCOPE_NAMES.map((scope) => (
            <label key={scope} className="flex items-start gap-2 text-sm text-slate-700">
              <input type="checkbox" name="scopes" value={scope} defaultChecked={values?.scopes.includes(scope)} className="mt-1 h-4 w-4 rounded border-slate-300" />
              <span>
                <span className="font-medium text-ink">{API_SCOPES[scope].label}</span>: {API_SCOPES[scope].hint} <code className="text-xs text-slate-600">{scope}</code>
              </span>
            </label>
          ))}
        </div>
        {scopesError ? (
          <p id="scopes-error" className="mt-1 text-sm text-red-700">
            {scopesError}
          </p>
        ) : null}
      </fieldset>
      <FieldFrame label="Expires" error={fieldErrors.expiresInDays} className="max-w-xs">
        {(control) => (
          <select {...control} name="expiresInDays" defaultValue={values?.expiresInDays ?? ""} className={controlClass}>
            {Object.entries(API_KEY_EXPIRIES).map(([days, label]) => (
              <option key={days} value={days}>
                {label}
              </option>
            ))}
          </select>
        )}
      </FieldFrame>
      <Button type="submit" disabled={busy}>
        {busy ? "Creating..." : "Create key"}
      </Button>
    </Form>
  );
}
