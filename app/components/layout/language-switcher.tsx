import { useMatches } from "react-router";
import { languagesOf, localeOfPath, localizedPath, pathWithoutLocale, type LanguageVersions } from "~/i18n/locale";
import { LANGUAGE_NAME, LOCALES } from "~/i18n/locales";
import { messagesFor } from "~/i18n/messages";

/**
 * The language switcher (issue 35): a plain link per other language, no script. It leads to this page in that
 * language, or, where the page has no translation, says so (in that language) and leads to that language's home
 * page. Each link's text is in its own language and marked so (`lang`), for screen readers' voices.
 * `explained`: the phone menu has room to show the note; the header's bar shows it as the link's name only.
 * `search`: the page's query string, kept on the pages in KEEPS_QUERY.
 */
export function LanguageSwitcher({ pathname, search = "", explained = false, className = "" }: { pathname: string; search?: string; explained?: boolean; className?: string }) {
  const current = localeOfPath(pathname);
  const path = pathWithoutLocale(pathname);
  const available = languagesOf(pathname);
  const query = KEEPS_QUERY.has(path) ? search : "";
  // A document's page (a post) names its own translations: the switcher leads to those, and only those.
  const versions = useMatches()
    .map((match) => (match.loaderData as { languageVersions?: LanguageVersions } | undefined)?.languageVersions)
    .find(Boolean);
  return (
    <>
      {LOCALES.filter((locale) => locale !== current).map((locale) => {
        const name = LANGUAGE_NAME[locale];
        const translated = versions ? versions[locale] !== undefined : available.includes(locale);
        const note = messagesFor(locale).languages.notTranslated(name);
        return (
          <a
            key={locale}
            href={versions?.[locale] ?? (translated ? localizedPath(path, locale) + query : localizedPath("/", locale))}
            lang={locale}
            hrefLang={locale}
            aria-label={translated ? undefined : note}
            title={translated ? messagesFor(locale).languages.readIn(name) : note}
            className={`rounded-md px-2 py-2 font-language-names text-sm font-medium text-slate-700 hover:text-brand-700 hover:underline ${className}`}
          >
            {translated || !explained ? name : note}
          </a>
        );
      })}
    </>
  );
}

/**
 * Pages whose query means the same in every language: a search for "React" on /hi/search leads to the same search
 * on /search. Other pages' queries (a page number, a filter) may name what the other language does not have, and
 * those pages are cached, so their links stay the same for every query.
 */
const KEEPS_QUERY = new Set(["/search"]);
