import { Link } from "react-router";
import { PageHero } from "~/components/ui/page-hero";
import { useLocale } from "~/components/layout/use-locale";
import { localeOfPath } from "~/i18n/locale";
import { messagesOfPath } from "~/i18n/messages";
import { archivePath, sentDay } from "~/modules/newsletter/newsletter-archive";
import { loadNewsletterArchive } from "~/modules/newsletter/newsletter-log.server";
import { routeMeta, settingsOf } from "~/modules/seo/meta";
import { hydrateOnInteraction, type RouteHandle } from "~/route-handle";
import { LOCALES } from "~/i18n/locales";
import type { Route } from "./+types/archive";

/** A reading page in every language (each lists its own newsletters): React loads when a form is first used. */
export const handle: RouteHandle = { ...hydrateOnInteraction, contentLanguages: LOCALES };

export const meta: Route.MetaFunction = (args) => {
  const t = messagesOfPath(args.location.pathname).newsletterPages;
  return routeMeta(args, { title: t.archiveTitle, description: t.archiveDescription(settingsOf(args).name) });
};

/** Each language's archive lists the newsletters written in it, as each language's blog lists its posts (decision 0059). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return { issues: await loadNewsletterArchive(context, { language: localeOfPath(new URL(request.url).pathname) }) };
}

export default function NewsletterArchive({ loaderData }: Route.ComponentProps) {
  const { issues } = loaderData;
  const { locale, t } = useLocale();
  const words = t.newsletterPages;
  return (
    <>
      <PageHero eyebrow={words.title} title={words.archiveTitle}>
        <p>{words.archiveIntro}</p>
      </PageHero>
      <div className="mx-auto max-w-3xl px-4 pb-20 sm:px-6 lg:px-8">
        {issues.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-10 text-center text-slate-600">{words.archiveEmpty}</p>
        ) : (
          <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white shadow-sm">
            {issues.map((issue) => (
              <li key={issue.id} className="flex flex-col gap-1 px-6 py-5 sm:flex-row sm:items-baseline sm:justify-between">
                <Link to={archivePath(issue.id, locale)} className="text-lg font-semibold text-ink hover:text-brand-700 hover:underline">
                  {issue.subject}
                </Link>
                <time dateTime={issue.sentAt} className="shrink-0 text-sm text-slate-600">
                  {sentDay(locale, issue.sentAt)}
                </time>
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
