import { useLocation } from "react-router";
import { localeOfPath } from "~/i18n/locale";
import { messagesFor } from "~/i18n/messages";

/** The page's language, from its path (decision 0035), and its message catalogue. */
export function useLocale() {
  const locale = localeOfPath(useLocation().pathname);
  return { locale, t: messagesFor(locale) };
}
