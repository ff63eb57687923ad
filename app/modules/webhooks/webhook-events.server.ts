import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { DB } from "~/db/schema";
import { PERSONAL_EVENTS, webhookEventData, type WebhookEventData, type WebhookEventType } from "./webhooks.schema";
import { insertDeliveryRows, listEndpointsFor } from "./webhooks.repository.server";

/**
 * Something happened that other systems may hear of. Payloads are small: the type, the ids, the public address, the
 * time and, for an edit, the names of the fields that changed. `person` (an applicant, a message's sender) goes
 * only to endpoints an admin allowed to receive personal data.
 */
export interface WebhookEvent<T extends WebhookEventType = WebhookEventType> {
  type: T;
  /** What the event is about; deliveries about one resource reach an endpoint in order. */
  resource: { type: string; id: number | string };
  /** Ids, titles, statuses, the public URL, as the event's schema in webhooks.schema.ts names them: never a person's data (that is `person`). */
  data?: WebhookEventData<T>;
  person?: { name?: string; email: string } | null;
}

/**
 * The Standard Webhooks body: { type, timestamp, data }. `data` goes through the event's schema, the one the OpenAPI
 * document describes: a field it does not name is dropped, a missing one throws (a bug, found by the tests).
 */
export function webhookPayload(event: WebhookEvent, personalData: boolean, timestamp: string): string {
  const data: Record<string, unknown> = { id: event.resource.id, ...webhookEventData[event.type].parse(event.data ?? {}) };
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
export async function queueWebhookEvent<T extends WebhookEventType>(db: Kysely<DB>, event: WebhookEvent<T>, now: Date): Promise<number> {
  const endpoints = await listEndpointsFor(db, event.type);
  const at = now.toISOString();
  await insertDeliveryRows(
    db,
    endpoints.map((endpoint) => ({
      endpoint_id: Number(endpoint.id),
      message_id: newMessageId(),
      event_type: event.type,
      resource: `${event.resource.type}:${event.resource.id}`.slice(0, 60),
      payload: webhookPayload(event as WebhookEvent, endpoint.personal_data === 1, at),
      status: "pending" as const,
      attempts: 0,
      next_attempt_at: at,
      created_at: at,
      updated_at: at,
    })),
  );
  return endpoints.length;
}
