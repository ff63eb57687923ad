import { data, redirect } from "react-router";
import { PostErrorScreen, postErrorTitle } from "~/components/blog/post-not-found";
import { PostForm } from "~/components/blog/post-form";
import { requireAdmin } from "~/http/guards.server";
import { blogMessages } from "~/modules/blog/blog-messages";
import { findPostForEditor, listPostCategories } from "~/modules/blog/blog-queries.server";
import { postInputSchema } from "~/modules/blog/blog.schema";
import { updatePost } from "~/modules/blog/blog.server";
import { parseInput } from "~/modules/forms/parse-form";
import { parseId } from "~/modules/ids";
import { postToFormValues, submittedFormValues } from "~/modules/blog/post-form-values";
import { postPath } from "~/modules/blog/post-urls";
import { routeMeta } from "~/modules/seo/meta";
import type { Route } from "./+types/edit";
import { readFormData } from "~/http/read-form.server";

export const meta: Route.MetaFunction = (args) =>
  routeMeta(args, { title: args.error ? postErrorTitle(args.error) : "Edit Blog Post", noIndex: true });

/** Admin only: a visitor goes to /login, a signed-in non-admin to /blog (SPEC). An unknown id is a 404. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(request, context, { nonAdminRedirect: "/blog" });
  const id = parseId(params.id);
  const post = id ? await findPostForEditor(context, { id }) : null;
  if (!post) throw data(null, { status: 404 });
  return { post, categories: await listPostCategories(context) };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  await requireAdmin(request, context, { nonAdminRedirect: "/blog" });
  const id = parseId(params.id);
  if (!id) throw data(null, { status: 404 });
  const form = await readFormData(request);
  const fields = parseInput(postInputSchema, form);
  let result;
  try {
    result = fields.ok ? await updatePost(context, { id, fields: fields.value }) : fields;
  } catch (error) {
    context.logger.error({ err: error, requestId: context.requestId }, "post update failed");
    return data({ error: blogMessages.updateFailed, fieldErrors: {}, values: submittedFormValues(form) }, { status: 500 });
  }
  if (result.ok) throw redirect(postPath(result.value.slug), 303);
  if (result.code === "not-found") throw data(null, { status: 404 });
  return data({ error: result.message, fieldErrors: result.fieldErrors ?? {}, values: submittedFormValues(form) }, { status: 400 });
}

export default function EditPostPage({ loaderData, actionData }: Route.ComponentProps) {
  const { post, categories } = loaderData;
  return (
    <section className="mx-auto max-w-6xl px-4 py-12 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight">Edit Blog Post</h1>
      <p className="mt-2 text-slate-600">
        Changing the title changes the address; the old address keeps working and redirects readers.
      </p>
      <div className="mt-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <PostForm
          mode="edit"
          initial={postToFormValues(post)}
          initialPreviewHtml={post.content}
          categories={categories}
          failure={actionData}
          cancelTo={postPath(post.slug)}
        />
      </div>
    </section>
  );
}

/** Unknown id: SPEC "Post Not Found", that the post doesn't exist or the user lacks permission, and Back to Blog. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PostErrorScreen error={error} notFoundText={blogMessages.editNotFound} />;
}
