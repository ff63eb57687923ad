import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { DB } from "~/db/schema";
import { PERSONAL_EVENTS, type WebhookEventType } from "./webhooks.schema";
import { insertDeliveryRows, listEndpointsFor } from "./webhooks.repository.server";

/**
 * Something happened that other systems may hear of. Payloads are small: the type, the ids, the public address, the
 * time and, for an edit, the names of the fields that changed. `person` (an applicant, a message's sender) goes
 * only to endpoints an admin allowed to receive personal data.
 */
export interface WebhookEvent {
  type: WebhookEventType;
  /** What the event is about; deliveries about one resource reach an endpoint in order. */
  resource: { type: string; id: number | string };
  /** Ids, titles, statuses, the public URL: never a person's data (that is `person`). */
  data?: Record<string, unknown>;
  person?: { name?: string; email: string } | null;
}

/** The Standard Webhooks body: { type, timestamp, data }. */
export function webhookPayload(event: WebhookEvent, personalData: boolean, timestamp: string): string {
  const data: Record<string, unknown> = { id: event.resource.id, ...event.data };
  if (personalData && PERSONAL_EVENTS.has(event.type) && event.person) data.person = event.person;
  return JSON.stringify({ type: event.type, timestamp, data });
}

export function newMessageId(): string {
  return `msg_${randomUUID().replaceAll("-", "")}`;
}

/**
 * Queues an event for every enabled endpoint that chose it. Call it inside the transaction that stores the change
 * (the outbox pattern, decision 0003): the event exists exactly when the change does. Quarantined items (spam)
 * never call it; releasing one from quarantine does.
 */
export async function queueWebhookEvent(db: Kysely<DB>, event: WebhookEvent, now: Date): Promise<number> {
  const endpoints = await listEndpointsFor(db, event.type);
  const at = now.toISOString();
  await insertDeliveryRows(
    db,
    endpoints.map((endpoint) => ({
      endpoint_id: Number(endpoint.id),
      message_id: newMessageId(),
      event_type: event.type,
      resource: `${event.resource.type}:${event.resource.id}`.slice(0, 60),
      payload: webhookPayload(event, endpoint.personal_data === 1, at),
      status: "pending" as const,
      attempts: 0,
      next_attempt_at: at,
      created_at: at,
      updated_at: at,
    })),
  );
  return endpoints.length;
}
