/**
 * Table types for Kysely. Each area adds its tables here together with a migration.
 * Times are ISO-8601 UTC strings so the same queries sort correctly on SQLite and PostgreSQL.
 */
import type { Generated } from "kysely";

export interface AppMetaTable {
  key: string;
  value: string;
}

/** better-auth's user table (its column names); role "admin" marks an administrator. */
export interface UserTable {
  id: string;
  name: string;
  email: string;
  emailVerified: number | boolean;
  image: string | null;
  createdAt: string | Date;
  updatedAt: string | Date;
  role: string | null;
  banned: number | boolean | null;
  banReason: string | null;
  banExpires: string | Date | null;
}

export interface SessionTable {
  id: string;
  token: string;
  userId: string;
  expiresAt: string | Date;
}

export interface RateLimitTable {
  bucket: string;
  window_start: number | string;
  count: number;
}

export interface PositionTable {
  id: Generated<number>;
  slug: string;
  title: string;
  department: string;
  location: string;
  type: string;
  description: string;
  detailed_description: string;
  /** A JSON array of strings. */
  requirements: string;
  posted_at: string;
  updated_at: string;
}

export interface ApplicationTable {
  id: Generated<number>;
  /** The position applied for; kept (not a foreign key) after the position is deleted. */
  position_id: number | null;
  position_title: string;
  name: string;
  email: string;
  phone: string;
  /** Years, as entered (a decimal number). */
  experience: string;
  current_company: string | null;
  /** LPA, as entered (a decimal number). */
  expected_salary: string | null;
  /** Days. */
  notice_period: number | null;
  /** The resume's key in file storage (generated, never the visitor's file name). */
  resume_key: string;
  /** The visitor's file name, cleaned; only shown in the inbox. */
  resume_name: string;
  /** The MIME type found from the file's content. */
  resume_type: string;
  resume_size: number;
  status: string;
  client_ip: string | null;
  received_at: string;
  updated_at: string;
}

export interface DB {
  app_meta: AppMetaTable;
  user: UserTable;
  session: SessionTable;
  rate_limits: RateLimitTable;
  positions: PositionTable;
  applications: ApplicationTable;
}

export type { Generated };
