import { data, type AppLoadContext } from "react-router";
import type { SessionUser } from "~/modules/auth/accounts.server";
import { findCollection } from "~/modules/content/collections";
import type { CollectionDefinition } from "~/modules/content/content.schema";
import { requirePermission } from "./guards.server";

/**
 * The collection an admin content URL names, with its own permission checked first (settings: admins; the others:
 * editors too). A name that is no collection of that kind is asked for "content:edit" and then answered 404, so
 * nobody learns more about it than a member of the content staff would.
 */
export async function requireCollection(
  request: Request,
  context: AppLoadContext,
  name: string | undefined,
  kind: CollectionDefinition["kind"],
): Promise<{ user: SessionUser; collection: CollectionDefinition }> {
  const collection = findCollection(name ?? "");
  const user = await requirePermission(request, context, collection?.permission ?? "content:edit");
  if (!collection || collection.kind !== kind) throw data("Not Found", { status: 404 });
  return { user, collection };
}
