import { data, redirect, type AppLoadContext } from "react-router";
import { getSessionUser, type SessionUser } from "~/modules/auth/accounts.server";
import { can, type Permission } from "~/modules/auth/permissions";
import { mustEnrolSecondFactor, secondFactorRequiredMessage } from "~/modules/auth/two-factor.server";
import type { AuditActor } from "~/modules/audit/audit.server";

/** Where an admin or editor without the second factor the site requires is sent (STAFF_TWO_FACTOR=required). */
export const SECOND_FACTOR_SETUP = "/account/two-step";

/**
 * Every admin loader, action and API handler calls one of these with the permission it needs (the table is
 * modules/auth/permissions.ts). Pages redirect: to /login without a session, away without the permission; the
 * JSON API answers 401 without a session and 403 without the permission. With STAFF_TWO_FACTOR=required an admin or
 * editor without a second factor gets no staff page or API: pages send them to set it up, the API answers 403.
 */
export async function requireUser(request: Request, context: AppLoadContext): Promise<SessionUser> {
  const user = await getSessionUser(context, { headers: request.headers });
  if (!user) {
    const url = new URL(request.url);
    throw redirect(`/login?redirectTo=${encodeURIComponent(url.pathname + url.search)}`);
  }
  return user;
}

/**
 * For pages. Without the permission a visitor goes to `deniedRedirect` (default "/"), or, for a member of the
 * team on an admin page they may not use, to the dashboard.
 */
export async function requirePermission(
  request: Request,
  context: AppLoadContext,
  permission: Permission,
  { deniedRedirect }: { deniedRedirect?: string } = {},
): Promise<SessionUser> {
  const user = await requireUser(request, context);
  if (!can(user.role, permission)) throw redirect(deniedRedirect ?? (can(user.role, "admin:access") ? "/admin" : "/"));
  if (await mustEnrolSecondFactor(context, { userId: user.id, role: user.role })) throw redirect(SECOND_FACTOR_SETUP);
  return user;
}

/** For JSON resource routes. */
export async function requireApiPermission(request: Request, context: AppLoadContext, permission: Permission): Promise<SessionUser> {
  const user = await getSessionUser(context, { headers: request.headers });
  if (!user) throw data({ error: "Authentication required" }, { status: 401 });
  if (!can(user.role, permission)) throw data({ error: "You do not have permission to do this" }, { status: 403 });
  if (await mustEnrolSecondFactor(context, { userId: user.id, role: user.role })) throw data({ error: `${secondFactorRequiredMessage} (${SECOND_FACTOR_SETUP})` }, { status: 403 });
  return user;
}

/** The signed-in user if they hold `permission`, else nobody: for public pages that show controls to some. */
export async function getUserWith(request: Request, context: AppLoadContext, permission: Permission): Promise<SessionUser | null> {
  const user = await getSessionUser(context, { headers: request.headers });
  if (!user || !can(user.role, permission)) return null;
  return (await mustEnrolSecondFactor(context, { userId: user.id, role: user.role })) ? null : user;
}

/** Who acts in this request, for the audit log: the signed-in user (or nobody) and the request's address. */
export function auditActorOf(user: Pick<SessionUser, "id"> | null, context: Pick<AppLoadContext, "clientIp">): AuditActor {
  return { userId: user?.id ?? null, ip: context.clientIp };
}
