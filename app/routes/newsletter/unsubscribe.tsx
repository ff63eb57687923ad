import { data, Form, Link } from "react-router";
import { PageHero } from "~/components/ui/page-hero";
import { useLocale } from "~/components/layout/use-locale";
import { localizedPath } from "~/i18n/locale";
import { LOCALES } from "~/i18n/locales";
import { messagesOfPath } from "~/i18n/messages";
import type { RouteHandle } from "~/route-handle";
import { readFormData } from "~/http/read-form.server";
import { checkUnsubscribeLink, unsubscribe } from "~/modules/newsletter/newsletter.server";
import { routeMeta } from "~/modules/seo/meta";
import type { Route } from "./+types/unsubscribe";

/** In every language: each newsletter mail links to the page in its subscriber's (decision 0045). */
export const handle: RouteHandle = { contentLanguages: LOCALES };

export const meta: Route.MetaFunction = (args) => routeMeta(args, { title: messagesOfPath(args.location.pathname).newsletterPages.unsubscribePageTitle, noIndex: true });

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

/**
 * The link in every newsletter mail. Opening it changes nothing (mail scanners open every link before the person
 * does); the page asks, and its button posts.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token");
  const link = await checkUnsubscribeLink(context, { token });
  if (link.state === "invalid") return data({ page: "invalid" as const, token: "", email: "" }, { status: 400 });
  return { page: link.state === "subscribed" ? ("ask" as const) : ("unsubscribed" as const), token: token ?? "", email: link.email };
}

/**
 * The page's button, and RFC 8058 one-click unsubscribe: mail programs POST "List-Unsubscribe=One-Click" to the
 * List-Unsubscribe address, whose query carries the token. The same-origin check (server/same-origin.ts) refuses
 * cross-site posts from browsers; a mail provider's server sends no Origin and passes.
 */
export async function action({ request, context }: Route.ActionArgs) {
  // The token rides in the address (both the mail header's and the page's form action); the form field is the fallback.
  const token = new URL(request.url).searchParams.get("token") ?? stringOrNull((await readFormData(request)).get("token"));
  const outcome = await unsubscribe(context, { token });
  return data({ outcome }, { status: outcome === "unsubscribed" ? 200 : 400 });
}

const stringOrNull = (value: FormDataEntryValue | null) => (typeof value === "string" ? value : null);

const buttonClass =
  "inline-block rounded-full bg-brand-600 px-6 py-3 text-base font-semibold text-white hover:bg-brand-700 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";

function HomeLink() {
  const { locale, t } = useLocale();
  return (
    <p className="mt-8">
      <Link to={localizedPath("/", locale)} className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800">
        {t.newsletterPages.backHome}
      </Link>
    </p>
  );
}

export default function UnsubscribePage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useLocale().t.newsletterPages;
  const page = actionData ? (actionData.outcome === "unsubscribed" ? "unsubscribed" : "invalid") : loaderData.page;
  if (page === "ask") {
    return (
      <PageHero title={t.askTitle}>
        <p>
          <strong className="font-semibold text-slate-900">{loaderData.email}</strong> {t.willNotReceive}
        </p>
        <Form method="post" className="mt-8">
          <input type="hidden" name="token" value={loaderData.token} />
          <button type="submit" className={buttonClass}>
            {t.unsubscribe}
          </button>
        </Form>
        <HomeLink />
      </PageHero>
    );
  }
  if (page === "unsubscribed") {
    return (
      <PageHero title={t.unsubscribedTitle}>
        <p>{t.unsubscribed}</p>
        <HomeLink />
      </PageHero>
    );
  }
  return (
    <PageHero title={t.invalidTitle}>
      <p>{t.invalidUnsubscribe}</p>
      <HomeLink />
    </PageHero>
  );
}
