import { Link } from "react-router";
import { CtaBand } from "~/components/marketing/cta-band";
import { ServiceOverviewGrid } from "~/components/marketing/services/service-overview-grid";
import { PageHero } from "~/components/ui/page-hero";
import { servicesOverview } from "~/content/services-overview";
import { messagesOfPath } from "~/i18n/messages";
import { routeMeta } from "~/modules/seo/meta";
import { hydrateOnInteraction } from "~/route-handle";
import type { Route } from "./+types/services";

/** A reading page: React loads when a form is first used (see app/route-handle.ts). */
export const handle = hydrateOnInteraction;

export const meta: Route.MetaFunction = (args) =>
  routeMeta(args, {
    title: messagesOfPath(args.location.pathname).titles.services,
    description: "Custom software and our gym CRM, web and mobile development, AI integration, AR/VR and smart glasses from Vyoma Technologies.",
  });

export default function ServicesPage() {
  const { title, intro, cards, more, closing } = servicesOverview;
  return (
    <>
      <PageHero eyebrow="Services" title={title}>
        {intro}
      </PageHero>
      <div className="mx-auto max-w-7xl px-4 pb-8 sm:px-6 lg:px-8">
        <ServiceOverviewGrid cards={cards} />
        <nav aria-labelledby="more-services-title" className="mt-12 rounded-2xl bg-slate-50 p-6 text-center ring-1 ring-slate-200">
          <h2 id="more-services-title" className="text-sm font-semibold uppercase tracking-wider text-slate-700">
            {more.title}
          </h2>
          <ul className="mt-3 flex flex-wrap justify-center gap-x-6 gap-y-2">
            {more.links.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="font-semibold text-brand-700 hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <CtaBand {...closing} />
    </>
  );
}
