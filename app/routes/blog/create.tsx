import { requireAdmin } from "~/modules/auth/guards.server";
import type { Route } from "./+types/create";

/** Admin only: a visitor goes to /login, a signed-in non-admin to /blog (SPEC). The form comes with the blog work. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context, { nonAdminRedirect: "/blog" });
  return null;
}

export default function CreatePostPage() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="text-3xl font-bold tracking-tight">Create New Blog Post</h1>
    </section>
  );
}
