import type { Insertable, Kysely, Selectable } from "kysely";
import type { ApiKeyTable, DB } from "~/db/schema";

export type ApiKeyRow = Selectable<ApiKeyTable>;
export type ApiKeyListRow = ApiKeyRow & { creator_name: string | null; creator_email: string | null };
/** A key found by its hash, with what its owner is now (role, banned), which the key can never exceed. */
export type ApiKeyOwnerRow = ApiKeyRow & { owner_id: string | null; owner_name: string | null; owner_email: string | null; owner_role: string | null; owner_banned: number | boolean | null };

export async function insertApiKeyRow(db: Kysely<DB>, row: Insertable<ApiKeyTable>): Promise<number> {
  const inserted = await db.insertInto("api_keys").values(row).returning("id").executeTakeFirstOrThrow();
  return Number(inserted.id);
}

export async function listApiKeyRows(db: Kysely<DB>): Promise<ApiKeyListRow[]> {
  return db
    .selectFrom("api_keys")
    .leftJoin("user", "user.id", "api_keys.created_by")
    .selectAll("api_keys")
    .select(["user.name as creator_name", "user.email as creator_email"])
    .orderBy("api_keys.created_at", "desc")
    .orderBy("api_keys.id", "desc")
    .execute();
}

export async function findApiKeyRow(db: Kysely<DB>, id: number): Promise<ApiKeyRow | undefined> {
  return db.selectFrom("api_keys").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function findApiKeyByHash(db: Kysely<DB>, keyHash: string): Promise<ApiKeyOwnerRow | undefined> {
  return db
    .selectFrom("api_keys")
    .leftJoin("user", "user.id", "api_keys.created_by")
    .selectAll("api_keys")
    .select(["user.id as owner_id", "user.name as owner_name", "user.email as owner_email", "user.role as owner_role", "user.banned as owner_banned"])
    .where("api_keys.key_hash", "=", keyHash)
    .executeTakeFirst();
}

/** Marks the key revoked unless it already is; true when this call revoked it. */
export async function revokeApiKeyRow(db: Kysely<DB>, id: number, at: string): Promise<boolean> {
  const result = await db.updateTable("api_keys").set({ revoked_at: at }).where("id", "=", id).where("revoked_at", "is", null).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** One conditional UPDATE: moves last_used_at only when it is older than `staleBefore`, so busy keys write once a minute. */
export async function touchApiKeyRow(db: Kysely<DB>, id: number, at: string, staleBefore: string): Promise<void> {
  await db
    .updateTable("api_keys")
    .set({ last_used_at: at })
    .where("id", "=", id)
    .where((eb) => eb.or([eb("last_used_at", "is", null), eb("last_used_at", "<", staleBefore)]))
    .execute();
}
