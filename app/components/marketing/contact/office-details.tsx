import { Clock, Mail, MapPin, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { useSiteSettings } from "~/components/layout/use-site-settings";
import { ADDRESS_TEXTS, formatAddress, phoneHref } from "~/modules/content/collections";
import { fieldLang } from "~/components/ui/content-language";
import { useLocale } from "~/components/layout/use-locale";

function Row({ icon, term, children }: { icon: ReactNode; term: string; children: ReactNode }) {
  // A <dl> group may hold only <dt> and <dd>, so the icon sits inside the term, pulled into the gutter.
  return (
    <div className="relative min-h-11 pl-15">
      <dt className="font-semibold text-ink">
        <span className="absolute left-0 top-0 flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">{icon}</span>
        {term}
      </dt>
      <dd className="mt-1 leading-7 text-slate-600">{children}</dd>
    </div>
  );
}

/**
 * Address, email, phone and office hours, from the site settings. Lays itself out by the width it is given
 * (container query), so it fits a narrow column beside the form as well as a full-width band.
 */
export function OfficeDetails() {
  const site = useSiteSettings();
  const { t: messages } = useLocale();
  const t = messages.contactDetails;
  // The settings are read in the page's language; a text not translated yet is marked English.
  const iconClass = "size-5";
  return (
    <dl className="grid gap-6 @2xl:grid-cols-2 @5xl:grid-cols-4">
      <Row icon={<MapPin aria-hidden="true" className={iconClass} />} term={t.office}>
        <span lang={fieldLang(site, ...ADDRESS_TEXTS)}>{formatAddress(site)}</span>
      </Row>
      <Row icon={<Mail aria-hidden="true" className={iconClass} />} term={t.email}>
        <a href={`mailto:${site.email}`} className="text-brand-700 underline-offset-4 hover:underline">
          {site.email}
        </a>
      </Row>
      <Row icon={<Phone aria-hidden="true" className={iconClass} />} term={t.phone}>
        <a href={phoneHref(site.phone)} className="text-brand-700 underline-offset-4 hover:underline">
          {site.phone}
        </a>
      </Row>
      <Row icon={<Clock aria-hidden="true" className={iconClass} />} term={t.hours}>
        <span data-office-hours="" lang={fieldLang(site, "hours")}>
          {site.hours}
        </span>
      </Row>
    </dl>
  );
}
