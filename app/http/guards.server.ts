import { data, redirect, type AppLoadContext } from "react-router";
import { getSessionUser, type SessionUser } from "~/modules/auth/accounts.server";
import { can, type Permission } from "~/modules/auth/permissions";
import { mustEnrolSecondFactor, secondFactorRequiredMessage } from "~/modules/auth/two-factor.server";
import type { AuditActor } from "~/modules/audit/audit.server";
import { apiKeyMessages } from "~/modules/api-keys/api-keys.schema";
import { authenticateApiKey } from "~/modules/api-keys/api-keys.server";
import { failureInit } from "./failure-response";

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

/**
 * Who calls the JSON API: a session's user (their role decides), or the admin an API key acts for, with exactly
 * the permissions of the key's scopes (decision 0036).
 */
export interface ApiCaller {
  user: SessionUser;
  /** A key's permissions; null for a session. */
  keyPermissions: ReadonlySet<Permission> | null;
}

const apiCallers = new WeakMap<Request, Promise<ApiCaller | null>>();

/**
 * The one place that resolves the JSON API's caller. `Authorization: Bearer <key>` counts only under /api/ (keys
 * never open a page, the admin or its JSON); there it replaces the cookie, and a key that is unknown, revoked or
 * expired is refused with 401 (malformed too), one over its rate with 429. Once per request: a route asking twice
 * counts the key once.
 */
export function getApiCaller(request: Request, context: AppLoadContext): Promise<ApiCaller | null> {
  let caller = apiCallers.get(request);
  if (!caller) {
    caller = resolveApiCaller(request, context);
    apiCallers.set(request, caller);
  }
  return caller;
}

async function resolveApiCaller(request: Request, context: AppLoadContext): Promise<ApiCaller | null> {
  const authorization = request.headers.get("authorization");
  if (authorization !== null && new URL(request.url).pathname.startsWith("/api/")) {
    const key = /^Bearer +(\S+) *$/i.exec(authorization)?.[1];
    const result = key ? await authenticateApiKey(context, { key }) : ({ ok: false, code: "unauthorized", message: apiKeyMessages.malformed } as const);
    if (!result.ok) {
      const init = failureInit(result);
      throw data({ error: result.message }, { status: init.status, headers: { ...init.headers, ...(init.status === 401 ? { "WWW-Authenticate": 'Bearer error="invalid_token"' } : {}) } });
    }
    return { user: result.value.user, keyPermissions: result.value.permissions };
  }
  const user = await getSessionUser(context, { headers: request.headers });
  return user ? { user, keyPermissions: null } : null;
}

function callerCan(caller: ApiCaller, permission: Permission): boolean {
  return caller.keyPermissions ? caller.keyPermissions.has(permission) : can(caller.user.role, permission);
}

/** For JSON resource routes under /api/ (a session or an API key) and the admin's JSON (a session only). */
export async function requireApiPermission(request: Request, context: AppLoadContext, permission: Permission): Promise<SessionUser> {
  const caller = await getApiCaller(request, context);
  if (!caller) throw data({ error: "Authentication required" }, { status: 401 });
  if (!callerCan(caller, permission)) {
    throw data({ error: caller.keyPermissions ? "This API key's scopes do not allow this" : "You do not have permission to do this" }, { status: 403 });
  }
  // A key was made by an admin who passed this check to reach the keys page; it has no second factor of its own.
  if (!caller.keyPermissions && (await mustEnrolSecondFactor(context, { userId: caller.user.id, role: caller.user.role }))) {
    throw data({ error: `${secondFactorRequiredMessage} (${SECOND_FACTOR_SETUP})` }, { status: 403 });
  }
  return caller.user;
}

/** The API's caller if they hold `permission`, else nobody: for API reads that show some callers more (drafts). */
export async function getApiUserWith(request: Request, context: AppLoadContext, permission: Permission): Promise<SessionUser | null> {
  const caller = await getApiCaller(request, context);
  if (!caller || !callerCan(caller, permission)) return null;
  if (caller.keyPermissions) return caller.user;
  return (await mustEnrolSecondFactor(context, { userId: caller.user.id, role: caller.user.role })) ? null : caller.user;
}

/**
 * The API's reader of one item: a session's user as they are (an author reads their own draft), a key's admin only
 * when the key holds `permission` (else nobody: a key reads what its scopes name, not all its admin may).
 */
export async function getApiReader(request: Request, context: AppLoadContext, permission: Permission): Promise<SessionUser | null> {
  const caller = await getApiCaller(request, context);
  if (!caller) return null;
  return !caller.keyPermissions || caller.keyPermissions.has(permission) ? caller.user : null;
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
