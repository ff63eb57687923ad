import { claimAppMeta } from "~/modules/app-meta.repository.server";
import { recordAuditEvent, type AuditActor } from "~/modules/audit/audit.server";
import { fail, succeed, type Result } from "~/modules/result";
import type { AppServices } from "~/modules/services";
import { refusedEndpointUrlReason } from "./webhook-address.server";
import { encryptWebhookSecret, generateWebhookSecret } from "./webhook-secret.server";
import { newMessageId } from "./webhook-events.server";
import { DELIVERY_LOG_PAGE_SIZE, DELIVERY_RETENTION_DAYS, TEST_EVENT, testEventData, WEBHOOK_EVENTS, webhookMessages, type EndpointInput, type WebhookEventType } from "./webhooks.schema";
import {
  countAttemptRows,
  deleteSettledDeliveriesBefore,
  deleteEndpointRow,
  findEndpointRow,
  insertDeliveryRows,
  insertEndpointRow,
  listAttemptRows,
  listEndpointRows,
  listUnsentDeliveryRows,
  requeueDeliveryRow,
  updateEndpointRow,
  type AttemptLogRow,
  type DeliveryRow,
  type EndpointRow,
} from "./webhooks.repository.server";

/** The old secret still signs (a second signature) this long after a rotation, so receivers can switch over. */
export const ROTATION_OVERLAP_MS = 24 * 60 * 60 * 1000;

type Services = Pick<AppServices, "database" | "clock" | "env">;

export interface WebhookEndpoint {
  id: number;
  url: string;
  description: string;
  events: WebhookEventType[];
  personalData: boolean;
  enabled: boolean;
  disabledAt: string | null;
  disabledReason: string | null;
  /** The old secret signs too until then (after a rotation). */
  previousSecretUntil: string | null;
  createdAt: string;
}

function toEndpoint(row: EndpointRow): WebhookEndpoint {
  const events = JSON.parse(row.events) as string[];
  return {
    id: Number(row.id),
    url: row.url,
    description: row.description,
    events: WEBHOOK_EVENTS.filter((event) => events.includes(event)),
    personalData: row.personal_data === 1,
    enabled: row.disabled_at === null,
    disabledAt: row.disabled_at,
    disabledReason: row.disabled_reason,
    previousSecretUntil: row.previous_secret_until,
    createdAt: row.created_at,
  };
}

export async function listEndpoints(services: Pick<AppServices, "database">): Promise<WebhookEndpoint[]> {
  return (await listEndpointRows(services.database.db)).map(toEndpoint);
}

export async function findEndpoint(services: Pick<AppServices, "database">, input: { id: number }): Promise<Result<WebhookEndpoint, "not-found">> {
  const row = await findEndpointRow(services.database.db, input.id);
  return row ? succeed(toEndpoint(row)) : fail("not-found", webhookMessages.notFound);
}

function describe(url: string): string {
  return `${url.length > 120 ? `${url.slice(0, 120)}…` : url}`;
}

/** Registers an endpoint; answers it with its secret, which is shown this once and never again. */
export async function createEndpoint(
  services: Services,
  input: { fields: EndpointInput; by: AuditActor },
): Promise<Result<{ endpoint: WebhookEndpoint; secret: string }>> {
  const { fields } = input;
  const refused = refusedEndpointUrlReason(fields.url, services.env.WEBHOOK_ALLOW_PRIVATE);
  if (refused) return fail("invalid", refused, { fieldErrors: { url: refused } });
  const secret = generateWebhookSecret();
  const now = services.clock.now().toISOString();
  const row = await services.database.db.transaction().execute(async (trx) => {
    const id = await insertEndpointRow(trx, {
      url: fields.url,
      description: fields.description,
      events: JSON.stringify(fields.events),
      personal_data: fields.personalData ? 1 : 0,
      secret: encryptWebhookSecret(secret, services.env.SESSION_SECRET),
      previous_secret: null,
      previous_secret_until: null,
      disabled_at: null,
      disabled_reason: null,
      created_at: now,
      updated_at: now,
    });
    const summary = `Webhook endpoint ${describe(fields.url)}: ${fields.events.join(", ")}${fields.personalData ? "; may receive personal data" : ""}`;
    await recordAuditEvent(services, { action: "webhook.endpoint_created", by: input.by, subject: { type: "webhook_endpoint", id }, summary }, trx);
    return (await findEndpointRow(trx, id))!;
  });
  return succeed({ endpoint: toEndpoint(row), secret });
}

/** Changes an endpoint's address, events, description, personal-data permission, or switches it on or off. */
export async function updateEndpoint(
  services: Services,
  input: { id: number; fields: EndpointInput; by: AuditActor },
): Promise<Result<WebhookEndpoint, "not-found" | "invalid">> {
  const { fields } = input;
  const refused = refusedEndpointUrlReason(fields.url, services.env.WEBHOOK_ALLOW_PRIVATE);
  if (refused) return fail("invalid", refused, { fieldErrors: { url: refused } });
  const now = services.clock.now().toISOString();
  const row = await services.database.db.transaction().execute(async (trx) => {
    const current = await findEndpointRow(trx, input.id);
    if (!current) return null;
    const enabledBefore = current.disabled_at === null;
    await updateEndpointRow(trx, input.id, {
      url: fields.url,
      description: fields.description,
      events: JSON.stringify(fields.events),
      personal_data: fields.personalData ? 1 : 0,
      // Switching an endpoint back on clears why it was switched off; its waiting deliveries then go out.
      ...(fields.enabled === enabledBefore ? {} : fields.enabled ? { disabled_at: null, disabled_reason: null } : { disabled_at: now, disabled_reason: "Disabled by an admin." }),
      updated_at: now,
    });
    const changed = [
      current.url !== fields.url ? "address" : null,
      current.events !== JSON.stringify(fields.events) ? `events (${fields.events.join(", ")})` : null,
      current.description !== fields.description ? "description" : null,
      (current.personal_data === 1) !== fields.personalData ? (fields.personalData ? "may now receive personal data" : "no longer receives personal data") : null,
      enabledBefore !== fields.enabled ? (fields.enabled ? "enabled" : "disabled") : null,
    ].filter(Boolean);
    if (changed.length > 0) {
      const summary = `Webhook endpoint ${describe(fields.url)}: ${changed.join("; ")}`;
      await recordAuditEvent(services, { action: "webhook.endpoint_changed", by: input.by, subject: { type: "webhook_endpoint", id: input.id }, summary }, trx);
    }
    return (await findEndpointRow(trx, input.id))!;
  });
  return row ? succeed(toEndpoint(row)) : fail("not-found", webhookMessages.notFound);
}

/** Deletes an endpoint with its deliveries and their log. */
export async function deleteEndpoint(services: Services, input: { id: number; by: AuditActor }): Promise<Result<undefined, "not-found">> {
  const deleted = await services.database.db.transaction().execute(async (trx) => {
    const current = await findEndpointRow(trx, input.id);
    if (!current || !(await deleteEndpointRow(trx, input.id))) return false;
    const summary = `Webhook endpoint ${describe(current.url)} deleted`;
    await recordAuditEvent(services, { action: "webhook.endpoint_deleted", by: input.by, subject: { type: "webhook_endpoint", id: input.id }, summary }, trx);
    return true;
  });
  return deleted ? succeed() : fail("not-found", webhookMessages.notFound);
}

/**
 * A new secret, shown once. The old one keeps signing (a second signature in webhook-signature) for 24 hours, so a
 * receiver can switch over without refusing anything in between.
 */
export async function rotateEndpointSecret(services: Services, input: { id: number; by: AuditActor }): Promise<Result<{ secret: string; previousValidUntil: string }, "not-found">> {
  const secret = generateWebhookSecret();
  const clockNow = services.clock.now();
  const now = clockNow.toISOString();
  const previousValidUntil = new Date(clockNow.getTime() + ROTATION_OVERLAP_MS).toISOString();
  const rotated = await services.database.db.transaction().execute(async (trx) => {
    const current = await findEndpointRow(trx, input.id);
    if (!current) return false;
    await updateEndpointRow(trx, input.id, {
      secret: encryptWebhookSecret(secret, services.env.SESSION_SECRET),
      previous_secret: current.secret,
      previous_secret_until: previousValidUntil,
      updated_at: now,
    });
    const summary = `Webhook endpoint ${describe(current.url)}: new signing secret; the old one signs too until ${previousValidUntil}`;
    await recordAuditEvent(services, { action: "webhook.secret_rotated", by: input.by, subject: { type: "webhook_endpoint", id: input.id }, summary }, trx);
    return true;
  });
  return rotated ? succeed({ secret, previousValidUntil }) : fail("not-found", webhookMessages.notFound);
}

/** "Send a test event": one webhook.test delivery to this endpoint, through the same queue and signature. */
export async function sendTestEvent(services: Services, input: { id: number }): Promise<Result<undefined, "not-found">> {
  const endpoint = await findEndpointRow(services.database.db, input.id);
  if (!endpoint) return fail("not-found", webhookMessages.notFound);
  const now = services.clock.now().toISOString();
  await insertDeliveryRows(services.database.db, [
    {
      endpoint_id: input.id,
      message_id: newMessageId(),
      event_type: TEST_EVENT,
      resource: `test:${now}`,
      payload: JSON.stringify({ type: TEST_EVENT, timestamp: now, data: testEventData.parse({ endpoint: input.id, message: "A test event from the site's admin." }) }),
      status: "pending",
      attempts: 0,
      next_attempt_at: now,
      created_at: now,
      updated_at: now,
    },
  ]);
  return succeed();
}

/** "Send again": a delivery that was delivered or given up on goes out once more (a new attempt, the same webhook-id). */
export async function resendDelivery(services: Services, input: { endpointId: number; deliveryId: number }): Promise<Result<undefined, "conflict">> {
  const requeued = await requeueDeliveryRow(services.database.db, input.deliveryId, input.endpointId, services.clock.now().toISOString());
  return requeued ? succeed() : fail("conflict", "This delivery is already on its way.");
}

export interface DeliveryLog {
  endpoint: WebhookEndpoint;
  attempts: AttemptLogRow[];
  /** Deliveries waiting, being sent or given up on: those have no successful attempt to show. */
  unsent: DeliveryRow[];
  page: number;
  pages: number;
  total: number;
}

/** The endpoint's delivery log: every attempt, newest first, a page at a time. */
export async function loadDeliveryLog(services: Pick<AppServices, "database">, input: { id: number; page: number }): Promise<Result<DeliveryLog, "not-found">> {
  const { db } = services.database;
  const row = await findEndpointRow(db, input.id);
  if (!row) return fail("not-found", webhookMessages.notFound);
  const total = await countAttemptRows(db, input.id);
  const pages = Math.max(1, Math.ceil(total / DELIVERY_LOG_PAGE_SIZE));
  const page = Math.min(Math.max(1, input.page), pages);
  const [attempts, unsent] = await Promise.all([
    listAttemptRows(db, input.id, DELIVERY_LOG_PAGE_SIZE, (page - 1) * DELIVERY_LOG_PAGE_SIZE),
    listUnsentDeliveryRows(db, input.id, 50),
  ]);
  return succeed({ endpoint: toEndpoint(row), attempts, unsent, page, pages, total });
}

/**
 * The delivery log's retention, once a day across all instances (the day's key claimed first, decision 0012):
 * deliveries delivered or given up on more than DELIVERY_RETENTION_DAYS ago go, with their attempts. Waiting ones
 * stay, however old.
 */
export async function runWebhookLogRetention(services: Pick<AppServices, "database" | "clock" | "logger">): Promise<number | null> {
  const now = services.clock.now();
  if (!(await claimAppMeta(services.database.db, `job:webhook-log-retention:${now.toISOString().slice(0, 10)}`, now.toISOString()))) return null;
  const cutoff = new Date(now.getTime() - DELIVERY_RETENTION_DAYS * 86_400_000).toISOString();
  const deleted = await deleteSettledDeliveriesBefore(services.database.db, cutoff);
  services.logger.info({ deleted, cutoff }, "webhook log retention: older deliveries deleted");
  return deleted;
}
