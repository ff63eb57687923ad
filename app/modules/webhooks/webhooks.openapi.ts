import type { ApiRegistry } from "~/modules/api-docs/openapi-parts";
import { z } from "~/modules/forms/zod";
import { PERSONAL_EVENTS, TEST_EVENT, testEventData, WEBHOOK_EVENTS, webhookEventData, webhookEventLabels, type WebhookEventType } from "./webhooks.schema";

const person = z
  .strictObject({ name: z.string().optional(), email: z.string() })
  .meta({ id: "WebhookPerson", description: "Only to endpoints marked for personal data, for events about a person." });

/** "application.status_changed" -> "ApplicationStatusChangedEvent": the event's component name. */
const componentName = (event: string) => `${event.split(/[._]/).map((word) => word[0]!.toUpperCase() + word.slice(1)).join("")}Event`;

/**
 * The body of one event as webhook-events.server.ts `webhookPayload` builds it: Standard Webhooks' envelope, `data`
 * the resource's id, the event's own fields (its schema in webhooks.schema.ts, the one the payload is parsed with)
 * and `person` for events about a person.
 */
export function webhookPayloadSchema(event: WebhookEventType | typeof TEST_EVENT) {
  const fields = event === TEST_EVENT ? testEventData.shape : webhookEventData[event].shape;
  const id = event === TEST_EVENT ? {} : { id: z.union([z.int(), z.string()]).meta({ description: "The resource's id." }) };
  const personal = event !== TEST_EVENT && PERSONAL_EVENTS.has(event) ? { person: person.optional() } : {};
  return z
    .strictObject({
      type: z.literal(event),
      timestamp: z.string().meta({ description: "When it happened (ISO 8601, UTC)." }),
      data: z.strictObject({ ...id, ...fields, ...personal }),
    })
    .meta({ id: componentName(event) });
}

const signatureHeaders = z.object({
  "webhook-id": z.string().meta({ description: "The message id, the same on every attempt: drop duplicates by it." }),
  "webhook-timestamp": z.string().meta({ description: "Seconds since the epoch, when this attempt was signed." }),
  "webhook-signature": z.string().meta({ description: "v1,<base64 HMAC-SHA256> with the endpoint's whsec_ secret; two, space-separated, for a day after a rotation." }),
});

/** The events an endpoint may choose (OpenAPI 3.1 `webhooks`), each a signed POST to the endpoint's URL with its own body. */
export function registerWebhookEvents(registry: ApiRegistry): void {
  const described: Array<[WebhookEventType | typeof TEST_EVENT, string]> = [
    ...WEBHOOK_EVENTS.map((event): [WebhookEventType, string] => [event, `${webhookEventLabels[event]}${PERSONAL_EVENTS.has(event) ? " (data.person for endpoints allowed personal data)" : ""}`]),
    [TEST_EVENT, "A test event (Send a test event on the endpoint's page)"],
  ];
  for (const [event, summary] of described) {
    registry.registerWebhook({
      method: "post",
      path: event,
      tags: ["Webhooks"],
      summary,
      request: { headers: signatureHeaders, body: { content: { "application/json": { schema: webhookPayloadSchema(event) } } } },
      responses: {
        200: { description: "Any 2xx delivers it." },
        410: { description: "Disables the endpoint." },
        429: { description: "Retried after Retry-After (at most 6 hours)." },
        503: { description: "Retried after Retry-After (at most 6 hours)." },
      },
    });
  }
}
