import { ArrowLeft } from "lucide-react";
import { data, Link, redirect } from "react-router";
import { ApplyForm } from "~/components/careers/apply-form";
import { PositionDetails, PositionMeta } from "~/components/careers/position-details";
import { useLocale } from "~/components/layout/use-locale";
import { receiveApplication } from "~/http/application-request.server";
import { failureInit } from "~/http/failure-response";
import { localeOfPath, localizedPath, type LanguageVersions } from "~/i18n/locale";
import { DEFAULT_LOCALE, LOCALES } from "~/i18n/locales";
import { messagesOfPath } from "~/i18n/messages";
import { findPosition } from "~/modules/careers/careers.server";
import { positionPath } from "~/modules/careers/position-path";
import { listPositionVersions } from "~/modules/careers/position-translations.server";
import { jobPostingJsonLd, jsonForScript } from "~/modules/careers/job-posting";
import { readSiteSettings } from "~/modules/content/content.server";
import { routeMeta } from "~/modules/seo/meta";
import { hydrateOnInteraction, type RouteHandle } from "~/route-handle";
import type { Route } from "./+types/position";

/**
 * React loads when the apply form is first used; sent before that, it posts without JavaScript. Its interface is in
 * every language; the position's own text, where it is not in the page's language, is marked with its own.
 */
export const handle: RouteHandle = { ...hydrateOnInteraction, contentLanguages: LOCALES };

export const meta: Route.MetaFunction = (args) => {
  const position = args.loaderData?.position;
  const t = messagesOfPath(args.location.pathname);
  if (!position) return routeMeta(args, { title: t.careers.notFoundTitle, noIndex: true });
  const language = localeOfPath(args.location.pathname);
  return routeMeta(args, {
    title: `${position.title} (${t.careers.types[position.type] ?? position.type})`,
    description: `${position.description} ${position.department}, ${position.location}.`,
    path: positionPath(position.slug, language),
    // Another language's frame around an untranslated position: a reader's way in, not a page for search engines.
    noIndex: args.loaderData?.contentLanguage !== language,
    languageVersions: args.loaderData?.languageVersions,
  });
};

/** Lets the action's Retry-After reach the browser. */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

async function loadPosition(context: Route.LoaderArgs["context"], idOrSlug: string) {
  const position = await findPosition(context, { idOrSlug });
  if (!position) throw data(null, { status: 404 });
  return position;
}

/** A position's shareable page: /careers/{slug}, and /careers/{id} which redirects to it; the same under /hi. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const position = await loadPosition(context, params.position);
  const url = new URL(request.url);
  const language = localeOfPath(url.pathname);
  // The languages the position is open in (decision 0051): hreflang and the switcher name exactly these, as for a post.
  const languageVersions: LanguageVersions = await listPositionVersions(context, position);
  // Its translation in the page's language, where there is one, is the page here.
  const translation = position.language === language ? undefined : languageVersions[language];
  if (translation) throw redirect(`${translation}${url.search}`, 301);
  if (params.position !== position.slug) throw redirect(`${positionPath(position.slug, language)}${url.search}`, 301);
  // A closed position's page stays reachable but tells Google nothing: no JobPosting (Google's guidance for expired jobs).
  const jsonLd = position.isOpen ? jobPostingJsonLd(position, context.env.PUBLIC_URL, await readSiteSettings(context)) : null;
  const contentLanguage = position.language;
  return { position, jsonLd, applied: url.searchParams.has("applied"), contentLanguage, languageVersions };
}

/** The application form posted without JavaScript (the same use case as POST /api/careers/apply). */
export async function action({ request, params, context }: Route.ActionArgs) {
  const position = await loadPosition(context, params.position);
  const language = localeOfPath(new URL(request.url).pathname);
  const result = await receiveApplication(context, request, "page-form", language);
  if (result.ok) throw redirect(`${positionPath(position.slug, language)}?applied=1#apply`, 303);
  return data({ error: result.message, fieldErrors: result.fieldErrors, values: result.values }, failureInit(result));
}

export default function PositionPage({ loaderData, actionData }: Route.ComponentProps) {
  const { position, jsonLd, applied, contentLanguage } = loaderData;
  const { locale, t } = useLocale();
  const contentLang = contentLanguage === locale ? undefined : contentLanguage;
  return (
    <>
      {jsonLd ? (
        <script type="application/ld+json" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: jsonForScript(jsonLd) }} />
      ) : null}
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
          <Link to={localizedPath("/careers", locale)} className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline">
            <ArrowLeft aria-hidden="true" className="size-4" /> {t.careers.allPositions}
          </Link>
          <h1 lang={contentLang} className="mt-4 text-4xl font-bold tracking-tight sm:text-5xl">
            {position.title}
          </h1>
          <div className="mt-5">
            <PositionMeta position={position} contentLang={contentLang} />
          </div>
          {position.isOpen ? (
            <a
              href="#apply"
              className="mt-8 inline-flex rounded-lg bg-brand-600 px-5 py-3 text-sm font-semibold text-white shadow-sm hover:bg-brand-700"
            >
              {t.careers.applyNow}
            </a>
          ) : (
            <ClosedNotice />
          )}
        </div>
      </section>
      <div className="mx-auto max-w-4xl px-4 pb-24 sm:px-6 lg:px-8">
        <PositionDetails position={position} headingLevel="h2" contentLang={contentLang} />
        {position.isOpen ? (
          <section
            id="apply"
            aria-labelledby="apply-heading"
            className="mt-12 scroll-mt-24 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
          >
            <h2 id="apply-heading" className="text-2xl font-bold text-ink">
              {t.careers.applyHeading}
            </h2>
            <p className="mt-1 text-sm text-slate-600">{t.careers.requiredNote}</p>
            <div className="mt-6">
              <ApplyForm
                key={applied ? "applied" : "form"}
                position={position}
                serverResult={actionData ?? undefined}
                submitted={applied}
                closeHref={positionPath(position.slug, locale)}
                onClose={() => undefined}
              />
            </div>
          </section>
        ) : null}
      </div>
    </>
  );
}

/** What a closed position's page says in place of Apply Now. */
function ClosedNotice() {
  const { locale, t } = useLocale();
  return (
    <div role="status" className="mt-8 rounded-xl border border-amber-300 bg-amber-50 px-5 py-4 text-amber-900">
      <p className="font-semibold">{t.careers.closedTitle}</p>
      <p className="mt-1 text-sm">
        {t.careers.closedThanks}{" "}
        <Link to={localizedPath("/careers", locale)} className="font-semibold underline">
          {t.careers.seeOpenPositions}
        </Link>{" "}
        {t.careers.or}{" "}
        <Link to={localizedPath("/contact", locale)} className="font-semibold underline">
          {t.careers.writeToUs}
        </Link>
        .
      </p>
    </div>
  );
}
