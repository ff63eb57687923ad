import { data } from "react-router";
import { ContactForm } from "~/components/contact/contact-form";
import { PageHero } from "~/components/ui/page-hero";
import { contactMessages, contactSchema, type ContactResult } from "~/modules/contact/contact.schema";
import { submitContactMessage } from "~/modules/contact/contact.server";
import { formValues, parseForm } from "~/modules/forms/parse-form";
import { routeMeta } from "~/modules/seo/meta";
import type { Route } from "./+types/contact";

export const meta: Route.MetaFunction = (args) =>
  routeMeta(args, {
    title: "Contact Us",
    description: "Tell us about your project. We reply within one working day.",
  });

const REFILLED_FIELDS = ["name", "email", "phone", "company", "subject", "service", "message"] as const;

/** Both contact form variants (this page's and the home page's) post here. */
export async function action({ request, context }: Route.ActionArgs) {
  let values: Record<string, string>;
  try {
    values = formValues(await request.formData());
  } catch {
    return data<ContactResult>({ ok: false, message: contactMessages.required }, { status: 400 });
  }
  const parsed = parseForm(contactSchema, values);
  if (!parsed.success) {
    // Handed back so a plain (no-JavaScript) post can show the form filled in again.
    const refill = Object.fromEntries(REFILLED_FIELDS.map((field) => [field, (values[field] ?? "").slice(0, 5000)]));
    return data<ContactResult>({ ok: false, message: parsed.message, values: refill }, { status: 400 });
  }
  try {
    await submitContactMessage(context, parsed.data, { clientIp: context.clientIp, values });
  } catch (error) {
    context.logger.error({ err: error, requestId: context.requestId }, "contact message not stored");
    return data<ContactResult>({ ok: false, message: contactMessages.failure }, { status: 500 });
  }
  return data<ContactResult>({ ok: true, message: contactMessages.success });
}

/** A network failure or an error page from a proxy becomes the SPEC's failure message, not an error screen. */
export async function clientAction({ serverAction }: Route.ClientActionArgs): Promise<ContactResult> {
  try {
    return await serverAction();
  } catch {
    return { ok: false, message: contactMessages.failure };
  }
}

export default function ContactPage() {
  return (
    <>
      <PageHero title="Contact Us">Tell us about your project and we will get back to you within one working day.</PageHero>
      <section aria-labelledby="contact-form-heading" className="mx-auto max-w-3xl px-4 pb-20 sm:px-6 lg:px-8">
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10">
          <h2 id="contact-form-heading" className="text-2xl font-bold tracking-tight">
            Send us a message
          </h2>
          <p className="mt-2 text-slate-600">We read every message and answer within one working day.</p>
          <div className="mt-8">
            <ContactForm variant="subject" />
          </div>
        </div>
      </section>
    </>
  );
}
