import type { Kysely } from "kysely";
import { columnTypes } from "./dialect";

/**
 * better-auth's tables (email and password, admin plugin) with its own column names, so its Kysely adapter
 * reads them as they are; and the fixed-window counters of our rate limiter.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const { timestamp, boolean } = columnTypes(db);
  await db.schema
    .createTable("user")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("email", "text", (col) => col.notNull().unique())
    .addColumn("emailVerified", boolean, (col) => col.notNull())
    .addColumn("image", "text")
    .addColumn("createdAt", timestamp, (col) => col.notNull())
    .addColumn("updatedAt", timestamp, (col) => col.notNull())
    .addColumn("role", "text")
    .addColumn("banned", boolean)
    .addColumn("banReason", "text")
    .addColumn("banExpires", timestamp)
    .execute();
  await db.schema
    .createTable("session")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("expiresAt", timestamp, (col) => col.notNull())
    .addColumn("token", "text", (col) => col.notNull().unique())
    .addColumn("createdAt", timestamp, (col) => col.notNull())
    .addColumn("updatedAt", timestamp, (col) => col.notNull())
    .addColumn("ipAddress", "text")
    .addColumn("userAgent", "text")
    .addColumn("userId", "text", (col) => col.notNull().references("user.id").onDelete("cascade"))
    .addColumn("impersonatedBy", "text")
    .execute();
  await db.schema
    .createTable("account")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("accountId", "text", (col) => col.notNull())
    .addColumn("providerId", "text", (col) => col.notNull())
    .addColumn("userId", "text", (col) => col.notNull().references("user.id").onDelete("cascade"))
    .addColumn("accessToken", "text")
    .addColumn("refreshToken", "text")
    .addColumn("idToken", "text")
    .addColumn("accessTokenExpiresAt", timestamp)
    .addColumn("refreshTokenExpiresAt", timestamp)
    .addColumn("scope", "text")
    .addColumn("password", "text")
    .addColumn("createdAt", timestamp, (col) => col.notNull())
    .addColumn("updatedAt", timestamp, (col) => col.notNull())
    .execute();
  await db.schema
    .createTable("verification")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("identifier", "text", (col) => col.notNull())
    .addColumn("value", "text", (col) => col.notNull())
    .addColumn("expiresAt", timestamp, (col) => col.notNull())
    .addColumn("createdAt", timestamp, (col) => col.notNull())
    .addColumn("updatedAt", timestamp, (col) => col.notNull())
    .execute();
  await db.schema.createIndex("session_userId_idx").on("session").column("userId").execute();
  await db.schema.createIndex("account_userId_idx").on("account").column("userId").execute();
  await db.schema.createIndex("verification_identifier_idx").on("verification").column("identifier").execute();

  await db.schema
    .createTable("rate_limits")
    .addColumn("bucket", "varchar(255)", (col) => col.primaryKey())
    .addColumn("window_start", "bigint", (col) => col.notNull())
    .addColumn("count", "integer", (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ["rate_limits", "verification", "account", "session", "user"]) {
    await db.schema.dropTable(table).execute();
  }
}
