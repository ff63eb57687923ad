import type { Kysely } from "kysely";
import { withIdColumn } from "./dialect";

/**
 * Careers: open positions and the applications people send for them. An application keeps the position's title
 * at the time it was sent, so the inbox still reads right after a position is edited or deleted; position_id is
 * therefore a plain column, not a foreign key. The resume lives in file storage under resume_key.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withIdColumn(db.schema.createTable("positions"), db)
    .addColumn("slug", "varchar(120)", (col) => col.notNull().unique())
    .addColumn("title", "varchar(200)", (col) => col.notNull())
    .addColumn("department", "varchar(120)", (col) => col.notNull())
    .addColumn("location", "varchar(120)", (col) => col.notNull())
    .addColumn("type", "varchar(20)", (col) => col.notNull())
    .addColumn("description", "text", (col) => col.notNull())
    .addColumn("detailed_description", "text", (col) => col.notNull())
    // A JSON array of strings.
    .addColumn("requirements", "text", (col) => col.notNull())
    .addColumn("posted_at", "varchar(32)", (col) => col.notNull())
    .addColumn("updated_at", "varchar(32)", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("positions_posted_at_idx").on("positions").column("posted_at").execute();

  await withIdColumn(db.schema.createTable("applications"), db)
    .addColumn("position_id", "integer")
    .addColumn("position_title", "varchar(200)", (col) => col.notNull())
    .addColumn("name", "varchar(200)", (col) => col.notNull())
    .addColumn("email", "varchar(254)", (col) => col.notNull())
    .addColumn("phone", "varchar(40)", (col) => col.notNull())
    .addColumn("experience", "varchar(20)", (col) => col.notNull())
    .addColumn("current_company", "varchar(200)")
    .addColumn("expected_salary", "varchar(20)")
    .addColumn("notice_period", "integer")
    .addColumn("resume_key", "varchar(200)", (col) => col.notNull())
    .addColumn("resume_name", "varchar(200)", (col) => col.notNull())
    .addColumn("resume_type", "varchar(120)", (col) => col.notNull())
    .addColumn("resume_size", "integer", (col) => col.notNull())
    .addColumn("status", "varchar(20)", (col) => col.notNull())
    .addColumn("client_ip", "varchar(64)")
    .addColumn("received_at", "varchar(32)", (col) => col.notNull())
    .addColumn("updated_at", "varchar(32)", (col) => col.notNull())
    .execute();
  // The inbox lists newest first, optionally narrowed to one position and/or one status.
  await db.schema.createIndex("applications_received_at_idx").on("applications").column("received_at").execute();
  await db.schema.createIndex("applications_position_idx").on("applications").columns(["position_id", "received_at"]).execute();
  await db.schema.createIndex("applications_status_idx").on("applications").columns(["status", "received_at"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("applications").execute();
  await db.schema.dropTable("positions").execute();
}
