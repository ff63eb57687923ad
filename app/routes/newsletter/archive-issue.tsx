import { ArrowLeft } from "lucide-react";
import { data, Link } from "react-router";
import { parseId } from "~/modules/ids";
import { loadArchivedNewsletter } from "~/modules/newsletter/newsletter-log.server";
import { routeMeta } from "~/modules/seo/meta";
import type { Route } from "./+types/archive-issue";

export async function loader({ params, context }: Route.LoaderArgs) {
  const id = parseId(params.id);
  const result = id ? await loadArchivedNewsletter(context, { id }) : null;
  if (!result?.ok) throw data(null, { status: 404 });
  return result.value;
}

export const meta: Route.MetaFunction = (args) => routeMeta(args, { title: args.loaderData?.subject ?? "Newsletter" });

/** The web version of a sent newsletter: the same body the mail had (rendered by us from sanitized content). */
export default function ArchivedNewsletter({ loaderData }: Route.ComponentProps) {
  const { subject, sentAt, html } = loaderData;
  return (
    <article className="mx-auto max-w-2xl px-4 py-12 sm:px-6">
      <Link to="/newsletter/archive" className="inline-flex items-center gap-2 text-sm font-medium text-brand-700 hover:underline">
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        All newsletters
      </Link>
      <p className="mt-6 text-sm text-slate-600">
        Newsletter sent <time dateTime={sentAt}>{sentAt.slice(0, 10)}</time>
        <span className="sr-only">: {subject}</span>
      </p>
      <div className="mt-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8" dangerouslySetInnerHTML={{ __html: html }} />
    </article>
  );
}
