/**
 * Table types for Kysely. Each area adds its tables here together with a migration.
 * Times are ISO-8601 UTC strings so the same queries sort correctly on SQLite and PostgreSQL.
 */
import type { Generated } from "kysely";

export interface AppMetaTable {
  key: string;
  value: string;
}

export interface DB {
  app_meta: AppMetaTable;
}

export type { Generated };
