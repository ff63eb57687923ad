import { Link } from "react-router";
import { legalLinks } from "~/content/navigation";
import type { LegalDocument } from "~/content/legal";
import { useSiteSettings } from "~/components/layout/use-site-settings";
import { formatAddress, phoneHref } from "~/modules/content/collections";

/** A legal page's text, with the company's contact details (from the site settings) at the end. */
export function LegalDocumentView({ document }: { document: LegalDocument }) {
  const site = useSiteSettings();
  return (
    <div className="mx-auto grid max-w-6xl gap-12 px-4 pb-20 sm:px-6 lg:grid-cols-4 lg:px-8">
      <nav aria-label="Legal documents" className="lg:sticky lg:top-24 lg:self-start">
        <ul className="flex flex-wrap gap-2 lg:flex-col">
          {legalLinks.map((link) => {
            const current = link.to === document.path;
            return (
              <li key={link.to}>
                <Link
                  to={link.to}
                  aria-current={current ? "page" : undefined}
                  className={`block rounded-lg px-3 py-2 text-sm font-medium ${current ? "bg-brand-50 text-brand-800" : "text-slate-700 hover:bg-slate-50"}`}
                >
                  {link.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <article className="max-w-3xl space-y-10 lg:col-span-3">
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
        <section aria-labelledby="legal-contact" className="rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-200">
          <h2 id="legal-contact" className="text-xl font-semibold">
            Contact us
          </h2>
          <p className="mt-3 leading-7">Questions about this {document.title.toLowerCase()}? Write, call or visit us:</p>
          <address className="mt-3 leading-7 not-italic" data-company-contact="">
            <strong className="text-ink">{site.legalName}</strong>
            <br />
            {formatAddress(site)}
            <br />
            Email:{" "}
            <a className="text-brand-700 underline" href={`mailto:${site.email}`}>
              {site.email}
            </a>
            <br />
            Phone:{" "}
            <a className="text-brand-700 underline" href={phoneHref(site.phone)}>
              {site.phone}
            </a>
          </address>
        </section>
      </article>
    </div>
  );
}
