import type { ReactNode } from "react";
import { OfficeDetails } from "./office-details";
import { SocialLinks } from "./social-links";
import { useLocale } from "~/components/layout/use-locale";

/** How to reach us, beside the contact form (passed in as `form`, either variant). */
export function ContactPanel({ form }: { form: ReactNode }) {
  const { t } = useLocale();
  return (
    <div className="mt-12 flex flex-col gap-8 lg:flex-row">
      <aside aria-label={t.contactDetails.label} className="@container rounded-3xl bg-slate-50 p-6 ring-1 ring-slate-200 sm:p-8 lg:flex-[2]">
        <OfficeDetails />
        <div className="mt-8 border-t border-slate-200 pt-6">
          <p className="text-sm font-semibold text-ink">{t.contactDetails.followUs}</p>
          <div className="mt-3">
            <SocialLinks label={t.contactDetails.followUs} />
          </div>
        </div>
      </aside>
      <div className="rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 lg:flex-[3]">{form}</div>
    </div>
  );
}
