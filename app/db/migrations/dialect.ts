import { PostgresAdapter, type ColumnDataType, type Kysely } from "kysely";

/** Column types that differ between SQLite and PostgreSQL, for migrations that must run on both. */
export function columnTypes(db: Kysely<any>) {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  return {
    postgres,
    /** better-auth stores real timestamps on PostgreSQL and ISO strings on SQLite. */
    timestamp: (postgres ? "timestamptz" : "date") as ColumnDataType,
    boolean: (postgres ? "boolean" : "integer") as ColumnDataType,
    /** An auto-incrementing integer primary key. */
    serial: (postgres ? "serial" : "integer") as ColumnDataType,
  };
}

/** Adds an auto-incrementing integer "id" primary key to a table being created. */
export function withIdColumn<T extends { addColumn: (...args: any[]) => T }>(builder: T, db: Kysely<any>): T {
  const { postgres } = columnTypes(db);
  return postgres
    ? builder.addColumn("id", "serial", (col: any) => col.primaryKey())
    : builder.addColumn("id", "integer", (col: any) => col.primaryKey().autoIncrement());
}
