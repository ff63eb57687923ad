import { data } from "react-router";
import { PageHero } from "~/components/ui/page-hero";
import { legalDocuments } from "~/content/legal";
import { formatAddress, site } from "~/content/site";
import { routeMeta } from "~/modules/seo/meta";
import type { Route } from "./+types/legal";

export function loader({ request }: Route.LoaderArgs) {
  const document = legalDocuments[new URL(request.url).pathname];
  if (!document) throw data(null, { status: 404 });
  return { document };
}

export const meta: Route.MetaFunction = (args) =>
  args.loaderData ? routeMeta(args, { title: args.loaderData.document.title, description: args.loaderData.document.description }) : [];

export default function LegalPage({ loaderData }: Route.ComponentProps) {
  const { document } = loaderData;
  return (
    <>
      <PageHero eyebrow="Legal" title={document.title}>
        Last updated {document.lastUpdated}
      </PageHero>
      <article className="mx-auto max-w-3xl space-y-8 px-4 pb-20 sm:px-6">
        {document.sections.map((section) => (
          <section key={section.heading}>
            <h2 className="text-xl font-semibold">{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-3 leading-7">
                {paragraph}
              </p>
            ))}
          </section>
        ))}
        <section>
          <h2 className="text-xl font-semibold">Contact us</h2>
          <p className="mt-3 leading-7">
            {site.legalName}, {formatAddress()}. Email <a className="text-brand-700 underline" href={`mailto:${site.email}`}>{site.email}</a>,
            phone {site.phone}.
          </p>
        </section>
      </article>
    </>
  );
}
