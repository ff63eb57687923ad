import { ArrowLeft } from "lucide-react";
import { data, Link, redirect } from "react-router";
import { useLocale } from "~/components/layout/use-locale";
import type { LanguageVersions } from "~/i18n/locale";
import { localeOfPath } from "~/i18n/locale";
import { messagesOfPath } from "~/i18n/messages";
import { parseId } from "~/modules/ids";
import { archiveListPath, archivePath, sentDay } from "~/modules/newsletter/newsletter-archive";
import { loadArchivedNewsletter } from "~/modules/newsletter/newsletter-log.server";
import { routeMeta } from "~/modules/seo/meta";
import { hydrateOnInteraction, type RouteHandle } from "~/route-handle";
import { LOCALES } from "~/i18n/locales";
import type { Route } from "./+types/archive-issue";

/** A reading page (React loads when a form is first used), shown only at its language's address: its copy is that language's. */
export const handle: RouteHandle = { ...hydrateOnInteraction, contentLanguages: LOCALES };

/**
 * A newsletter is written in one language and has one web version, at that language's address: the other
 * language's address of the same id leads there (decision 0059), as a mail's link or an old bookmark may use it.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const id = parseId(params.id);
  const result = id ? await loadArchivedNewsletter(context, { id }) : null;
  if (!result?.ok) throw data(null, { status: 404 });
  const issue = result.value;
  if (localeOfPath(new URL(request.url).pathname) !== issue.language) throw redirect(archivePath(issue.id, issue.language), 301);
  const languageVersions: LanguageVersions = { [issue.language]: archivePath(issue.id, issue.language) };
  return { ...issue, languageVersions };
}

export const meta: Route.MetaFunction = (args) =>
  routeMeta(args, { title: args.loaderData?.subject ?? messagesOfPath(args.location.pathname).newsletterPages.title, languageVersions: args.loaderData?.languageVersions });

/** The web version of a sent newsletter: the same body the mail had (rendered by us from sanitized content). */
export default function ArchivedNewsletter({ loaderData }: Route.ComponentProps) {
  const { subject, sentAt, html } = loaderData;
  const { locale, t } = useLocale();
  return (
    <article className="mx-auto max-w-2xl px-4 py-12 sm:px-6">
      <Link to={archiveListPath(locale)} className="inline-flex items-center gap-2 text-sm font-medium text-brand-700 hover:underline">
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        {t.newsletterPages.allNewsletters}
      </Link>
      <p className="mt-6 text-sm text-slate-600">
        {t.newsletterPages.sentOn} <time dateTime={sentAt}>{sentDay(locale, sentAt)}</time>
        <span className="sr-only">: {subject}</span>
      </p>
      <div className="mt-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8" dangerouslySetInnerHTML={{ __html: html }} />
    </article>
  );
}
