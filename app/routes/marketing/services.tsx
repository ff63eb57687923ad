import { Link } from "react-router";
import { CtaBand } from "~/components/marketing/cta-band";
import { ServiceOverviewGrid } from "~/components/marketing/services/service-overview-grid";
import { hrefIn } from "~/components/layout/site-link";
import { useLocale } from "~/components/layout/use-locale";
import { PageHero } from "~/components/ui/page-hero";
import { moreServiceLinks, overviewCards } from "~/content/services-overview";
import { messagesOfPath } from "~/i18n/messages";
import { LOCALES } from "~/i18n/locales";
import { routeMeta } from "~/modules/seo/meta";
import { hydrateOnInteraction, type RouteHandle } from "~/route-handle";
import type { Route } from "./+types/services";

/** A reading page: React loads when a form is first used (see app/route-handle.ts). Its words are the catalogues', in every language. */
export const handle: RouteHandle = { ...hydrateOnInteraction, contentLanguages: LOCALES };

export const meta: Route.MetaFunction = (args) => {
  const t = messagesOfPath(args.location.pathname);
  return routeMeta(args, { title: t.titles.services, description: t.servicesPage.description });
};

export default function ServicesPage() {
  const { locale, t } = useLocale();
  const words = t.servicesPage;
  const cards = overviewCards.map((card) => ({ ...card, ...words.cards[card.service], to: hrefIn(card.to, locale) }));
  const more = moreServiceLinks.map((link) => ({ label: words.more[link.service], to: hrefIn(link.to, locale) }));
  return (
    <>
      <PageHero eyebrow={words.eyebrow} title={t.titles.services}>
        {words.intro}
      </PageHero>
      <div className="mx-auto max-w-7xl px-4 pb-8 sm:px-6 lg:px-8">
        <ServiceOverviewGrid cards={cards} />
        <nav aria-labelledby="more-services-title" className="mt-12 rounded-2xl bg-slate-50 p-6 text-center ring-1 ring-slate-200">
          <h2 id="more-services-title" className="text-sm font-semibold uppercase tracking-wider text-slate-700">
            {words.moreTitle}
          </h2>
          <ul className="mt-3 flex flex-wrap justify-center gap-x-6 gap-y-2">
            {more.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="font-semibold text-brand-700 hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <CtaBand title={words.closingTitle} text={words.closingText} actions={[{ label: words.closingButton, to: hrefIn("/contact", locale) }]} />
    </>
  );
}
