import type { ReactNode } from "react";
import { languagesOf, localizedPath } from "~/i18n/locale";
import { DEFAULT_LOCALE, type Locale } from "~/i18n/locales";

/** Where a link to the English page `to` leads from a page in `locale`: its translation, or the English page if it has none. */
export function hrefIn(to: string, locale: Locale): string {
  return locale !== DEFAULT_LOCALE && languagesOf(to).includes(locale) ? localizedPath(to, locale) : to;
}

/**
 * The site chrome's links (header, phone menu): plain `<a href>`, with `aria-current="page"` and an active class
 * like React Router's NavLink, for the page at `pathname` (the header reads it once). Why not NavLink: each one
 * resolves its path, reads the navigation and view transition state and matches routes on every render, and the
 * chrome has about 70 of them on every page: a sixth to a fifth of an uncached render's CPU (decision 0020). Reading
 * pages run without React until a form is used (decision 0008), so a click on them was a full page load anyway,
 * answered by the page cache. No hooks: the navigation lists are static markup (static-markup.tsx).
 */
export function SiteLink({
  pathname,
  to,
  end = false,
  className,
  label,
  locale = DEFAULT_LOCALE,
  children,
}: {
  /** The page's path without its language prefix (pathWithoutLocale): `to` is compared with it. */
  pathname: string;
  to: string;
  /** Active only on `to` itself, not on the pages below it. */
  end?: boolean;
  className?: string | ((state: { isActive: boolean }) => string);
  /** An accessible name that says more than the visible text (which it must contain). */
  label?: string;
  /** The page's language: the link leads to `to` in it where that page is translated. */
  locale?: Locale;
  children: ReactNode;
}) {
  const isActive = isActivePath(pathname, to, end);
  return (
    <a href={hrefIn(to, locale)} aria-label={label} aria-current={isActive ? "page" : undefined} className={typeof className === "function" ? className({ isActive }) : className}>
      {children}
    </a>
  );
}

/** NavLink's rule: the path itself, or (unless `end`) a page below it; "/" only matches itself. */
export function isActivePath(pathname: string, to: string, end: boolean): boolean {
  const current = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  if (current === to) return true;
  return !end && to !== "/" && current.startsWith(`${to}/`);
}

/**
 * Which of `targets` `pathname` makes active, with and without `end`: everything a list of ChromeLinks to them can
 * show differently from one page to another, so a cache key for that list's markup.
 */
export function activeLinksKey(pathname: string, targets: string[]): string {
  return targets.map((to) => `${isActivePath(pathname, to, true) ? 1 : 0}${isActivePath(pathname, to, false) ? 1 : 0}`).join("");
}
