import { data, Form, Link, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Field, FormMessage, TextAreaField } from "~/components/ui/field";
import { failureInit } from "~/http/failure-response";
import { requirePermission } from "~/http/guards.server";
import { readFormData } from "~/http/read-form.server";
import { loadReviewMail, saveContentView, saveReviewMail } from "~/modules/auth/preferences.server";
import { loadOwnProfile, saveOwnProfile, type Bios } from "~/modules/blog/authors.server";
import { bioFieldName } from "~/modules/blog/author-bio-fields";
import { DEFAULT_LOCALE, languageNameInEnglish, LOCALES } from "~/i18n/locales";
import { routeMeta } from "~/modules/seo/meta";
import type { Route } from "./+types/profile";

export const meta: Route.MetaFunction = (args) => routeMeta(args, { title: "My profile", noIndex: true });

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requirePermission(request, context, "post:create");
  const [profile, reviewMail] = await Promise.all([loadOwnProfile(context, { user }), loadReviewMail(context, { userId: user.id })]);
  return { profile, reviewMail };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requirePermission(request, context, "post:create");
  const form = await readFormData(request);
  // The post form's HTML / Visual editor switch remembers each person's choice here (a fetcher, no page change).
  if (form.get("intent") === "content-view") {
    const saved = await saveContentView(context, { userId: user.id, view: form.get("view") });
    return saved.ok ? { ok: true, contentView: saved.value } : data({ ok: false, message: saved.message }, failureInit(saved));
  }
  // "Email me about review and publishing": its own small form, so saving it never touches the byline.
  if (form.get("intent") === "review-mail") {
    const on = await saveReviewMail(context, { userId: user.id, on: form.get("reviewMail") === "on" });
    return { ok: true, reviewMailMessage: on ? "You will get mails about review and publishing." : "Mails about review and publishing are off." };
  }
  const values = { name: String(form.get("name") ?? ""), bios: Object.fromEntries(LOCALES.map((locale) => [locale, String(form.get(bioFieldName(locale)) ?? "")])) as Bios };
  const result = await saveOwnProfile(context, { userId: user.id, ...values });
  if (!result.ok) return data({ ok: false, message: result.message, fieldErrors: result.fieldErrors ?? {}, values }, failureInit(result));
  return { ok: true, message: "Profile saved.", fieldErrors: {} as Record<string, string>, values };
}

/** The byline: the name readers see on posts and the short bio on the author page. */
export default function ProfilePage({ loaderData, actionData: answer }: Route.ComponentProps) {
  const { profile, reviewMail } = loaderData;
  const actionData = answer && "values" in answer ? answer : undefined;
  const reviewMailMessage = answer && "reviewMailMessage" in answer ? answer.reviewMailMessage : undefined;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const savingMail = busy && navigation.formData?.get("intent") === "review-mail";
  const values = actionData?.values ?? profile;
  return (
    <section className="max-w-2xl">
      <h1 className="text-3xl font-bold tracking-tight">My profile</h1>
      <p className="mt-2 text-slate-600">
        Your name and bio appear on the posts you write
        {profile.slug ? (
          <>
            {" and on "}
            <Link to={`/blog/author/${profile.slug}`} className="font-semibold text-brand-700 hover:underline">
              your author page
            </Link>
          </>
        ) : null}
        .
      </p>
      <Form method="post" noValidate className="mt-8 space-y-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <FormMessage tone={actionData?.ok ? "success" : "error"}>{busy ? undefined : actionData?.message}</FormMessage>
        <Field label="Name" name="name" defaultValue={values.name} error={actionData?.fieldErrors?.name} maxLength={100} required autoComplete="name" />
        {/* A bio per language: the author page in a language shows that one, else the English one (marked so). */}
        {LOCALES.map((locale) => (
          <TextAreaField
            key={locale}
            label={locale === DEFAULT_LOCALE ? "Short bio" : `Short bio in ${languageNameInEnglish(locale)}`}
            name={bioFieldName(locale)}
            lang={locale === DEFAULT_LOCALE ? undefined : locale}
            rows={4}
            defaultValue={values.bios[locale] ?? ""}
            error={actionData?.fieldErrors?.[bioFieldName(locale)]}
            maxLength={500}
            hint={
              locale === DEFAULT_LOCALE
                ? "One or two sentences, at most 500 characters."
                : `Shown on your ${languageNameInEnglish(locale)} author page; left empty, that page shows the English bio.`
            }
          />
        ))}
        <div className="flex justify-end">
          <Button type="submit" disabled={busy}>
            {busy && !savingMail ? "Saving..." : "Save profile"}
          </Button>
        </div>
      </Form>
      <Form method="post" className="mt-8 space-y-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <h2 className="text-lg font-semibold text-ink">Mail</h2>
        <FormMessage tone="success">{savingMail ? undefined : reviewMailMessage}</FormMessage>
        <input type="hidden" name="intent" value="review-mail" />
        <div className="flex items-start gap-3">
          <input
            id="review-mail"
            type="checkbox"
            name="reviewMail"
            value="on"
            defaultChecked={reviewMail}
            aria-describedby="review-mail-hint"
            className="mt-1 size-4 shrink-0 rounded border-slate-400 accent-brand-600"
          />
          <div>
            <label htmlFor="review-mail" className="text-sm font-medium text-ink">
              Email me about review and publishing
            </label>
            <p id="review-mail-hint" className="text-xs text-slate-600">
              When a post is submitted for review (if you review posts), and when one of yours is published, scheduled or sent back.
            </p>
          </div>
        </div>
        <div className="flex justify-end">
          <Button type="submit" variant="secondary" disabled={busy}>
            {savingMail ? "Saving..." : "Save mail setting"}
          </Button>
        </div>
      </Form>
    </section>
  );
}
