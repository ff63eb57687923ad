import { data } from "react-router";
import { NewsletterForm } from "~/components/layout/newsletter-form";
import { useLocale } from "~/components/layout/use-locale";
import { PageHero } from "~/components/ui/page-hero";
import { formValues, parseInput } from "~/modules/forms/parse-form";
import { localeOfPath } from "~/i18n/locale";
import { LOCALES } from "~/i18n/locales";
import { messagesFor, messagesOfPath } from "~/i18n/messages";
import { newsletterSchemaFor, type NewsletterResult } from "~/modules/newsletter/newsletter.schema";
import { subscribeToNewsletter } from "~/modules/newsletter/newsletter.server";
import { routeMeta, settingsOf } from "~/modules/seo/meta";
import { hydrateOnInteraction, type RouteHandle } from "~/route-handle";
import type { Route } from "./+types/subscribe";

/** A reading page: React loads when a form is first used (see app/route-handle.ts); written in every language. */
export const handle: RouteHandle = { ...hydrateOnInteraction, contentLanguages: LOCALES };

export const meta: Route.MetaFunction = (args) => {
  const t = messagesOfPath(args.location.pathname).newsletterPages;
  return routeMeta(args, { title: t.title, description: t.description(settingsOf(args).name) });
};

/** The 429's Retry-After, also when the form posted without JavaScript and this page answers. */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

/** The footer's Subscribe box posts here (in the background, or as a plain form before JavaScript loads). */
export async function action({ request, context }: Route.ActionArgs) {
  // The page the form was on (/newsletter or /hi/newsletter): the answer's language, and the subscriber's.
  const language = localeOfPath(new URL(request.url).pathname);
  const newsletterMessages = messagesFor(language).newsletterForm.messages;
  let values: Record<string, string>;
  try {
    values = formValues(await request.formData());
  } catch {
    return data<NewsletterResult>({ ok: false, message: newsletterMessages.invalidEmail }, { status: 400 });
  }
  const parsed = parseInput(newsletterSchemaFor(newsletterMessages), values);
  if (!parsed.ok) return data<NewsletterResult>({ ok: false, message: parsed.message }, { status: 400 });
  try {
    const result = await subscribeToNewsletter(context, { fields: parsed.value, meta: { clientIp: context.clientIp, channel: "page-form", values }, language });
    const { outcome } = result;
    if (result.outcome === "too-many") {
      const headers = { "Retry-After": String(result.retryAfterSeconds) };
      return data<NewsletterResult>({ ok: false, again: true, message: newsletterMessages.tooMany }, { status: 429, headers });
    }
    if (outcome === "send-again") return data<NewsletterResult>({ ok: false, again: true, message: newsletterMessages.sendAgain }, { status: 400 });
    const message = outcome === "already-subscribed" ? newsletterMessages.alreadySubscribed : newsletterMessages.subscribed;
    return data<NewsletterResult>({ ok: true, message });
  } catch (error) {
    context.logger.error({ err: error, requestId: context.requestId }, "newsletter subscription not stored");
    return data<NewsletterResult>({ ok: false, message: newsletterMessages.failure }, { status: 500 });
  }
}

/** A network failure or a proxy's error page becomes a message, not an error screen. */
export async function clientAction({ request, serverAction }: Route.ClientActionArgs): Promise<NewsletterResult> {
  try {
    return await serverAction();
  } catch {
    return { ok: false, message: messagesOfPath(new URL(request.url).pathname).newsletterForm.messages.failure };
  }
}

export default function NewsletterPage({ actionData }: Route.ComponentProps) {
  const t = useLocale().t.newsletterPages;
  return (
    <>
      <PageHero title={t.title}>{t.intro}</PageHero>
      <section className="mx-auto max-w-xl px-4 pb-20 sm:px-6">
        <div className="rounded-2xl bg-slate-950 p-6 text-slate-300 shadow-sm sm:p-8">
          <h2 className="text-lg font-semibold text-white">{t.subscribeHeading}</h2>
          <NewsletterForm initialResult={actionData} />
        </div>
      </section>
    </>
  );
}
