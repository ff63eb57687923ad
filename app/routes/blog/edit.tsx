import { data } from "react-router";
import { requireAdmin } from "~/modules/auth/guards.server";
import type { Route } from "./+types/edit";

/** Admin only: a visitor goes to /login, a signed-in non-admin to /blog (SPEC). No posts exist until the blog work. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context, { nonAdminRedirect: "/blog" });
  throw data(null, { status: 404 });
}

export default function EditPostPage() {
  return null;
}
