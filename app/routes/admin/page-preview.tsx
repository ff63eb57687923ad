import { data } from "react-router";
import { PageBlocks } from "~/components/pages/page-blocks";
import { requirePermission } from "~/http/guards.server";
import { readFormData } from "~/http/read-form.server";
import { localeOrDefault } from "~/i18n/locales";
import { pageFormOfData } from "~/modules/pages/page-form";
import { previewPage } from "~/modules/pages/page-preview.server";
import { routeMeta } from "~/modules/seo/meta";
import type { Route } from "./+types/page-preview";

/**
 * The page editor's preview of unsaved changes (decision 0044): the editor posts its whole form here and shows the
 * answer, the page as visitors would get it in the site's own frame, at phone and desktop width. Outside the admin
 * layout on purpose: the root layout's header and footer are the real page's. Nothing is stored.
 */
const PRIVATE = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" };

export async function loader({ request, context }: Route.LoaderArgs) {
  await requirePermission(request, context, "pages:edit");
  return data(null, { headers: PRIVATE });
}

export async function action({ request, context }: Route.ActionArgs) {
  await requirePermission(request, context, "pages:edit");
  const formData = await readFormData(request);
  // A translation's preview reads its language (decision 0053); the editor posts it to that language's address, so
  // the site's frame around it is that language's too.
  const language = localeOrDefault(String(formData.get("language") ?? ""));
  return data({ ...(await previewPage(context, { form: pageFormOfData(formData), language })), language }, { headers: PRIVATE });
}

export const headers: Route.HeadersFunction = () => PRIVATE;

export const meta: Route.MetaFunction = (args) => routeMeta(args, { title: "Page preview", noIndex: true });

export default function PagePreview({ actionData }: Route.ComponentProps) {
  if (!actionData) {
    return (
      <p className="mx-auto max-w-3xl px-4 py-16 text-lg text-slate-700">
        A preview shows a page&apos;s unsaved changes: open it with the Preview button of a page&apos;s editor.
      </p>
    );
  }
  return (
    <>
      {actionData.notShown.length > 0 ? (
        <p role="status" className="mx-auto max-w-3xl px-4 pt-6 text-sm font-medium text-amber-900">
          {`Not shown until their fields are fixed: ${actionData.notShown.join("; ")}.`}
        </p>
      ) : null}
      {actionData.blocks.length === 0 && actionData.notShown.length === 0 ? <p className="mx-auto max-w-3xl px-4 py-16 text-lg text-slate-700">This page has no visible blocks yet.</p> : null}
      <div lang={actionData.language}>
        <PageBlocks blocks={actionData.blocks} />
      </div>
    </>
  );
}
