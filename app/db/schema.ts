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

/** Blog posts (migration 0004-blog). `tags` is a JSON array of strings; status is "draft" or "published". */
export interface PostTable {
  id: Generated<number>;
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  image: string;
  category: string;
  tags: string;
  author_id: string;
  author_name: string;
  status: string;
  published_at: string;
  created_at: string;
  updated_at: string;
}

/** Slugs a post answered to before a title change; they redirect permanently to the current slug. */
export interface PostSlugRedirectTable {
  old_slug: string;
  post_id: number;
}

export interface DB {
  app_meta: AppMetaTable;
  user: UserTable;
  session: SessionTable;
  rate_limits: RateLimitTable;
  posts: PostTable;
  post_slug_redirects: PostSlugRedirectTable;
}

export type { Generated };
