import { fail, succeed, type Result } from "~/modules/result";
import type { AppServices } from "~/modules/services";
import { ROLES, toRole, type Role } from "./permissions";
import { findUserRowById, listUserRows, updateUserAccessKeepingAnAdmin } from "./users.repository.server";

/** The admin's users page (issue 18): who has which role, and who may sign in at all. */
type Services = Pick<AppServices, "database"> & Partial<Pick<AppServices, "logger">>;

export interface UserSummary {
  id: string;
  name: string;
  email: string;
  role: Role;
  disabled: boolean;
  createdAt: string;
}

export const userMessages = {
  lastAdmin: "The last admin cannot be demoted or disabled. Make someone else an admin first.",
  notFound: "That account no longer exists.",
  badRole: "Choose one of the roles listed.",
} as const;

const PAGE = 200;

export async function listUsers(services: Services, input: { search?: string }): Promise<UserSummary[]> {
  const search = input.search?.trim().slice(0, 100) || undefined;
  const rows = await listUserRows(services.database.db, { search, limit: PAGE });
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    role: toRole(row.role),
    disabled: Boolean(row.banned),
    createdAt: new Date(row.createdAt).toISOString(),
  }));
}

async function changeAccess(services: Services, userId: string, change: (user: UserSummary) => { role: Role; banned: boolean }, by: string) {
  const row = await findUserRowById(services.database.db, userId);
  if (!row) return fail("not-found", userMessages.notFound);
  const next = change({ id: row.id, name: row.name, email: row.email, role: toRole(row.role), disabled: Boolean(row.banned), createdAt: "" });
  const outcome = await updateUserAccessKeepingAnAdmin(services.database.db, userId, next);
  if (outcome === "missing") return fail("not-found", userMessages.notFound);
  if (outcome === "last-admin") return fail("conflict", userMessages.lastAdmin);
  services.logger?.info({ userId, role: next.role, disabled: next.banned, by }, "user access changed");
  return succeed();
}

export function changeUserRole(services: Services, input: { userId: string; role: string; actorId: string }): Promise<Result<undefined, "not-found" | "conflict" | "invalid">> {
  if (!(ROLES as readonly string[]).includes(input.role)) return Promise.resolve(fail("invalid", userMessages.badRole, { fieldErrors: { role: userMessages.badRole } }));
  return changeAccess(services, input.userId, (user) => ({ role: input.role as Role, banned: user.disabled }), input.actorId);
}

/** A disabled user cannot sign in, and their sessions end at once. */
export function setUserDisabled(services: Services, input: { userId: string; disabled: boolean; actorId: string }): Promise<Result<undefined, "not-found" | "conflict">> {
  return changeAccess(services, input.userId, (user) => ({ role: user.role, banned: input.disabled }), input.actorId);
}
