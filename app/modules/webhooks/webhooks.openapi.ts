import type { ApiRegistry } from "~/modules/api-docs/openapi-parts";
import { z } from "~/modules/forms/zod";
import { PERSONAL_EVENTS, TEST_EVENT, WEBHOOK_EVENTS, webhookEventLabels } from "./webhooks.schema";

/**
 * The body of every webhook we send (webhook-events.server.ts `webhookPayload`): Standard Webhooks' envelope. `data`
 * always has the resource's id, then what the event names (titles, statuses, the public URL, changed fields'
 * names); `person` only for endpoints allowed to receive personal data.
 */
export const webhookPayloadSchema = z
  .strictObject({
    type: z.enum([...WEBHOOK_EVENTS, TEST_EVENT]),
    timestamp: z.string().meta({ description: "When it happened (ISO 8601, UTC)." }),
    data: z.looseObject({
      id: z.union([z.int(), z.string()]),
      person: z.strictObject({ name: z.string().optional(), email: z.string() }).optional().meta({ description: "Only to endpoints marked for personal data, for events about a person." }),
    }),
  })
  .meta({ id: "WebhookPayload" });

const signatureHeaders = z.object({
  "webhook-id": z.string().meta({ description: "The message id, the same on every attempt: drop duplicates by it." }),
  "webhook-timestamp": z.string().meta({ description: "Seconds since the epoch, when this attempt was signed." }),
  "webhook-signature": z.string().meta({ description: "v1,<base64 HMAC-SHA256> with the endpoint's whsec_ secret; two, space-separated, for a day after a rotation." }),
});

/** The events an endpoint may choose (OpenAPI 3.1 `webhooks`), each a signed POST to the endpoint's URL. */
export function registerWebhookEvents(registry: ApiRegistry): void {
  const described: Array<[string, string]> = [
    ...WEBHOOK_EVENTS.map((event): [string, string] => [event, `${webhookEventLabels[event]}${PERSONAL_EVENTS.has(event) ? " (data.person for endpoints allowed personal data)" : ""}`]),
    [TEST_EVENT, "A test event (Send a test event on the endpoint's page)"],
  ];
  for (const [event, summary] of described) {
    registry.registerWebhook({
      method: "post",
      path: event,
      tags: ["Webhooks"],
      summary,
      request: { headers: signatureHeaders, body: { content: { "application/json": { schema: webhookPayloadSchema } } } },
      responses: {
        200: { description: "Any 2xx delivers it." },
        410: { description: "Disables the endpoint." },
        429: { description: "Retried after Retry-After (at most 6 hours)." },
        503: { description: "Retried after Retry-After (at most 6 hours)." },
      },
    });
  }
}
