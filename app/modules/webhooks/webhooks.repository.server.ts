import { sql, type Insertable, type Kysely, type Selectable, type Updateable } from "kysely";
import type { DB, WebhookAttemptTable, WebhookDeliveryTable, WebhookEndpointTable } from "~/db/schema";
import { claimDueRows } from "~/modules/jobs/claim-due.repository.server";

export type EndpointRow = Selectable<WebhookEndpointTable>;
export type DeliveryRow = Selectable<WebhookDeliveryTable>;
export type AttemptRow = Selectable<WebhookAttemptTable>;

export async function insertEndpointRow(db: Kysely<DB>, row: Insertable<WebhookEndpointTable>): Promise<number> {
  const inserted = await db.insertInto("webhook_endpoints").values(row).returning("id").executeTakeFirstOrThrow();
  return Number(inserted.id);
}

export async function updateEndpointRow(db: Kysely<DB>, id: number, changes: Updateable<WebhookEndpointTable>): Promise<boolean> {
  const result = await db.updateTable("webhook_endpoints").set(changes).where("id", "=", id).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteEndpointRow(db: Kysely<DB>, id: number): Promise<boolean> {
  // SQLite enforces the cascade only with foreign keys on; deleting the children first works on both.
  await db.deleteFrom("webhook_attempts").where("endpoint_id", "=", id).execute();
  await db.deleteFrom("webhook_deliveries").where("endpoint_id", "=", id).execute();
  const result = await db.deleteFrom("webhook_endpoints").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

export function findEndpointRow(db: Kysely<DB>, id: number): Promise<EndpointRow | undefined> {
  return db.selectFrom("webhook_endpoints").selectAll().where("id", "=", id).executeTakeFirst();
}

export function listEndpointRows(db: Kysely<DB>): Promise<EndpointRow[]> {
  return db.selectFrom("webhook_endpoints").selectAll().orderBy("id").execute();
}

/** Enabled endpoints that chose this event (events is a JSON array of names, each in quotes). */
export function listEndpointsFor(db: Kysely<DB>, eventType: string): Promise<EndpointRow[]> {
  return db
    .selectFrom("webhook_endpoints")
    .selectAll()
    .where("disabled_at", "is", null)
    .where("events", "like", `%"${eventType}"%`)
    .orderBy("id")
    .execute();
}

export async function insertDeliveryRows(db: Kysely<DB>, rows: Insertable<WebhookDeliveryTable>[]): Promise<void> {
  if (rows.length > 0) await db.insertInto("webhook_deliveries").values(rows).execute();
}

/**
 * Claims due deliveries through the outbox's shared claim. Two further rules: an endpoint that is disabled waits,
 * and a delivery waits while an earlier one for the same endpoint and resource is unsent (order per resource; a
 * delivery given up on no longer holds the others back).
 */
export function claimDueDeliveries(db: Kysely<DB>, now: string, leaseUntil: string, limit: number): Promise<DeliveryRow[]> {
  return claimDueRows(db, "webhook_deliveries", {
    now,
    leaseUntil,
    limit,
    alsoWhere: (eb) =>
      eb.and([
        eb.exists(eb.selectFrom("webhook_endpoints as e").select(sql.lit(1).as("one")).whereRef("e.id", "=", "webhook_deliveries.endpoint_id").where("e.disabled_at", "is", null)),
        eb.not(
          eb.exists(
            eb
              .selectFrom("webhook_deliveries as earlier")
              .select(sql.lit(1).as("one"))
              .whereRef("earlier.endpoint_id", "=", "webhook_deliveries.endpoint_id")
              .whereRef("earlier.resource", "=", "webhook_deliveries.resource")
              .whereRef("earlier.id", "<", "webhook_deliveries.id")
              .where("earlier.status", "in", ["pending", "sending"]),
          ),
        ),
      ]),
  });
}

export async function markDeliveryDelivered(db: Kysely<DB>, id: number, now: string): Promise<void> {
  await db
    .updateTable("webhook_deliveries")
    .set({ status: "delivered", delivered_at: now, updated_at: now, last_error: null })
    .where("id", "=", id)
    .where("status", "=", "sending")
    .execute();
}

/** Back in the queue for `nextAttemptAt`, or given up on when it is null. */
export async function markDeliveryAttemptFailed(db: Kysely<DB>, id: number, error: string, nextAttemptAt: string | null, now: string): Promise<void> {
  await db
    .updateTable("webhook_deliveries")
    .set({ status: nextAttemptAt ? "pending" : "failed", next_attempt_at: nextAttemptAt ?? now, last_error: error.slice(0, 1000), updated_at: now })
    .where("id", "=", id)
    .where("status", "=", "sending")
    .execute();
}

/** "Send again": any delivery not on its way now goes out once more, with a fresh count of attempts. */
export async function requeueDeliveryRow(db: Kysely<DB>, id: number, endpointId: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable("webhook_deliveries")
    .set({ status: "pending", attempts: 0, next_attempt_at: now, updated_at: now, created_at: now })
    .where("id", "=", id)
    .where("endpoint_id", "=", endpointId)
    .where("status", "in", ["delivered", "failed"])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function insertAttemptRow(db: Kysely<DB>, row: Insertable<WebhookAttemptTable>): Promise<void> {
  await db.insertInto("webhook_attempts").values(row).execute();
}

/** Disables an endpoint once (the first reason wins); true when this call did it. */
export async function disableEndpointRow(db: Kysely<DB>, id: number, reason: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable("webhook_endpoints")
    .set({ disabled_at: now, disabled_reason: reason, updated_at: now })
    .where("id", "=", id)
    .where("disabled_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export interface AttemptLogRow extends AttemptRow {
  event_type: string;
  message_id: string;
  delivery_status: DeliveryRow["status"];
}

export function listAttemptRows(db: Kysely<DB>, endpointId: number, limit: number, offset: number): Promise<AttemptLogRow[]> {
  return db
    .selectFrom("webhook_attempts as a")
    .innerJoin("webhook_deliveries as d", "d.id", "a.delivery_id")
    .selectAll("a")
    .select(["d.event_type", "d.message_id", "d.status as delivery_status"])
    .where("a.endpoint_id", "=", endpointId)
    .orderBy("a.id", "desc")
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countAttemptRows(db: Kysely<DB>, endpointId: number): Promise<number> {
  const row = await db.selectFrom("webhook_attempts").select((eb) => eb.fn.countAll<number>().as("count")).where("endpoint_id", "=", endpointId).executeTakeFirstOrThrow();
  return Number(row.count);
}

export function listUnsentDeliveryRows(db: Kysely<DB>, endpointId: number, limit: number): Promise<DeliveryRow[]> {
  return db.selectFrom("webhook_deliveries").selectAll().where("endpoint_id", "=", endpointId).where("status", "in", ["pending", "sending", "failed"]).orderBy("id", "desc").limit(limit).execute();
}

/** The retention run: deliveries settled before `before` go, with their attempts. */
export async function deleteSettledDeliveriesBefore(db: Kysely<DB>, before: string): Promise<number> {
  const old = db.selectFrom("webhook_deliveries").select("id").where("status", "in", ["delivered", "failed"]).where("updated_at", "<", before);
  await db.deleteFrom("webhook_attempts").where("delivery_id", "in", old).execute();
  const result = await db.deleteFrom("webhook_deliveries").where("status", "in", ["delivered", "failed"]).where("updated_at", "<", before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
