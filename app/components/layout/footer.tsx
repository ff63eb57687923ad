import { Logo } from "~/components/brand/logo";
import { SocialIcon } from "~/components/brand/social-icon";
import { footerQuickLinks, footerServiceLinks, legalLinks, type NavLink } from "~/content/navigation";
import { ADDRESS_TEXTS, formatAddress, phoneHref, type SiteSettings } from "~/modules/content/collections";
import { fieldLang } from "~/components/ui/content-language";
import { NewsletterForm } from "./newsletter-form";
import { StaticMarkup } from "./static-markup";
import { hrefIn } from "./site-link";
import type { Locale } from "~/i18n/locales";
import { messagesFor } from "~/i18n/messages";

/** The footer's column parts, each static markup (static-markup.tsx): the same on every page. */
function AboutColumn({ settings, locale }: { settings: SiteSettings; locale: Locale }) {
  // The settings are read in the page's language (the root loader); a text not translated yet is marked English.
  return (
    <>
      <Logo companyName={settings.name} inverted href={hrefIn("/", locale)} label={messagesFor(locale).header.homeLink(settings.name)} />
      <p className="text-sm leading-6 text-slate-300" lang={fieldLang(settings, "tagline")}>
        {settings.tagline}
      </p>
      <address className="text-sm not-italic leading-6 text-slate-300" lang={fieldLang(settings, ...ADDRESS_TEXTS)}>
        {formatAddress(settings)}
        <br />
        <a href={`mailto:${settings.email}`} className="hover:text-white">
          {settings.email}
        </a>
        <br />
        <a href={phoneHref(settings.phone)} className="hover:text-white">
          {settings.phone}
        </a>
      </address>
    </>
  );
}

function LinkColumn({ title, links, locale }: { title: string; links: NavLink[]; locale: Locale }) {
  const t = messagesFor(locale);
  return (
    <>
      <h2 className="text-sm font-semibold uppercase tracking-wider text-white">{title}</h2>
      <ul className="mt-4 space-y-2">
        {links.map((link) => (
          <li key={link.to}>
            <a href={hrefIn(link.to, locale)} className="text-sm text-slate-300 hover:text-white">
              {t.nav[link.key]}
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}

function FooterSocialItems({ socials, locale }: { socials: SiteSettings["socials"]; locale: Locale }) {
  const t = messagesFor(locale);
  return (
    <>
      {socials.map((social) => (
        <li key={social.network}>
          <a
            href={social.href}
            target="_blank"
            rel="noopener noreferrer"
            className="flex size-9 items-center justify-center rounded-full bg-slate-800 text-slate-200 hover:bg-brand-600 hover:text-white"
          >
            <SocialIcon network={social.network} className="size-4" />
            <span className="sr-only">{`${social.label} ${t.footer.opensInNewTab}`}</span>
          </a>
        </li>
      ))}
    </>
  );
}

function LegalLine({ year, legalName, locale }: { year: number; legalName: string; locale: Locale }) {
  const t = messagesFor(locale);
  return (
    <>
      <p>{t.footer.rightsReserved(year, legalName)}</p>
      <ul className="flex flex-wrap gap-x-6 gap-y-2">
        {legalLinks.map((link) => (
          <li key={link.to}>
            <a href={hrefIn(link.to, locale)} className="hover:text-white">
              {t.nav[link.key]}
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * Static markup but for the newsletter form, which is a React component of its own. The parts that show the site
 * settings carry them in their keys (decision 0021: a key names everything its markup depends on), so a change to
 * the settings renders them anew.
 */
export function Footer({ year, settings, locale }: { year: number; settings: SiteSettings; locale: Locale }) {
  const { tagline, address, email, phone, socials, legalName } = settings;
  const t = messagesFor(locale);
  return (
    <footer className="bg-slate-950 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-4 lg:px-8">
        <StaticMarkup as="div" className="space-y-4" cacheKey={`footer-about ${locale} ${JSON.stringify([settings.name, tagline, address, email, phone, settings.englishFields])}`}>
          <AboutColumn settings={settings} locale={locale} />
        </StaticMarkup>
        <StaticMarkup as="div" cacheKey={`footer-quick-links ${locale}`}>
          <LinkColumn title={t.footer.quickLinks} links={footerQuickLinks} locale={locale} />
        </StaticMarkup>
        <StaticMarkup as="div" cacheKey={`footer-service-links ${locale}`}>
          <LinkColumn title={t.footer.services} links={footerServiceLinks} locale={locale} />
        </StaticMarkup>
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wider text-white">{t.footer.newsletter}</h2>
          <p className="mt-4 text-sm text-slate-300">{t.footer.newsletterBlurb}</p>
          <NewsletterForm />
          <p className="mt-3 text-sm">
            <a href={hrefIn("/newsletter/archive", locale)} className="text-slate-300 underline hover:text-white">
              {t.footer.pastNewsletters}
            </a>
          </p>
          <StaticMarkup as="ul" className="mt-6 flex gap-3" aria-label={t.footer.socialMedia} cacheKey={`footer-socials ${locale} ${JSON.stringify(socials)}`}>
            <FooterSocialItems socials={socials} locale={locale} />
          </StaticMarkup>
        </div>
      </div>
      <div className="border-t border-slate-800">
        <StaticMarkup
          as="div"
          className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6 text-sm sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8"
          cacheKey={`footer-legal ${locale} ${year} ${legalName}`}
        >
          <LegalLine year={year} legalName={legalName} locale={locale} />
        </StaticMarkup>
      </div>
    </footer>
  );
}
