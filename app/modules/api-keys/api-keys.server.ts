import { createHash, randomBytes } from "node:crypto";
import { recordAuditEvent, type AuditActor } from "~/modules/audit/audit.server";
import type { SessionUser } from "~/modules/auth/accounts.server";
import { can, toRole, type Permission } from "~/modules/auth/permissions";
import { fail, succeed, type Result } from "~/modules/result";
import { consumeRateLimit, type RateLimitRule } from "~/modules/security/rate-limit.server";
import type { AppServices } from "~/modules/services";
import { API_KEY_PREFIX, API_KEY_VISIBLE_CHARS, API_SCOPE_NAMES, apiKeyMessages, permissionsOfScopes, type ApiKeyInput, type ApiScope } from "./api-keys.schema";
import { findApiKeyByHash, findApiKeyRow, insertApiKeyRow, listApiKeyRows, revokeApiKeyRow, touchApiKeyRow, type ApiKeyListRow } from "./api-keys.repository.server";

/**
 * API keys (issue 37, decision 0036): an admin makes one with scopes and an optional expiry; it is shown once and
 * only its SHA-256 is kept (a 256-bit random secret needs no slow hash: there is nothing to guess). A key acts for
 * the admin who made it, with its scopes' permissions only, as long as that admin still manages keys.
 */

/** "Last used" moves at most this often: a busy key must not write on every request. */
export const LAST_USED_RESOLUTION_MS = 60_000;

export interface ApiKey {
  id: number;
  name: string;
  prefix: string;
  scopes: ApiScope[];
  createdBy: string | null;
  createdAt: string;
  expiresAt: string | null;
  lastUsedAt: string | null;
  revokedAt: string | null;
  state: "active" | "expired" | "revoked";
}

/** Who calls the JSON API with a key: its owner as a user, and exactly the permissions its scopes grant. */
export interface ApiKeyCaller {
  keyId: number;
  user: SessionUser;
  permissions: ReadonlySet<Permission>;
}

function scopesOf(json: string): ApiScope[] {
  const stored = JSON.parse(json) as string[];
  return API_SCOPE_NAMES.filter((scope) => stored.includes(scope));
}

function stateOf(row: { revoked_at: string | null; expires_at: string | null }, now: Date): ApiKey["state"] {
  if (row.revoked_at) return "revoked";
  return row.expires_at && row.expires_at <= now.toISOString() ? "expired" : "active";
}

function toApiKey(row: ApiKeyListRow, now: Date): ApiKey {
  return {
    id: Number(row.id),
    name: row.name,
    prefix: row.prefix,
    scopes: scopesOf(row.scopes),
    createdBy: row.creator_name ?? row.creator_email,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    lastUsedAt: row.last_used_at,
    revokedAt: row.revoked_at,
    state: stateOf(row, now),
  };
}

export function hashApiKey(key: string): string {
  return createHash("sha256").update(key, "utf8").digest("hex");
}

export async function listApiKeys(services: Pick<AppServices, "database" | "clock">): Promise<ApiKey[]> {
  const now = services.clock.now();
  return (await listApiKeyRows(services.database.db)).map((row) => toApiKey(row, now));
}

/** Makes a key for `createdBy`; answers the key itself, which is shown this once and never again. */
export async function createApiKey(
  services: Pick<AppServices, "database" | "clock">,
  input: { fields: ApiKeyInput; createdBy: string; by: AuditActor },
): Promise<{ key: string; apiKey: ApiKey }> {
  const { fields } = input;
  const key = `${API_KEY_PREFIX}${randomBytes(32).toString("base64url")}`;
  const now = services.clock.now();
  const expiresAt = fields.expiresInDays ? new Date(now.getTime() + fields.expiresInDays * 86_400_000).toISOString() : null;
  const id = await services.database.db.transaction().execute(async (trx) => {
    const id = await insertApiKeyRow(trx, {
      name: fields.name,
      prefix: key.slice(0, API_KEY_VISIBLE_CHARS),
      key_hash: hashApiKey(key),
      scopes: JSON.stringify(fields.scopes),
      created_by: input.createdBy,
      created_at: now.toISOString(),
      expires_at: expiresAt,
      last_used_at: null,
      revoked_at: null,
    });
    const summary = `API key "${fields.name}" (${key.slice(0, API_KEY_VISIBLE_CHARS)}…): ${fields.scopes.join(", ")}${expiresAt ? `; expires ${expiresAt}` : ""}`;
    await recordAuditEvent(services, { action: "api_key.created", by: input.by, subject: { type: "api_key", id }, summary }, trx);
    return id;
  });
  const apiKey = (await listApiKeys(services)).find((candidate) => candidate.id === id)!;
  return { key, apiKey };
}

/** Revokes a key at once: its next request is refused. */
export async function revokeApiKey(services: Pick<AppServices, "database" | "clock">, input: { id: number; by: AuditActor }): Promise<Result<undefined, "not-found" | "conflict">> {
  const now = services.clock.now().toISOString();
  return services.database.db.transaction().execute(async (trx) => {
    const current = await findApiKeyRow(trx, input.id);
    if (!current) return fail("not-found", apiKeyMessages.notFound);
    if (!(await revokeApiKeyRow(trx, input.id, now))) return fail("conflict", apiKeyMessages.alreadyRevoked);
    await recordAuditEvent(services, { action: "api_key.revoked", by: input.by, subject: { type: "api_key", id: input.id }, summary: `API key "${current.name}" (${current.prefix}…) revoked` }, trx);
    return succeed();
  });
}

function keyRateRule(services: Pick<AppServices, "env">): RateLimitRule {
  return { name: "api-key", limit: services.env.API_KEY_RATE_PER_MINUTE, windowSeconds: 60 };
}

/**
 * The caller a key stands for, or why it is refused: unknown, revoked, expired or its owner gone (unauthorized),
 * over its rate (rate-limited). Each accepted request counts against the key's limit and marks it used.
 */
export async function authenticateApiKey(
  services: Pick<AppServices, "database" | "clock" | "env">,
  input: { key: string },
): Promise<Result<ApiKeyCaller, "unauthorized" | "rate-limited">> {
  const { db } = services.database;
  const row = input.key.startsWith(API_KEY_PREFIX) ? await findApiKeyByHash(db, hashApiKey(input.key)) : undefined;
  if (!row) return fail("unauthorized", apiKeyMessages.unknown);
  const now = services.clock.now();
  const state = stateOf(row, now);
  if (state !== "active") return fail("unauthorized", apiKeyMessages[state]);
  const role = toRole(row.owner_role);
  if (!row.owner_id || row.owner_banned || !can(role, "api-keys:manage")) return fail("unauthorized", apiKeyMessages.ownerGone);
  const id = Number(row.id);
  const limit = await consumeRateLimit(services, { rule: keyRateRule(services), key: String(id) });
  if (limit.limited) return fail("rate-limited", apiKeyMessages.tooMany, { retryAfterSeconds: limit.retryAfterSeconds });
  await touchApiKeyRow(db, id, now.toISOString(), new Date(now.getTime() - LAST_USED_RESOLUTION_MS).toISOString());
  const permissions = new Set([...permissionsOfScopes(scopesOf(row.scopes))].filter((permission) => can(role, permission)));
  const user: SessionUser = { id: row.owner_id, sessionId: `api-key:${id}`, email: row.owner_email ?? "", name: row.owner_name ?? "", role, isAdmin: role === "admin" };
  return succeed({ keyId: id, user, permissions });
}
