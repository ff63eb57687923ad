import type { ReactNode } from "react";
import { DEFAULT_LOCALE, type Locale } from "~/i18n/locales";
import { ContentLanguage } from "./content-language";

/**
 * Copy that has no translation yet, shown in English on a page in another language: marked `lang="en"` so screen
 * readers read it with an English voice (issue 35). On English pages it adds nothing, so their markup is unchanged
 * (`className`: the layout the wrapped children need from their new parent, on other languages' pages only).
 * What is inside reads English as the text around it (`useSurroundingLanguage`).
 */
export function EnglishFallback({ locale, className, children }: { locale: Locale; className?: string; children: ReactNode }) {
  return locale === DEFAULT_LOCALE ? (
    <>{children}</>
  ) : (
    <div lang="en" className={className}>
      <ContentLanguage language={DEFAULT_LOCALE}>{children}</ContentLanguage>
    </div>
  );
}
