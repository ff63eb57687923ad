import { data, Link } from "react-router";
import { useLocale } from "~/components/layout/use-locale";
import { localeOfPath, localizedPath } from "~/i18n/locale";
import { LOCALES } from "~/i18n/locales";
import { messagesFor, messagesOfPath, type Messages } from "~/i18n/messages";
import { PageHero } from "~/components/ui/page-hero";
import { confirmSubscription, type ConfirmOutcome } from "~/modules/newsletter/newsletter.server";
import { routeMeta } from "~/modules/seo/meta";
import type { RouteHandle } from "~/route-handle";
import type { Route } from "./+types/confirm";

/** In every language: the confirmation mail links to the page in the subscriber's (decision 0045). */
export const handle: RouteHandle = { contentLanguages: LOCALES };

export const meta: Route.MetaFunction = (args) => routeMeta(args, { title: messagesOfPath(args.location.pathname).newsletterPages.confirmPageTitle, noIndex: true });

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

function pageOf(t: Messages["newsletterPages"], outcome: ConfirmOutcome): { title: string; text: string; status: number } {
  switch (outcome) {
    case "confirmed":
      return { title: t.confirmedTitle, text: t.confirmed, status: 200 };
    case "already-confirmed":
      return { title: t.confirmedTitle, text: t.alreadyConfirmed, status: 200 };
    case "expired":
      return { title: t.expiredTitle, text: t.expired, status: 410 };
    case "invalid":
      return { title: t.invalidTitle, text: t.invalidConfirm, status: 400 };
  }
}

/** The signed link in the confirmation mail (double opt-in), answered in the path's language. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const outcome = await confirmSubscription(context, { token: url.searchParams.get("token") });
  const { status, ...page } = pageOf(messagesFor(localeOfPath(url.pathname)).newsletterPages, outcome);
  return data(page, { status });
}

export default function ConfirmPage({ loaderData }: Route.ComponentProps) {
  const { locale, t } = useLocale();
  return (
    <PageHero title={loaderData.title}>
      <p>{loaderData.text}</p>
      <p className="mt-8">
        <Link to={localizedPath("/", locale)} className="inline-block rounded-full bg-brand-600 px-6 py-3 text-base font-semibold text-white hover:bg-brand-700">
          {t.newsletterPages.backHome}
        </Link>
      </p>
    </PageHero>
  );
}
