import { data } from "react-router";
import { NewsletterForm } from "~/components/layout/newsletter-form";
import { PageHero } from "~/components/ui/page-hero";
import { formValues, parseInput } from "~/modules/forms/parse-form";
import { newsletterMessages, newsletterSchema, type NewsletterResult } from "~/modules/newsletter/newsletter.schema";
import { subscribeToNewsletter } from "~/modules/newsletter/newsletter.server";
import { routeMeta } from "~/modules/seo/meta";
import { hydrateOnInteraction } from "~/route-handle";
import type { Route } from "./+types/subscribe";

/** A reading page: React loads when a form is first used (see app/route-handle.ts). */
export const handle = hydrateOnInteraction;

export const meta: Route.MetaFunction = (args) =>
  routeMeta(args, { title: "Newsletter", description: "Product news and engineering notes from Vyoma Technologies, once a month." });

/** The 429's Retry-After, also when the form posted without JavaScript and this page answers. */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

/** The footer's Subscribe box posts here (in the background, or as a plain form before JavaScript loads). */
export async function action({ request, context }: Route.ActionArgs) {
  let values: Record<string, string>;
  try {
    values = formValues(await request.formData());
  } catch {
    return data<NewsletterResult>({ ok: false, message: newsletterMessages.invalidEmail }, { status: 400 });
  }
  const parsed = parseInput(newsletterSchema, values);
  if (!parsed.ok) return data<NewsletterResult>({ ok: false, message: parsed.message }, { status: 400 });
  try {
    const result = await subscribeToNewsletter(context, { fields: parsed.value, meta: { clientIp: context.clientIp, channel: "page-form", values } });
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
export async function clientAction({ serverAction }: Route.ClientActionArgs): Promise<NewsletterResult> {
  try {
    return await serverAction();
  } catch {
    return { ok: false, message: newsletterMessages.failure };
  }
}

export default function NewsletterPage({ actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHero title="Newsletter">Product news and engineering notes, once a month. No spam; unsubscribe at any time from any issue.</PageHero>
      <section className="mx-auto max-w-xl px-4 pb-20 sm:px-6">
        <div className="rounded-2xl bg-slate-950 p-6 text-slate-300 shadow-sm sm:p-8">
          <h2 className="text-lg font-semibold text-white">Subscribe</h2>
          <NewsletterForm initialResult={actionData} />
        </div>
      </section>
    </>
  );
}
