import { useEffect, useRef, useState, type FormEvent } from "react";
import { useActionData, useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { controlClass, Field, FieldFrame, FormMessage, TextAreaField } from "~/components/ui/field";
import { SpamTrap } from "~/components/ui/spam-trap";
import type { ContactResult } from "~/modules/contact/contact.schema";
import { contactLimits, serviceOptions, subjectOptions, type ContactVariant } from "~/modules/contact/contact-fields";
import { useLocale } from "~/components/layout/use-locale";
import { hrefIn } from "~/components/layout/site-link";
import type { Messages } from "~/i18n/messages";

/** The validation (zod, about 20 KB compressed) loads when the visitor sends, not with the page. Same schema as the server's. */
async function validateContact(form: FormData, t: Messages["contactForm"]) {
  const [{ parseForm }, { contactSchemaFor }] = await Promise.all([import("~/modules/forms/parse-form"), import("~/modules/contact/contact.schema")]);
  return parseForm(contactSchemaFor(t.messages, t), form);
}

/** SPEC section 9: the success message disappears after 5000 ms. */
export const SUCCESS_VISIBLE_MS = 5000;

/**
 * The contact form in its two variants: "subject" (contact page) and "service" (home page). Both post to the
 * /contact action. With JavaScript it sends in the background and shows the SPEC's states; before JavaScript
 * loads it is a plain form whose answer is the contact page.
 */
export function ContactForm({ variant }: { variant: ContactVariant }) {
  const fetcher = useFetcher<ContactResult>();
  const { locale, t: messages } = useLocale();
  const t = messages.contactForm;
  // The page in the form's language answers it in that language.
  const action = hrefIn("/contact", locale);
  // The answer to a plain (no-JavaScript) post, rendered by the contact page.
  const documentResult = useActionData() as ContactResult | undefined;
  const formRef = useRef<HTMLFormElement>(null);
  const [clientError, setClientError] = useState<string>();
  const [shown, setShown] = useState<ContactResult | undefined>(documentResult);
  const busy = fetcher.state !== "idle";
  const result = fetcher.data;

  useEffect(() => {
    if (!result) return;
    setShown(result);
    if (result.ok) formRef.current?.reset();
  }, [result]);

  // The 5 s count from when the message is drawn: the answer arrives while the router still revalidates the page's
  // data (the fetcher is "loading", the form shows "Sending..."), which on a slow connection ate into them.
  useEffect(() => {
    if (!shown?.ok || busy) return;
    const timer = setTimeout(() => setShown(undefined), SUCCESS_VISIBLE_MS);
    return () => clearTimeout(timer);
  }, [shown, busy]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    setShown(undefined);
    // Checked first, then sent by the fetcher (as the form would be); without JavaScript the form posts itself.
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const send = () => void fetcher.submit(form, { method: "post", action });
    void validateContact(form, t).then(
      (parsed) => {
        setClientError(parsed.success ? undefined : parsed.message);
        if (parsed.success) send();
      },
      send,
    );
  }

  const refill = shown && !shown.ok ? shown.values : undefined;
  let status: { tone: "error" | "success" | "info"; text: string } | undefined;
  if (busy) status = { tone: "info", text: t.messages.progress };
  else if (clientError) status = { tone: "error", text: clientError };
  else if (shown) status = { tone: shown.ok ? "success" : "error", text: shown.message };

  return (
    <fetcher.Form ref={formRef} method="post" action={action} noValidate onSubmit={onSubmit} className="space-y-5" aria-busy={busy}>
      <input type="hidden" name="variant" value={variant} />
      <SpamTrap />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label={`${t.name} *`} name="name" autoComplete="name" required maxLength={contactLimits.name} defaultValue={refill?.name} />
        <Field
          label={`${t.email} *`}
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={contactLimits.email}
          defaultValue={refill?.email}
        />
        <Field label={t.phone} name="phone" type="tel" autoComplete="tel" maxLength={contactLimits.phone} defaultValue={refill?.phone} />
        <Field
          label={t.company}
          name="company"
          autoComplete="organization"
          maxLength={contactLimits.company}
          defaultValue={refill?.company}
        />
      </div>
      {variant === "subject" ? (
        <FieldFrame label={`${t.subject} *`}>
          {(control) => (
            <select name="subject" required className={controlClass} defaultValue={refill?.subject ?? ""} {...control}>
              <option value="" disabled>
                {t.selectSubject}
              </option>
              {subjectOptions.map((subject) => (
                <option key={subject} value={subject}>
                  {t.subjects[subject]}
                </option>
              ))}
            </select>
          )}
        </FieldFrame>
      ) : (
        <FieldFrame label={t.service}>
          {(control) => (
            <select name="service" className={controlClass} defaultValue={refill?.service ?? ""} {...control}>
              <option value="">{t.selectService}</option>
              {serviceOptions.map((service) => (
                <option key={service.value} value={service.value}>
                  {t.services[service.value]}
                </option>
              ))}
            </select>
          )}
        </FieldFrame>
      )}
      <TextAreaField label={`${t.message} *`} name="message" rows={5} required maxLength={contactLimits.message} defaultValue={refill?.message} />
      <FormMessage tone={status?.tone ?? "info"}>{status?.text}</FormMessage>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs text-slate-600">{t.requiredFields}</p>
        <Button type="submit" disabled={busy} className="sm:min-w-40">
          {busy ? t.sending : t.send}
        </Button>
      </div>
    </fetcher.Form>
  );
}
