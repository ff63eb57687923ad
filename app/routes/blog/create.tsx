import { data, redirect } from "react-router";
import { TimeZoneNote } from "~/components/admin/admin-ui";
import { PostForm } from "~/components/blog/post-form";
import { auditActorOf, requirePermission } from "~/http/guards.server";
import { failureInit } from "~/http/failure-response";
import { checkPostContent } from "~/modules/accessibility/accessibility.server";
import { OVERRIDE_FIELD } from "~/modules/accessibility/accessibility.schema";
import { can } from "~/modules/auth/permissions";
import { loadContentView } from "~/modules/auth/preferences.server";
import { blogMessages } from "~/modules/blog/blog-messages";
import { listPostCategories } from "~/modules/blog/blog-queries.server";
import { DEFAULT_LOCALE } from "~/i18n/locales";
import { postInputSchema } from "~/modules/blog/blog.schema";
import { createPost } from "~/modules/blog/blog.server";
import { parseInput } from "~/modules/forms/parse-form";
import { emptyFormValues, submittedFormValues } from "~/modules/blog/post-form-values";
import { postPath } from "~/modules/blog/post-urls";
import { routeMeta } from "~/modules/seo/meta";
import type { Route } from "./+types/create";
import { readFormData } from "~/http/read-form.server";

export const meta: Route.MetaFunction = (args) => routeMeta(args, { title: "Create New Blog Post", noIndex: true });

/** Admins, editors and authors (post:create): a visitor goes to /login, a signed-in reader to /blog and sees nothing (SPEC). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requirePermission(request, context, "post:create", { deniedRedirect: "/blog" });
  const [categories, contentView] = await Promise.all([listPostCategories(context), loadContentView(context, { userId: user.id })]);
  return { categories, contentView, rights: { canPublish: can(user.role, "post:publish:any"), canOverride: can(user.role, "accessibility:override"), timeZone: context.env.SITE_TIMEZONE } };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requirePermission(request, context, "post:create", { deniedRedirect: "/blog" });
  const form = await readFormData(request);
  const fields = parseInput(postInputSchema, form);
  const values = submittedFormValues(form);
  // The check of what was sent goes back with any refusal, so the page lists it (without JavaScript too).
  // The form makes English posts (a translation starts from "Translate" on the original's edit page).
  const accessibility = checkPostContent(values.content, DEFAULT_LOCALE);
  if (!fields.ok) return data({ error: fields.message, fieldErrors: fields.fieldErrors ?? {}, values, accessibility }, { status: 400 });
  let result;
  try {
    const accessibilityCheck = { mode: "gate", override: form.get(OVERRIDE_FIELD) === "on" } as const;
    result = await createPost(context, { fields: fields.value, author: user, by: auditActorOf(user, context), accessibility: accessibilityCheck });
  } catch (error) {
    context.logger.error({ err: error, requestId: context.requestId }, "post create failed");
    return data({ error: blogMessages.createFailed, fieldErrors: {}, values, accessibility }, { status: 500 });
  }
  if (!result.ok) return data({ error: result.message, fieldErrors: result.fieldErrors ?? {}, values, accessibility }, failureInit(result));
  throw redirect(postPath(result.value.slug), 303);
}

export default function CreatePostPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <section className="mx-auto max-w-6xl px-4 py-12 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight">Create New Blog Post</h1>
      <p className="mt-2 text-slate-600">
        {loaderData.rights.canPublish
          ? "Write the post, check the preview, then publish it, schedule it or keep it as a draft."
          : "Write the post, check the preview, then keep it as a draft or submit it for review."}
      </p>
      {loaderData.rights.canPublish ? <TimeZoneNote timeZone={loaderData.rights.timeZone} className="mt-1" /> : null}
      <div className="mt-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <PostForm
          mode="create"
          initial={emptyFormValues}
          initialPreviewHtml=""
          initialAccessibility={[]}
          categories={loaderData.categories}
          contentView={loaderData.contentView}
          failure={actionData}
          cancelTo="/blog"
          rights={loaderData.rights}
          language={DEFAULT_LOCALE}
        />
      </div>
    </section>
  );
}
