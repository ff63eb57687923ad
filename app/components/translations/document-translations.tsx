import { Languages } from "lucide-react";
import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { LANGUAGE_NAME, LOCALES, type Locale } from "~/i18n/locales";

export interface DocumentTranslation {
  id: number;
  language: Locale;
}

/**
 * An editor's line about a document's other languages (issue 35; posts 0038, pages 0053): each translation with a
 * link to its editor, and for each language it lacks a "Translate to <language>" button that posts
 * `intent=translate` to the editor's own action, which makes the draft (or opens it).
 */
export function DocumentTranslations<T extends DocumentTranslation>({
  noun,
  language,
  translations,
  editPath,
  status,
}: {
  /** "post", "page": "A translation is a <noun> of its own". */
  noun: string;
  language: Locale;
  translations: T[];
  editPath: (id: number) => string;
  status: (translation: T) => ReactNode;
}) {
  const missing = LOCALES.filter((locale) => locale !== language && !translations.some((translation) => translation.language === locale));
  return (
    <section aria-labelledby="translations-heading" className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="translations-heading" className="flex items-center gap-2 text-base font-semibold text-ink">
        <Languages aria-hidden="true" className="size-5 text-brand-700" /> Languages
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {`This ${noun} is in `}
        <span lang={language} className="font-language-names">{LANGUAGE_NAME[language]}</span>
        {`. A translation is a ${noun} of its own, with its own address, status, schedule and history.`}
      </p>
      <ul className="mt-3 flex flex-wrap items-center gap-3 text-sm">
        {translations.map((translation) => (
          <li key={translation.id} className="flex items-center gap-2">
            <Link to={editPath(translation.id)} className="font-semibold text-brand-700 hover:underline">
              Edit the <span lang={translation.language} className="font-language-names">{LANGUAGE_NAME[translation.language]}</span> version
            </Link>
            {status(translation)}
          </li>
        ))}
        {missing.map((locale) => (
          <li key={locale}>
            <TranslateButton language={locale} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * "Translate to <language>": posts `intent=translate` and `fields` to `action` (the current route by default). A
 * `subject` (a document's title) is added for screen readers after the visible words, so each button of a list has
 * a name of its own that starts with what it shows.
 */
export function TranslateButton({ language, action, fields = {}, subject, opens = false }: { language: Locale; action?: string; fields?: Record<string, string>; subject?: string; opens?: boolean }) {
  return (
    <Form method="post" action={action}>
      <input type="hidden" name="intent" value="translate" />
      <input type="hidden" name="language" value={language} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button
        type="submit"
        className="inline-block rounded-lg border border-brand-600 px-3 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        {opens ? "Open the " : "Translate to "}
        <span lang={language} className="font-language-names">{LANGUAGE_NAME[language]}</span>
        {opens ? " draft" : null}
        {subject ? <span className="sr-only">{`: ${subject}`}</span> : null}
      </button>
    </Form>
  );
}
