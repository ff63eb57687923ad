import { data, redirect, type AppLoadContext } from "react-router";
import { getSessionUser, type SessionUser } from "~/modules/auth/accounts.server";

/**
 * Every admin loader, action and API handler calls one of these. Pages redirect (to /login without a session);
 * the JSON API answers 401 without a session and 403 for a non-admin.
 */
export async function requireUser(request: Request, context: AppLoadContext): Promise<SessionUser> {
  const user = await getSessionUser(context, { headers: request.headers });
  if (!user) {
    const url = new URL(request.url);
    throw redirect(`/login?redirectTo=${encodeURIComponent(url.pathname + url.search)}`);
  }
  return user;
}

/** For pages: a signed-out visitor goes to /login, a signed-in non-admin to `nonAdminRedirect`. */
export async function requireAdmin(
  request: Request,
  context: AppLoadContext,
  { nonAdminRedirect = "/" }: { nonAdminRedirect?: string } = {},
): Promise<SessionUser> {
  const user = await requireUser(request, context);
  if (!user.isAdmin) throw redirect(nonAdminRedirect);
  return user;
}

/** For JSON resource routes. */
export async function requireApiAdmin(request: Request, context: AppLoadContext): Promise<SessionUser> {
  const user = await getSessionUser(context, { headers: request.headers });
  if (!user) throw data({ error: "Authentication required" }, { status: 401 });
  if (!user.isAdmin) throw data({ error: "Admin role required" }, { status: 403 });
  return user;
}

/** The signed-in admin or nobody: for pages that show admin controls to admins only. */
export async function getAdmin(request: Request, context: AppLoadContext): Promise<SessionUser | null> {
  const user = await getSessionUser(context, { headers: request.headers });
  return user?.isAdmin ? user : null;
}
