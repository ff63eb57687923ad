import { useLocale } from "~/components/layout/use-locale";
import { ExternalLink as ExternalLinkIcon, MapPin } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { buttonClass } from "~/components/ui/button-link";
import { ExternalLink } from "~/components/ui/external-link";
import { officeMapEmbedUrl, officeMapLinkUrl } from "~/content/contact";
import { useSiteSettings } from "~/components/layout/use-site-settings";
import { ADDRESS_TEXTS, formatAddress } from "~/modules/content/collections";
import { fieldLang } from "~/components/ui/content-language";

/**
 * The office map, loaded from OpenStreetMap only when the visitor presses the button: nothing is requested
 * from another host when the page loads. Until then a drawn placeholder shows where the map will appear.
 */
export function OfficeMap() {
  const site = useSiteSettings();
  const { t: messages } = useLocale();
  const t = messages.contactDetails;
  const [shown, setShown] = useState(false);
  const frameRef = useRef<HTMLIFrameElement>(null);

  // The button disappears on click; hand focus to the map so keyboard users are not dropped to the page top.
  useEffect(() => {
    if (shown) frameRef.current?.focus();
  }, [shown]);

  return (
    <div className="overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-sm">
      <div className="relative aspect-[4/3] w-full sm:aspect-[16/7]">
        {shown ? (
          <iframe
            ref={frameRef}
            title={t.mapTitle(site.name, site.address.city)}
            src={officeMapEmbedUrl()}
            className="absolute inset-0 size-full border-0"
            referrerPolicy="no-referrer"
          />
        ) : (
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-4 bg-slate-100 px-6 text-center">
            <MapBackdrop />
            <span className="relative flex size-14 items-center justify-center rounded-full bg-brand-600 text-white shadow-lg">
              <MapPin aria-hidden="true" className="size-7" />
            </span>
            <p className="relative max-w-md font-medium text-ink" lang={fieldLang(site, ...ADDRESS_TEXTS)}>
              {formatAddress(site)}
            </p>
            <button type="button" data-needs-app="" onClick={() => setShown(true)} className={`relative ${buttonClass("primary", "md")}`}>
              {t.showMap}
            </button>
            <p className="relative max-w-sm text-xs text-slate-600">{t.mapNote}</p>
          </div>
        )}
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2 border-t border-slate-200 px-6 py-4 text-sm">
        <span className="text-slate-600">{t.mapCredit}</span>
        <ExternalLink href={officeMapLinkUrl()} className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline">
          {t.openMap}
          <ExternalLinkIcon aria-hidden="true" className="size-4" />
        </ExternalLink>
      </div>
    </div>
  );
}

/** A few drawn streets, so the placeholder reads as a map without fetching one. */
function MapBackdrop() {
  return (
    <svg aria-hidden="true" className="absolute inset-0 size-full" preserveAspectRatio="xMidYMid slice" viewBox="0 0 800 350">
      <rect width="800" height="350" fill="#eef2f7" />
      <g fill="none" stroke="#fff" strokeWidth="18" strokeLinecap="round">
        <path d="M-20 260 C200 220 420 300 820 200" />
        <path d="M300 -20 L360 370" />
        <path d="M-20 80 L820 130" />
      </g>
      <g fill="none" stroke="#fff" strokeWidth="8">
        <path d="M560 -20 L520 370" />
        <path d="M120 -20 L180 370" />
        <path d="M-20 180 L820 170" />
      </g>
      <rect x="600" y="30" width="140" height="80" rx="10" fill="#d1fae5" />
      <rect x="40" y="280" width="120" height="60" rx="10" fill="#d1fae5" />
    </svg>
  );
}
