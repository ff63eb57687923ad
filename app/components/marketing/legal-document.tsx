import { Link } from "react-router";
import { legalLinks } from "~/content/navigation";
import { hrefIn } from "~/components/layout/site-link";
import { useLocale } from "~/components/layout/use-locale";
import { EnglishFallback } from "~/components/ui/english-fallback";
import type { Locale } from "~/i18n/locales";
import type { LegalDocument } from "~/content/legal";
import { useSiteSettings } from "~/components/layout/use-site-settings";
import { ADDRESS_TEXTS, formatAddress, phoneHref } from "~/modules/content/collections";
import { fieldLang } from "~/components/ui/content-language";
import { blockRenderers } from "~/components/pages/page-blocks";
import type { ReadBlock } from "~/modules/pages/blocks";
import type { ReactNode } from "react";

/** A stored section (a rich text block, sanitized by the server) in the legal pages' own type. */
const legalSection = "[&_h2]:text-xl [&_h2]:font-semibold [&_h3]:mt-6 [&_h3]:font-semibold [&_p]:mt-3 [&_p]:leading-7 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-6 [&_a]:text-brand-700 [&_a]:underline";

/**
 * A legal page's text, with the company's contact details (from the site settings) at the end. `blocks`: the page
 * as staff saved it (decision 0039), shown in place of the document's own sections; rich text in this layout's type.
 * The frame (the documents' list, the contact section's words) is in the page's language; the document is in
 * `documentLanguage`, marked `lang="en"` when it is English on a page in another language.
 */
export function LegalDocumentView({ document, blocks, documentLanguage }: { document: LegalDocument; blocks?: ReadBlock[]; documentLanguage: Locale }) {
  const site = useSiteSettings();
  const { locale, t } = useLocale();
  const text = blocks
    ? blocks.map((block) => {
        if (block.type === "richText" || block.type === "analyticsSection") return <section key={block.id} className={legalSection} dangerouslySetInnerHTML={{ __html: block.data.body }} />;
        const Render = blockRenderers[block.type] as (props: { block: ReadBlock }) => ReactNode;
        return <Render key={block.id} block={block} />;
      })
    : document.sections.map((section) => (
        <section key={section.heading}>
          <h2 className="text-xl font-semibold">{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-3 leading-7">
              {paragraph}
            </p>
          ))}
        </section>
      ));
  return (
    <div className="mx-auto grid max-w-6xl gap-12 px-4 pb-20 sm:px-6 lg:grid-cols-4 lg:px-8">
      <nav aria-label={t.legal.documentsLabel} className="lg:sticky lg:top-24 lg:self-start">
        <ul className="flex flex-wrap gap-2 lg:flex-col">
          {legalLinks.map((link) => {
            const current = link.to === document.path;
            return (
              <li key={link.to}>
                <Link
                  to={hrefIn(link.to, locale)}
                  aria-current={current ? "page" : undefined}
                  className={`block rounded-lg px-3 py-2 text-sm font-medium ${current ? "bg-brand-50 text-brand-800" : "text-slate-700 hover:bg-slate-50"}`}
                >
                  {t.nav[link.key]}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <article className="max-w-3xl space-y-10 lg:col-span-3">
        {documentLanguage === locale ? text : <EnglishFallback locale={locale} className="space-y-10">{text}</EnglishFallback>}
        <section aria-labelledby="legal-contact" className="rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-200">
          <h2 id="legal-contact" className="text-xl font-semibold">
            {t.legal.contactTitle}
          </h2>
          <p className="mt-3 leading-7">{t.legal.contactText(document.title)}</p>
          {/* The site settings in the page's language; a text not translated yet is marked English (the footer's too). */}
          <address className="mt-3 leading-7 not-italic" data-company-contact="">
            <strong className="text-ink" lang={fieldLang(site, "legalName")}>
              {site.legalName}
            </strong>
            <br />
            <span lang={fieldLang(site, ...ADDRESS_TEXTS)}>{formatAddress(site)}</span>
            <br />
            {t.legal.email}{" "}
            <a className="text-brand-700 underline" href={`mailto:${site.email}`}>
              {site.email}
            </a>
            <br />
            {t.legal.phone}{" "}
            <a className="text-brand-700 underline" href={phoneHref(site.phone)}>
              {site.phone}
            </a>
          </address>
        </section>
      </article>
    </div>
  );
}
