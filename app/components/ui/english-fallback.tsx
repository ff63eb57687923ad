import type { ReactNode } from "react";
import { DEFAULT_LOCALE, type Locale } from "~/i18n/locales";

/**
 * Copy that has no translation yet, shown in English on a page in another language: marked `lang="en"` so screen
 * readers read it with an English voice (issue 35). On English pages it adds nothing, so their markup is unchanged
 * (`className`: the layout the wrapped children need from their new parent, on other languages' pages only).
 */
export function EnglishFallback({ locale, className, children }: { locale: Locale; className?: string; children: ReactNode }) {
  return locale === DEFAULT_LOCALE ? <>{children}</> : <div lang="en" className={className}>{children}</div>;
}
