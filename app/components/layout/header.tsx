import { ChevronDown, Menu, Search, X } from "lucide-react";
import { Form, useLocation } from "react-router";
import { Logo } from "~/components/brand/logo";
import { useSiteSettings } from "./use-site-settings";
import { contactNav, isNavGroup, primaryNav } from "~/content/navigation";
import { HeaderSearch } from "~/components/search/header-search";
import { NavDropdown } from "./nav-dropdown";
import { activeLinksKey, hrefIn, SiteLink } from "./site-link";
import { StaticMarkup } from "./static-markup";
import { LanguageSwitcher } from "./language-switcher";
import { localeOfPath, pathWithoutLocale } from "~/i18n/locale";
import type { Locale } from "~/i18n/locales";
import { messagesFor, type Messages } from "~/i18n/messages";

export interface HeaderUser {
  email: string;
  isAdmin: boolean;
  /** Admins, editors and authors: the Admin link. */
  staff?: boolean;
}

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-medium transition-colors ${isActive ? "text-brand-700" : "text-slate-700 hover:text-brand-700"}`;

function LogoutButton({ className }: { className: string }) {
  return (
    <Form method="post" action="/logout">
      <button type="submit" className={className}>
        Logout
      </button>
    </Form>
  );
}

/** Every page the two navigation lists link to: their markup differs only in which of these are active. */
const navTargets = primaryNav.flatMap((item) => [item.to, ...(isNavGroup(item) ? item.children.map((child) => child.to) : [])]);

/** Static markup: the page's path (without its language prefix) and language come in as props. */
function MainNavItems({ pathname, locale }: { pathname: string; locale: Locale }) {
  const t = messagesFor(locale);
  return (
    <>
      {primaryNav.map((item) =>
        isNavGroup(item) ? (
          <NavDropdown key={item.to} group={item} pathname={pathname} locale={locale} />
        ) : (
          <li key={item.to}>
            <SiteLink pathname={pathname} to={item.to} end={item.to === "/"} className={linkClass} locale={locale}>
              {t.nav[item.key]}
            </SiteLink>
          </li>
        ),
      )}
    </>
  );
}

/**
 * The phone menu: each page link on its own row, and the Services and Projects sub-lists as <details>
 * disclosures, closed at first, so every top-level entry fits in the first screen of a small phone (issue 32).
 * The browser runs <details> itself (Enter and Space on the summary, no script), and StaticMarkup's markup
 * never sets `open`, so React does not fight the visitor's choice. The summary sits beside its group's link.
 */
function PhoneNavItems({ pathname, locale }: { pathname: string; locale: Locale }) {
  const t = messagesFor(locale);
  return (
    <>
      {primaryNav.map((item) => (
        <li key={item.to} className="relative">
          <SiteLink
            pathname={pathname}
            to={item.to}
            end={item.to === "/"}
            locale={locale}
            className={({ isActive }) => `${linkClass({ isActive })} block text-base${isNavGroup(item) ? " mr-12" : ""}`}
          >
            {t.nav[item.key]}
          </SiteLink>
          {isNavGroup(item) ? (
            <details className="group">
              <summary className="absolute right-0 top-0 flex size-10 cursor-pointer list-none items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 hover:text-brand-700 [&::-webkit-details-marker]:hidden">
                <ChevronDown aria-hidden="true" className="size-5 transition-transform group-open:rotate-180" />
                <span className="sr-only">{t.header.groupPages(t.nav[item.key])}</span>
              </summary>
              <ul className="mb-2 ml-4 border-l border-slate-200 pl-2">
                {item.children.map((child) => (
                  <li key={child.to}>
                    <SiteLink pathname={pathname} to={child.to} locale={locale} className={({ isActive }) => `${linkClass({ isActive })} block`}>
                      {t.nav[child.key]}
                    </SiteLink>
                  </li>
                ))}
              </ul>
            </details>
          ) : null}
        </li>
      ))}
    </>
  );
}

/**
 * Rendered with the phone menu closed; the page script (enhance-script.tsx) opens and closes it. The two link
 * lists are static markup, rendered once for each set of active links.
 */
export function Header({ user }: { user: HeaderUser | null }) {
  const { pathname: fullPath, search } = useLocation();
  const locale = localeOfPath(fullPath);
  const t: Messages = messagesFor(locale);
  // Links are compared without the language prefix: /hi/about makes "About" active as /about does.
  const pathname = pathWithoutLocale(fullPath);
  // The static parts' keys name the language too: /about and /hi/about share active links, not labels.
  const navKey = `${locale} ${activeLinksKey(pathname, navTargets)}`;
  const { name } = useSiteSettings();
  const suggestionTexts = { ...t.search.suggestions, kinds: t.search.kinds };
  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-slate-200/80 bg-white/95 backdrop-blur">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-3 focus:z-50 focus:rounded-md focus:bg-brand-700 focus:px-3 focus:py-2 focus:text-white"
      >
        {t.header.skipToContent}
      </a>
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Logo companyName={name} href={hrefIn("/", locale)} label={t.header.homeLink(name)} />
        {/* Contact ("styled as a button", SPEC section 2) is part of the navigation landmark. The list's auto margins
            place it where the bar's justify-between put it when the nav held the list alone. */}
        <nav aria-label={t.header.mainNavigation} className="hidden flex-1 items-center gap-4 lg:flex">
          <StaticMarkup as="ul" className="mx-auto flex items-center gap-1" cacheKey={`main-nav ${navKey}`}>
            <MainNavItems pathname={pathname} locale={locale} />
          </StaticMarkup>
          <div className="flex items-center gap-3">
            {/* The box needs room beside the links (more when signed in): narrower bars link to the search page. */}
            <LanguageSwitcher pathname={fullPath} search={search} />
            <HeaderSearch id="header-search" label={t.header.searchSite} placeholder={t.header.search} suggestions={suggestionTexts} className={`hidden w-52 ${user ? "2xl:block" : "xl:block"}`} />
            <SiteLink
              pathname={pathname}
              to="/search"
              locale={locale}
              className={`rounded-md p-2 text-slate-700 hover:bg-slate-100 hover:text-brand-700 ${user ? "2xl:hidden" : "xl:hidden"}`}
            >
              <Search aria-hidden="true" className="size-5" />
              <span className="sr-only">{t.header.search}</span>
            </SiteLink>
            {user ? (
              <>
                {user.staff ? (
                  <SiteLink pathname={pathname} to="/admin" className={linkClass}>
                    Admin
                  </SiteLink>
                ) : null}
                <SiteLink pathname={pathname} to="/account" className="max-w-48 truncate text-sm text-slate-600 hover:text-brand-700 hover:underline" label={`Your account: ${user.email}`}>
                  {user.email}
                </SiteLink>
                <LogoutButton className="rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100" />
              </>
            ) : null}
            <SiteLink
              pathname={pathname}
              to={contactNav.to}
              locale={locale}
              className="rounded-full bg-brand-600 px-5 py-2 text-sm font-semibold text-white shadow-sm hover:bg-brand-700"
            >
              {t.nav[contactNav.key]}
            </SiteLink>
          </div>
        </nav>
        <button
          type="button"
          className="group rounded-md p-2 text-slate-700 hover:bg-slate-100 lg:hidden"
          aria-expanded={false}
          aria-controls="mobile-menu"
          data-menu-toggle=""
        >
          {/* The name follows aria-expanded through CSS, not text the page script rewrites: changed text would not
              match React's render when a form in the open menu starts React (a hydration error). */}
          <span className="sr-only group-aria-expanded:hidden">{t.header.openMenu}</span>
          <span className="sr-only hidden group-aria-expanded:inline">{t.header.closeMenu}</span>
          <Menu aria-hidden="true" className="size-6 group-aria-expanded:hidden" />
          <X aria-hidden="true" className="hidden size-6 group-aria-expanded:block" />
        </button>
      </div>
      <nav
        id="mobile-menu"
        aria-label={t.header.phoneNavigation}
        hidden
        className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-slate-200 bg-white px-4 pb-6 pt-2 lg:hidden"
      >
        <HeaderSearch id="menu-search" label={t.header.searchSite} placeholder={t.header.search} suggestions={suggestionTexts} className="mb-3 mt-2" />
        <StaticMarkup as="ul" className="space-y-1" cacheKey={`phone-nav ${navKey}`}>
          <PhoneNavItems pathname={pathname} locale={locale} />
        </StaticMarkup>
        <div className="mt-4 space-y-3 border-t border-slate-200 pt-4">
          {user ? (
            <div className="flex items-center justify-between gap-3">
              <SiteLink pathname={pathname} to="/account" className="truncate text-sm text-slate-600 hover:text-brand-700 hover:underline" label={`Your account: ${user.email}`}>
                {user.email}
              </SiteLink>
              <LogoutButton className="rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium" />
            </div>
          ) : null}
          {user?.staff ? (
            <SiteLink pathname={pathname} to="/admin" className={({ isActive }) => `${linkClass({ isActive })} block`}>
              Admin
            </SiteLink>
          ) : null}
          <SiteLink
            pathname={pathname}
            to={contactNav.to}
            locale={locale}
            className="block rounded-full bg-brand-600 px-5 py-2.5 text-center font-semibold text-white hover:bg-brand-700"
          >
            {t.nav[contactNav.key]}
          </SiteLink>
          <LanguageSwitcher pathname={fullPath} search={search} explained className="block px-3 py-2 text-sm" />
        </div>
      </nav>
    </header>
  );
}
