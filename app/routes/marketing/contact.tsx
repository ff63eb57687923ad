import { data } from "react-router";
import { isUnavailableError, RETRY_AFTER_SECONDS } from "~/db/unavailable.server";
import { ContactForm } from "~/components/contact/contact-form";
import { PageHero } from "~/components/ui/page-hero";
import { contactSchemaFor, type ContactResult } from "~/modules/contact/contact.schema";
import { submitContactMessage } from "~/modules/contact/contact.server";
import { formValues, parseInput } from "~/modules/forms/parse-form";
import { ContactPanel } from "~/components/marketing/contact/contact-panel";
import { FaqList } from "~/components/marketing/contact/faq-list";
import { OfficeMap } from "~/components/marketing/contact/office-map";
import { Section, SectionHeading } from "~/components/ui/section";
import { contactPage } from "~/content/contact";
import { useSiteSettings } from "~/components/layout/use-site-settings";
import { faqCollection } from "~/modules/content/collections";
import { listEntries } from "~/modules/content/content.server";
import { messagesOfPath } from "~/i18n/messages";
import { routeMeta, settingsOf } from "~/modules/seo/meta";
import { hydrateOnInteraction, type RouteHandle } from "~/route-handle";
import { localeOfPath } from "~/i18n/locale";
import { useLocation } from "react-router";
import type { Route } from "./+types/contact";

/** A reading page: React loads when a form is first used (see app/route-handle.ts). */
export const handle: RouteHandle = { ...hydrateOnInteraction, contentLanguages: ["en", "hi"] };

export const meta: Route.MetaFunction = (args) =>
  routeMeta(args, {
    title: messagesOfPath(args.location.pathname).titles.contact,
    description: messagesOfPath(args.location.pathname).descriptions.contact(settingsOf(args).address.city),
  });

export async function loader({ request, context }: Route.LoaderArgs) {
  return { faqs: await listEntries(context, faqCollection, localeOfPath(new URL(request.url).pathname)) };
}

const REFILLED_FIELDS = ["name", "email", "phone", "company", "subject", "service", "message"] as const;

/** Both contact form variants (this page's and the home page's) post here. */
/** A plain (no-JavaScript) post that meets unavailable storage gets the action's Retry-After with its page. */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  // Answered in the language of the page that sent it (/contact or /hi/contact).
  const t = messagesOfPath(new URL(request.url).pathname).contactForm;
  const contactMessages = t.messages;
  let values: Record<string, string>;
  try {
    values = formValues(await request.formData());
  } catch {
    return data<ContactResult>({ ok: false, message: contactMessages.required }, { status: 400 });
  }
  const parsed = parseInput(contactSchemaFor(contactMessages, t), values);
  if (!parsed.ok) {
    // Handed back so a plain (no-JavaScript) post can show the form filled in again.
    const refill = Object.fromEntries(REFILLED_FIELDS.map((field) => [field, (values[field] ?? "").slice(0, 5000)]));
    return data<ContactResult>({ ok: false, message: parsed.message, values: refill }, { status: 400 });
  }
  try {
    const language = localeOfPath(new URL(request.url).pathname);
    await submitContactMessage(context, { fields: parsed.value, meta: { clientIp: context.clientIp, channel: "page-form", values }, language });
  } catch (error) {
    context.logger.error({ err: error, requestId: context.requestId }, "contact message not stored");
    // A read-only or full disk, or the database being down, is temporary: 503, and the form stays filled.
    const unavailable = isUnavailableError(error);
    return data<ContactResult>(
      { ok: false, message: contactMessages.failure },
      unavailable ? { status: 503, headers: { "Retry-After": String(RETRY_AFTER_SECONDS), "Cache-Control": "no-store" } } : { status: 500 },
    );
  }
  return data<ContactResult>({ ok: true, message: contactMessages.success });
}

/** A network failure or an error page from a proxy becomes the SPEC's failure message, not an error screen. */
export async function clientAction({ request, serverAction }: Route.ClientActionArgs): Promise<ContactResult> {
  try {
    return await serverAction();
  } catch {
    return { ok: false, message: messagesOfPath(new URL(request.url).pathname).contactForm.messages.failure };
  }
}

export default function ContactPage({ loaderData }: Route.ComponentProps) {
  const site = useSiteSettings();
  const locale = localeOfPath(useLocation().pathname);
  const copy = contactPage[locale];
  return (
    <>
      <PageHero eyebrow={copy.eyebrow} title={copy.title}>
        {copy.intro}
      </PageHero>
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <h2 className="sr-only">{copy.formTitle}</h2>
        <ContactPanel
          form={
            <ContactForm variant="subject" />
          }
        />
      </div>
      <Section id="visit" labelledBy="visit-title">
        <SectionHeading id="visit-title" eyebrow={copy.visit.eyebrow} title={copy.visit.title} intro={copy.visit.intro(site.hours)} />
        <div className="mt-12">
          <OfficeMap />
        </div>
      </Section>
      <Section id="faq" labelledBy="faq-title" tone="muted">
        <SectionHeading id="faq-title" eyebrow={copy.faqEyebrow} title={copy.faqTitle} />
        <FaqList faqs={loaderData.faqs} />
      </Section>
    </>
  );
}
