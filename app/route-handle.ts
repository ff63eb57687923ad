import type { UIMatch } from "react-router";
import { DEFAULT_LOCALE, type Locale } from "~/i18n/locales";

export type HydrationMode = "load" | "interaction";

/** What a route tells the document shell (app/root.tsx) through its `handle` export. */
export interface RouteHandle {
  /**
   * When the browser loads React: "load" (the default) with the page; "interaction" when the visitor first
   * touches a form or a [data-needs-app] control. Until then the page runs on its HTML and the small page script
   * (components/layout/enhance-script.tsx), and forms still post without JavaScript.
   */
  hydrate?: HydrationMode;
  /**
   * The languages the page's own copy is written in (English when not given). On a path in another language the
   * interface is translated but the copy is the English fallback, so the shell marks it `lang="en"` (issue 35).
   */
  contentLanguages?: readonly Locale[];
}

/** The handle of a reading page (marketing, blog post): React waits until a form is used. */
export const hydrateOnInteraction: RouteHandle = { hydrate: "interaction" };

/**
 * Signed-in visitors always get React at once (admin controls on posts, the logout form's busy state); their
 * pages are never cached, so this costs the public pages nothing.
 */
export function hydrationMode(matches: UIMatch[], signedIn: boolean): HydrationMode {
  if (signedIn) return "load";
  return matches.some((match) => (match.handle as RouteHandle | undefined)?.hydrate === "interaction") ? "interaction" : "load";
}

/**
 * Whether the matched page's copy exists in `locale`; if not, the shell marks the page's content as English. A page
 * whose copy is a document in one language (a route-owned page and its translation, decision 0053) says which in
 * its loader's `contentLanguage`.
 */
export function hasContentIn(matches: UIMatch[], locale: Locale): boolean {
  if (locale === DEFAULT_LOCALE) return true;
  const match = matches.at(-1);
  const written = (match?.loaderData as { contentLanguage?: Locale } | undefined)?.contentLanguage;
  if (written !== undefined) return written === locale;
  const page = match?.handle as RouteHandle | undefined;
  return page?.contentLanguages?.includes(locale) ?? false;
}
