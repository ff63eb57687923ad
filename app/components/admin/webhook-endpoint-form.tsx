import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { Field, FormMessage } from "~/components/ui/field";
import { WEBHOOK_EVENTS, webhookEventLabels, type EndpointFormSubmission, type WebhookEventType } from "~/modules/webhooks/webhooks.schema";

export interface EndpointFormValues {
  url: string;
  description: string;
  events: readonly string[];
  personalData: boolean;
  enabled: boolean;
}

export const emptyEndpoint: EndpointFormValues = { url: "", description: "", events: [], personalData: false, enabled: true };

/** What was typed, back in the form after a refusal (endpointFormValues' shape), so nothing has to be typed again. */
export function submittedEndpoint(values: EndpointFormSubmission): EndpointFormValues {
  return { url: values.url ?? "", description: values.description ?? "", events: values.events, personalData: values.personalData === "on", enabled: values.enabled === "on" };
}

/**
 * One form for adding and changing a webhook endpoint (a plain POST: it works without JavaScript). The events are
 * checkboxes in a fieldset; "may receive personal data" says exactly what it lets through.
 */
export function WebhookEndpointForm({
  intent,
  values,
  fieldErrors = {},
  message,
  busy,
  submitLabel,
  showEnabled,
}: {
  intent: "create" | "update";
  values: EndpointFormValues;
  fieldErrors?: Record<string, string>;
  message?: string;
  busy: boolean;
  submitLabel: string;
  showEnabled?: boolean;
}) {
  const eventsError = fieldErrors.events;
  return (
    <Form method="post" className="mt-4 space-y-5" noValidate>
      <input type="hidden" name="intent" value={intent} />
      <FormMessage tone="error">{message}</FormMessage>
      <Field
        label="Receiver URL"
        name="url"
        type="url"
        required
        defaultValue={values.url}
        error={fieldErrors.url}
        hint="Where we POST each event, e.g. https://hr.example.com/hooks/vyoma. Private and local addresses are refused."
      />
      <Field label="Description (optional)" name="description" defaultValue={values.description} error={fieldErrors.description} maxLength={200} hint="For you: what this receiver is." />
      <fieldset aria-describedby={eventsError ? `events-error-${intent}` : undefined}>
        <legend className="text-sm font-medium text-ink">Events to send</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {WEBHOOK_EVENTS.map((event: WebhookEventType) => (
            <label key={event} className="flex items-start gap-2 text-sm text-slate-700">
              <input type="checkbox" name="events" value={event} defaultChecked={values.events.includes(event)} className="mt-1 h-4 w-4 rounded border-slate-300" />
              <span>
                {webhookEventLabels[event]} <code className="text-xs text-slate-600">{event}</code>
              </span>
            </label>
          ))}
        </div>
        {eventsError ? (
          <p id={`events-error-${intent}`} className="mt-1 text-sm text-red-700">
            {eventsError}
          </p>
        ) : null}
      </fieldset>
      <label className="flex items-start gap-2 text-sm text-slate-700">
        <input type="checkbox" name="personalData" defaultChecked={values.personalData} className="mt-1 h-4 w-4 rounded border-slate-300" />
        <span>
          <span className="font-medium text-ink">May receive personal data.</span> Events about applicants, people who wrote to us and subscribers then carry their
          name and email address. Without it they carry ids only.
        </span>
      </label>
      {showEnabled ? (
        <label className="flex items-start gap-2 text-sm text-slate-700">
          <input type="checkbox" name="enabled" defaultChecked={values.enabled} className="mt-1 h-4 w-4 rounded border-slate-300" />
          <span>
            <span className="font-medium text-ink">Enabled.</span> While disabled, events wait and are sent once it is enabled again.
          </span>
        </label>
      ) : (
        <input type="hidden" name="enabled" value="on" />
      )}
      <Button type="submit" disabled={busy}>
        {busy ? "Saving..." : submitLabel}
      </Button>
    </Form>
  );
}
