import { useEffect, useState } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { SocialIconSprite } from "~/components/brand/social-icon";
import { EnhanceScript } from "~/components/layout/enhance-script";
import { Footer } from "~/components/layout/footer";
import { Header } from "~/components/layout/header";
import { NotFound } from "~/components/layout/not-found";
import { getSessionUser } from "~/modules/auth/accounts.server";
import { can } from "~/modules/auth/permissions";
import { readSiteSettings } from "~/modules/content/content.server";
import { siteSettingsSeed } from "~/modules/content/site-settings-seed";
import { documentTitle } from "~/modules/seo/meta";
import { hasContentIn, hydrationMode } from "~/route-handle";
import { localeOfPath } from "~/i18n/locale";
import { DEFAULT_LOCALE } from "~/i18n/locales";
import { ContentLanguage } from "~/components/ui/content-language";
import stylesheet from "./app.css?url";
import devanagariStylesheet from "./devanagari.css?url";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const [user, settings] = await Promise.all([getSessionUser(context, { headers: request.headers }), readSiteSettings(context, localeOfPath(new URL(request.url).pathname))]);
  return {
    user: user ? { email: user.email, isAdmin: user.isAdmin, staff: can(user.role, "admin:access") } : null,
    publicUrl: context.env.PUBLIC_URL,
    year: new Date().getFullYear(),
    /** The company's identity (site settings): the footer, and every page through useSiteSettings(). */
    settings,
  };
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  // Decided once per document: later client-side navigations must not move the scripts in and out of <noscript>.
  const matches = useMatches();
  const [hydration] = useState(() => hydrationMode(matches, Boolean(data?.user)));
  // The language comes from the path (decision 0035): screen readers pick their voice by it.
  const pathname = useLocation().pathname;
  const locale = localeOfPath(pathname);
  const scripts = <Scripts />;
  return (
    <html lang={locale} data-hydrate={hydration}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#2550e0" />
        <Meta />
        <Links />
        {/* The Devanagari font, for Hindi pages only: English pages never reference it (issue 35). */}
        {/* Signed-in staff edit and review every language anywhere (the admin, the editors, the careers page's dialog):
            Devanagari is drawn in the site's font there, fetched only where drawn (unicode-range). Their pages are
            never cached, so visitors' English pages still never name the file. */}
        {locale === "hi" || data?.user ? <link rel="stylesheet" href={devanagariStylesheet} /> : null}
      </head>
      <body className="flex min-h-dvh flex-col">
        <Header user={data?.user ?? null} />
        <main id="main" tabIndex={-1} className="flex-1 pt-16 outline-none">
          {children}
        </main>
        <Footer year={data?.year ?? new Date().getFullYear()} settings={data?.settings ?? siteSettingsSeed} locale={locale} />
        <SocialIconSprite />
        <ScrollRestoration />
        <EnhanceScript />
        {/* Parked as inert text until a form is used; the page script then adds them (enhance-script.tsx). In a
            div because a modal dialog marks every other child of <body> aria-hidden, which a noscript may not carry. */}
        {hydration === "load" ? (
          scripts
        ) : (
          <div>
            <noscript id="app-scripts">{scripts}</noscript>
          </div>
        )}
      </body>
    </html>
  );
}

export default function App() {
  const { pathname } = useLocation();
  const matches = useMatches();
  const locale = localeOfPath(pathname);
  // Lets browser tests (and CSS) know the page is interactive.
  useEffect(() => document.documentElement.setAttribute("data-hydrated", ""), []);
  // Keyed by path so each page fades in; query-string changes (filters) do not re-mount the page.
  const translated = hasContentIn(matches, locale);
  return (
    // A page whose copy is not translated yet shows the English under a translated frame: marked as English.
    <div key={pathname} className="motion-safe:animate-fade-in" lang={translated ? undefined : "en"}>
      <ContentLanguage language={translated ? locale : DEFAULT_LOCALE}>
        <Outlet />
      </ContentLanguage>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <NotFound />;
  }
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (status === 503) {
    return (
      <section className="mx-auto max-w-3xl px-4 py-24 text-center">
        <title>{documentTitle("Temporarily unavailable")}</title>
        <p className="text-sm font-semibold text-brand-700">Error 503</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">Temporarily unavailable</h1>
        <p className="mt-4 text-lg text-slate-600">
          We cannot save or load this right now. Nothing was stored; please try again in a few minutes.
        </p>
      </section>
    );
  }
  const detail = import.meta.env.DEV && error instanceof Error ? error.stack : undefined;
  return (
    <section className="mx-auto max-w-3xl px-4 py-24 text-center">
      <title>{documentTitle("Unexpected Application Error!")}</title>
      <p className="text-sm font-semibold text-brand-700">Error {status}</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">Unexpected Application Error!</h1>
      <p className="mt-4 text-lg text-slate-600">
        Something went wrong on our side. Please try again in a moment, or go back to the home page.
      </p>
      <a href="/" className="mt-8 inline-block rounded-full bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700">
        Back to home
      </a>
      {detail ? <pre className="mt-8 overflow-auto rounded-lg bg-slate-100 p-4 text-left text-xs">{detail}</pre> : null}
    </section>
  );
}
