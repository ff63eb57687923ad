import type { Kysely } from "kysely";
import { withIdColumn } from "./dialect";

/**
 * Webhooks (issue 37). `webhook_endpoints`: where to send which events, the signing secret (AES-GCM under a key
 * derived from SESSION_SECRET, since signing needs it back) and, during a rotation, the previous one until its time
 * ends. `webhook_deliveries`: one row per event and endpoint, queued in the transaction of the change and sent by
 * the worker through the same due-row claim as the mail outbox (status, attempts, next_attempt_at as a lease).
 * `webhook_attempts`: every try, for the delivery log. Times are ISO text and flags 0/1, as in the mail outbox.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withIdColumn(db.schema.createTable("webhook_endpoints"), db)
    .addColumn("url", "text", (col) => col.notNull())
    .addColumn("description", "text", (col) => col.notNull())
    /** JSON array of event types. */
    .addColumn("events", "text", (col) => col.notNull())
    .addColumn("personal_data", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("secret", "text", (col) => col.notNull())
    .addColumn("previous_secret", "text")
    .addColumn("previous_secret_until", "varchar(30)")
    .addColumn("disabled_at", "varchar(30)")
    .addColumn("disabled_reason", "text")
    .addColumn("created_at", "varchar(30)", (col) => col.notNull())
    .addColumn("updated_at", "varchar(30)", (col) => col.notNull())
    .execute();

  await withIdColumn(db.schema.createTable("webhook_deliveries"), db)
    .addColumn("endpoint_id", "integer", (col) => col.notNull().references("webhook_endpoints.id").onDelete("cascade"))
    /** The Standard Webhooks message id (webhook-id), the same on every attempt. */
    .addColumn("message_id", "varchar(40)", (col) => col.notNull().unique())
    .addColumn("event_type", "varchar(40)", (col) => col.notNull())
    /** "post:12": deliveries for one resource go out in order (an earlier one unsent holds later ones back). */
    .addColumn("resource", "varchar(60)", (col) => col.notNull())
    .addColumn("payload", "text", (col) => col.notNull())
    .addColumn("status", "varchar(20)", (col) => col.notNull())
    .addColumn("attempts", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "varchar(30)", (col) => col.notNull())
    .addColumn("last_error", "text")
    .addColumn("created_at", "varchar(30)", (col) => col.notNull())
    .addColumn("updated_at", "varchar(30)", (col) => col.notNull())
    .addColumn("delivered_at", "varchar(30)")
    .execute();
  await db.schema.createIndex("webhook_deliveries_status_next_idx").on("webhook_deliveries").columns(["status", "next_attempt_at"]).execute();
  await db.schema.createIndex("webhook_deliveries_endpoint_resource_idx").on("webhook_deliveries").columns(["endpoint_id", "resource", "id"]).execute();
  await db.schema.createIndex("webhook_deliveries_created_idx").on("webhook_deliveries").column("created_at").execute();

  await withIdColumn(db.schema.createTable("webhook_attempts"), db)
    .addColumn("delivery_id", "integer", (col) => col.notNull().references("webhook_deliveries.id").onDelete("cascade"))
    .addColumn("endpoint_id", "integer", (col) => col.notNull().references("webhook_endpoints.id").onDelete("cascade"))
    .addColumn("at", "varchar(30)", (col) => col.notNull())
    .addColumn("status_code", "integer")
    .addColumn("duration_ms", "integer", (col) => col.notNull())
    /** The first 500 bytes of the answer. */
    .addColumn("response_body", "text")
    .addColumn("error", "text")
    .execute();
  await db.schema.createIndex("webhook_attempts_endpoint_idx").on("webhook_attempts").columns(["endpoint_id", "id"]).execute();
  await db.schema.createIndex("webhook_attempts_delivery_idx").on("webhook_attempts").column("delivery_id").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ["webhook_attempts", "webhook_deliveries", "webhook_endpoints"]) await db.schema.dropTable(table).execute();
}
